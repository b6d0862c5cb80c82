import type { Duplicate } from '@aurora/contracts/records';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatPhone } from '../../lib/phone';
import { RECORD_TYPES } from './record-types';

/**
 * "Possible duplicates": records of the organization that share the email or phone being saved,
 * each a link (opened in a new tab so the form keeps its input).
 */
export function DuplicateWarning({ duplicates, title }: { duplicates: Duplicate[]; title?: string }) {
  const { t } = useTranslation();
  const orgCode = useParams().orgCode ?? '';
  if (duplicates.length === 0) return null;
  return (
    <section
      aria-label={title ?? t('duplicates.title')}
      className="rounded-lg border border-warning-300 bg-warning-50 px-3 py-2.5 text-sm text-warning-900 dark:border-warning-500/30 dark:bg-warning-500/10 dark:text-warning-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert
          aria-hidden="true"
          className="size-4 shrink-0 text-warning-600 dark:text-warning-400"
        />
        {title ?? t('duplicates.title')}
      </p>
      <p className="mt-0.5 text-xs text-warning-800 dark:text-warning-200">{t('duplicates.hint')}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {duplicates.map((duplicate) => (
          <li key={`${duplicate.type}-${duplicate.id}`} className="flex flex-wrap items-baseline gap-x-2">
            <Link
              to={`/${orgCode}${duplicate.url}`}
              target="_blank"
              rel="noopener"
              className="font-medium underline decoration-warning-400 underline-offset-2 hover:decoration-2"
            >
              {duplicate.name}
            </Link>
            <span className="text-xs text-warning-800 dark:text-warning-200">
              {t(RECORD_TYPES[duplicate.type].labelKey)} ·{' '}
              {duplicate.matched === 'email'
                ? t('duplicates.sameEmail', { value: duplicate.email ?? '' })
                : t('duplicates.samePhone', { value: duplicate.phone ? formatPhone(duplicate.phone) : '' })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
