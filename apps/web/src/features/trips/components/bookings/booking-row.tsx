import { dayOffset } from '@aurora/contracts/time-zones';
import type { Booking, FlightSegment } from '@aurora/contracts/travel/bookings';
import type { TFunction } from 'i18next';
import { AlarmClock, Ban, CircleDollarSign, Ellipsis, Pencil, Ticket, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { Badge, type Tone } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { MenuContent, MenuItem, MenuSeparator } from '../../../../components/ui/menu';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { formatDuration, formatShortDay } from './booking-format';
import { BookingKindIcon, STATUS_TONES } from './booking-kinds';

const HOUR = 3_600_000;
/** How far ahead a deadline or a supplier payment starts to call for attention. */
const SOON_DAYS = 7;

type Flag = { key: string; tone: Tone; icon: ReactNode; label: string; title?: string };

/** What needs the agent's eye on a booking: a deadline close or past, a payment due, tickets missing. */
function useFlags(booking: Booking, today: string, now: Date): Flag[] {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  if (booking.status === 'cancelled') return [];
  const flags: Flag[] = [];
  const flight = booking.details.type === 'flight' ? booking.details : null;
  const missingTickets = booking.travellers.filter((traveller) => !traveller.ticket_number).length;
  // A flight is ticketed once confirmed with its PNR (the trip's traveller checks say the same).
  const ticketed = flight !== null && booking.status === 'confirmed' && flight.pnr !== null;

  if (booking.deadline_at && booking.deadline_kind) {
    const moot =
      booking.deadline_kind === 'option' ? booking.status === 'confirmed' : ticketed && missingTickets === 0;
    const left = Date.parse(booking.deadline_at) - now.getTime();
    if (!moot) {
      const kind = t(`bookings.deadlineKinds.${booking.deadline_kind}`);
      const when = format.relative(booking.deadline_at, now);
      flags.push({
        key: 'deadline',
        tone: left < 24 * HOUR ? 'error' : left < SOON_DAYS * 24 * HOUR ? 'warning' : 'neutral',
        icon: <AlarmClock aria-hidden="true" className="size-3" />,
        label:
          left < 0
            ? t('bookings.row.deadlinePassed', { kind, when })
            : t('bookings.row.deadline', { kind, when }),
        title: format.dateTime(booking.deadline_at),
      });
    }
  }
  const due = booking.supplier_payments
    .filter((payment) => !payment.paid_on)
    .sort((a, b) => a.due_on.localeCompare(b.due_on))[0];
  if (due) {
    const values = {
      amount: money.format(due.amount, booking.currency),
      date: formatShortDay(due.due_on, i18n.language),
    };
    const overdue = due.due_on < today;
    flags.push({
      key: 'payment',
      tone: overdue ? 'error' : dayOffset(today, due.due_on) <= SOON_DAYS ? 'warning' : 'neutral',
      icon: <CircleDollarSign aria-hidden="true" className="size-3" />,
      label: overdue ? t('bookings.row.paymentOverdue', values) : t('bookings.row.paymentDue', values),
    });
  }
  if (ticketed && missingTickets > 0) {
    flags.push({
      key: 'tickets',
      tone: 'warning',
      icon: <Ticket aria-hidden="true" className="size-3" />,
      label: t('bookings.row.ticketsMissing', { count: missingTickets }),
    });
  }
  return flags;
}

const time = (local: string) => local.slice(11, 16);

/** One segment: `AM 1  Mon 2 Mar  MEX 19:45 T1 → MAD 13:30 +1 T4  10 h 45 min  Business · J`. */
function SegmentLine({ segment }: { segment: FlightSegment }) {
  const { t, i18n } = useTranslation();
  const terminal = (value: string | null) =>
    value ? (
      <span className="text-neutral-500 dark:text-neutral-400">
        {t('bookings.row.terminal', { terminal: value })}
      </span>
    ) : null;
  return (
    <li className="grid grid-cols-[4.5rem_6.5rem_minmax(0,1fr)] items-baseline gap-x-3 gap-y-0.5 text-xs @2xl:grid-cols-[4.5rem_6.5rem_minmax(0,1fr)_6rem_9rem]">
      <span
        className="font-medium text-neutral-900 tabular-nums dark:text-neutral-100"
        title={
          [segment.marketing_carrier_name, segment.operating_carrier_name ?? segment.operating_carrier]
            .filter(Boolean)
            .join(' · ') || undefined
        }
      >
        {segment.marketing_carrier} {segment.flight_number}
      </span>
      <span className="text-neutral-600 dark:text-neutral-400">
        {formatShortDay(segment.departure_time.slice(0, 10), i18n.language)}
      </span>
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 tabular-nums">
        <span title={`${segment.departure_airport.name}, ${segment.departure_airport.city}`}>
          <span className="font-semibold text-neutral-900 dark:text-neutral-100">
            {segment.departure_airport.code}
          </span>{' '}
          {time(segment.departure_time)}
        </span>
        {terminal(segment.departure_terminal)}
        <span aria-hidden="true" className="text-neutral-400">
          →
        </span>
        <span title={`${segment.arrival_airport.name}, ${segment.arrival_airport.city}`}>
          <span className="font-semibold text-neutral-900 dark:text-neutral-100">
            {segment.arrival_airport.code}
          </span>{' '}
          {time(segment.arrival_time)}
          {segment.arrival_day_offset !== 0 ? (
            <sup className="ml-0.5 font-semibold text-warning-700 dark:text-warning-300">
              {segment.arrival_day_offset > 0
                ? t('bookings.row.dayOffset', { count: segment.arrival_day_offset })
                : segment.arrival_day_offset}
            </sup>
          ) : null}
        </span>
        {terminal(segment.arrival_terminal)}
        {segment.operating_carrier ? (
          <span className="text-neutral-500 dark:text-neutral-400">
            ·{' '}
            {t('bookings.row.operatedBy', {
              carrier: segment.operating_carrier_name ?? segment.operating_carrier,
            })}
          </span>
        ) : null}
      </span>
      <span className="text-neutral-600 tabular-nums @2xl:text-right dark:text-neutral-400">
        {formatDuration(segment.duration_minutes, t)}
      </span>
      <span className="truncate text-neutral-600 dark:text-neutral-400">
        {t(`bookings.cabins.${segment.cabin}`)}
        {segment.booking_class ? ` · ${segment.booking_class}` : ''}
      </span>
    </li>
  );
}

/** "Mon 2 Mar 15:00 → Fri 6 Mar · 4 nights" for a service; a flight's days come from its segments. */
function BookingDates({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  if (!booking.starts_on) return null;
  const withYear = booking.starts_on.slice(0, 4) !== String(new Date().getFullYear());
  const day = (date: string, clock: string | null) =>
    `${formatShortDay(date, i18n.language, withYear)}${clock ? ` ${clock}` : ''}`;
  const nights =
    booking.details.type === 'hotel' && booking.ends_on
      ? dayOffset(booking.starts_on, booking.ends_on)
      : null;
  const sameDay = !booking.ends_on || booking.ends_on === booking.starts_on;
  return (
    <span className="tabular-nums">
      {day(booking.starts_on, booking.details.type === 'flight' ? null : booking.start_time)}
      {sameDay ? (booking.end_time && booking.details.type !== 'flight' ? `–${booking.end_time}` : '') : null}
      {!sameDay && booking.ends_on
        ? ` → ${day(booking.ends_on, booking.details.type === 'flight' ? null : booking.end_time)}`
        : null}
      {nights !== null && nights > 0 ? ` · ${t('bookings.row.nights', { count: nights })}` : null}
    </span>
  );
}

/** What a service is beyond its title: the room and board, the ship, the train... */
function serviceSummary(booking: Booking, t: TFunction): string | null {
  const details = booking.details;
  switch (details.type) {
    case 'flight':
      return null;
    case 'hotel':
      return [
        details.rooms > 1 ? t('bookings.row.rooms', { count: details.rooms }) : null,
        details.room_type,
        `${details.board_basis} · ${t(`bookings.boardBases.${details.board_basis}`)}`,
      ]
        .filter(Boolean)
        .join(' · ');
    case 'tour':
      return [details.meeting_point, details.duration].filter(Boolean).join(' · ') || null;
    case 'transfer':
      return (
        [
          details.pickup && details.dropoff
            ? `${details.pickup} → ${details.dropoff}`
            : (details.pickup ?? details.dropoff),
          details.vehicle,
        ]
          .filter(Boolean)
          .join(' · ') || null
      );
    case 'cruise':
      return (
        [
          details.ship,
          details.cabin,
          details.embark_port && details.disembark_port
            ? `${details.embark_port} → ${details.disembark_port}`
            : null,
        ]
          .filter(Boolean)
          .join(' · ') || null
      );
    case 'car':
      return (
        [details.pickup_location, details.dropoff_location, details.car_class].filter(Boolean).join(' · ') ||
        null
      );
    case 'rail':
      return (
        [
          details.train_number,
          details.from_station && details.to_station
            ? `${details.from_station} → ${details.to_station}`
            : null,
          details.coach_class,
        ]
          .filter(Boolean)
          .join(' · ') || null
      );
    case 'insurance':
      return [details.policy_number, details.coverage].filter(Boolean).join(' · ') || null;
    case 'other':
      return details.description;
  }
}

/** One booking in the trip's list: what, who, when, where it stands, and its money. */
export function BookingRow({
  booking,
  today,
  now,
  onEdit,
  onCancel,
  onDelete,
}: {
  booking: Booking;
  /** Today in the organization's time zone. */
  today: string;
  now: Date;
  onEdit: () => void;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const flags = useFlags(booking, today, now);
  const cancelled = booking.status === 'cancelled';
  const flight = booking.details.type === 'flight' ? booking.details : null;
  const summary = serviceSummary(booking, t);
  const format = (amount: number) => money.format(amount, booking.currency);
  const commission =
    booking.commission_expected > 0
      ? `${format(booking.commission_expected)}${booking.commission_rate ? ` (${t('bookings.row.commissionRate', { rate: Number(booking.commission_rate) })})` : ''}`
      : null;
  return (
    <li className="flex gap-3 px-4 py-3" aria-label={booking.title}>
      <BookingKindIcon type={booking.type} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <button
            type="button"
            onClick={onEdit}
            className={cn(
              'cursor-pointer truncate text-left text-sm font-medium text-neutral-900 hover:underline dark:text-white',
              cancelled && 'text-neutral-500 line-through decoration-neutral-400 dark:text-neutral-400',
            )}
          >
            {booking.title}
          </button>
          <Badge tone={STATUS_TONES[booking.status]}>{t(`bookings.statuses.${booking.status}`)}</Badge>
          {flags.map((flag) => (
            <span key={flag.key} title={flag.title}>
              <Badge tone={flag.tone}>
                {flag.icon}
                {flag.label}
              </Badge>
            </span>
          ))}
        </div>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-neutral-600 dark:text-neutral-400">
          <BookingDates booking={booking} />
          <Dot />
          <span>{booking.supplier?.name ?? t('bookings.row.noSupplier')}</span>
          {flight?.pnr ? (
            <>
              <Dot />
              <span className="font-mono text-neutral-800 dark:text-neutral-200">
                {t('bookings.row.pnr', { pnr: flight.pnr })}
              </span>
            </>
          ) : null}
          {booking.confirmation_number ? (
            <>
              <Dot />
              <span className="font-mono text-neutral-800 dark:text-neutral-200">
                {t('bookings.row.confirmation', { number: booking.confirmation_number })}
              </span>
            </>
          ) : null}
          {booking.quantity > 1 ? (
            <>
              <Dot />
              <span>{t('bookings.row.quantity', { count: booking.quantity })}</span>
            </>
          ) : null}
        </div>
        {summary ? (
          <p className="mt-0.5 truncate text-xs text-neutral-600 dark:text-neutral-400">{summary}</p>
        ) : null}
        {flight && flight.segments.length > 0 ? (
          <ol className={cn('@container mt-2 flex flex-col gap-1', cancelled && 'opacity-60')}>
            {flight.segments.map((segment, index) => (
              // Segments have no id; their position is what they are.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <SegmentLine key={index} segment={segment} />
            ))}
          </ol>
        ) : null}
        {booking.travellers.length === 0 ? (
          <p className="mt-1.5 text-xs text-neutral-500">{t('bookings.row.noTravellers')}</p>
        ) : (
          <p className="mt-1.5 flex min-w-0 items-center gap-1.5 text-xs text-neutral-600 dark:text-neutral-400">
            <span className="flex shrink-0 -space-x-1">
              {booking.travellers.map((traveller) => (
                <Avatar
                  key={traveller.id}
                  name={traveller.name}
                  size="sm"
                  className="ring-2 ring-white dark:ring-neutral-900"
                />
              ))}
            </span>
            <span className="sr-only">{t('bookings.row.travellers')}:</span>
            <span className="truncate">
              {booking.travellers.map((traveller) => traveller.name).join(', ')}
            </span>
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-0.5 text-right text-xs tabular-nums">
        {cancelled ? (
          <>
            <span className="text-neutral-400 line-through">{format(booking.sell)}</span>
            <span className="text-neutral-700 dark:text-neutral-300">
              {t('bookings.row.cancellationCharges')} {format(booking.cancellation_sell)}
            </span>
            <span className="text-neutral-500">
              {t('bookings.row.cost')} {format(booking.cancellation_cost)}
            </span>
          </>
        ) : (
          <>
            <span className="text-sm font-semibold text-neutral-900 dark:text-white">
              {format(booking.sell)}
            </span>
            <span className="text-neutral-500 dark:text-neutral-400">
              {t('bookings.row.cost')} {format(booking.cost)}
            </span>
            {commission ? (
              <span className="text-success-700 dark:text-success-300">
                {t('bookings.row.commission')} {commission}
              </span>
            ) : null}
          </>
        )}
      </div>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('bookings.row.actions', { title: booking.title })}
          >
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <MenuContent align="end">
          <MenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            {t('bookings.row.edit')}
          </MenuItem>
          {cancelled ? null : (
            <MenuItem onSelect={onCancel}>
              <Ban aria-hidden="true" />
              {t('bookings.row.cancel')}
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem onSelect={onDelete} className="text-error-700 dark:text-error-400 [&_svg]:text-error-600">
            <Trash2 aria-hidden="true" />
            {t('bookings.row.delete')}
          </MenuItem>
        </MenuContent>
      </DropdownMenu.Root>
    </li>
  );
}

function Dot() {
  return (
    <span aria-hidden="true" className="text-neutral-300 dark:text-neutral-600">
      ·
    </span>
  );
}
