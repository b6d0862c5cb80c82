import type { Language } from '@aurora/contracts/constants';
import { TASK_TITLE_MAX, type TaskType } from '@aurora/contracts/tasks';
import { clockTimeOf, wallClockAt } from '@aurora/contracts/time-zones';
import type { DeadlineType } from '@aurora/contracts/travel/trips';
import { createTask } from '#modules/tasks/tasks.service.ts';
import type { Database } from '#platform/db/client.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';
import { bookingsOfTrips } from '../bookings/bookings.service.ts';
import { travelSettingsOf } from '../settings/travel-settings.service.ts';
import { deadlineBookingOf, tripDeadlines } from '../trips/trip-deadlines.ts';
import { findOrganizationsWithTripsToMove, findTripOwners } from '../trips/trips.repository.ts';
import {
  claimDeadline,
  findDeadlineTasks,
  findOrganizationsToWatch,
  findTripIdsToWatch,
  releaseDeadline,
  setDeadlineTask,
} from './deadline-radar.repository.ts';

const HOUR = 3_600_000;
/** A deadline found more than a day after it passed gets no task any more: it is history. */
const TOO_LATE = 24 * HOUR;

const TASK_TYPES: Record<DeadlineType, TaskType> = {
  option: 'to_do',
  ticketing: 'to_do',
  supplier_payment: 'payment',
  commission: 'follow_up',
};

/** A deadline task's title, in the organization's language. */
const TITLES: Record<Language, Record<DeadlineType, string>> = {
  en: {
    option: 'Option expires',
    ticketing: 'Ticketing deadline',
    supplier_payment: 'Pay the supplier',
    commission: 'Commission due',
  },
  es: {
    option: 'Vence la opción',
    ticketing: 'Límite de emisión',
    supplier_payment: 'Pagar al proveedor',
    commission: 'Cobro de comisión',
  },
};

const titleOf = (text: string) =>
  text.length > TASK_TITLE_MAX ? `${text.slice(0, TASK_TITLE_MAX - 1)}…` : text;

/**
 * The deadline radar for one organization: every deadline of its trips whose lead time has begun
 * (`lead_hours` of its travel settings) becomes a task for the trip's owner (its creator when it
 * has none), due at the deadline, about the trip; once, claimed row by row, so two instances
 * running at the same moment make one task. Answers how many tasks it made.
 */
export async function giveDeadlineTasks(ctx: OrganizationContext): Promise<number> {
  const { db, organization } = ctx;
  const now = ctx.clock.now();
  const tripIds = await findTripIdsToWatch(db, organization.id);
  if (tripIds.length === 0) return 0;
  const [bookings, trips, { lead_hours: leadHours }] = await Promise.all([
    bookingsOfTrips(ctx, tripIds),
    findTripOwners(db, organization.id, tripIds),
    travelSettingsOf(db, organization.id),
  ]);
  const given = await findDeadlineTasks(
    db,
    bookings.map((booking) => booking.id),
  );
  const titles = TITLES[languageOfOrganization(organization)];
  let made = 0;
  for (const trip of trips) {
    const deadlines = tripDeadlines(
      bookings.filter((booking) => booking.tripId === trip.id).map(deadlineBookingOf),
      organization.timeZone,
    );
    for (const deadline of deadlines) {
      const lead = leadHours[deadline.type] * HOUR;
      const due = deadline.dueAt.getTime();
      if (now.getTime() < due - lead || now.getTime() > due + TOO_LATE) continue;
      if (given.has(`${deadline.booking.id}:${deadline.key}`)) continue;
      if (!(await claimDeadline(db, organization.id, deadline.booking.id, deadline.key))) continue;
      const wall = wallClockAt(deadline.dueAt, organization.timeZone);
      try {
        const created = await createTask(ctx, {
          title: titleOf(`${titles[deadline.type]}: ${deadline.booking.title} (${trip.reference})`),
          description: `${trip.title} · ${trip.reference}`,
          type: TASK_TYPES[deadline.type],
          priority: 'high',
          origin: 'deadline',
          assignee_id: trip.ownerId ?? trip.createdById,
          due_date: wall.date,
          due_time: clockTimeOf(wall.minutes),
          remind_at: now.toISOString(),
          related: [{ type: 'trip', id: trip.id }],
        });
        await setDeadlineTask(db, deadline.booking.id, deadline.key, created.id);
        made += 1;
      } catch (error) {
        await releaseDeadline(db, deadline.booking.id, deadline.key);
        throw error;
      }
    }
  }
  return made;
}

/** The organizations whose trips have dates to move them or deadlines to watch. */
export async function organizationsToWatch(db: Database): Promise<number[]> {
  const [moving, watched] = await Promise.all([
    findOrganizationsWithTripsToMove(db),
    findOrganizationsToWatch(db),
  ]);
  return [...new Set([...moving, ...watched])];
}
