import type { Opportunity } from '@aurora/contracts/opportunities';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowRight, CalendarClock, CheckSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhoneLink } from '../../../../components/phone/phone-link';
import { Avatar } from '../../../../components/ui/avatar';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { isOverdue } from '../opportunity-columns';
import { RottingBadge } from '../rotting-badge';

/** "Dec 5" (with the year when it is not this one), from `YYYY-MM-DD` or an instant (its day in `timeZone`). */
function shortDate(value: string, language: string, timeZone: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  const sameYear = date.getUTCFullYear() === new Date().getUTCFullYear();
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: value.length === 10 ? 'UTC' : timeZone,
  }).format(date);
}

type CardProps = { card: Opportunity; orgCode: string };

/** What a card shows; `interactive` false for the copy that follows the pointer while dragging. */
function BoardCardContent({ card, orgCode, interactive = true }: CardProps & { interactive?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const { timeZone } = useFormat().scope;
  const closePassed = isOverdue(card);
  const taskDue = card.next_task ? (card.next_task.due_at ?? card.next_task.due_date) : null;
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          {interactive ? (
            <Link
              to={`/${orgCode}/opportunities/${card.id}`}
              draggable={false}
              // The link covers the card, so a click anywhere on it opens the deal.
              className="block truncate text-sm font-medium text-neutral-900 after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 dark:text-white"
            >
              {card.title}
            </Link>
          ) : (
            <p className="truncate text-sm font-medium text-neutral-900 dark:text-white">{card.title}</p>
          )}
          <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">{card.client.name}</p>
        </div>
        {card.owner ? (
          <span
            role="img"
            aria-label={t('pipeline.board.owner', { name: card.owner.name })}
            title={card.owner.name}
            className="relative shrink-0"
          >
            <Avatar name={card.owner.name} size="sm" />
          </span>
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span className="font-semibold tabular-nums text-neutral-900 dark:text-neutral-100">
          {money.format(card.amount, card.currency)}
        </span>
        {card.expected_close_date ? (
          <span
            title={t(closePassed ? 'pipeline.board.closeDatePassed' : 'pipeline.board.closeDate', {
              date: shortDate(card.expected_close_date, i18n.language, timeZone),
            })}
            className={cn(
              'relative inline-flex items-center gap-1',
              closePassed
                ? 'font-medium text-error-600 dark:text-error-400'
                : 'text-neutral-500 dark:text-neutral-400',
            )}
          >
            <CalendarClock aria-hidden="true" className="size-3" />
            {shortDate(card.expected_close_date, i18n.language, timeZone)}
          </span>
        ) : null}
        <span className="text-neutral-500 dark:text-neutral-400">
          {t('pipeline.board.daysInStage', { count: card.days_in_stage })}
        </span>
      </div>
      {card.next_task ? (
        <p
          title={t('pipeline.board.nextTask', { title: card.next_task.title })}
          className="mt-2 flex min-w-0 items-center gap-1 text-xs text-neutral-700 dark:text-neutral-300"
        >
          <CheckSquare aria-hidden="true" className="size-3 shrink-0 text-neutral-400" />
          <span className="truncate">
            {taskDue
              ? `${card.next_task.title} · ${shortDate(taskDue, i18n.language, timeZone)}`
              : card.next_task.title}
          </span>
        </p>
      ) : card.next_step ? (
        <p className="mt-2 flex min-w-0 items-center gap-1 text-xs text-neutral-700 dark:text-neutral-300">
          <ArrowRight aria-hidden="true" className="size-3 shrink-0 text-neutral-400" />
          <span className="truncate">{card.next_step}</span>
        </p>
      ) : (
        <p className="mt-2 text-xs text-neutral-500 italic dark:text-neutral-400">
          {t('pipeline.board.nothingPlanned')}
        </p>
      )}
      {card.is_rotting || (interactive && card.primary_contact?.phone) ? (
        // Above the link that covers the card, so the call buttons get the clicks.
        <div className="pointer-events-none relative z-10 mt-2 flex items-center gap-2 text-xs [&>*]:pointer-events-auto">
          {card.is_rotting ? <RottingBadge /> : null}
          {interactive && card.primary_contact?.phone ? (
            <PhoneLink
              phone={card.primary_contact.phone}
              contact_id={card.primary_contact.id}
              layout="inline"
              callable_type="opportunity"
              callable_id={card.id}
              className="ml-auto text-neutral-600 dark:text-neutral-300"
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

const cardClasses =
  'relative rounded-lg border border-neutral-200 bg-white p-3 shadow-xs dark:border-neutral-800 dark:bg-neutral-900';

/** A deal on the board: dragged with the pointer, or with the keyboard from the focused card. */
export function SortableBoardCard({ card, orgCode }: CardProps) {
  const { t } = useTranslation();
  const sortable = useSortable({
    id: card.id,
    attributes: { role: 'listitem', roleDescription: t('pipeline.board.cardRole') },
  });
  return (
    <li
      ref={(node) => {
        sortable.setNodeRef(node);
        // Keys pressed on the card's link and call button keep their meaning: only the card itself starts a drag.
        sortable.setActivatorNodeRef(node);
      }}
      data-testid={`board-card-${card.id}`}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn(
        cardClasses,
        'cursor-grab touch-manipulation hover:border-neutral-300 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-500 dark:hover:border-neutral-700',
        sortable.isDragging && 'opacity-40',
      )}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      <BoardCardContent card={card} orgCode={orgCode} />
    </li>
  );
}

/** The card under the pointer while it is dragged. */
export function DraggedBoardCard({ card, orgCode }: CardProps) {
  return (
    <div className={cn(cardClasses, 'cursor-grabbing shadow-lg ring-2 ring-primary-500/40')}>
      <BoardCardContent card={card} orgCode={orgCode} interactive={false} />
    </div>
  );
}
