import { idSchema } from '@aurora/contracts/http';
import { toMajorUnits } from '@aurora/contracts/money';
import {
  BOARD_PAGE_SIZE,
  type Board,
  type BoardCards,
  type CurrencyTotal,
  FORECAST_MONTHS,
  type Forecast,
  type ListOpportunitiesQuery,
} from '@aurora/contracts/opportunities';
import type { ListQueryValues } from '@aurora/contracts/records';
import type { Status } from '@aurora/contracts/reference';
import { dayIn, instantOf } from '@aurora/contracts/time-zones';
import { invalid, notFound } from '#platform/errors.ts';
import { currencyConverter } from '#platform/reference/money.ts';
import { listCurrencies } from '#platform/reference/reference.service.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import { listConditions } from '#records/records.repository.ts';
import { listContext } from '#records/records.service.ts';
import {
  type BoardSlot,
  type CurrencySums,
  findOpportunitiesByIds,
  opportunityListSpec,
  readColumnIds,
  readStageTotals,
  sumForecast,
  sumOpenByStage,
} from './opportunities.repository.ts';
import { listStages, toOpportunityJson } from './opportunities.service.ts';

export const STAGE_NOT_FOUND = 'Stage not found.';

type Query = ListQueryValues | ListOpportunitiesQuery;

/** The list's filters and `q` as conditions (a board has no pages and no sort). */
const conditionsOf = (ctx: OrganizationContext, query: Query) =>
  listConditions(opportunityListSpec, query as ListQueryValues, listContext(ctx.actorId, ctx.organization));

/** A column's cursor: where its last card stands (opaque to clients). */
const cursorOf = (slot: BoardSlot) =>
  Buffer.from(JSON.stringify([slot.position, slot.id])).toString('base64url');

