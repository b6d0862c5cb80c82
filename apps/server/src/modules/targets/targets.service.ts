import type { MonthTargets, MonthTargetsInput, TargetSubject } from '@aurora/contracts/targets';
import { listTeamNames } from '#modules/teams/teams.service.ts';
import type { FieldErrors } from '#platform/errors.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { listMembers } from '#platform/tenancy/members.service.ts';
import { throwIfInvalid } from '#records/records.service.ts';
import { listMonthTargets, replaceMonthTargets } from './targets.repository.ts';

/** Who may have a target: the organization's active agents and its teams, by id with their names. */
async function targetSubjects({
  db,
  organization,
}: OrganizationData): Promise<Record<TargetSubject, Map<number, string>>> {
  const [members, teams] = await Promise.all([
    listMembers(db, organization.id),
    listTeamNames(db, organization.id),
  ]);
  return {
    agent: new Map(
      members.filter((member) => member.agent?.is_active).map((member) => [member.id, member.name]),
    ),
    team: new Map(teams.map((team) => [team.id, team.name])),
  };
}

/** `GET /targets/{month}`: the month's targets of the agents and teams that still exist. */
export async function getMonthTargets(data: OrganizationData, month: string): Promise<MonthTargets> {
  const [rows, subjects] = await Promise.all([
    listMonthTargets(data.db, data.organization.id, month),
    targetSubjects(data),
  ]);
  return {
    month,
    currency: data.organization.currency,
    targets: rows.flatMap((row) => {
      const name = subjects[row.subjectType].get(row.subjectId);
      if (name === undefined) return [];
      return [
        {
          subject_type: row.subjectType,
          subject: { id: row.subjectId, name },
          metric: row.metric,
          value: row.value,
        },
      ];
    }),
  };
}

/** `PUT /targets/{month}`: the month's whole set; each subject must be an agent or team of the organization, once per metric. */
export async function setMonthTargets(
  ctx: OrganizationContext,
  month: string,
  input: MonthTargetsInput,
): Promise<MonthTargets> {
  const subjects = await targetSubjects(ctx);
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  input.targets.forEach((target, index) => {
    if (!subjects[target.subject_type].has(target.subject_id)) {
      errors[`targets.${index}.subject_id`] = [
        target.subject_type === 'agent'
          ? 'No active agent of this organization has this id.'
          : 'No team of this organization has this id.',
      ];
    }
    const key = `${target.subject_type}:${target.subject_id}:${target.metric}`;
    if (seen.has(key)) errors[`targets.${index}.metric`] = ['This target is given twice.'];
    seen.add(key);
  });
  throwIfInvalid(errors);
  await replaceMonthTargets(ctx.db, ctx.organization.id, month, input.targets);
  return getMonthTargets(ctx, month);
}
