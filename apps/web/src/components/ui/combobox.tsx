import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useState } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';

export type ComboboxOption = {
  /** What the form stores. */
  value: string;
  /** What the input shows once chosen, and the list shows. */
  label: string;
  /** More words the option is found by (another name, a region...). */
  keywords?: string;
};

type ComboboxProps = {
  /** The input's id (a `Field` label points at it). */
  id?: string;
  /** Names the list of options (the field's label). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly ComboboxOption[];
  /** Shown in the list when the typed text matches nothing. */
  noMatches: string;
  placeholder?: string;
  disabled?: boolean;
  /** The input, for react-hook-form to focus it on an error. */
  ref?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
};

/** Lower case, accents aside: "México" is found by "mexico". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * Choosing one of a long list by typing (the ARIA combobox pattern, list autocomplete): the input
 * shows the chosen option; typing filters the list, every word typed anywhere in an option's label
 * or keywords, case and accents aside. Arrow keys move (and open the list), Enter picks, Escape
 * closes it and puts the chosen option back, leaving without picking changes nothing.
 * For a fixed list known up front (countries, time zones); `SearchSelect` searches records on the
 * server and keeps its matches always shown.
 */
export function Combobox({
  id: givenId,
  label,
  value,
  onChange,
  onBlur,
  options,
  noMatches,
  placeholder,
  disabled,
  ref,
  ...aria
}: ComboboxProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // null: not typing, the input shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const searchable = useMemo(
    () =>
      options.map((option) => ({
        option,
        text: foldText(`${option.label} ${option.keywords ?? ''} ${option.value}`),
      })),
    [options],
  );
  const matches = useMemo(() => {
    const words = foldText(query ?? '')
      .split(/\s+/)
      .filter(Boolean);
    if (words.length === 0) return options;
    return searchable
      .filter(({ text }) => words.every((word) => text.includes(word)))
      .map(({ option }) => option);
  }, [searchable, options, query]);

  const chosen = options.find((option) => option.value === value);
  const shown = query ?? chosen?.label ?? value;

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const openList = () => {
    if (open || disabled) return;
    setOpen(true);
    setActive(
      Math.max(
        matches.findIndex((option) => option.value === value),
        0,
      ),
    );
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const pick = (option: ComboboxOption) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          openList();
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => Math.min(Math.max(index + step, 0), matches.length - 1));
        return;
      }
      case 'Enter': {
        // A closed list leaves Enter to the form (it submits).
        if (!open) return;
        event.preventDefault();
        const option = matches[active];
        if (option) pick(option);
        return;
      }
      case 'Escape':
        // Closing the list must not close the dialog or sheet around it too.
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        return;
      default:
    }
  };

  const activeOption = open && active >= 0 && active < matches.length ? optionId(active) : undefined;

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
        aria-activedescendant={activeOption}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder}
        value={shown}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={openList}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        className={cn(controlClasses, 'h-8 truncate pr-8')}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-neutral-400"
      />
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-30 mt-1 overflow-hidden rounded-md border border-neutral-200 bg-white shadow-lg dark:border-neutral-800 dark:bg-neutral-900',
          !open && 'hidden',
        )}
      >
        <div id={listId} role="listbox" aria-label={label} className="max-h-64 overflow-y-auto py-1">
          {open
            ? matches.map((option, index) => {
                const selected = option.value === value;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter, Escape).
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={selected}
                    // Keeps the focus in the input, so its blur does not close the list before the click.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(option)}
                    onMouseMove={() => setActive(index)}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 px-2.5 py-1.5 text-sm text-neutral-800 dark:text-neutral-200',
                      index === active && 'bg-neutral-100 dark:bg-neutral-800',
                    )}
                  >
                    <span className="min-w-0 flex-1 truncate">{option.label}</span>
                    {selected ? (
                      <Check
                        aria-hidden="true"
                        className="size-4 shrink-0 text-primary-600 dark:text-primary-400"
                      />
                    ) : null}
                  </div>
                );
              })
            : null}
        </div>
        {open && matches.length === 0 ? (
          <p role="status" className="px-2.5 py-2 text-sm text-neutral-500 dark:text-neutral-400">
            {noMatches}
          </p>
        ) : null}
      </div>
    </div>
  );
}
