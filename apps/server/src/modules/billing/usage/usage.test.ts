import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billedMinutes, subtractDecimals, sumDecimals } from '@aurora/contracts/billing/usage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#app';
import { costOfPrice } from '#modules/calls/call-events.service.ts';
import {
  type PastProviderCall,
  priceAtRate,
  recordPastProviderCalls,
} from '#modules/calls/call-usage.service.ts';
import { insertNumber } from '#modules/numbers/numbers.repository.ts';
import { createManualClock } from '#platform/manual-clock.ts';
import { offlineContext, withOrganization } from '#platform/tenancy/context.ts';
import { getOrganizationScope } from '#platform/tenancy/organizations.service.ts';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createOrganization, signedIn } from '#test/factories.ts';
import { createTelephonyTestApp, TWILIO_TEST_CREDENTIALS } from '#test/telephony.ts';

// Mid-December 2026 in Mexico City: November is the last whole month, January 2027 the future.
const NOW = new Date('2026-12-15T18:00:00Z');

type Admin = { authorization: string };

/** An organization with an administrator, two agents and two numbers (one with a monthly cost). */
async function billedOrganization(app: App, overrides: Parameters<typeof createOrganization>[1] = {}) {
  const org = await createOrganization(app.db, overrides);
  const admin = await signedIn(app, { admin: true });
  const ana = await signedIn(app, { name: 'Ana Agent', agent: true, organizations: [org.id] });
  const beto = await signedIn(app, { name: 'Beto Agent', agent: true, organizations: [org.id] });
  const suffix = String(org.id).padStart(4, '0');
  const mainLine = await insertNumber(
    app.db,
    org.id,
    {
      number: `+5255100${suffix}`,
      friendlyName: 'Main line',
      monthlyCost: '1.15',
      monthlyCostCurrency: 'USD',
    },
    [],
  );
  const salesLine = await insertNumber(
    app.db,
    org.id,
    { number: `+5255200${suffix}`, friendlyName: 'Sales' },
    [],
  );
  const ctx = withOrganization(offlineContext(app.db), await getOrganizationScope(app.db, org.id));
  let recorded = 0;
  const record = (calls: Partial<PastProviderCall>[]) =>
    recordPastProviderCalls(
      ctx,
      calls.map((call, index) => ({
        provider: 'twilio',
        providerCallId: `CA-${org.code}-${recorded + index}`,
        direction: 'outbound',
        status: 'completed',
        userId: ana.user.id,
        numberId: mainLine,
        phoneFrom: null,
        phoneTo: '+525511112222',
        startedAt: new Date('2026-11-10T16:00:00Z'),
        durationSeconds: 60,
        price: null,
        priceUnit: null,
        ...call,
      })),
    ).then((count) => {
      recorded += calls.length;
      return count;
    });
  return {
    org,
    admin: admin.headers as Admin,
    ana,
    beto,
    mainLine,
    salesLine,
    record,
    base: `/api/v2/${org.code.toLowerCase()}`,
  };
}

