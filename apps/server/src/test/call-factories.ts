import type { CallDirection, CallStatus, CallType } from '@aurora/contracts/calls';
import { sql } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';

/** A call as a test writes it straight into `calls`, as any write path (webhook, simulator, import) would. */
export type TestCall = {
  type?: CallType;
  direction: CallDirection;
  status: CallStatus;
  userId?: number | null;
  teamId?: number | null;
  numberId?: number | null;
  phoneFrom?: string | null;
  phoneTo?: string | null;
  startedAt: Date;
  answeredAt?: Date | null;
  endedAt?: Date | null;
  durationSeconds?: number | null;
  voicemail?: boolean;
  outcome?: string | null;
};

const iso = (at: Date | null | undefined) => at?.toISOString() ?? null;

export async function insertTestCall(db: Database, organizationId: number, call: TestCall): Promise<number> {
  const result = (await db.execute(sql`
    insert into calls (organization_id, type, direction, status, user_id, team_id, number_id,
                       phone_from, phone_to, started_at, answered_at, ended_at, duration_seconds,
                       voicemail, outcome)
    values (${organizationId}, ${call.type ?? 'live'}, ${call.direction}, ${call.status},
            ${call.userId ?? null}, ${call.teamId ?? null}, ${call.numberId ?? null},
            ${call.phoneFrom ?? '+525512345678'}, ${call.phoneTo ?? '+525587654321'},
            ${iso(call.startedAt)}, ${iso(call.answeredAt)}, ${iso(call.endedAt)},
            ${call.durationSeconds ?? null}, ${call.voicemail ?? false}, ${call.outcome ?? null})
    returning id`)) as unknown as { rows: Array<{ id: number }> };
  return Number(result.rows[0]?.id);
}

/** Changes a call's columns (snake_case names, as stored). */
export async function updateTestCall(db: Database, id: number, values: Record<string, unknown>) {
  const sets = Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  await db.execute(sql`update calls set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

export const deleteTestCall = (db: Database, id: number) =>
  db.execute(sql`delete from calls where id = ${id}`);
