import { TRIP_STATUSES, type TripStatus } from '@aurora/contracts/travel/trips';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterOption } from '../../../components/data-table/filter-fields';
import { useDefinitions, useStatuses } from '../../../entities/reference/reference-data';

/**
 * The names the reference data gives the trip statuses until an administrator renames them
 * (`0001_reference_defaults.sql`): those are shown in the interface's language, a renamed one as
 * its administrator wrote it.
 */
const DEFAULT_NAMES: Readonly<Record<TripStatus, string>> = {
  inquiry: 'Inquiry',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  travelling: 'Travelling',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * The trip statuses as the reference data names and colours them (the interface's words stand in
 * for the default names and until they load), and the trip types.
 */
export function useTripReference() {
  const { t } = useTranslation();
  const statuses = useStatuses('trip');
  const types = useDefinitions('trip_types');
  return useMemo(() => {
    const statusOf = (key: TripStatus) => {
      const status = statuses.data?.find((item) => item.key === key);
      const renamed = status && status.name !== DEFAULT_NAMES[key];
      return { key, name: renamed ? status.name : t(`trips.statuses.${key}`), color: status?.color ?? null };
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
