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
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
};

const clientName = (client: Client) => (
  <span className="block truncate font-medium text-neutral-900 dark:text-white">{client.name}</span>
);

/** The one way to pick a client: search as you type (name, email or phone), then choose a match. */
export function ClientPicker({ empty, renderItem = clientName, ...props }: ClientPickerProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const clients = useClientSearch(debounced);
  return (
    <SearchSelect
      {...props}
      query={query}
      onQueryChange={setQuery}
      items={clients.data ?? []}
      loading={clients.isFetching}
      getKey={(client) => client.id}
      empty={empty(debounced.trim())}
      renderItem={renderItem}
    />
  );
}
