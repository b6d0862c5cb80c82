import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  callAnalyticsQuerySchema,
} from '@aurora/contracts/analytics';
import { CALL_DIRECTIONS, type CallDirection } from '@aurora/contracts/calls';
import { useSearchParams } from 'react-router';

/** The page's filters, held in the URL under the API's own names, so a filtered page is a link to share. */
export type AnalyticsFilters = {
  period: AnalyticsPeriod;
  from: string;
  to: string;
  agent_ids: number[];
  team_ids: number[];
  number_ids: number[];
  direction: CallDirection | '';
};

const ID_LISTS = ['agent_ids', 'team_ids', 'number_ids'] as const;
export type IdListFilter = (typeof ID_LISTS)[number];

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((id) => /^[1-9]\d{0,9}$/.test(id))
    .map(Number);

/** The filters a URL holds; what is not one of them reads as no filter. */
export function filtersOf(params: URLSearchParams): AnalyticsFilters {
  const period = params.get('period');
  const direction = params.get('direction');
  return {
    period: (ANALYTICS_PERIODS as readonly string[]).includes(period ?? '')
      ? (period as AnalyticsPeriod)
      : 'this_month',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    agent_ids: ids(params.get('agent_ids')),
    team_ids: ids(params.get('team_ids')),
    number_ids: ids(params.get('number_ids')),
    direction: (CALL_DIRECTIONS as readonly string[]).includes(direction ?? '')
      ? (direction as CallDirection)
      : '',
  };
}

/** The filters as URL (and API) parameters: empty ones left out, the days only for a custom period. */
export function paramsOf(filters: AnalyticsFilters): Record<string, string> {
  const params: Record<string, string> = { period: filters.period };
  if (filters.period === 'custom') {
    if (filters.from) params.from = filters.from;
    if (filters.to) params.to = filters.to;
  }
  for (const list of ID_LISTS) if (filters[list].length > 0) params[list] = filters[list].join(',');
  if (filters.direction) params.direction = filters.direction;
  return params;
}

/**
 * The URL's filters, the API query they make (null while a custom period lacks a valid range: the
 * page waits for it rather than asking for a 422) and the way to change them.
 */
export function useAnalyticsFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  const params = paramsOf(filters);
  const query = callAnalyticsQuerySchema.safeParse(params).success ? params : null;
  const update = (changes: Partial<AnalyticsFilters>) =>
    setSearchParams(paramsOf({ ...filters, ...changes }), { replace: true });
  return { filters, query, update, clear: () => setSearchParams({}, { replace: true }) };
}
