import type { CallableType } from '@aurora/contracts/calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordLink } from '../../../components/record/record-types';
import { cn } from '../../../lib/cn';

/** Where a call's record opens: its organization's page of it (null when it has none). */
export function callRecordPath(call: {
  callableType: CallableType | null;
  callableId: number | null;
  organizationCode: string | null;
}): string | null {
  if (!call.callableType || !call.callableId || !call.organizationCode) return null;
  return recordLink(`/${call.organizationCode.toLowerCase()}`, call.callableType, call.callableId);
}

/**
 * The other party's name in the call window and the incoming alert: a link to their record when
 * the call has one, so the agent reaches it in one click (it opens behind the window).
 */
export function PartyName({
  name,
  fallback,
  path,
  testId,
  className,
}: {
  name: string | null;
  fallback: string;
  path: string | null;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p
      className={cn('text-lg font-semibold text-neutral-900 dark:text-white', className)}
      data-testid={testId}
    >
      {name && path ? (
        <Link
          to={path}
          title={t('telephony.openRecord', { name })}
          className="underline decoration-neutral-300 underline-offset-4 hover:text-primary-700 hover:decoration-primary-500 dark:decoration-neutral-600 dark:hover:text-primary-300"
        >
          {name}
        </Link>
      ) : (
        name || fallback
      )}
    </p>
  );
}
