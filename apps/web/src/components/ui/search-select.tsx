import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';
import { Spinner } from './spinner';

type SearchSelectProps<T> = {
  /** Accessible name of the search box. */
  label: string;
  query: string;
  onQueryChange: (query: string) => void;
  items: T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  selectedKey: string | number | null;
  onSelect: (item: T) => void;
  loading?: boolean;
  placeholder?: string;
  /** Shown when the search found nothing. */
  empty?: ReactNode;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
};

/**
 * Search-as-you-type choice of one record: a search box (ARIA combobox) over the list of matches
 * (listbox). Arrow keys move, Enter picks, a click picks.
 */
export function SearchSelect<T>({
  label,
  query,
  onQueryChange,
  items,
  getKey,
  renderItem,
  selectedKey,
  onSelect,
  loading = false,
  placeholder,
  empty,
  ...aria
}: SearchSelectProps<T>) {
  const id = useId();
  const [active, setActive] = useState(0);
  // A new list of matches starts at its first item.
  const [shownItems, setShownItems] = useState(items);
  if (shownItems !== items) {
    setShownItems(items);
    setActive(0);
  }
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, items.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[active];
      if (item) onSelect(item);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-neutral-400"
        />
        <input
          {...aria}
          role="combobox"
          aria-label={label}
          aria-expanded={items.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={items[active] ? optionId(active) : undefined}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          autoComplete="off"
          className={cn(controlClasses, 'h-9 pl-8')}
        />
        {loading ? (
          <Spinner className="absolute top-1/2 right-2.5 -translate-y-1/2 text-neutral-400" />
        ) : null}
      </div>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className="max-h-64 overflow-y-auto rounded-md border border-neutral-200 empty:hidden dark:border-neutral-800"
      >
        {items.map((item, index) => {
          const selected = getKey(item) === selectedKey;
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter).
            <div
              key={getKey(item)}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={selected}
              onClick={() => onSelect(item)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                index === active && 'bg-neutral-100 dark:bg-neutral-800',
                selected && 'bg-primary-50 dark:bg-primary-500/10',
              )}
            >
              <div className="min-w-0 flex-1">{renderItem(item)}</div>
              {selected ? (
                <Check aria-hidden="true" className="size-4 text-primary-600 dark:text-primary-400" />
              ) : null}
            </div>
          );
        })}
      </div>
      {items.length === 0 && !loading && empty ? (
        <div className="rounded-md border border-dashed border-neutral-200 px-3 py-4 text-center text-sm text-neutral-500 dark:border-neutral-800">
          {empty}
        </div>
      ) : null}
    </div>
  );
}
