import { isReachedOutcome } from '@aurora/contracts/calls';
import { ADMIN_ROLE, type Language } from '@aurora/contracts/constants';
import { TASK_TITLE_MAX, type TaskAssignmentReason, type TaskRelatedType } from '@aurora/contracts/tasks';
import { clockTimeOf, wallClockAt } from '@aurora/contracts/time-zones';
import { getNumberByE164 } from '#modules/numbers/numbers.service.ts';
import {
  completeCallbackTasks,
  createTask,
  markCallbackTasksVoicemail,
} from '#modules/tasks/tasks.service.ts';
import { addBusinessMinutes, getCallSettings, getRoutingTeam } from '#modules/teams/teams.service.ts';
import { formatPhone } from '#platform/phones.ts';
import type { TelephonyContext } from '#platform/telephony/telephony.plugin.ts';
import { languageOfOrganization, withOrganization } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { emitDomainEvent } from '#records/domain-events.ts';
import { recordOwnerId } from '#records/records.service.ts';
import { type CallRow, findMissedCallIdsFrom } from './calls.repository.ts';

type Way = CallRow['direction'];

/** What the follow-ups write into tasks, in the organization's language; phones as people write them. */
const TEXTS = {
  en: {
    callBack: (caller: string, line: string | null) => `Call back ${caller}${line ? ` · ${line}` : ''}`,
    unknownCaller: 'an unknown caller',
    missedCall: (from: string | null, to: string | null) =>
      `Missed call${from ? ` from ${from}` : ''} to ${to ?? 'the organization'}.`,
    closedBy: (callId: number, way: Way, phone: string, agent: string | null) =>
      `Closed by call #${callId} (${way === 'inbound' ? 'from' : 'to'} ${phone}${agent ? `, ${agent}` : ''}).`,
  },
  es: {
    callBack: (caller: string, line: string | null) =>
      `Devolver la llamada a ${caller}${line ? ` · ${line}` : ''}`,
    unknownCaller: 'un número desconocido',
    missedCall: (from: string | null, to: string | null) =>
      `Llamada perdida${from ? ` de ${from}` : ''} a ${to ?? 'la organización'}.`,
    closedBy: (callId: number, way: Way, phone: string, agent: string | null) =>
      `Cerrada por la llamada #${callId} (${way === 'inbound' ? 'de' : 'a'} ${phone}${agent ? `, ${agent}` : ''}).`,
  },
} satisfies Record<Language, unknown>;

/** What the follow-ups write into tasks, in the organization's language (the demo's past callbacks write it too). */
export const followUpTexts = (organization: Parameters<typeof languageOfOrganization>[0]) =>
  TEXTS[languageOfOrganization(organization)];

const phoneOrNull = (phone: string | null) => (phone ? formatPhone(phone) : null);

/**
 * A missed incoming call becomes a callback task at once, with an owner and a deadline:
 * - titled, in the organization's language, with the caller (their record's name, else their
 *   number) and the line they called (the number's name, else the number): "Call back María
 *   Jiménez · Main line";
 * - assigned to the first of: the agent the call rang last (the caller's owner when that step rang
 *   several), the owner of the caller's record, the leader of the number's team, an administrator,
 *   and the task keeps which of these it was (`assignment_reason`);
 * - due the organization's callback SLA after the call, counted in the team's business hours;
 * - about the call and the caller's record; its assignee is told at once (`task.reminder`).
 */