function slotOf(cursor: string): BoardSlot {
  try {
    const [position, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const card = idSchema.safeParse(id);
    if (typeof position === 'number' && Number.isFinite(position) && card.success) {
      return { position, id: card.data };
    }
  } catch {
    // Not ours: answered below.
  }
  throw invalid({ cursor: ['The cursor is invalid.'] });
}

/**
 * The first cards of the given columns (one statement, one index range per column), each with the
 * cursor of the next ones (null when there are no more).
 */
async function readCards(
  ctx: OrganizationContext,
  query: Query,
  stages: { key: string; after?: BoardSlot }[],
): Promise<Map<string, BoardCards>> {
  const slots = await readColumnIds(
    ctx.db,
    ctx.organization.id,
    conditionsOf(ctx, query),
    stages,
    BOARD_PAGE_SIZE + 1,
  );
  const byStage = new Map(
    stages.map((stage) => [stage.key, slots.filter((slot) => slot.stage === stage.key)]),
  );
  const shown = [...byStage.values()].flatMap((column) => column.slice(0, BOARD_PAGE_SIZE));
  const rows = new Map(
    (
      await findOpportunitiesByIds(
        ctx.db,
        shown.map((slot) => slot.id),
      )
    ).map((row) => [row.id, row]),
  );
  const now = new Date();
  return new Map(
    [...byStage].map(([stage, column]) => {
      const page = column.slice(0, BOARD_PAGE_SIZE);
      const last = page.at(-1);
      const cards = page.flatMap((slot) => {
        const row = rows.get(slot.id);
        return row ? [toOpportunityJson(row, now)] : [];
      });
      return [
        stage,
        { stage, cards, next_cursor: column.length > BOARD_PAGE_SIZE && last ? cursorOf(last) : null },
      ];
    }),
  );
}

export type Converter = Awaited<ReturnType<typeof converterOf>>;

/** Sums by currency (with the rate each was converted at), and in the organization's currency. */
export function totalsOf(sums: CurrencySums[], { convert, rateOf }: Converter) {
  const byCurrency: CurrencyTotal[] = sums
    .map((sum) => ({
      currency: sum.currency,
      count: sum.count,
      amount: sum.amount,
      weighted_amount: sum.weighted,
      rate: rateOf(sum.currency),
    }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    count: byCurrency.reduce((total, sum) => total + sum.count, 0),
    amount: byCurrency.reduce((total, sum) => total + convert(sum.amount, sum.currency), 0),
    weighted_amount: byCurrency.reduce((total, sum) => total + convert(sum.weighted_amount, sum.currency), 0),
    by_currency: byCurrency,
  };
}

/**
 * Converts into the organization's currency, and says at which rate: units of the organization's
 * currency one unit of another makes (for display; the conversion itself is exact).
 */
export async function converterOf(ctx: OrganizationData) {
  const currencies = await listCurrencies(ctx.db);
  const target = ctx.organization.currency;
  const rateToBase = (code: string) =>
    Number(currencies.find((currency) => currency.code === code)?.rate_to_base);
  return {
    convert: currencyConverter(currencies, target),
    rateOf: (code: string) => {
      const rate = rateToBase(target) / rateToBase(code);
      return code === target || !Number.isFinite(rate) ? null : rate;
    },
  };
}

/**
 * Totals of the open deals by stage and currency. Unfiltered, they are the ones the triggers keep
 * (a few rows, however many deals); filtered, they are summed over the matching deals.
 */
export async function openTotals(
  ctx: OrganizationData,
  stages: Status[],
  conditions: ReturnType<typeof conditionsOf>,
) {
  if (conditions.length > 0) return sumOpenByStage(ctx.db, ctx.organization.id, conditions);
  const closed = new Set(stages.filter((stage) => stage.stage_kind !== 'open').map((stage) => stage.key));
  return (await readStageTotals(ctx.db, ctx.organization.id)).filter((sum) => !closed.has(sum.key));
}

/**
 * `GET /opportunities/board`: every open stage with its exact totals and first cards. Closed deals
 * are not on the board (won and lost stages are drop targets there).
 */
export async function getBoard(ctx: OrganizationContext, query: Query): Promise<Board> {
  const stages = (await listStages(ctx.db)).filter((stage) => stage.stage_kind === 'open');
  const conditions = conditionsOf(ctx, query);
  const [sums, cards, converter] = await Promise.all([
    openTotals(ctx, stages, conditions),
    readCards(
      ctx,
      query,
      stages.map((stage) => ({ key: stage.key })),
    ),
    converterOf(ctx),
  ]);
  return {
    currency: ctx.organization.currency,
    columns: stages.map((stage) => {
      const column = cards.get(stage.key) ?? { stage: stage.key, cards: [], next_cursor: null };
      return {
        ...column,
        ...totalsOf(
          sums.filter((sum) => sum.key === stage.key),
          converter,
        ),
      };
    }),
  };
}

/** `GET /opportunities/board/{stage}?cursor=`: the column's next cards. */
export async function getBoardColumn(
  ctx: OrganizationContext,
  stageKey: string,
  query: Query & { cursor?: string | undefined },
): Promise<BoardCards> {
  const stages = await listStages(ctx.db);
  if (!stages.some((stage: Status) => stage.key === stageKey)) throw notFound(STAGE_NOT_FOUND);
  const after = query.cursor ? slotOf(query.cursor) : undefined;
  const cards = await readCards(ctx, query, [{ key: stageKey, ...(after ? { after } : {}) }]);
  return cards.get(stageKey) ?? { stage: stageKey, cards: [], next_cursor: null };
}

/** `YYYY-MM` of the month `offset` months after the one of `day` (`YYYY-MM-DD`). */
function monthAfter(day: string, offset: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 7);
}

/** `GET /opportunities/forecast`, in the organization's currency and time zone. */
export async function getForecast(
  ctx: OrganizationContext,
  query: Query,
  now = new Date(),
): Promise<Forecast> {
  const { timeZone } = ctx.organization;
  const today = dayIn(now, timeZone);
  const months = Array.from({ length: FORECAST_MONTHS }, (_, offset) => monthAfter(today, offset));
  const [sums, converter] = await Promise.all([
    sumForecast(ctx.db, ctx.organization.id, conditionsOf(ctx, query), {
      today,
      until: `${monthAfter(today, FORECAST_MONTHS)}-01`,
      wonSince: instantOf(`${today.slice(0, 4)}-01-01`, 0, timeZone),
      lostSince: new Date(now.getTime() - 365 * 86_400_000),
      timeZone,
    }),
    converterOf(ctx),
  ]);
  const total = (key: string | ((key: string) => boolean)) =>
    totalsOf(
      sums.filter((sum) => (typeof key === 'string' ? sum.key === key : key(sum.key))),
      converter,
    );
  const won = total((key) => key.startsWith('won:'));
  const lostReasons = [...new Set(sums.filter((sum) => sum.key.startsWith('lost:')).map((sum) => sum.key))];
  return {
    currency: ctx.organization.currency,
    months: months.map((month) => {
      const open = total(`open:${month}`);
      const wonInMonth = total(`won:${month}`);
      return {
        month,
        count: open.count,
        amount: open.amount,
        weighted_amount: open.weighted_amount,
        won_count: wonInMonth.count,
        won_amount: wonInMonth.amount,
      };
    }),
    overdue: pick(total('overdue')),
    undated: pick(total('undated')),
    won_to_date: { count: won.count, amount: won.amount },
    lost_reasons: lostReasons
      .map((key) => {
        const lost = total(key);
        return { reason: key.slice('lost:'.length) || null, count: lost.count, amount: lost.amount };
      })
      .sort((a, b) => b.count - a.count || b.amount - a.amount),
  };
}

const pick = ({ count, amount, weighted_amount }: ReturnType<typeof totalsOf>) => ({
  count,
  amount,
  weighted_amount,
});

/** The dashboard's open deals: how many, and their value in the organization's currency. */
export async function getOpenPipeline(ctx: OrganizationData) {
  const [stages, currencies] = await Promise.all([listStages(ctx.db), listCurrencies(ctx.db)]);
  const [sums, converter] = await Promise.all([openTotals(ctx, stages, []), converterOf(ctx)]);
  const totals = totalsOf(sums, converter);
  const decimals = currencies.find((currency) => currency.code === ctx.organization.currency)?.decimals ?? 2;
  return { count: totals.count, value: toMajorUnits(totals.amount, decimals) };
}