describe('the telephony bill', () => {
  let t: TestApp;
  const usage = async (url: string, headers: Admin) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({}, { clock: createManualClock(NOW) });
  });
  afterAll(() => t?.close());

  it('bills each call its minutes rounded up (0 s: 0, 1 s: 1, 60 s: 1, 61 s: 2) and adds prices exactly', async () => {
    const { base, admin, record } = await billedOrganization(t.app, { locale: 'es-MX' });
    await record([
      { durationSeconds: 0, status: 'no-answer' },
      { durationSeconds: 1, price: '0.01300', priceUnit: 'USD' },
      { durationSeconds: 60, price: '0.01300', priceUnit: 'USD' },
      { durationSeconds: 61, price: '0.02600', priceUnit: 'USD' },
    ]);
    const response = await usage(`${base}/billing/usage?month=2026-11&group=direction`, admin);
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(report.rows).toEqual([
      {
        key: 'outbound',
        label: 'Salientes',
        calls: 4,
        unpriced_calls: 0,
        billed_minutes: 4,
        talk_seconds: 122,
        cost: { USD: '0.05200' },
      },
    ]);
    expect(report.totals).toMatchObject({ calls: 4, billed_minutes: 4, calls_cost: { USD: '0.05200' } });
    expect(report.provider).toBeNull();
  });

  it('groups by agent, number, direction and day, in the organization language, a call without a price counted apart', async () => {
    const { base, admin, record, ana, beto, mainLine, salesLine } = await billedOrganization(t.app, {
      locale: 'en-US',
    });
    await record([
      { userId: ana.user.id, numberId: mainLine, durationSeconds: 30, price: '0.01300', priceUnit: 'USD' },
      {
        userId: beto.user.id,
        numberId: salesLine,
        direction: 'inbound',
        phoneFrom: '+525511113333',
        phoneTo: null,
        durationSeconds: 125,
        price: '0.02550',
        priceUnit: 'USD',
        startedAt: new Date('2026-11-11T16:00:00Z'),
      },
      // Twilio has not sent its price yet.
      {
        userId: beto.user.id,
        numberId: salesLine,
        durationSeconds: 90,
        startedAt: new Date('2026-11-11T17:00:00Z'),
      },
      // Rang nobody: no agent, no talk.
      { userId: null, numberId: null, direction: 'inbound', status: 'missed', durationSeconds: 0 },
    ]);
    const rows = async (group: string) =>
      (await usage(`${base}/billing/usage?month=2026-11&group=${group}`, admin)).json().data.rows;
    const brief = (
      list: { key: string | null; label: string; calls: number; billed_minutes: number; cost: object }[],
    ) => list.map((row) => [row.key, row.label, row.calls, row.billed_minutes, row.cost]);

    expect(brief(await rows('agent'))).toEqual([
      [String(ana.user.id), 'Ana Agent', 1, 1, { USD: '0.01300' }],
      [String(beto.user.id), 'Beto Agent', 2, 5, { USD: '0.02550' }],
      [null, 'No agent', 1, 0, {}],
    ]);
    expect(brief(await rows('number'))).toEqual([
      [String(mainLine), 'Main line', 1, 1, { USD: '0.01300' }],
      [null, 'No number', 1, 0, {}],
      [String(salesLine), 'Sales', 2, 5, { USD: '0.02550' }],
    ]);
    expect(brief(await rows('direction'))).toEqual([
      ['inbound', 'Inbound', 2, 3, { USD: '0.02550' }],
      ['outbound', 'Outbound', 2, 3, { USD: '0.01300' }],
    ]);
    expect(brief(await rows('day'))).toEqual([
      ['2026-11-10', '2026-11-10', 2, 1, { USD: '0.01300' }],
      ['2026-11-11', '2026-11-11', 2, 5, { USD: '0.02550' }],
    ]);
    const betoRow = (await rows('agent'))[1];
    expect(betoRow).toMatchObject({ unpriced_calls: 1, talk_seconds: 215 });
  });

  it("counts a month in the organization's time zone: 23:30 on 30 November is November's, 00:10 on 1 December is December's", async () => {
    const { base, admin, record } = await billedOrganization(t.app, { timezone: 'America/Mexico_City' });
    await record([
      // 23:30 in Mexico City (UTC-6) is already 1 December in UTC.
      { startedAt: new Date('2026-12-01T05:30:00Z'), price: '0.01300', priceUnit: 'USD' },
      { startedAt: new Date('2026-12-01T06:10:00Z'), price: '0.01300', priceUnit: 'USD' },
      // 23:50 on 31 October, local: October's.
      { startedAt: new Date('2026-11-01T05:50:00Z'), price: '0.01300', priceUnit: 'USD' },
    ]);
    const november = (await usage(`${base}/billing/usage?month=2026-11&group=day`, admin)).json().data;
    expect(november.rows.map((row: { key: string }) => row.key)).toEqual(['2026-11-30']);
    expect(november).toMatchObject({
      from: '2026-11-01T06:00:00.000Z',
      to: '2026-12-01T06:00:00.000Z',
      time_zone: 'America/Mexico_City',
    });
    const december = (await usage(`${base}/billing/usage?group=day`, admin)).json().data;
    expect(december.month).toBe('2026-12');
    expect(december.rows.map((row: { key: string }) => row.key)).toEqual(['2026-12-01']);
  });

  it("adds each number's monthly cost to the month; a number bought after the month is not on its bill", async () => {
    const { org, base, admin, record } = await billedOrganization(t.app);
    await insertNumber(
      t.db,
      org.id,
      {
        number: `+5255300${String(org.id).padStart(4, '0')}`,
        friendlyName: 'Bought in December',
        monthlyCost: '2.00',
        monthlyCostCurrency: 'USD',
        createdAt: new Date('2026-12-02T12:00:00Z'),
      },
      [],
    );
    await record([{ durationSeconds: 61, price: '0.02600', priceUnit: 'USD' }]);
    const report = (await usage(`${base}/billing/usage?month=2026-11`, admin)).json().data;
    expect(report.numbers.map((number: { friendly_name: string }) => number.friendly_name).sort()).toEqual([
      'Main line',
      'Sales',
    ]);
    expect(report.totals).toMatchObject({
      calls_cost: { USD: '0.02600' },
      numbers_cost: { USD: '1.1500' },
      cost: { USD: '1.17600' },
    });
    const december = (await usage(`${base}/billing/usage?month=2026-12`, admin)).json().data;
    expect(december.totals.numbers_cost).toEqual({ USD: '3.1500' });
  });

  it('exports the bill as CSV: the rows, each number, the total, one cost column per currency', async () => {
    const { base, admin, record, ana } = await billedOrganization(t.app, { locale: 'en-US' });
    await record([{ durationSeconds: 61, price: '0.02600', priceUnit: 'USD' }]);
    const response = await usage(`${base}/billing/usage/export?month=2026-11&group=agent`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="telephony-usage-2026-11.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'section,key,label,calls,unpriced_calls,billed_minutes,talk_seconds,cost_USD',
      `calls,${ana.user.id},Ana Agent,1,0,2,61,0.02600`,
      expect.stringMatching(/^number,'\+5255100\d{4},Main line,,,,,1\.1500$/),
      expect.stringMatching(/^number,'\+5255200\d{4},Sales,,,,,$/),
      'total,2026-11,Total,1,0,2,61,1.17600',
    ]);
  });

  it('refuses a malformed month, a future month and an unknown group with a 422 naming the field', async () => {
    const { base, admin } = await billedOrganization(t.app);
    for (const [query, field, message] of [
      ['month=november', 'month', 'The month must be a month like 2026-11.'],
      ['month=2026-13', 'month', 'The month must be a month like 2026-11.'],
      ['month=2027-01', 'month', 'The month cannot be in the future.'],
      ['group=team', 'group', 'The group must be agent, number, direction or day.'],
    ] as const) {
      const response = await usage(`${base}/billing/usage?${query}`, admin);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[field], query).toEqual([message]);
    }
    expect((await usage(`${base}/billing/usage/export?month=2027-01`, admin)).statusCode).toBe(422);
  });

  it("never counts another organization's calls; an organization that does not exist answers 404; members who are not administrators get 403", async () => {
    const mine = await billedOrganization(t.app);
    const theirs = await billedOrganization(t.app);
    await theirs.record([{ durationSeconds: 300, price: '0.06500', priceUnit: 'USD' }]);
    const report = (await usage(`${mine.base}/billing/usage?month=2026-11`, mine.admin)).json().data;
    expect(report.rows).toEqual([]);
    expect(report.totals).toMatchObject({ calls: 0, calls_cost: {} });
    expect((await usage('/api/v2/zz/billing/usage?month=2026-11', mine.admin)).statusCode).toBe(404);
    expect((await usage(`${mine.base}/billing/usage`, mine.ana.headers)).statusCode).toBe(403);
    expect((await usage(`${mine.base}/billing/usage/export`, mine.ana.headers)).statusCode).toBe(403);
  });
});

