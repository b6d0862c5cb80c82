import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertNumber } from '#modules/numbers/numbers.repository.ts';
import type { Database } from '#platform/db/client.ts';
import { createTestApp, useTestApp } from '#test/app.ts';
import { deleteTestCall, insertTestCall, type TestCall, updateTestCall } from '#test/call-factories.ts';
import { createOrganization, createUser } from '#test/factories.ts';
import { readCallRollups } from './analytics.repository.ts';
import type { RollupGrain } from './analytics.table.ts';

const t = useTestApp(() => createTestApp());

const rows = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * The three rollups of one grain recomputed from raw calls through `call_analytics_facts`, keys
 * first: a day row per local day, a month row per month of them (its first day).
 */
async function recomputed(db: Database, organizationId: number, grain: RollupGrain) {
  const period = grain === 'day' ? sql`f.day` : sql`date_trunc('month', f.day)::date`;
  const facts = sql`from (select f.* from calls cross join lateral call_analytics_facts(calls) as f
    where calls.organization_id = ${organizationId}) as f where true`;
  return {
    days: await rows(
      db,
      sql`select f.organization_id, ${period} as day, f.user_id, f.team_id, f.number_id, f.direction,
        sum(inbound)::int as inbound, sum(outbound)::int as outbound, sum(answered)::int as answered,
        sum(missed)::int as missed, sum(voicemail)::int as voicemail, sum(abandoned)::int as abandoned,
        sum(short_abandons)::int as short_abandons, sum(outbound_connected)::int as outbound_connected,
        sum(answer_seconds)::bigint as answer_seconds, sum(talk_seconds)::bigint as talk_seconds,
        sum(answered_within_10)::int as answered_within_10, sum(answered_within_15)::int as answered_within_15,
        sum(answered_within_20)::int as answered_within_20, sum(answered_within_30)::int as answered_within_30,
        sum(answered_within_45)::int as answered_within_45, sum(answered_within_60)::int as answered_within_60
        ${facts} group by 1, 2, 3, 4, 5, 6`,
    ),
    hours: await rows(
      db,
      sql`select f.organization_id, ${period} as day, extract(isodow from f.day)::smallint as weekday,
        f.hour, f.team_id, f.number_id, sum(inbound)::int as inbound, sum(answered)::int as answered,
        sum(short_abandons)::int as short_abandons
        ${facts} and f.direction = 'inbound' group by 1, 2, 3, 4, 5, 6`,
    ),
    outcomes: await rows(
      db,
      sql`select f.organization_id, ${period} as day, f.user_id, f.team_id, f.number_id, f.direction, f.outcome,
        count(*)::int as calls ${facts} group by 1, 2, 3, 4, 5, 6, 7`,
    ),
  };
}

/** Rows as comparable text: a rollup row whose counters all came back to zero counts as no row. */
const normalized = (list: Record<string, unknown>[], keys: number) =>
  list
    .map((row) =>
      Object.values(row).map((value) => (value instanceof Date ? value.toISOString() : String(value))),
    )
    .filter((values) => values.slice(keys).some((value) => value !== '0'))
    .map((values) => values.join('|'))
    .sort();

async function expectRollupsMatchCalls(db: Database, organizationId: number) {
  for (const grain of ['day', 'month'] as const) {
    const kept = await readCallRollups(db, organizationId, grain);
    const fresh = await recomputed(db, organizationId, grain);
    expect(normalized(kept.days, 6)).toEqual(normalized(fresh.days, 6));
    expect(normalized(kept.hours, 6)).toEqual(normalized(fresh.hours, 6));
    expect(normalized(kept.outcomes, 7)).toEqual(normalized(fresh.outcomes, 7));
  }
}

const dayRows = async (db: Database, organizationId: number) =>
  rows(
    db,
    sql`select day::text, direction, inbound, outbound, answered, missed, voicemail, abandoned, short_abandons,
      outbound_connected, answer_seconds::int, talk_seconds::int, answered_within_10, answered_within_20,
      answered_within_30 from call_analytics_days where organization_id = ${organizationId}
      and grain = 'day' and (inbound <> 0 or outbound <> 0) order by day, direction`,
  );

const at = (iso: string) => new Date(iso);
const seconds = (from: string, add: number) => new Date(Date.parse(from) + add * 1000);

