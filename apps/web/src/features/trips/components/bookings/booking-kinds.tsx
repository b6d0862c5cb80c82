import type { BookingStatus, BookingType } from '@aurora/contracts/travel/bookings';
import {
  BusFront,
  CarFront,
  Compass,
  Hotel,
  type LucideIcon,
  Package,
  Plane,
  ShieldCheck,
  Ship,
  TrainFront,
} from 'lucide-react';
import type { Tone } from '../../../../components/ui/badge';

/** Each kind of booking's icon and colour, the same in the list and the form. */
export const BOOKING_KINDS: Record<BookingType, { icon: LucideIcon; className: string }> = {
  flight: { icon: Plane, className: 'bg-sky-50 text-sky-700 dark:bg-sky-500/10 dark:text-sky-300' },
  hotel: {
    icon: Hotel,
    className: 'bg-violet-50 text-violet-700 dark:bg-violet-500/10 dark:text-violet-300',
  },
  tour: { icon: Compass, className: 'bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-300' },
  transfer: { icon: BusFront, className: 'bg-teal-50 text-teal-700 dark:bg-teal-500/10 dark:text-teal-300' },
  cruise: { icon: Ship, className: 'bg-blue-50 text-blue-700 dark:bg-blue-500/10 dark:text-blue-300' },
  car: {
    icon: CarFront,
    className: 'bg-orange-50 text-orange-700 dark:bg-orange-500/10 dark:text-orange-300',
  },
  rail: { icon: TrainFront, className: 'bg-rose-50 text-rose-700 dark:bg-rose-500/10 dark:text-rose-300' },
  insurance: {
    icon: ShieldCheck,
    className: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  },
  other: {
    icon: Package,
    className: 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300',
  },
};

/**
 * The kinds in the order people pick them. Read from the map above, complete by its type, so the
 * list does not load the contract's schemas (and zod) before a form opens.
 */
export const KINDS = Object.keys(BOOKING_KINDS) as BookingType[];

export const STATUS_TONES: Record<BookingStatus, Tone> = {
  option: 'warning',
  on_request: 'info',
  waitlisted: 'secondary',
  confirmed: 'success',
  cancelled: 'neutral',
};

/** A kind's icon in its coloured tile. */
export function BookingKindIcon({ type, size = 'md' }: { type: BookingType; size?: 'sm' | 'md' }) {
  const { icon: Icon, className } = BOOKING_KINDS[type];
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-md ${className} ${
        size === 'sm' ? 'size-7 [&_svg]:size-3.5' : 'size-9 [&_svg]:size-4.5'
      }`}
    >
      <Icon />
    </span>
  );
}
