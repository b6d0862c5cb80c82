import type { Currency } from '@aurora/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from './api-client';
import { currencyName } from './display-names';

export async function getCurrencies(signal?: AbortSignal): Promise<Currency[]> {
  const answer = await apiClient.get<{ data: Currency[] }>('/currencies', { signal });
  return answer.data;
}

export const getCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['currencies'] as const,
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 10 * 60_000,
  });

/** The currencies, each named in the interface language (the browser's Intl names ISO codes). */
export function useCurrencies() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const select = useCallback(
    (currencies: Currency[]) =>
      currencies.map((currency) => ({
        ...currency,
        name: currencyName(currency.code, language, currency.name),
      })),
    [language],
  );
  return useQuery({ ...getCurrenciesQueryOptions(), select });
}
