import {
  addCost,
  type Costs,
  PROVIDER_USAGE_CATEGORIES,
  type ProviderComparison,
  type ProviderUsageCategory,
  subtractDecimals,
  USAGE_EXPORT_COLUMNS,
  USAGE_MESSAGES,
  type UsageGroup,
  type UsageQuery,
  type UsageReport,
  type UsageRow,
} from '@aurora/contracts/billing/usage';
import type { Language } from '@aurora/contracts/constants';
import { dayIn, instantOf } from '@aurora/contracts/time-zones';
import { type CallUsageRow, getCallUsage } from '#modules/calls/call-usage.service.ts';
import { listNumbers } from '#modules/numbers/numbers.service.ts';
import { invalid } from '#platform/errors.ts';
import { exportCell } from '#platform/http/csv.ts';
import type { ProviderUsage, TelephonyProvider } from '#platform/telephony/provider.ts';
import { languageOfOrganization, type OrganizationData } from '#platform/tenancy/context.ts';

/** What the bill writes for rows without a name of their own, in the organization's language. */
const TEXTS: Record<
  Language,
  { noAgent: string; noNumber: string; inbound: string; outbound: string; total: string }
> = {
  en: {
    noAgent: 'No agent',
    noNumber: 'No number',
    inbound: 'Inbound',
    outbound: 'Outbound',
    total: 'Total',
  },
  es: {
    noAgent: 'Sin agente',
    noNumber: 'Sin número',
    inbound: 'Entrantes',
    outbound: 'Salientes',
    total: 'Total',
  },
};

/** The month asked for, or the current one, in the organization's zone; a future month is a 422. */
function monthBounds(organization: OrganizationData['organization'], now: Date, month: string | undefined) {
  const current = dayIn(now, organization.timeZone).slice(0, 7);
  const asked = month ?? current;
  if (asked > current) throw invalid({ month: [USAGE_MESSAGES.futureMonth] });
  const [year = 0, monthNumber = 1] = asked.split('-').map(Number);
  const next = `${monthNumber === 12 ? year + 1 : year}-${String((monthNumber % 12) + 1).padStart(2, '0')}`;
  return {
    month: asked,
    from: instantOf(`${asked}-01`, 0, organization.timeZone),
    to: instantOf(`${next}-01`, 0, organization.timeZone),
  };
}

/** The repository's rows (one per group and price currency) as one row per group, costs by currency. */
function rowsOf(
  usage: CallUsageRow[],
  group: UsageGroup,
  labelOf: (row: CallUsageRow) => string,
): UsageRow[] {
  const rows = new Map<string | null, UsageRow>();
  for (const part of usage) {
    const row = rows.get(part.key) ?? {
      key: part.key,
      label: labelOf(part),
      calls: 0,
      unpriced_calls: 0,
      billed_minutes: 0,
      talk_seconds: 0,
      cost: {},
    };
    row.calls += part.calls;
    row.unpriced_calls += part.unpricedCalls;
    row.billed_minutes += part.billedMinutes;
    row.talk_seconds += part.talkSeconds;
    if (part.cost !== null && part.priceUnit) addCost(row.cost, part.priceUnit, part.cost);
    rows.set(part.key, row);
  }
  const ordered = [...rows.values()];
  // Days and directions read in their own order; agents and numbers by name.
  return group === 'day' || group === 'direction'
    ? ordered.sort((a, b) => (a.key ?? '').localeCompare(b.key ?? ''))
    : ordered.sort((a, b) => a.label.localeCompare(b.label));
}

const mergeCosts = (...all: Costs[]): Costs => {
  const merged: Costs = {};
  for (const costs of all)
    for (const [currency, amount] of Object.entries(costs)) addCost(merged, currency, amount);
  return merged;
};

/**
 * `GET /billing/usage`: the organization's telephony bill of a month: its calls through the
 * provider grouped, each number's monthly cost, the totals, and, when the provider keeps usage
 * records (Twilio), its figures beside ours.
 */