describe('the bill beside the Twilio account', () => {
  let t: TestApp;
  let twilio: Server;
  const requests: { url: string; authorization: string | undefined }[] = [];
  /** Twilio's Usage Records API, faked: the figures of November 2026, 500 for any other month. */
  const FIGURES: Record<string, { count: string; usage: string; price: string }> = {
    'calls-inbound': { count: '3', usage: '7', price: '0.0595' },
    'calls-outbound': { count: '2', usage: '3', price: '0.039' },
    phonenumbers: { count: '2', usage: '2', price: '2.3' },
  };
  const answer = (request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'http://twilio.test');
    const category = url.searchParams.get('Category') ?? '';
    if (url.searchParams.get('StartDate') !== '2026-11-01') return { status: 500, body: { message: 'down' } };
    const figures = FIGURES[category];
    return {
      status: 200,
      body: {
        usage_records: figures
          ? [
              {
                category,
                account_sid: TWILIO_TEST_CREDENTIALS.accountSid,
                start_date: '2026-11-01',
                end_date: '2026-11-30',
                as_of: '2026-12-15T17:00:00+00:00',
                count_unit: 'calls',
                usage_unit: 'minutes',
                price_unit: 'usd',
                ...figures,
              },
            ]
          : [],
        page_size: 50,
      },
    };
  };

  beforeAll(async () => {
    twilio = createServer((request, response) => {
      requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
      const { status, body } = answer(request);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
    const { port } = twilio.address() as AddressInfo;
    t = await createTelephonyTestApp({
      provider: 'twilio',
      clock: createManualClock(NOW),
      twilioApiBaseUrl: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => twilio?.close(resolve));
  });

  it("shows the account's usage records for the month, ours and the difference, per category", async () => {
    const { base, admin, record } = await billedOrganization(t.app);
    await record([
      { direction: 'inbound', durationSeconds: 125, price: '0.0255', priceUnit: 'USD' },
      { direction: 'inbound', durationSeconds: 60, price: '0.0085', priceUnit: 'USD' },
      { direction: 'outbound', durationSeconds: 61, price: '0.026', priceUnit: 'USD' },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/billing/usage?month=2026-11&group=agent`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const { provider, provider_error: error } = response.json().data;
    expect(error).toBeNull();
    expect(provider).toEqual({
      provider: 'twilio',
      currency: 'USD',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      as_of: '2026-12-15T17:00:00.000Z',
      lines: [
        {
          category: 'calls-inbound',
          provider: { count: 3, usage: 7, cost: '0.0595' },
          ours: { count: 2, usage: 4, cost: '0.03400' },
          difference: { count: 1, usage: 3, cost: '0.02550' },
        },
        {
          category: 'calls-outbound',
          provider: { count: 2, usage: 3, cost: '0.039' },
          ours: { count: 1, usage: 2, cost: '0.02600' },
          difference: { count: 1, usage: 1, cost: '0.01300' },
        },
        {
          category: 'phonenumbers',
          provider: { count: 2, usage: 2, cost: '2.3' },
          ours: { count: 2, usage: 2, cost: '1.1500' },
          difference: { count: 0, usage: 0, cost: '1.1500' },
        },
      ],
    });
    const asked = requests.map((request) => new URL(request.url, 'http://twilio.test'));
    expect(asked.map((url) => url.pathname)).toEqual(
      Array(3).fill(`/2010-04-01/Accounts/${TWILIO_TEST_CREDENTIALS.accountSid}/Usage/Records/Monthly.json`),
    );
    expect(asked.map((url) => url.searchParams.get('Category')).sort()).toEqual([
      'calls-inbound',
      'calls-outbound',
      'phonenumbers',
    ]);
    expect(asked.every((url) => url.searchParams.get('EndDate') === '2026-11-30')).toBe(true);
    const credentials = `${TWILIO_TEST_CREDENTIALS.accountSid}:${TWILIO_TEST_CREDENTIALS.authToken}`;
    expect(requests[0]?.authorization).toBe(`Basic ${Buffer.from(credentials).toString('base64')}`);
  });

  it("still answers our own figures when the account's records cannot be read, and says so", async () => {
    const { base, admin, record } = await billedOrganization(t.app);
    await record([{ startedAt: new Date('2026-10-10T16:00:00Z'), price: '0.013', priceUnit: 'USD' }]);
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/billing/usage?month=2026-10`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      totals: { calls: 1, calls_cost: { USD: '0.01300' } },
      provider: null,
      provider_error: expect.stringMatching(
        /^The provider's usage records could not be read \(Twilio usage records \(.+\): 500\)\.$/,
      ),
    });
  });
});

describe('exact decimals of the bill', () => {
  it('billed minutes round each call up; a call that never connected bills nothing', () => {
    expect([0, 1, 59, 60, 61, 120, 121].map(billedMinutes)).toEqual([0, 1, 1, 1, 2, 2, 3]);
  });

  it("a call's price: each started minute at the rate; Twilio's negative charge is a positive cost", () => {
    expect([0, 1, 60, 61].map((seconds) => priceAtRate(seconds, '0.013'))).toEqual([
      '0.00000',
      '0.01300',
      '0.01300',
      '0.02600',
    ]);
    expect(priceAtRate(3600, '0.0085')).toBe('0.51000');
    expect(['-0.01350', '0.0085', ' -1 ', '', 'free', '--1', undefined].map(costOfPrice)).toEqual([
      '0.01350',
      '0.0085',
      '1',
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('sums and differences are exact where floats are not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumDecimals('0.1', '0.2')).toBe('0.3');
    expect(sumDecimals('0.0085', '1.15', '0.013')).toBe('1.1715');
    expect(subtractDecimals('2.3', '1.1500')).toBe('1.1500');
    expect(subtractDecimals('0.01', '0.0300')).toBe('-0.0200');
  });
});
