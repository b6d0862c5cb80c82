import type { Client } from '@aurora/contracts/clients';
import { type ReactNode, useState } from 'react';
import { SearchSelect } from '../../components/ui/search-select';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useClientSearch } from './search-clients';

type ClientPickerProps = {
  /** Accessible name of the search box. */
  label: string;
  placeholder: string;
  /** Shown when the search finds nothing, given the text searched ('' before anything is typed). */
  empty: (searched: string) => ReactNode;
  selectedKey: number | null;
  onSelect: (client: Client) => void;
  /** A match in the list; its name by default. */
  renderItem?: (client: Client) => ReactNode;
  /** Sees what is typed (a create action can start from it). */
  onQueryChange?: (query: string) => void;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
};

/** What tells two clients of the same name apart: where they are, how to reach them, whose they are. */
export const clientDetails = (client: Client) =>
  [client.city, client.email, client.phone, client.owner?.name].filter(Boolean).join(' · ');

const clientSummary = (client: Client) => (
  <span className="block min-w-0">
    <span className="block truncate font-medium text-neutral-900 dark:text-white">{client.name}</span>
    {clientDetails(client) ? (
      <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
        {clientDetails(client)}
      </span>
    ) : null}
  </span>
);

/**
 * The one way to pick a client: search as you type (name, email or phone), then choose a match,
 * each with what tells it apart. Nothing is listed until something is typed: a form opens on its
 * first field, not on a list of clients.
 */
export function ClientPicker({
  empty,
  renderItem = clientSummary,
  onQueryChange,
  ...props
}: ClientPickerProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const searched = debounced.trim();
  const clients = useClientSearch(debounced, searched !== '');
  return (
    <SearchSelect
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        onQueryChange?.(next);
      }}
      items={searched === '' ? [] : (clients.data ?? [])}
      loading={searched !== '' && clients.isFetching}
      getKey={(client) => client.id}
      empty={empty(searched)}
      renderItem={renderItem}
    />
  );
}
