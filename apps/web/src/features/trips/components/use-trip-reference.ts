import { TRIP_STATUSES, type TripStatus } from '@aurora/contracts/travel/trips';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../../components/data-table/filter-fields';
import { useDefinitions, useStatuses } from '../../../entities/reference/reference-data';

/**
 * The trip statuses as the reference data names (in the interface language while not renamed:
 * `useStatuses`) and colours them, the interface's words standing in until they load; and the
 * trip types.
 */
export function useTripReference() {
  const { t } = useTranslation();
  const statuses = useStatuses('trip');
  const types = useDefinitions('trip_types');
  return useMemo(() => {
    const statusOf = (key: TripStatus) => {
      const status = statuses.data?.find((item) => item.key === key);
      return { key, name: status?.name ?? t(`trips.statuses.${key}`), color: status?.color ?? null };
    };
    const statusOptions: FilterOption[] = TRIP_STATUSES.map((key) => {
      const status = statusOf(key);
      return { value: key, label: status.name, color: status.color ?? undefined };
    });
    const typeOptions: FilterOption[] = (types.data ?? [])
      .filter((item) => item.is_active)
      .map((item) => ({ value: item.key, label: item.label }));
    const typeLabel = (key: string | null) =>
      key ? ((types.data ?? []).find((item) => item.key === key)?.label ?? key) : null;
    return { statusOf, statusOptions, typeOptions, typeLabel, typesLoading: types.isPending };
  }, [t, statuses.data, types.data, types.isPending]);
}

export type TripReference = ReturnType<typeof useTripReference>;
