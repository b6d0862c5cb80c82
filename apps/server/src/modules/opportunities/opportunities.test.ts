import {
  BOARD_PAGE_SIZE,
  type Board,
  LOST_REASON_REQUIRED,
  type Opportunity,
} from '@aurora/contracts/opportunities';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '#test/app.ts';
import {
  type MemberScope,
  makeClient,
  makeContact,
  makeLead,
  memberRequests,
  organizationWithMember,
  uploadFile,
} from '#test/records-factories.ts';

const t = useTestApp();

const { get, send } = memberRequests(() => t.app);

/** An organization (in Mexico, MXN) with a member and a client. */
async function pipeline() {
  const s = await organizationWithMember(t.app);
  const client = await makeClient(t.app, s.base, s.headers, { name: 'Familia Ortega' });
  return { ...s, client };
}
type Pipeline = Awaited<ReturnType<typeof pipeline>>;

async function makeDeal(s: Pipeline, input: Record<string, unknown> = {}): Promise<Opportunity> {
  const response = await send(s, 'POST', '/opportunities', {
    title: 'Riviera Maya',
    client_id: s.client.id,
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const deal = async (s: MemberScope, id: number): Promise<Opportunity> =>
  (await get(s, `/opportunities/${id}`)).json().data;
const move = (s: MemberScope, id: number, body: object) => send(s, 'POST', `/opportunities/${id}/move`, body);
const board = async (s: MemberScope, query = ''): Promise<Board> =>
  (await get(s, `/opportunities/board${query}`)).json().data;
const column = (data: Board, stage: string) => data.columns.find((entry) => entry.stage === stage);
const cardIds = (data: Board, stage: string) => column(data, stage)?.cards.map((card) => card.id);
const quietFor = (id: number, days: number) =>
  t.db.execute(
    sql`update opportunities set last_activity_at = now() - ${days} * interval '1 day' where id = ${id}`,
  );

describe('POST /{org}/opportunities', () => {
  it('create with only a title and a client: first open stage, its probability, the org currency, the creator as owner', async () => {
    const s = await pipeline();
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const created = await makeDeal(s, { amount: 4_500_000 });
    expect(created).toMatchObject({
      title: 'Riviera Maya',
      client: { id: s.client.id, name: 'Familia Ortega' },
      stage: 'new',
      stage_kind: 'open',
      probability: 10,
      probability_is_custom: false,
      amount: 4_500_000,
      currency: 'MXN',
      weighted_amount: 450_000,
      owner: s.user,
      created_by: s.user,
      closed_at: null,
      days_in_stage: 0,
      is_rotting: false,
      next_task: null,
    });
    expect(publish).toHaveBeenCalledWith(`presence-organization.${s.org.id}`, 'record.created', {
      module: 'opportunities',
      id: created.id,
    });
    publish.mockRestore();
  });

  it('create, invalid links and values, answers 422 with one entry per field and writes nothing', async () => {
    const s = await pipeline();
    const other = await pipeline();
    const otherContact = await makeContact(t.app, other.base, other.headers, other.client.id);
    const response = await send(s, 'POST', '/opportunities', {
      title: 'x',
      client_id: other.client.id,
      stage: 'nope',
      probability: 101,
      amount: 1.5,
      currency: 'XXX',
      source: 'pigeon',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['amount', 'probability']);
    const links = await send(s, 'POST', '/opportunities', {
      title: 'x',
      client_id: other.client.id,
      primary_contact_id: otherContact.id,
      stage: 'nope',
      currency: 'XXX',
      source: 'pigeon',
    });
    expect(links.statusCode).toBe(422);
    expect(Object.keys(links.json().errors).sort()).toEqual(['client_id', 'currency', 'source', 'stage']);
    const contact = await send(s, 'POST', '/opportunities', {
      title: 'x',
      client_id: s.client.id,
      primary_contact_id: otherContact.id,
    });
    expect(contact.json().errors).toEqual({
      primary_contact_id: ["The primary contact must be one of the client's contacts."],
    });
    const lost = await send(s, 'POST', '/opportunities', {
      title: 'x',
      client_id: s.client.id,
      stage: 'lost',
    });
    expect(lost.json().errors).toEqual({ lost_reason: [LOST_REASON_REQUIRED] });
    expect((await get(s, '/opportunities')).json().meta.total).toBe(0);
  });
});

describe('PUT /{org}/opportunities/{id}', () => {
  it("a custom probability overrides the stage's until the deal changes stage; the timeline keeps the change", async () => {
    const s = await pipeline();
    const contact = await makeContact(t.app, s.base, s.headers, s.client.id, { phone: '+52 55 1234 5678' });
    const created = await makeDeal(s, { amount: 1_000_00 });
    const custom = await send(s, 'PUT', `/opportunities/${created.id}`, {
      probability: 35,
      primary_contact_id: contact.id,
    });
    expect(custom.json().data).toMatchObject({
      probability: 35,
      probability_is_custom: true,
      weighted_amount: 35_000,
      primary_contact: { id: contact.id, phone: '+525512345678' },
    });
    const moved = await send(s, 'PUT', `/opportunities/${created.id}`, { stage: 'quoted' });
    expect(moved.json().data).toMatchObject({
      stage: 'quoted',
      probability: 40,
      probability_is_custom: false,
    });
    const timeline = (await get(s, `/opportunities/${created.id}/activity`)).json().data;
    expect(timeline[0]).toMatchObject({
      type: 'status_change',
      actor: s.user,
      data: { from: 'new', to: 'quoted', from_name: 'New', to_name: 'Quoted' },
    });
  });

  it('a new client drops the primary contact of the old one', async () => {
    const s = await pipeline();
    const contact = await makeContact(t.app, s.base, s.headers, s.client.id);
    const other = await makeClient(t.app, s.base, s.headers, { name: 'Grupo Vega' });
    const created = await makeDeal(s, { primary_contact_id: contact.id });
    const updated = await send(s, 'PUT', `/opportunities/${created.id}`, { client_id: other.id });
    expect(updated.json().data).toMatchObject({ client: { id: other.id }, primary_contact: null });
  });
});

describe('POST /{org}/opportunities/{id}/move', () => {
  it('places the card below after_id, between its neighbours, and keeps the board order', async () => {
    const s = await pipeline();
    const [a, b, c] = [await makeDeal(s), await makeDeal(s), await makeDeal(s)];
    // New deals go on top: c, b, a.
    expect(cardIds(await board(s), 'new')).toEqual([c?.id, b?.id, a?.id]);
    expect((await move(s, a?.id ?? 0, { stage: 'new', after_id: c?.id })).statusCode).toBe(200);
    expect(cardIds(await board(s), 'new')).toEqual([c?.id, a?.id, b?.id]);
    await move(s, c?.id ?? 0, { stage: 'quoted' });
    await move(s, b?.id ?? 0, { stage: 'quoted', after_id: c?.id });
    const after = await board(s);
    expect(cardIds(after, 'new')).toEqual([a?.id]);
    expect(cardIds(after, 'quoted')).toEqual([c?.id, b?.id]);
  });

  it('renumbers a column when the gap between two cards runs out, keeping the order', async () => {
    const s = await pipeline();
    const top = await makeDeal(s);
    const bottom = await makeDeal(s);
    await move(s, top.id, { stage: 'new', after_id: bottom.id });
    // Keep dropping a new card right below `bottom`: the gap halves each time.
    const order = [bottom.id];
    for (let index = 0; index < 60; index += 1) {
      const card = await makeDeal(s);
      expect((await move(s, card.id, { stage: 'new', after_id: bottom.id })).statusCode).toBe(200);
      order.splice(1, 0, card.id);
    }
    order.push(top.id);
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page = (await get(s, `/opportunities/board/new${cursor ? `?cursor=${cursor}` : ''}`)).json()
        .data as { cards: Opportunity[]; next_cursor: string | null };
      ids.push(...page.cards.map((card) => card.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(ids).toEqual(order);
  });

  it('a lost stage needs a reason (422, nothing written); lost closes the deal, reopening clears it', async () => {
    const s = await pipeline();
    const created = await makeDeal(s);
    const refused = await move(s, created.id, { stage: 'lost' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ lost_reason: [LOST_REASON_REQUIRED] });
    expect((await deal(s, created.id)).stage).toBe('new');
    const badReason = await move(s, created.id, { stage: 'lost', lost_reason: 'astrology' });
    expect(badReason.json().errors).toEqual({ lost_reason: ['The selected lost reason is invalid.'] });
    const lost = (
      await move(s, created.id, { stage: 'lost', lost_reason: 'price', lost_note: 'Went cheaper' })
    ).json().data;
    expect(lost).toMatchObject({
      stage_kind: 'lost',
      lost_reason: 'price',
      lost_note: 'Went cheaper',
      probability: 0,
    });
    expect(lost.closed_at).not.toBeNull();
    const reopened = (await move(s, created.id, { stage: 'negotiation' })).json().data;
    expect(reopened).toMatchObject({
      stage_kind: 'open',
      closed_at: null,
      lost_reason: null,
      lost_note: null,
    });
    const won = (await move(s, created.id, { stage: 'won' })).json().data;
    expect(won).toMatchObject({ stage_kind: 'won', probability: 100 });
    const history = (await get(s, `/opportunities/${created.id}/activity`)).json().data as {
      type: string;
      data: { from: string; to: string; lost_reason?: string; lost_note?: string };
    }[];
    const moves = history.filter((entry) => entry.type === 'status_change');
    expect(moves.map((entry) => entry.data.to)).toEqual(['won', 'negotiation', 'lost']);
    // The move to lost says why, in the timeline too.
    expect(moves[2]?.data).toMatchObject({
      lost_reason: 'price',
      lost_reason_name: 'Price',
      lost_note: 'Went cheaper',
    });
    expect(moves[0]?.data.lost_reason).toBeUndefined();
  });

  it('two agents moving the same card at once: the card ends in one column, once, in the last stage written', async () => {
    const s = await pipeline();
    const others = [await makeDeal(s), await makeDeal(s)];
    const card = await makeDeal(s);
    const responses = await Promise.all([
      move(s, card.id, { stage: 'quoted' }),
      move(s, card.id, { stage: 'negotiation', after_id: others[0]?.id }),
      move(s, card.id, { stage: 'qualified' }),
    ]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const data = await board(s);
    const everywhere = data.columns.flatMap((entry: { cards: Opportunity[] }) =>
      entry.cards.map((item) => item.id),
    );
    expect(everywhere.filter((id) => id === card.id)).toHaveLength(1);
    expect(everywhere).toHaveLength(3);
    const stage = (await deal(s, card.id)).stage;
    expect(cardIds(data, stage)).toContain(card.id);
    // Two cards dropped into the same slot at once both stay, in one order.
    const [x, y] = others;
    await Promise.all([
      move(s, x?.id ?? 0, { stage: 'verbal_yes' }),
      move(s, y?.id ?? 0, { stage: 'verbal_yes' }),
    ]);
    expect(cardIds(await board(s), 'verbal_yes')?.sort()).toEqual([x?.id, y?.id].sort());
  });
});

describe('rotting', () => {
  it('rots when quiet for longer than its stage allows and nothing is planned; a future task, a note or a call saves it', async () => {
    const s = await pipeline();
    const quiet = await makeDeal(s, { title: 'Quiet' });
    const fresh = await makeDeal(s, { title: 'Fresh' });
    await quietFor(quiet.id, 8);
    await quietFor(fresh.id, 3);
    expect((await deal(s, quiet.id)).is_rotting).toBe(true);
    expect((await deal(s, fresh.id)).is_rotting).toBe(false);
    const rotting = (await get(s, '/opportunities?filter[is_rotting]=true')).json().data;
    expect(rotting.map((item: Opportunity) => item.id)).toEqual([quiet.id]);

    // An overdue task is not planned work; a task due next week is.
    const task = async (due: string) =>
      (
        await send(s, 'POST', '/tasks', {
          title: 'Send the quote',
          due_date: due,
          related: [{ type: 'opportunity', id: quiet.id }],
        })
      ).json().data;
    const overdue = await task('2020-01-01');
    await quietFor(quiet.id, 8);
    expect((await deal(s, quiet.id)).is_rotting).toBe(true);
    const planned = await task('2099-01-01');
    await quietFor(quiet.id, 8);
    expect(await deal(s, quiet.id)).toMatchObject({
      is_rotting: false,
      next_task: { id: overdue.id, title: 'Send the quote', due_date: '2020-01-01' },
    });

    // Completing the planned task is activity; with only the overdue one left, it is quiet again later.
    await send(s, 'POST', `/tasks/${planned.id}/complete`, {});
    const touched = await deal(s, quiet.id);
    expect(touched.is_rotting).toBe(false);
    expect(Date.now() - Date.parse(touched.last_activity_at)).toBeLessThan(60_000);
    await quietFor(quiet.id, 8);
    expect((await deal(s, quiet.id)).is_rotting).toBe(true);
    await send(s, 'POST', `/opportunities/${quiet.id}/notes`, { body: 'Called, they are comparing prices.' });
    expect((await deal(s, quiet.id)).is_rotting).toBe(false);

    // A call logged about the deal is on its timeline and is activity too.
    await quietFor(quiet.id, 8);
    const call = await send(s, 'POST', '/calls', {
      direction: 'outbound',
      phone_number: '55 1234 5678',
      callable_type: 'opportunity',
      callable_id: quiet.id,
      started_at: new Date().toISOString(),
      duration_seconds: 240,
    });
    expect(call.statusCode, call.body).toBe(201);
    expect(call.json().data.callable_name).toBe('Quiet');
    expect((await deal(s, quiet.id)).is_rotting).toBe(false);
    const [latest] = (await get(s, `/opportunities/${quiet.id}/activity`)).json().data;
    expect(latest).toMatchObject({
      type: 'call',
      summary: 'Call to Quiet',
      data: { call_id: call.json().data.id, direction: 'outbound' },
    });

    // Won and lost deals never rot.
    await move(s, quiet.id, { stage: 'won' });
    await quietFor(quiet.id, 400);
    expect((await deal(s, quiet.id)).is_rotting).toBe(false);
  });
});

describe('GET /{org}/opportunities/board', () => {
  it('the open stages in order with exact totals, converted to the org currency at rates it gives, per currency', async () => {
    const s = await pipeline();
    await makeDeal(s, { amount: 100_000, currency: 'USD', stage: 'quoted' });
    await makeDeal(s, { amount: 1_710_000, stage: 'quoted', probability: 50 });
    await makeDeal(s, { amount: 500, stage: 'new' });
    const closed = await makeDeal(s, { amount: 9_999, stage: 'new' });
    await move(s, closed.id, { stage: 'won' });
    const data = await board(s);
    expect(data.currency).toBe('MXN');
    // Won and lost deals leave the board: those stages are drop targets, not columns.
    expect(data.columns.map((entry) => entry.stage)).toEqual([
      'new',
      'qualified',
      'quoted',
      'negotiation',
      'verbal_yes',
    ]);
    // US$1,000.00 at 17.10 pesos per dollar is MX$17,100.00; weighted 40% and 50%.
    expect(column(data, 'quoted')).toMatchObject({
      count: 2,
      amount: 3_420_000,
      weighted_amount: 684_000 + 855_000,
      by_currency: [
        { currency: 'MXN', count: 1, amount: 1_710_000, weighted_amount: 855_000, rate: null },
        { currency: 'USD', count: 1, amount: 100_000, weighted_amount: 40_000, rate: 17.1 },
      ],
      next_cursor: null,
    });
    expect(column(data, 'new')).toMatchObject({ count: 1, amount: 500 });
    expect(column(data, 'qualified')).toMatchObject({ count: 0, amount: 0, cards: [], by_currency: [] });
    // The list's filters apply to cards and totals alike.
    const usd = await board(s, '?filter[currency]=USD');
    expect(column(usd, 'quoted')).toMatchObject({ count: 1, amount: 1_710_000 });
    expect(column(usd, 'new')).toMatchObject({ count: 0 });
    // Undo: back to its open stage, the deal is on the board again, reopened.
    const reopened = (await move(s, closed.id, { stage: 'new' })).json().data;
    expect(reopened).toMatchObject({ stage: 'new', closed_at: null });
    expect(cardIds(await board(s), 'new')).toContain(closed.id);
    expect(column(await board(s), 'new')).toMatchObject({ count: 2, amount: 10_499 });
  });

  it(`a column shows ${BOARD_PAGE_SIZE} cards and a cursor for the rest; a bad cursor is 422, an unknown stage 404`, async () => {
    const s = await pipeline();
    await t.db.execute(sql`insert into opportunities (organization_id, title, client_id, stage, currency, board_position)
      select ${s.org.id}, 'Deal ' || n, ${s.client.id}, 'qualified', 'MXN', n from generate_series(1, ${BOARD_PAGE_SIZE + 5}) n`);
    const first = column(await board(s), 'qualified') as {
      count: number;
      cards: Opportunity[];
      next_cursor: string;
    };
    expect(first?.count).toBe(BOARD_PAGE_SIZE + 5);
    expect(first?.cards).toHaveLength(BOARD_PAGE_SIZE);
    expect(first?.cards[0]?.title).toBe('Deal 1');
    const rest = (await get(s, `/opportunities/board/qualified?cursor=${first?.next_cursor}`)).json().data;
    expect(rest.cards.map((card: Opportunity) => card.title)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Deal ${BOARD_PAGE_SIZE + n}`),
    );
    expect(rest.next_cursor).toBeNull();
    expect((await get(s, '/opportunities/board/qualified?cursor=abc')).statusCode).toBe(422);
    // A well-formed cursor with numbers no card can have: refused, never a database error.
    for (const slot of [
      [1, 2 ** 40],
      [1e308 * 10, 1],
      [1, 0],
    ]) {
      const forged = Buffer.from(JSON.stringify(slot)).toString('base64url');
      expect((await get(s, `/opportunities/board/qualified?cursor=${forged}`)).statusCode).toBe(422);
    }
    expect((await get(s, '/opportunities/board/nope')).statusCode).toBe(404);
  });
});

describe('GET /{org}/opportunities/forecast', () => {
  it('open value by expected close month, overdue and undated, won this year and lost reasons, in the org currency', async () => {
    const s = await pipeline();
    const month = (offset: number) => {
      const date = new Date();
      date.setUTCDate(15);
      date.setUTCMonth(date.getUTCMonth() + offset);
      return date.toISOString().slice(0, 10);
    };
    await makeDeal(s, { amount: 100_000, stage: 'quoted', expected_close_date: month(1) });
    await makeDeal(s, { amount: 10_000, currency: 'USD', stage: 'quoted', expected_close_date: month(1) });
    await makeDeal(s, { amount: 50_000, expected_close_date: '2020-01-01' });
    await makeDeal(s, { amount: 70_000 });
    await makeDeal(s, { amount: 30_000, expected_close_date: month(9) });
    const won = await makeDeal(s, { amount: 200_000 });
    await move(s, won.id, { stage: 'won' });
    const lost = await makeDeal(s, { amount: 40_000 });
    await move(s, lost.id, { stage: 'lost', lost_reason: 'price' });
    const data = (await get(s, '/opportunities/forecast')).json().data;
    expect(data.currency).toBe('MXN');
    expect(data.months).toHaveLength(6);
    expect(data.months[1]).toMatchObject({
      month: month(1).slice(0, 7),
      count: 2,
      amount: 271_000,
      weighted_amount: 108_400,
    });
    expect(data.months[0]).toMatchObject({ won_count: 1, won_amount: 200_000 });
    expect(data.overdue).toEqual({ count: 1, amount: 50_000, weighted_amount: 5_000 });
    expect(data.undated).toEqual({ count: 1, amount: 70_000, weighted_amount: 7_000 });
    expect(data.won_to_date).toEqual({ count: 1, amount: 200_000 });
    expect(data.lost_reasons).toEqual([{ reason: 'price', count: 1, amount: 40_000 }]);
  });
});

describe('lists, bulk, export and import', () => {
  it('filters on stage, owner, client, amount range, close date range and q', async () => {
    const s = await pipeline();
    const other = await makeClient(t.app, s.base, s.headers, { name: 'Grupo Vega' });
    const a = await makeDeal(s, {
      title: 'Honeymoon Bali',
      amount: 500_000,
      expected_close_date: '2027-03-10',
    });
    const b = await makeDeal(s, { title: 'Ski week', client_id: other.id, amount: 90_000, owner_id: null });
    const ids = async (query: string) =>
      (await get(s, `/opportunities?${query}`)).json().data.map((item: Opportunity) => item.id);
    expect(await ids('filter[amount][gte]=100000')).toEqual([a.id]);
    expect(await ids('filter[owner_id]=me')).toEqual([a.id]);
    expect(await ids(`filter[client_id]=${other.id}`)).toEqual([b.id]);
    expect(
      await ids(
        'filter[expected_close_date][after]=2027-03-01&filter[expected_close_date][before]=2027-03-31',
      ),
    ).toEqual([a.id]);
    expect(await ids('q=vega')).toEqual([b.id]);
    expect(await ids('q=bali')).toEqual([a.id]);
    expect(await ids('filter[stage]=new&sort=amount')).toEqual([b.id, a.id]);
  });

  it('bulk: assign, move (a lost stage needs a reason) and delete, only in this organization', async () => {
    const s = await pipeline();
    const other = await pipeline();
    const [a, b] = [await makeDeal(s), await makeDeal(s)];
    const foreign = await makeDeal(other);
    const bulk = (body: object) => send(s, 'POST', '/opportunities/bulk', body);
    expect((await bulk({ action: 'assign', ids: [a.id, foreign.id], owner_id: null })).json().data).toEqual({
      affected: 1,
    });
    expect((await deal(s, a.id)).owner).toBeNull();
    const refused = await bulk({ action: 'set_status', ids: [a.id, b.id], status: 'lost' });
    expect(refused.statusCode).toBe(422);
    expect((await deal(s, a.id)).stage).toBe('new');
    expect(
      (
        await bulk({
          action: 'set_status',
          ids: [a.id, b.id, foreign.id],
          status: 'lost',
          lost_reason: 'timing',
        })
      ).json().data,
    ).toEqual({ affected: 2 });
    expect(await deal(s, b.id)).toMatchObject({ stage: 'lost', lost_reason: 'timing' });
    expect((await deal(other, foreign.id)).stage).toBe('new');
    expect((await bulk({ action: 'delete', ids: [a.id, foreign.id] })).json().data).toEqual({ affected: 1 });
    expect((await get(s, `/opportunities/${a.id}`)).statusCode).toBe(404);
  });

  it('export speaks major units; import creates by client name, updates by id, and reports bad rows', async () => {
    const s = await pipeline();
    const created = await makeDeal(s, { title: 'Cruise', amount: 450_050, currency: 'EUR', stage: 'quoted' });
    const csv = (await get(s, '/opportunities/export?columns=id,title,client_name,stage,amount,currency'))
      .body;
    expect(csv.trim().split(/\r?\n/)).toEqual([
      'id,title,client_name,stage,amount,currency',
      `${created.id},Cruise,Familia Ortega,quoted,4500.50,EUR`,
    ]);
    const file = [
      'id,title,client_name,stage,amount,currency,lost_reason,owner_email',
      `${created.id},Cruise,Familia Ortega,Negotiation,"5,000.00",EUR,,`,
      ',Safari Kenya,familia ortega,,12000,USD,,',
      ',Lost one,Familia Ortega,Lost,100,,,',
      ',Nobody,Unknown Client,,1,,,',
    ].join('\n');
    const uploaded = (
      await uploadFile(t.app, s, '/opportunities/imports', 'deals.csv', file, 'text/csv')
    ).json().data;
    const started = await send(s, 'POST', `/imports/${uploaded.id}/start`, {
      mapping: uploaded.suggested_mapping,
      dedupe: 'update',
    });
    expect(started.statusCode, started.body).toBe(202);
    let job = (await get(s, `/imports/${uploaded.id}`)).json().data;
    for (
      let attempt = 0;
      attempt < 200 && job.status !== 'completed' && job.status !== 'failed';
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      job = (await get(s, `/imports/${uploaded.id}`)).json().data;
    }
    expect(job.report).toMatchObject({ created: 1, updated: 1, errors_count: 2 });
    expect(job.report.errors).toEqual([
      { row: 3, message: `lost_reason: ${LOST_REASON_REQUIRED}` },
      { row: 4, message: 'client_name: No client named "Unknown Client".' },
    ]);
    expect(await deal(s, created.id)).toMatchObject({ stage: 'negotiation', amount: 500_000 });
    // A spreadsheet's own headers, in English or Spanish, are matched to the fields.
    const headers = 'Deal;Cliente;Importe;Etapa;Expected close;Cierre previsto\nA;B;1;New;;';
    const spreadsheet = (
      await uploadFile(t.app, s, '/opportunities/imports', 'hoja.csv', headers, 'text/csv')
    ).json().data;
    expect(spreadsheet.suggested_mapping).toEqual({
      Deal: 'title',
      Cliente: 'client_name',
      Importe: 'amount',
      Etapa: 'stage',
      'Expected close': 'expected_close_date',
      'Cierre previsto': null,
    });
    const safari = (await get(s, '/opportunities?q=safari')).json().data[0];
    expect(safari).toMatchObject({
      client: { id: s.client.id },
      amount: 1_200_000,
      currency: 'USD',
      stage: 'new',
    });
  });
});

describe('lead conversion', () => {
  it('with create_opportunity, makes a deal of the trip wishes and budget, linked to the lead', async () => {
    const s = await organizationWithMember(t.app);
    const lead = await makeLead(t.app, s.base, s.headers, {
      first_name: 'Lucía',
      destinations: ['Cancún', 'Tulum'],
      travel_start: '2027-03-14',
      budget_amount: '45000.50',
      budget_currency: 'MXN',
    });
    const response = await send(s, 'POST', `/leads/${lead.id}/convert`, { create_opportunity: true });
    expect(response.statusCode, response.body).toBe(200);
    const { opportunity, client } = response.json().data;
    expect(opportunity).toMatchObject({
      title: 'Cancún, Tulum · March 2027',
      client: { id: client.id },
      amount: 4_500_050,
      currency: 'MXN',
      stage: 'new',
      lead: { id: lead.id },
    });
    expect((await get(s, `/leads/${lead.id}`)).json().data.converted_opportunity).toEqual({
      id: opportunity.id,
      name: opportunity.title,
    });
  });

  it('names the deal as the organization writes', async () => {
    const s = await organizationWithMember(t.app, { locale: 'es-MX' });
    const convert = async (lead: { id: number }) =>
      (await send(s, 'POST', `/leads/${lead.id}/convert`, { create_opportunity: true })).json().data
        .opportunity;
    const dated = await makeLead(t.app, s.base, s.headers, {
      destinations: ['Cancún'],
      travel_start: '2027-03-14',
    });
    expect(await convert(dated)).toMatchObject({ title: 'Cancún · marzo de 2027' });
    const undated = await makeLead(t.app, s.base, s.headers, { first_name: 'Lucía', last_name: 'Paz' });
    expect(await convert(undated)).toMatchObject({ title: 'Viaje de Lucía Paz' });
  });
});

describe('another organization', () => {
  it('every opportunity route answers 404 for a deal of another organization, and changes nothing', async () => {
    const s = await pipeline();
    const other = await pipeline();
    const foreign = await makeDeal(other);
    const id = foreign.id;
    const attempts = [
      get(s, `/opportunities/${id}`),
      send(s, 'PUT', `/opportunities/${id}`, { title: 'Mine now' }),
      move(s, id, { stage: 'won' }),
      get(s, `/opportunities/${id}/activity`),
      get(s, `/opportunities/${id}/notes`),
      send(s, 'POST', `/opportunities/${id}/notes`, { body: 'x' }),
      get(s, `/opportunities/${id}/attachments`),
      send(s, 'DELETE', `/opportunities/${id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect(await deal(other, id)).toMatchObject({ title: 'Riviera Maya', stage: 'new' });
    // Lists, board and forecast of s do not see it; a client of the other organization is refused.
    expect((await get(s, '/opportunities')).json().meta.total).toBe(0);
    expect(column(await board(s), 'new')).toMatchObject({ count: 0 });
    expect((await get(s, '/opportunities/forecast')).json().data.undated.count).toBe(0);
    // A non-member gets 404 for the organization's routes.
    for (const path of [
      '/opportunities',
      '/opportunities/board',
      '/opportunities/forecast',
      `/opportunities/${id}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${other.base}${path}`, headers: s.headers });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('stages in the reference data', () => {
  it('an opportunity stage takes a kind, probability and rot period; other statuses refuse them', async () => {
    const { signedIn } = await import('#test/factories.ts');
    const admin = await signedIn(t.app, { admin: true });
    const create = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v2/statuses', headers: admin.headers, payload });
    const stage = await create({
      entity_type: 'opportunity',
      key: 'contract_sent',
      name: 'Contract sent',
      rot_after_days: 4,
    });
    expect(stage.statusCode, stage.body).toBe(201);
    expect(stage.json().data).toMatchObject({
      stage_kind: 'open',
      probability: 0,
      rot_after_days: 4,
      is_closed: false,
    });
    const won = await create({
      entity_type: 'opportunity',
      key: 'won_again',
      name: 'Won again',
      stage_kind: 'won',
    });
    expect(won.json().data).toMatchObject({ stage_kind: 'won', probability: 100, is_closed: true });
    const lead = await create({ entity_type: 'lead', key: 'odd', name: 'Odd', probability: 20 });
    expect(lead.statusCode).toBe(422);
    expect(lead.json().errors).toEqual({ probability: ['Only opportunity stages have this.'] });
    for (const created of [stage, won]) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/v2/statuses/${created.json().data.id}`,
        headers: admin.headers,
      });
    }
  });
});
