import type { TFunction } from 'i18next';
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { QuickTaskRecord } from '../../lib/quick-task';
import { Avatar } from '../ui/avatar';
import { QuickTaskButton } from './quick-task-button';

export type RecordFact = { label: string; value: ReactNode };

/**
 * The facts a person record leads with: its owner, its phone (the page's call link) and its email
 * (a mail link, or a dash).
 */
export function personFacts(
  t: TFunction,
  person: { owner: { name: string } | null; phone: ReactNode; email: string | null },
): RecordFact[] {
  return [
    { label: t('leadForm.fields.owner_id'), value: person.owner?.name ?? t('record.unassigned') },
    { label: t('leadForm.fields.phone'), value: person.phone },
    {
      label: t('leadForm.fields.email'),
      value: person.email ? (
        <a href={`mailto:${person.email}`} className="hover:underline">
          {person.email}
        </a>
      ) : (
        '—'
      ),
    },
  ];
}

type RecordHeaderProps = {
  /** The list the record belongs to. */
  back?: { to: string; label: string };
  title: string;
  /** A word under the title, e.g. "Lead" or "Company client". */
  kind?: ReactNode;
  /** Status badge, then any other badges (do not call, converted...). */
  badges?: ReactNode;
  /** Key facts shown in a row under the title: owner, email, phone... */
  facts?: RecordFact[];
  /** Edit, delete, and the module's own actions. */
  actions?: ReactNode;
  /** Square initials for organisations (companies), round for people. */
  avatarShape?: 'round' | 'square';
  /** The record itself: the header offers "Add task" about it (and Alt+T prefills it). */
  taskSubject?: QuickTaskRecord;
};

/** The top of a record page: who or what it is, its status and key facts, and what can be done. */
export function RecordHeader({
  back,
  title,
  kind,
  badges,
  facts = [],
  actions,
  avatarShape = 'round',
  taskSubject,
}: RecordHeaderProps) {
  return (
    <header className="pb-5">
      {back ? (
        <Link
          to={back.to}
          className="mb-3 inline-flex items-center gap-1 text-xs text-neutral-500 hover:text-neutral-900 hover:underline dark:text-neutral-400 dark:hover:text-white"
        >
          <ChevronLeft aria-hidden="true" className="size-3.5" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={title} size="lg" square={avatarShape === 'square'} />
          <div className="min-w-0">
            {kind ? (
              <p className="text-xs font-medium text-neutral-500 dark:text-neutral-400">{kind}</p>
            ) : null}
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h1 className="truncate text-xl font-semibold tracking-tight text-neutral-900 dark:text-white">
                {title}
              </h1>
              {badges ? <div className="flex flex-wrap items-center gap-1.5">{badges}</div> : null}
            </div>
          </div>
        </div>
        {actions || taskSubject ? (
          <div className="flex flex-wrap items-center gap-2">
            {taskSubject ? <QuickTaskButton record={taskSubject} /> : null}
            {actions}
          </div>
        ) : null}
      </div>
      {facts.length > 0 ? (
        <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-3 border-t border-neutral-200 pt-4 dark:border-neutral-800">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-[11px] font-medium tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
                {fact.label}
              </dt>
              <dd className="mt-0.5 min-w-0 text-sm text-neutral-900 dark:text-neutral-100">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </header>
  );
}
