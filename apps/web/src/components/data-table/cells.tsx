import type { UserRef } from '@aurora/contracts/records';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { formatPhone } from '../../lib/phone';
import { Avatar } from '../ui/avatar';

/** An empty cell: a quiet dash, announced as "empty". */
export function EmptyCell() {
  const { t } = useTranslation();
  return (
    <span className="text-neutral-300 dark:text-neutral-600">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('dataTable.emptyValue')}</span>
    </span>
  );
}

/**
 * A day or a timestamp; `YYYY-MM-DD` is a calendar day (no time zone), a timestamp is read in the
 * organization's zone (its day, or its day and time with the zone's label when the browser's differs).
 */
export function DateCell({
  value,
  withTime = false,
}: {
  value: string | null | undefined;
  withTime?: boolean;
}) {
  const format = useFormat();
  if (!value) return <EmptyCell />;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (!day && Number.isNaN(Date.parse(value))) return <span>{value}</span>;
  const text = day ? format.day(value) : withTime ? format.dateTime(value) : format.date(value);
  return (
    <time dateTime={value} className="text-neutral-500 tabular-nums dark:text-neutral-400">
      {text}
    </time>
  );
}

/** A phone in a list: a plain `tel:` link (record pages add the click-to-call button). */
export function PhoneCell({ value }: { value: string | null | undefined }) {
  if (!value) return <EmptyCell />;
  return (
    <a
      href={`tel:${value}`}
      className="tabular-nums hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:text-primary-300"
    >
      {formatPhone(value)}
    </a>
  );
}

export function EmailCell({ value }: { value: string | null | undefined }) {
  if (!value) return <EmptyCell />;
  return (
    <a
      href={`mailto:${value}`}
      className="hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:text-primary-300"
    >
      {value}
    </a>
  );
}

/** The owner of a record, or "Unassigned". */
export function OwnerCell({ owner }: { owner: UserRef | null }) {
  const { t } = useTranslation();
  if (!owner)
    return <span className="text-neutral-500 dark:text-neutral-400">{t('dataTable.unassigned')}</span>;
  // In a narrow column the name, not the avatar, gives way.
  return (
    <span className="inline-flex max-w-full items-center gap-1.5">
      <Avatar name={owner.name} size="sm" className="size-5 text-[9px]" />
      <span className="truncate">{owner.name}</span>
    </span>
  );
}

/** Tags or destinations: the first few as chips, then "+n". */
export function ListCell({ values, max = 2 }: { values: readonly string[]; max?: number }) {
  if (values.length === 0) return <EmptyCell />;
  return (
    <span className="inline-flex items-center gap-1">
      {values.slice(0, max).map((value) => (
        <span
          key={value}
          className="rounded bg-neutral-100 px-1.5 py-0.5 text-xs text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
        >
          {value}
        </span>
      ))}
      {values.length > max ? (
        <span className="text-xs text-neutral-500 dark:text-neutral-400">+{values.length - max}</span>
      ) : null}
    </span>
  );
}
