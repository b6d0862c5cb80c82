import type { Airline, Airport } from '@aurora/contracts/travel/places';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../../lib/api-client';

const LIMIT = 8;

// Reference data, the same for every organization and for hours: cached long, below its own key.
const placeKeys = {
  airports: (q: string) => ['places', 'airports', q] as const,
  airlines: (q: string) => ['places', 'airlines', q] as const,
};

/** `GET /airports?q=`: by code, city or name, accents aside; the exact code first. */
export const searchAirportsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: placeKeys.airports(q),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: Airport[] }>('/airports', { query: { q, limit: LIMIT }, signal })).data,
    staleTime: 60 * 60_000,
  });

/** `GET /airlines?q=`: by designator or name; the exact designator first. */
export const searchAirlinesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: placeKeys.airlines(q),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ data: Airline[] }>('/airlines', { query: { q, limit: LIMIT }, signal })).data,
    staleTime: 60 * 60_000,
  });

export const useAirportSearch = (q: string) =>
  useQuery({ ...searchAirportsQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });

export const useAirlineSearch = (q: string) =>
  useQuery({ ...searchAirlinesQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
