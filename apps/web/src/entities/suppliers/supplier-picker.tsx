import type { Supplier } from '@aurora/contracts/travel/suppliers';
import { type ReactNode, useState } from 'react';
import { SearchSelect } from '../../components/ui/search-select';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSupplierSearch } from './search-suppliers';

type SupplierPickerProps = {
  /** Accessible name of the search box. */
  label: string;
  placeholder: string;
  /** Shown when the search finds nothing, given the text searched ('' before anything is typed). */
  empty: (searched: string) => ReactNode;
  selectedKey: number | null;
  onSelect: (supplier: Supplier) => void;
  renderItem?: (supplier: Supplier) => ReactNode;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
};

const supplierName = (supplier: Supplier) => (
  <span className="block truncate font-medium text-neutral-900 dark:text-white">{supplier.name}</span>
);

/** The one way to pick a supplier: search as you type (name, email or phone), then choose a match. */
export function SupplierPicker({ empty, renderItem = supplierName, ...props }: SupplierPickerProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const suppliers = useSupplierSearch(debounced);
  return (
    <SearchSelect
      {...props}
      query={query}
      onQueryChange={setQuery}
      items={suppliers.data ?? []}
      loading={suppliers.isFetching}
      getKey={(supplier) => supplier.id}
      empty={empty(debounced.trim())}
      renderItem={renderItem}
    />
  );
}
