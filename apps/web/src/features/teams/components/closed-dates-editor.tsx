import { X } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

/** Adds `date` to the sorted list; why not, when it cannot. */
export function addClosedDate(
  dates: string[],
  date: string,
): { dates: string[]; error?: 'required' | 'twice' } {
  if (!date) return { dates, error: 'required' };
  if (dates.includes(date)) return { dates, error: 'twice' };
  return { dates: [...dates, date].sort() };
}

/** The team's closed dates: a date picker and the list, each date removable. */
export function ClosedDatesEditor({
  value,
  onChange,
  errors,
}: {
  value: string[];
  onChange: (dates: string[]) => void;
  errors: FieldErrors | { message?: string } | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const listErrors = errors as
    | (Record<number, { message?: string } | undefined> & { message?: string })
    | undefined;
  const format = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );

  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <div className="flex items-end gap-2">
        <Field id="team-closed-date" label={t('teamForm.fields.closedDate')}>
          {(aria) => (
            <Input
              {...aria}
              type="date"
              className="w-44"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          )}
        </Field>
        <Button
          onClick={() => {
            const result = addClosedDate(value, draft);
            if (result.error) {
              setProblem(t(result.error === 'required' ? 'teamForm.dateRequired' : 'teamForm.dateTwice'));
              return;
            }
            setProblem(undefined);
            setDraft('');
            onChange(result.dates);
          }}
        >
          {t('teamForm.addDate')}
        </Button>
      </div>
      {problem ? <p className="text-xs text-error-600 dark:text-error-400">{problem}</p> : null}
      {listErrors?.message ? (
        <p className="text-xs text-error-600 dark:text-error-400">{listErrors.message}</p>
      ) : null}
      {value.length === 0 ? (
        <p className="text-sm text-neutral-500 dark:text-neutral-400">{t('teams.noClosedDates')}</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label={t('teams.closedDates')}>
          {value.map((date, index) => (
            <li key={date} className="flex flex-col">
              <span className="flex items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
                <span className="font-mono tabular-nums">{date}</span>
                <span className="text-neutral-500 dark:text-neutral-400">
                  {/^\d{4}-\d{2}-\d{2}$/.test(date) ? format(date) : ''}
                </span>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('teamForm.removeDate', { date })}
                  onClick={() => onChange(value.filter((item) => item !== date))}
                >
                  <X />
                </Button>
              </span>
              {listErrors?.[index]?.message ? (
                <span className="text-xs text-error-600 dark:text-error-400">
                  {listErrors[index]?.message}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