export async function getUsageReport(
  ctx: OrganizationData & { clock: { now: () => Date }; provider: TelephonyProvider },
  query: UsageQuery,
): Promise<UsageReport> {
  const { organization } = ctx;
  const text = TEXTS[languageOfOrganization(organization)];
  const { month, from, to } = monthBounds(organization, ctx.clock.now(), query.month);
  const { group } = query;
  // A number counts for the month when it existed before its end: providers charge a month ahead.
  const numbers = (await listNumbers(ctx)).filter((number) => new Date(number.created_at) < to);
  const numberNames = new Map(
    numbers.map((number) => [String(number.id), number.friendly_name ?? number.number]),
  );
  const directionLabel = (key: string | null) => (key === 'inbound' ? text.inbound : text.outbound);
  const labelOf: Record<UsageGroup, (row: CallUsageRow) => string> = {
    agent: (row) => row.label ?? text.noAgent,
    number: (row) => row.label ?? (row.key ? (numberNames.get(row.key) ?? row.key) : text.noNumber),
    direction: (row) => directionLabel(row.key),
    day: (row) => row.key ?? '',
  };
  const rows = rowsOf(await getCallUsage(ctx, { from, to, group }), group, labelOf[group]);
  const numbersCost: Costs = {};
  for (const number of numbers) {
    if (number.monthly_cost !== null && number.monthly_cost_currency) {
      addCost(numbersCost, number.monthly_cost_currency, number.monthly_cost);
    }
  }
  const callsCost = mergeCosts(...rows.map((row) => row.cost));
  const sum = (field: 'calls' | 'unpriced_calls' | 'billed_minutes' | 'talk_seconds') =>
    rows.reduce((total, row) => total + row[field], 0);
  const report: UsageReport = {
    month,
    group,
    time_zone: organization.timeZone,
    from: from.toISOString(),
    to: to.toISOString(),
    rows,
    numbers: numbers.map((number) => ({
      id: number.id,
      number: number.number,
      friendly_name: number.friendly_name,
      monthly_cost: number.monthly_cost,
      monthly_cost_currency: number.monthly_cost_currency,
    })),
    totals: {
      calls: sum('calls'),
      unpriced_calls: sum('unpriced_calls'),
      billed_minutes: sum('billed_minutes'),
      talk_seconds: sum('talk_seconds'),
      calls_cost: callsCost,
      numbers_cost: numbersCost,
      cost: mergeCosts(callsCost, numbersCost),
    },
    provider: null,
    provider_error: null,
  };
  if (!ctx.provider.usageForMonth) return report;
  let usage: ProviderUsage;
  try {
    usage = await ctx.provider.usageForMonth(month);
  } catch (error) {
    // Our own figures stand without the provider's; the answer says why they are missing.
    const reason = error instanceof Error ? error.message : String(error);
    return { ...report, provider_error: USAGE_MESSAGES.providerUnavailable(reason) };
  }
  const byDirection =
    group === 'direction'
      ? rows
      : rowsOf(await getCallUsage(ctx, { from, to, group: 'direction' }), 'direction', labelOf.direction);
  return { ...report, provider: compare(ctx.provider.name, usage, byDirection, report) };
}

/** The provider's figures per category beside ours (in its currency), and the difference. */
function compare(
  provider: string,
  usage: ProviderUsage,
  byDirection: UsageRow[],
  report: UsageReport,
): ProviderComparison {
  const { currency } = usage;
  const direction = (key: string) => byDirection.find((row) => row.key === key);
  const callsOf = (key: string) => {
    const row = direction(key);
    return { count: row?.calls ?? 0, usage: row?.billed_minutes ?? 0, cost: row?.cost[currency] ?? '0' };
  };
  const ours: Record<ProviderUsageCategory, { count: number; usage: number; cost: string }> = {
    'calls-inbound': callsOf('inbound'),
    'calls-outbound': callsOf('outbound'),
    phonenumbers: {
      count: report.numbers.length,
      usage: report.numbers.length,
      cost: report.totals.numbers_cost[currency] ?? '0',
    },
  };
  return {
    provider,
    currency,
    start_date: usage.startDate,
    end_date: usage.endDate,
    as_of: usage.asOf?.toISOString() ?? null,
    lines: PROVIDER_USAGE_CATEGORIES.map((category) => {
      const theirs = usage.categories[category];
      const mine = ours[category];
      const figures = { count: theirs.count, usage: theirs.usage, cost: theirs.price };
      return {
        category,
        provider: figures,
        ours: mine,
        difference: {
          count: figures.count - mine.count,
          usage: figures.usage - mine.usage,
          cost: subtractDecimals(figures.cost, mine.cost),
        },
      };
    }),
  };
}

/** The bill as CSV rows: the grouping's rows, each number's monthly cost, the total; one cost column per currency. */
export function usageCsv(report: UsageReport, language: Language) {
  const currencies = Object.keys(report.totals.cost).sort();
  const columns = [...USAGE_EXPORT_COLUMNS, ...currencies.map((currency) => `cost_${currency}`)];
  const costCells = (costs: Costs) => currencies.map((currency) => costs[currency] ?? '');
  const line = (
    section: string,
    key: string | null,
    label: string,
    figures: (number | null)[],
    costs: Costs,
  ) =>
    [section, key, label, ...figures, ...costCells(costs)].map((value) =>
      exportCell(value, report.time_zone),
    );
  const { totals } = report;
  const rows = [
    ...report.rows.map((row) =>
      line(
        'calls',
        row.key,
        row.label,
        [row.calls, row.unpriced_calls, row.billed_minutes, row.talk_seconds],
        row.cost,
      ),
    ),
    ...report.numbers.map((number) =>
      line(
        'number',
        number.number,
        number.friendly_name ?? number.number,
        [null, null, null, null],
        number.monthly_cost !== null && number.monthly_cost_currency
          ? { [number.monthly_cost_currency]: number.monthly_cost }
          : {},
      ),
    ),
    line(
      'total',
      report.month,
      TEXTS[language].total,
      [totals.calls, totals.unpriced_calls, totals.billed_minutes, totals.talk_seconds],
      totals.cost,
    ),
  ];
  return { columns, rows };
}
