import type { Trip } from '@aurora/contracts/travel/trips';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPageQueryOptions } from '../../../../components/record/api/record-queries';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { SearchSelect } from '../../../../components/ui/search-select';
import { useSupplier } from '../../../../entities/suppliers/get-supplier';
import { SupplierPicker } from '../../../../entities/suppliers/supplier-picker';
import { useTrip } from '../../../../entities/trips/get-trip';
import { tripKeys } from '../../../../entities/trips/keys';
import { useAssignableUsers } from '../../../../entities/users/assignable-users';
import { cn } from '../../../../lib/cn';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';

/** The calendar's filters as the URL keeps them: ids, or '' for none. */
export type CalendarFilterValues = { owner: string; trip: string; supplier: string };

const tripName = (trip: Pick<Trip, 'reference' | 'title'>) => `${trip.reference} · ${trip.title}`;

/** Trips found by what is typed (reference, title, client), for the trip filter. */
function TripSearch({ selected, onSelect }: { selected: number | null; onSelect: (trip: Trip) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searched = useDebouncedValue(query, 250).trim();
  const request = { q: searched, per_page: '10', sort: '-start_date' };
  const trips = useQuery({
    ...listPageQueryOptions<Trip>(tripKeys.list(request), '/trips', request),
    enabled: searched.length > 0,
  });
  return (
    <SearchSelect
      label={t('moneyCalendar.filters.trip')}
      placeholder={t('moneyCalendar.filters.tripPlaceholder')}
      query={query}
      onQueryChange={setQuery}
      items={searched ? (trips.data?.data ?? []) : []}
      loading={trips.isFetching}
      getKey={(trip) => trip.id}
      selectedKey={selected}
      onSelect={onSelect}
      empty={
        searched ? t('moneyCalendar.filters.tripNone', { searched }) : t('moneyCalendar.filters.tripType')
      }
      renderItem={(trip) => (
        <span className="block min-w-0">
          <span className="block truncate font-medium text-neutral-900 dark:text-white">
            {tripName(trip)}
          </span>
          <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
            {trip.client.name}
          </span>
        </span>
      )}
    />
  );
}

/**
 * A filter chosen by a search: a button naming the choice that opens the search in a popover,
 * and, once chosen, a button to remove it.
 */
function SearchFilter({
  label,
  value,
  onClear,
  children,
}: {
  label: string;
  /** The chosen record's name, or null when none is chosen. */
  value: string | null;
  onClear: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex items-center">
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            size="md"
            className={cn(
              'max-w-64',
              value !== null && 'rounded-r-none border-primary-300 dark:border-primary-700',
            )}
          >
            <span className="text-neutral-500 dark:text-neutral-400">{label}:</span>
            <span className="truncate">{value ?? t('moneyCalendar.filters.any')}</span>
            <ChevronDown aria-hidden="true" className="text-neutral-400" />
          </Button>
        </PopoverTrigger>
        <PopoverContent>{children(() => setOpen(false))}</PopoverContent>
      </Popover>
      {value !== null ? (
        <Button
          size="icon"
          className="rounded-l-none border-l-0 border-primary-300 dark:border-primary-700"
          aria-label={t('moneyCalendar.filters.clear', { name: label })}
          onClick={onClear}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

/** Agent (the trip's owner), trip and supplier: each kept in the URL, so a filtered calendar is shared by its link. */
export function CalendarFilters({
  values,
  onChange,
}: {
  values: CalendarFilterValues;
  onChange: (values: Partial<CalendarFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const ownerId = useId();
  const { users } = useAssignableUsers();
  const trip = useTrip(Number(values.trip || 0));
  const supplier = useSupplier(Number(values.supplier || 0));
  const any = values.owner || values.trip || values.supplier;
  return (
    <fieldset className="flex min-w-0 flex-wrap items-center gap-2 [&>select]:w-48">
      <legend className="sr-only">{t('moneyCalendar.filters.label')}</legend>
      <label htmlFor={ownerId} className="sr-only">
        {t('moneyCalendar.filters.owner')}
      </label>
      <Select
        id={ownerId}
        value={values.owner}
        onChange={(event) => onChange({ owner: event.target.value })}
        className="h-8 w-48"
      >
        <option value="">{t('moneyCalendar.filters.anyOwner')}</option>
        {users.map((user) => (
          <option key={user.id} value={String(user.id)}>
            {user.name}
          </option>
        ))}
      </Select>
      <SearchFilter
        label={t('moneyCalendar.filters.trip')}
        value={values.trip ? (trip.data ? tripName(trip.data) : '…') : null}
        onClear={() => onChange({ trip: '' })}
      >
        {(close) => (
          <TripSearch
            selected={values.trip ? Number(values.trip) : null}
            onSelect={(chosen) => {
              onChange({ trip: String(chosen.id) });
              close();
            }}
          />
        )}
      </SearchFilter>
      <SearchFilter
        label={t('moneyCalendar.filters.supplier')}
        value={values.supplier ? (supplier.data?.name ?? '…') : null}
        onClear={() => onChange({ supplier: '' })}
      >
        {(close) => (
          <SupplierPicker
            label={t('moneyCalendar.filters.supplier')}
            placeholder={t('moneyCalendar.filters.supplierPlaceholder')}
            selectedKey={values.supplier ? Number(values.supplier) : null}
            onSelect={(chosen) => {
              onChange({ supplier: String(chosen.id) });
              close();
            }}
            empty={(searched) =>
              searched
                ? t('moneyCalendar.filters.supplierNone', { searched })
                : t('moneyCalendar.filters.supplierType')
            }
          />
        )}
      </SearchFilter>
      {any ? (
        <Button variant="ghost" onClick={() => onChange({ owner: '', trip: '', supplier: '' })}>
          {t('moneyCalendar.filters.clearAll')}
        </Button>
      ) : null}
    </fieldset>
  );
}