export async function createMissedCallTask(ctx: TelephonyContext, call: CallRow): Promise<void> {
  const organization = await ctx.organizationOf(call.organizationId);
  const now = ctx.clock.now();
  const team = call.teamId
    ? await getRoutingTeam({ db: ctx.db, organization }, call.teamId, ctx.presence, now)
    : undefined;
  const subject =
    call.callableType && call.callableId !== null ? { type: call.callableType, id: call.callableId } : null;
  const ownerId = subject ? await recordOwnerId({ db: ctx.db, organization }, subject) : null;
  const rangLast =
    call.ringingUserIds.length > 1 && ownerId !== null && call.ringingUserIds.includes(ownerId)
      ? ownerId
      : call.ringingUserIds[0];
  const administratorId = await firstAdministrator(ctx, organization.id);
  const [assigneeId, assignmentReason]: [number | null, TaskAssignmentReason | null] =
    rangLast !== undefined
      ? [rangLast, { code: 'rang_last', name: null }]
      : ownerId !== null
        ? [ownerId, { code: 'record_owner', name: call.callableName }]
        : team?.leaderId
          ? [team.leaderId, { code: 'team_leader', name: team.name }]
          : administratorId !== undefined
            ? [administratorId, { code: 'administrator', name: null }]
            : [null, null];

  const { missed_call_sla_minutes: sla } = await getCallSettings(ctx.db, organization.id);
  const due = team ? addBusinessMinutes(team.hours, now, sla) : new Date(now.getTime() + sla * 60_000);
  const wall = wallClockAt(due, organization.timeZone);

  const related: Array<{ type: TaskRelatedType; id: number }> = [{ type: 'call', id: call.id }];
  if (subject) related.push(subject);
  if (call.contactId !== null && call.callableType !== 'contact')
    related.push({ type: 'contact', id: call.contactId });
  const text = followUpTexts(organization);
  const caller = call.contactName ?? call.callableName ?? phoneOrNull(call.phoneFrom) ?? text.unknownCaller;
  // A record's name may be as long as a task title may be: cut, never refused.
  const title = text.callBack(caller, await lineName(ctx, call));
  const task = await createTask(
    withOrganization(ctx, organization, null),
    {
      title: title.length > TASK_TITLE_MAX ? `${title.slice(0, TASK_TITLE_MAX - 1)}…` : title,
      description: text.missedCall(phoneOrNull(call.phoneFrom), phoneOrNull(call.phoneTo)),
      type: 'call',
      priority: 'high',
      origin: 'missed_call',
      assignee_id: assigneeId,
      team_id: team?.id ?? null,
      due_date: wall.date,
      due_time: clockTimeOf(wall.minutes),
      // The missed call's notification tells the assignee at once; the reminder is for the deadline.
      remind_before_minutes: 0,
      related,
    },
    { assignmentReason },
  );
  await emitDomainEvent(
    ctx.db,
    'call.missed',
    {
      organizationId: organization.id,
      callId: call.id,
      taskId: task.id,
      assigneeId: task.assignee?.id ?? null,
      teamId: task.team?.id ?? null,
      caller: call.contactName ?? call.callableName ?? call.phoneFrom ?? '',
      phone: call.phoneFrom,
      callable: subject,
      contactId: call.contactId,
    },
    ctx,
  );
}

/** The line a call came in on, as people know it: the number's name, else the number. */
async function lineName(ctx: TelephonyContext, call: CallRow): Promise<string | null> {
  if (!call.phoneTo) return null;
  const number = await getNumberByE164(ctx.db, call.phoneTo);
  const named = number?.organizationId === call.organizationId ? number.friendlyName?.trim() : undefined;
  return named || formatPhone(call.phoneTo);
}

async function firstAdministrator(ctx: TelephonyContext, organizationId: number) {
  const members = await listMembers(ctx.db, organizationId);
  return members
    .filter((member) => member.roles.some((role) => role.name === ADMIN_ROLE))
    .sort((a, b) => a.id - b.id)[0]?.id;
}

/** A voicemail was left on a missed call: its callback task says so. */
export async function noteVoicemail(ctx: TelephonyContext, call: CallRow): Promise<void> {
  const organization = await ctx.organizationOf(call.organizationId);
  await markCallbackTasksVoicemail(withOrganization(ctx, organization, null), call.id);
  await emitDomainEvent(ctx.db, 'call.voicemail', { organizationId: organization.id, callId: call.id }, ctx);
}

/**
 * Someone spoke with a caller who had been missed, by any means: an answered live call, a tracked
 * call made on another phone, or a call logged by hand as reached (see `isReachedOutcome`). The
 * open callback tasks of the caller's missed calls close, each with a note naming the call.
 */
export async function closeCallbackTasks(ctx: TelephonyContext, call: CallRow): Promise<void> {
  const phone = call.direction === 'inbound' ? call.phoneFrom : call.phoneTo;
  if (!phone || !call.answeredAt) return;
  if (call.type === 'manual' && !(call.durationSeconds && isReachedOutcome(call.outcome))) return;
  const missed = await findMissedCallIdsFrom(ctx.db, call.organizationId, phone);
  if (missed.length === 0) return;
  const organization = await ctx.organizationOf(call.organizationId);
  const text = followUpTexts(organization);
  await completeCallbackTasks(
    withOrganization(ctx, organization, call.userId),
    missed,
    text.closedBy(call.id, call.direction, formatPhone(phone), call.agentName),
  );
}
