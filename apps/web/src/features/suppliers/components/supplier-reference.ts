import { useMemo } from 'react';
import type { FilterOption } from '../../../components/data-table/filter-fields';
import { useDefinitions } from '../../../entities/reference/reference-data';
import { useCurrencies } from '../../../lib/currencies';

/**
 * The supplier categories (the `supplier_categories` definitions) as choices, active ones only,
 * and the label of any key, an inactive or unknown one included (shown as its key).
 */
export function useSupplierCategories() {
  const definitions = useDefinitions('supplier_categories');
  return useMemo(() => {
    const all = [...(definitions.data ?? [])].sort((a, b) => a.position - b.position);
    const labels = new Map(all.map((definition) => [definition.key, definition.label]));
    const options: FilterOption[] = all
      .filter((definition) => definition.is_active)
      .map((definition) => ({ value: definition.key, label: definition.label }));
    return {
      options,
      labelOf: (key: string) => labels.get(key) ?? key,
      isPending: definitions.isPending,
    };
  }, [definitions.data, definitions.isPending]);
}

/** The active currencies as filter choices ("MXN · Mexican peso"). */
export function useCurrencyOptions(): FilterOption[] {
  const currencies = useCurrencies();
  return useMemo(
    () =>
      (currencies.data ?? [])
        .filter((currency) => currency.is_active)
        .map((currency) => ({ value: currency.code, label: `${currency.code} · ${currency.name}` })),
    [currencies.data],
  );
}

/**
 * A commission rate (the API's decimal string, "12.50") as people read a percentage: "12.5%",
 * "12,5 %" in Spanish. Two decimals at most, which a double holds exactly enough to print.
 */
export function formatRate(rate: string, language: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return `${rate}%`;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