describe('the call rollup kept by the triggers on calls', () => {
  it('classes each inbound call once, leaves out manual, internal, test and open calls', async () => {
    const org = await createOrganization(t.db, { timezone: 'America/Mexico_City' });
    const own = '+525550000001';
    await insertNumber(t.db, org.id, { number: own }, []);
    const start = '2026-03-04T18:00:00Z'; // 12:00 in Mexico City
    const inbound = (extra: Partial<TestCall>): TestCall => ({
      direction: 'inbound',
      status: 'completed',
      startedAt: at(start),
      ...extra,
    });
    const calls: TestCall[] = [
      // Answered after 8 s, 120 s of talk as the provider counted it.
      inbound({ answeredAt: seconds(start, 8), endedAt: seconds(start, 130), durationSeconds: 120 }),
      // Answered after 25 s, no provider duration: talk from the answer to the end.
      inbound({ answeredAt: seconds(start, 25), endedAt: seconds(start, 85) }),
      // The caller hung up after 3 s (a short abandon) and after 12 s (abandoned).
      inbound({ status: 'canceled', endedAt: seconds(start, 3) }),
      inbound({ status: 'completed', endedAt: seconds(start, 12) }),
      // Rang out: missed, and missed with a message left.
      inbound({ status: 'missed', endedAt: seconds(start, 40), durationSeconds: 0 }),
      inbound({ status: 'missed', endedAt: seconds(start, 40), voicemail: true }),
      // Outbound: one connected (60 s), one nobody picked up.
      {
        direction: 'outbound',
        status: 'completed',
        startedAt: at(start),
        answeredAt: seconds(start, 5),
        endedAt: seconds(start, 65),
        durationSeconds: 60,
      },
      { direction: 'outbound', status: 'no-answer', startedAt: at(start), endedAt: seconds(start, 30) },
      // Not counted: a manual log, an internal call, a test call, a call still ringing.
      { ...inbound({ answeredAt: seconds(start, 1), endedAt: seconds(start, 61) }), type: 'manual' },
      inbound({ phoneFrom: own, answeredAt: seconds(start, 2), endedAt: seconds(start, 20) }),
      inbound({ phoneFrom: '+15005550006', answeredAt: seconds(start, 2), endedAt: seconds(start, 20) }),
      inbound({ status: 'ringing' }),
    ];
    for (const call of calls) await insertTestCall(t.db, org.id, call);

    expect(await dayRows(t.db, org.id)).toEqual([
      {
        day: '2026-03-04',
        direction: 'inbound',
        inbound: 6,
        outbound: 0,
        answered: 2,
        missed: 1,
        voicemail: 1,
        abandoned: 1,
        short_abandons: 1,
        outbound_connected: 0,
        answer_seconds: 33,
        talk_seconds: 180,
        answered_within_10: 1,
        answered_within_20: 1,
        answered_within_30: 2,
      },
      {
        day: '2026-03-04',
        direction: 'outbound',
        inbound: 0,
        outbound: 2,
        answered: 0,
        missed: 0,
        voicemail: 0,
        abandoned: 0,
        short_abandons: 0,
        outbound_connected: 1,
        answer_seconds: 0,
        talk_seconds: 60,
        answered_within_10: 0,
        answered_within_20: 0,
        answered_within_30: 0,
      },
    ]);
    await expectRollupsMatchCalls(t.db, org.id);
  });

  it('a call belongs to the local day and hour it started, in each organization’s zone', async () => {
    const mexico = await createOrganization(t.db, { timezone: 'America/Mexico_City' });
    const madrid = await createOrganization(t.db, {
      timezone: 'Europe/Madrid',
      country: 'ES',
      default_currency: 'EUR',
    });
    // 05:59:50 UTC on 5 March: 23:59:50 on the 4th in Mexico City, 06:59:50 on the 5th in Madrid;
    // the call goes on past midnight.
    const call: TestCall = {
      direction: 'inbound',
      status: 'completed',
      startedAt: at('2026-03-05T05:59:50Z'),
      answeredAt: at('2026-03-05T05:59:55Z'),
      endedAt: at('2026-03-05T06:05:00Z'),
    };
    await insertTestCall(t.db, mexico.id, call);
    await insertTestCall(t.db, madrid.id, call);
    const hours = async (organizationId: number) =>
      rows(
        t.db,
        sql`select grain, day::text, weekday, hour, inbound, answered from call_analytics_hours
          where organization_id = ${organizationId} order by grain`,
      );
    // A Wednesday in Mexico City, a Thursday in Madrid; each in its day's row and its month's.
    expect(await hours(mexico.id)).toEqual([
      { grain: 'day', day: '2026-03-04', weekday: 3, hour: 23, inbound: 1, answered: 1 },
      { grain: 'month', day: '2026-03-01', weekday: 3, hour: 23, inbound: 1, answered: 1 },
    ]);
    expect(await hours(madrid.id)).toEqual([
      { grain: 'day', day: '2026-03-05', weekday: 4, hour: 6, inbound: 1, answered: 1 },
      { grain: 'month', day: '2026-03-01', weekday: 4, hour: 6, inbound: 1, answered: 1 },
    ]);
    expect((await dayRows(t.db, mexico.id))[0]).toMatchObject({ day: '2026-03-04', talk_seconds: 305 });
  });

  it('follows a call as it rings, is answered, ends, gets its outcome, and is deleted', async () => {
    const org = await createOrganization(t.db);
    const agent = await createUser(t.db, { agent: true, organizations: [org.id] });
    const start = '2026-03-04T18:00:00Z';
    const id = await insertTestCall(t.db, org.id, {
      direction: 'inbound',
      status: 'ringing',
      startedAt: at(start),
    });
    expect(await dayRows(t.db, org.id)).toEqual([]);

    await updateTestCall(t.db, id, {
      status: 'in-progress',
      user_id: agent.id,
      answered_at: seconds(start, 4).toISOString(),
    });
    expect(await dayRows(t.db, org.id)).toMatchObject([
      { inbound: 1, answered: 1, answer_seconds: 4, talk_seconds: 0 },
    ]);

    await updateTestCall(t.db, id, {
      status: 'completed',
      ended_at: seconds(start, 94).toISOString(),
      duration_seconds: 90,
    });
    await updateTestCall(t.db, id, { outcome: 'interested' });
    expect(await dayRows(t.db, org.id)).toMatchObject([{ inbound: 1, answered: 1, talk_seconds: 90 }]);
    const outcomes = () =>
      rows(
        t.db,
        sql`select outcome, calls from call_analytics_outcomes
          where organization_id = ${org.id} and grain = 'day' and calls <> 0`,
      );
    expect(await outcomes()).toEqual([{ outcome: 'interested', calls: 1 }]);

    await updateTestCall(t.db, id, { outcome: 'booked' });
    expect(await outcomes()).toEqual([{ outcome: 'booked', calls: 1 }]);
    await expectRollupsMatchCalls(t.db, org.id);

    await deleteTestCall(t.db, id);
    expect(await dayRows(t.db, org.id)).toEqual([]);
    expect(await outcomes()).toEqual([]);
  });

  it("adds one to the organization's revision per statement that changes its rollups, and only then", async () => {
    const org = await createOrganization(t.db);
    const other = await createOrganization(t.db);
    const revision = async (organizationId: number) =>
      (
        await rows(
          t.db,
          sql`select revision::int from call_analytics_revisions where organization_id = ${organizationId}`,
        )
      )[0]?.revision ?? 0;
    const start = '2026-03-04T18:00:00Z';
    // Ringing, it counts nowhere yet.
    const id = await insertTestCall(t.db, org.id, {
      direction: 'inbound',
      status: 'ringing',
      startedAt: at(start),
    });
    expect(await revision(org.id)).toBe(0);
    await updateTestCall(t.db, id, { status: 'completed', answered_at: seconds(start, 4).toISOString() });
    expect(await revision(org.id)).toBe(1);
    await updateTestCall(t.db, id, { phone_from: '+525511112222' });
    expect(await revision(org.id)).toBe(1);
    await updateTestCall(t.db, id, { outcome: 'booked' });
    expect(await revision(org.id)).toBe(2);
    await deleteTestCall(t.db, id);
    expect(await revision(org.id)).toBe(3);
    expect(await revision(other.id)).toBe(0);
  });

  it('is rebuilt when the organization gets a number (its calls become internal) or another zone', async () => {
    const org = await createOrganization(t.db, { timezone: 'America/Mexico_City' });
    const colleague = '+525550000003';
    // 23:30 on 4 March in Mexico City, already 5 March in Madrid.
    await insertTestCall(t.db, org.id, {
      direction: 'inbound',
      status: 'completed',
      phoneFrom: colleague,
      startedAt: at('2026-03-05T05:30:00Z'),
      answeredAt: at('2026-03-05T05:30:05Z'),
      endedAt: at('2026-03-05T05:31:05Z'),
    });
    expect(await dayRows(t.db, org.id)).toMatchObject([{ day: '2026-03-04', inbound: 1 }]);

    await t.db.execute(sql`update organizations set timezone = 'Europe/Madrid' where id = ${org.id}`);
    expect(await dayRows(t.db, org.id)).toMatchObject([{ day: '2026-03-05', inbound: 1 }]);
    await expectRollupsMatchCalls(t.db, org.id);

    const numberId = await insertNumber(t.db, org.id, { number: colleague }, []);
    expect(await dayRows(t.db, org.id)).toEqual([]);
    await t.db.execute(sql`delete from telephony_numbers where id = ${numberId}`);
    expect(await dayRows(t.db, org.id)).toMatchObject([{ day: '2026-03-05', inbound: 1 }]);
    await expectRollupsMatchCalls(t.db, org.id);
  });

  // 240 writes and a recomputation after each batch on the embedded database: a minute or more
  // on a busy machine, hence its own time limit.
  it('equals the recomputation from raw calls after random histories (seeded)', async () => {
    const org = await createOrganization(t.db, { timezone: 'America/Mexico_City' });
    const own = '+525550000002';
    const numberId = await insertNumber(t.db, org.id, { number: own }, []);
    const agents = [
      (await createUser(t.db, { agent: true, organizations: [org.id] })).id,
      (await createUser(t.db, { agent: true, organizations: [org.id] })).id,
    ];
    // mulberry32: the same history on every run, so a failure can be replayed.
    let seed = 20261127;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    // From 18:00 on 28 February in Mexico City: the calls fall in two months.
    const base = Date.parse('2026-03-01T00:00:00Z');
    const ids: number[] = [];
    const statuses = [
      'ringing',
      'in-progress',
      'completed',
      'canceled',
      'missed',
      'no-answer',
      'abandoned',
    ] as const;
    for (let round = 0; round < 6; round += 1) {
      for (let step = 0; step < 40; step += 1) {
        const action = ids.length === 0 ? 0 : Math.floor(random() * 4);
        if (action <= 1) {
          const startedAt = new Date(base + Math.floor(random() * 5 * 86_400_000));
          const answered = random() < 0.5;
          ids.push(
            await insertTestCall(t.db, org.id, {
              type: pick(['live', 'live', 'tracked', 'manual'] as const),
              direction: pick(['inbound', 'outbound'] as const),
              status: pick(statuses),
              userId: pick([...agents, null]),
              teamId: null,
              numberId: pick([numberId, null]),
              phoneFrom: pick(['+525512345678', own, '+15005550006', null]),
              startedAt,
              answeredAt: answered ? new Date(startedAt.getTime() + Math.floor(random() * 70_000)) : null,
              endedAt:
                random() < 0.7
                  ? new Date(startedAt.getTime() + 80_000 + Math.floor(random() * 600_000))
                  : null,
              durationSeconds: random() < 0.5 ? Math.floor(random() * 600) : null,
              voicemail: random() < 0.2,
              outcome: pick([null, 'interested', 'booked']),
            }),
          );
        } else if (action === 2) {
          const id = pick(ids);
          await updateTestCall(t.db, id, {
            status: pick(statuses),
            outcome: pick([null, 'interested', 'booked', 'wrong_number']),
            user_id: pick([...agents, null]),
          });
        } else {
          const id = pick(ids);
          ids.splice(ids.indexOf(id), 1);
          await deleteTestCall(t.db, id);
        }
      }
      // A bulk statement too: the trigger sees many rows at once.
      await t.db.execute(
        sql`update calls set started_at = started_at + interval '3 hours' where organization_id = ${org.id} and id % 3 = 0`,
      );
      await expectRollupsMatchCalls(t.db, org.id);
    }
    expect(ids.length).toBeGreaterThan(20);
  }, 180_000);
});
