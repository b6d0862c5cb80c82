import type { Airline, Airport } from '@aurora/contracts/travel/places';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses } from '../../../../components/ui/input';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useAirlineSearch, useAirportSearch } from './api/search-places';

/** What the form knows of an airport: enough to name its city and read its local times. */
export type AirportRef = Pick<Airport, 'code' | 'name' | 'city' | 'country' | 'time_zone'>;

// Airports and airlines seen in this page (a booking's segments, a search's answers), by code:
// reference data, the same for everyone, so one book for every form.
const airports = new Map<string, AirportRef>();
const airlines = new Map<string, string>();
export const rememberAirport = (airport: AirportRef) => airports.set(airport.code, airport);
export const airportOf = (code: string): AirportRef | undefined => airports.get(code.trim().toUpperCase());
export const rememberAirline = (code: string, name: string | null) => {
  if (name) airlines.set(code, name);
};
export const airlineNameOf = (code: string): string | undefined => airlines.get(code.trim().toUpperCase());

type CodeComboboxProps<T> = {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  /** Names the list of matches. */
  label: string;
  placeholder: string;
  /** What the input shows for a chosen code ("MEX · Mexico City"). */
  display: (code: string) => string;
  /** A code typed whole is taken as it is (the server tells an unknown one). */
  codePattern: RegExp;
  search: (q: string) => { data: T[] | undefined; isFetching: boolean };
  codeOf: (item: T) => string;
  remember: (item: T) => void;
  renderOption: (item: T) => ReactNode;
  noMatches: (q: string) => string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
};

/**
 * A code chosen by searching the server as one types (the ARIA combobox pattern): the input shows
 * the chosen code with its name; typing searches, arrows move, Enter or a click picks, Escape puts
 * the chosen one back. A code typed whole and left is taken as typed.
 */
function CodeCombobox<T>({
  id,
  value,
  onChange,
  onBlur,
  ref,
  label,
  placeholder,
  display,
  codePattern,
  search,
  codeOf,
  remember,
  renderOption,
  noMatches,
  ...aria
}: CodeComboboxProps<T>) {
  const { t } = useTranslation();
  const listId = `${useId()}-list`;
  const optionId = (index: number) => `${listId}-${index}`;
  // null: not typing, the input shows the chosen code.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const searched = useDebouncedValue((query ?? '').trim(), 200);
  const results = search(searched);
  const items = query === null || searched === '' ? [] : (results.data ?? []);
  const open = query !== null && query.trim() !== '';

  useEffect(() => {
    for (const item of results.data ?? []) remember(item);
  }, [results.data, remember]);

  const pick = (code: string) => {
    onChange(code);
    setQuery(null);
    setActive(0);
  };
  /** Leaving the input: a typed code is kept, an empty input clears, anything else is dropped. */
  const settle = () => {
    if (query === null) return;
    const typed = query.trim().toUpperCase();
    const exact = items.find((item) => codeOf(item) === typed);
    if (typed === '') pick('');
    else if (exact || codePattern.test(typed)) pick(typed);
    else setQuery(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(items.length - 1, 0)));
    } else if (event.key === 'Enter') {
      // Without a search going on, Enter is the form's (it submits).
      if (query === null) return;
      event.preventDefault();
      const item = items[active];
      if (item && searched === query.trim()) pick(codeOf(item));
      else settle();
    } else if (event.key === 'Escape' && query !== null) {
      // Closing the list must not close the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <div className="relative">
      <input
        {...aria}
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && items[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={query ?? (value ? display(value) : '')}
        onFocus={(event) => event.target.select()}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          settle();
          onBlur?.();
        }}
        className={cn(controlClasses, 'h-8 truncate pr-7')}
      />
      {results.isFetching && open ? (
        <Spinner className="absolute top-1/2 right-2 -translate-y-1/2 text-neutral-400" />
      ) : null}
      <div
        className={cn(
          'absolute top-full left-0 z-30 mt-1 w-max max-w-[min(24rem,80vw)] min-w-full overflow-hidden rounded-md border border-neutral-200 bg-white shadow-lg dark:border-neutral-800 dark:bg-neutral-900',
          !open && 'hidden',
        )}
      >
        <div id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto py-1">
          {items.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter, Escape).
            <div
              key={codeOf(item)}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={codeOf(item) === value}
              // Keeps the focus in the input, so its blur does not settle before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(codeOf(item))}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-baseline gap-2 px-2.5 py-1.5 text-sm text-neutral-800 dark:text-neutral-200',
                index === active && 'bg-neutral-100 dark:bg-neutral-800',
              )}
            >
              {renderOption(item)}
            </div>
          ))}
        </div>
        {open && items.length === 0 ? (
          <p role="status" className="px-2.5 py-2 text-sm text-neutral-500 dark:text-neutral-400">
            {results.isFetching || searched !== query?.trim()
              ? t('bookings.form.segments.searching')
              : noMatches(searched)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

type PickerProps = Omit<
  CodeComboboxProps<never>,
  'display' | 'codePattern' | 'search' | 'codeOf' | 'remember' | 'renderOption' | 'noMatches' | 'placeholder'
>;

const AIRPORT_CODE = /^[A-Z]{3}$/;
const AIRLINE_CODE = /^[A-Z0-9]{2}$/;

/** An airport by IATA code, city or name ("MEX", "bogo", "barajas"): shows its code and city. */
export function AirportPicker(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <CodeCombobox<Airport>
      {...props}
      placeholder={t('bookings.form.segments.searchAirport')}
      display={(code) => {
        const airport = airportOf(code);
        return airport ? `${airport.code} · ${airport.city}` : code;
      }}
      codePattern={AIRPORT_CODE}
      search={useAirportSearch}
      codeOf={(airport) => airport.code}
      remember={rememberAirport}
      noMatches={(q) => t('bookings.form.segments.noAirports', { q })}
      renderOption={(airport) => (
        <>
          <span className="w-9 shrink-0 font-semibold tabular-nums">{airport.code}</span>
          <span className="min-w-0">
            <span className="block truncate">
              {airport.city}, {airport.country}
            </span>
            <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
              {airport.name}
            </span>
          </span>
        </>
      )}
    />
  );
}

const rememberAirlineOf = (airline: Airline) => rememberAirline(airline.code, airline.name);

/** An airline by IATA designator or name: shows its code and name. */
export function AirlinePicker(props: PickerProps) {
  const { t } = useTranslation();
  return (
    <CodeCombobox<Airline>
      {...props}
      placeholder={t('bookings.form.segments.searchAirline')}
      display={(code) => {
        const name = airlineNameOf(code);
        return name ? `${code} · ${name}` : code;
      }}
      codePattern={AIRLINE_CODE}
      search={useAirlineSearch}
      codeOf={(airline) => airline.code}
      remember={rememberAirlineOf}
      noMatches={(q) => t('bookings.form.segments.noAirlines', { q })}
      renderOption={(airline) => (
        <>
          <span className="w-7 shrink-0 font-semibold tabular-nums">{airline.code}</span>
          <span className="min-w-0 truncate">{airline.name}</span>
        </>
      )}
    />
  );
}
