import type { Board, Opportunity } from '@aurora/contracts/opportunities';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/app.ts';
import { makeClient, memberRequests, organizationWithMember } from '#test/records-factories.ts';
import { insertOpportunitiesBulk, updateOpportunityFromImport } from './opportunities.service.ts';

const t = useTestApp();
const { get, send } = memberRequests(() => t.app);

type Totals = { stage: string; currency: string; count: number; amount: number; weighted: number }[];

const rowsOf = (result: unknown) =>
  ((result as { rows: Record<string, unknown>[] }).rows ?? []).map((row) => ({
    stage: String(row.stage),
    currency: String(row.currency),
    count: Number(row.count),
    amount: Number(row.amount),
    weighted: Number(row.weighted),
  }));

/** What the triggers keep, without the groups emptied to zero. */
const kept = async (organizationId: number): Promise<Totals> =>
  rowsOf(
    await t.db.execute(sql`select stage, currency, count, amount, weighted from opportunity_stage_totals
      where organization_id = ${organizationId} and count <> 0 order by stage, currency`),
  );

/** The same totals summed from the deals themselves. */
const recomputed = async (organizationId: number): Promise<Totals> =>
  rowsOf(
    await t.db.execute(sql`select deal.stage, deal.currency, count(*) as count, sum(deal.amount) as amount,
        sum((deal.amount * coalesce(deal.probability, stage.probability, 0) + 50) / 100) as weighted
      from opportunities deal
      left join statuses stage on stage.entity_type = 'opportunity' and stage.key = deal.stage
      where deal.organization_id = ${organizationId}
      group by deal.stage, deal.currency order by deal.stage, deal.currency`),
  );

/** A small deterministic generator (mulberry32), so that a failing sequence can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const STAGES = ['new', 'qualified', 'quoted', 'negotiation', 'verbal_yes', 'won', 'lost'];
const CURRENCIES = ['MXN', 'USD', 'EUR'];

describe('opportunity stage totals', () => {
  it('equal a recomputation after any sequence of creates, moves, updates, deletes, imports and bulk moves', async () => {
    const s = await organizationWithMember(t.app);
    const clients = [
      await makeClient(t.app, s.base, s.headers, { name: 'Familia Ortega' }),
      await makeClient(t.app, s.base, s.headers, { name: 'Grupo Vega' }),
    ];
    for (const seed of [1, 2, 3]) {
      const random = randomFrom(seed);
      const ids: number[] = [];
      const stageInput = (stage: string) => ({
        stage,
        ...(stage === 'lost' ? { lost_reason: 'price' } : {}),
      });
      const operations = {
        create: async () => {
          const response = await send(s, 'POST', '/opportunities', {
            title: `Deal ${random.int(1000)}`,
            client_id: random.pick(clients).id,
            amount: random.int(10_000_000),
            currency: random.pick(CURRENCIES),
            ...(random.int(2) ? { probability: random.int(101) } : {}),
            ...stageInput(random.pick(STAGES)),
          });
          expect(response.statusCode, response.body).toBe(201);
          ids.push(response.json<{ data: Opportunity }>().data.id);
        },
        move: async () => {
          if (ids.length === 0) return;
          const response = await send(s, 'POST', `/opportunities/${random.pick(ids)}/move`, {
            ...stageInput(random.pick(STAGES)),
            after_id: random.int(2) ? random.pick(ids) : null,
          });
          expect(response.statusCode, response.body).toBe(200);
        },
        update: async () => {
          if (ids.length === 0) return;
          const response = await send(s, 'PUT', `/opportunities/${random.pick(ids)}`, {
            amount: random.int(10_000_000),
            currency: random.pick(CURRENCIES),
            probability: random.int(2) ? random.int(101) : null,
          });
          expect(response.statusCode, response.body).toBe(200);
        },
        delete: async () => {
          const id = ids.splice(random.int(ids.length), 1)[0];
          if (id !== undefined)
            expect((await send(s, 'DELETE', `/opportunities/${id}`)).statusCode).toBe(204);
        },
        import: async () => {
          const created = await insertOpportunitiesBulk(
            t.db,
            s.org.id,
            s.user.id,
            Array.from({ length: 1 + random.int(3) }, (_, index) => ({
              title: `Imported ${index}`,
              clientId: random.pick(clients).id,
              stage: random.pick(STAGES.slice(0, 5)),
              amount: random.int(1_000_000),
              currency: random.pick(CURRENCIES),
            })),
          );
          ids.push(...created);
          if (ids.length > 0) {
            await updateOpportunityFromImport(t.db, s.org.id, random.pick(ids), {
              stage: random.pick(STAGES.slice(0, 6)),
              amount: random.int(1_000_000),
            });
          }
        },
        bulkMove: async () => {
          const chosen = ids.filter(() => random.int(3) === 0);
          if (chosen.length === 0) return;
          const status = random.pick(STAGES);
          const response = await send(s, 'POST', '/opportunities/bulk', {
            action: 'set_status',
            ids: chosen,
            status,
            ...(status === 'lost' ? { lost_reason: 'timing' } : {}),
          });
          expect(response.statusCode, response.body).toBe(200);
        },
      };
      const names = Object.keys(operations) as (keyof typeof operations)[];
      const done: string[] = [];
      for (let step = 0; step < 40; step += 1) {
        const name = step < 5 ? 'create' : random.pick(names);
        done.push(name);
        await operations[name]();
        expect(await kept(s.org.id), `seed ${seed}: ${done.join(', ')}`).toEqual(await recomputed(s.org.id));
      }
    }
    // A client's deletion cascades to its deals in the database: the totals follow.
    expect((await send(s, 'DELETE', `/clients/${clients[0]?.id}`)).statusCode).toBe(204);
    expect(await kept(s.org.id)).toEqual(await recomputed(s.org.id));
  });

  it('reweigh a stage whose default probability changes, and the board reads them, open stages only', async () => {
    const s = await organizationWithMember(t.app);
    const client = await makeClient(t.app, s.base, s.headers, { name: 'Familia Ortega' });
    for (const amount of [333, 1_001, 7_777])
      await send(s, 'POST', '/opportunities', {
        title: 'Deal',
        client_id: client.id,
        amount,
        stage: 'quoted',
      });
    const rollback = new Error('rollback');
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`update statuses set probability = 77 where entity_type = 'opportunity' and key = 'quoted'`,
        );
        const totals = await tx.execute(sql`select weighted from opportunity_stage_totals
          where organization_id = ${s.org.id} and stage = 'quoted'`);
        // Each deal rounded on its own: 256 + 771 + 5,988.
        expect(rowsOf(totals)[0]?.weighted).toBe(7_015);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    const board = (await get(s, '/opportunities/board')).json<{ data: Board }>().data;
    expect(board.columns.find((column) => column.stage === 'quoted')).toMatchObject({
      count: 3,
      amount: 9_111,
      // 40% each, rounded per deal: 133 + 400 + 3,111.
      weighted_amount: 3_644,
    });
  });
});
