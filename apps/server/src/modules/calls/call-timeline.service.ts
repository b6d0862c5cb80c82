import type { CallActivity } from '@aurora/contracts/calls';
import type { Database } from '#platform/db/client.ts';
import type { ActivityDetails } from '#records/activity-details.ts';
import { recordActivity } from '#records/records.service.ts';
import { type CallRow, type CallValues, findCalls } from './calls.repository.ts';

/**
 * A call goes on the timeline of the record it is about and of its contact (which also makes it
 * activity on them: an opportunity's rotting clock restarts). The entry keeps only the call's id
 * and what it was when it began; the page reads the rest from the call (`callActivityDetails`).
 */
export async function recordCallOnTimeline(
  db: Database,
  organizationId: number,
  call: Pick<
    CallValues,
    | 'userId'
    | 'direction'
    | 'phoneFrom'
    | 'phoneTo'
    | 'contactId'
    | 'callableType'
    | 'callableId'
    | 'startedAt'
  > & {
    id: number;
  },
) {
  const subjects = [
    ...(call.callableType && call.callableId ? [{ type: call.callableType, id: call.callableId }] : []),
    ...(call.contactId && !(call.callableType === 'contact' && call.callableId === call.contactId)
      ? [{ type: 'contact' as const, id: call.contactId }]
      : []),
  ];
  const phone = call.direction === 'inbound' ? call.phoneFrom : call.phoneTo;
  await recordActivity(
    db,
    organizationId,
    subjects.map((subject) => ({
      subjectType: subject.type,
      subjectId: subject.id,
      type: 'call',
      actorId: call.userId ?? null,
      data: { call_id: call.id, direction: call.direction, phone },
      // A call logged afterwards sits on the timeline when it happened.
      createdAt: call.startedAt,
    })),
  );
}

const toCallActivity = (row: CallRow): CallActivity => ({
  id: row.id,
  type: row.type,
  direction: row.direction,
  status: row.status,
  agent: row.userId && row.agentName ? { id: row.userId, name: row.agentName } : null,
  duration_seconds: row.durationSeconds,
  outcome: row.outcome,
  notes: row.notes,
  voicemail: row.voicemail,
  line_name: row.lineName,
  phone: row.direction === 'inbound' ? row.phoneFrom : row.phoneTo,
  party_name: row.contactName ?? row.callableName,
  has_recording: Boolean(row.recordingKey || row.recordingUrl),
});

/** A `call` entry's `data.call`: the call as it is now, all of a page's calls in one query. */
export const callActivityDetails: ActivityDetails = {
  type: 'call',
  key: 'call_id',
  load: async (db, organizationId, ids) =>
    new Map((await findCalls(db, organizationId, ids)).map((row) => [row.id, { call: toCallActivity(row) }])),
};
