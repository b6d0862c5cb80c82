import type { SubjectType } from '@aurora/contracts/records';
import { SEARCH_MIN_LENGTH, type SearchResult } from '@aurora/contracts/search';
import { Clock, CornerDownLeft, Search, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RECORD_TYPES } from '../../../components/record/record-types';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useOrganizations } from '../../../lib/organization-store';
import { formatPhone } from '../../../lib/phone';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useRecordSearch } from '../api/search-records';
import { Highlight, Marked } from './highlight';
import { clearRecent, type RecentRecord, readRecent, rememberRecent } from './recent-records';

const DEBOUNCE_MS = 200;

export const isMacPlatform = () =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

type Option = { key: string; record: RecentRecord; result: SearchResult | null };
type Group = { type: SubjectType | 'recent'; options: Option[] };

/** Results grouped by type, the groups in the order of their best result (the server ranks). */
function groupResults(results: SearchResult[]): Group[] {
  const groups: Group[] = [];
  for (const result of results) {
    let group = groups.find((item) => item.type === result.type);
    if (!group) {
      group = { type: result.type, options: [] };
      groups.push(group);
    }
    group.options.push({ key: `${result.type}-${result.id}`, record: result, result });
  }
  return groups;
}

/** The line under a result: its parts, with the one that matched marked. */
function Subtitle({ result, query }: { result: SearchResult; query: string }) {
  const parts = (result.subtitle ?? '').split(' · ').filter(Boolean);
  const nodes: ReactNode[] = parts.map((part) => {
    if (result.phone && part === result.phone) {
      const phone = formatPhone(part);
      return result.matched === 'phone' ? <Marked key={part}>{phone}</Marked> : phone;
    }
    if (result.email && part === result.email && result.matched === 'email') {
      return <Highlight key={part} text={part} query={query} />;
    }
    return part.startsWith('+') ? formatPhone(part) : part;
  });
  return (
    <>
      {nodes.map((node, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed for a result.
        <span key={index}>
          {index > 0 ? ' · ' : null}
          {node}
        </span>
      ))}
    </>
  );
}

/**
 * Global search (Cmd/Ctrl+K): a command palette over the current organization's records of every
 * searchable type. Type words of a name or title (any order, accents or not), an email or a phone
 * in any format; arrows move, Enter opens, Esc closes. With an empty box it lists the records last
 * opened from it.
 */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const { current } = useOrganizations();
  const code = current?.code.toLowerCase() ?? '';
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<RecentRecord[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const search = useRecordSearch(code, debounced);
  const text = query.trim();
  const searching = text.length >= SEARCH_MIN_LENGTH;

  // Radix gives focus back to a Dialog.Trigger; this dialog also opens from the keyboard shortcut,
  // so it remembers what had focus and returns there.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setQuery('');
      setRecent(code ? readRecent(code) : []);
    }
  }, [open, code]);

  const groups: Group[] = useMemo(() => {
    if (!searching) {
      return recent.length > 0
        ? [
            {
              type: 'recent',
              options: recent.map((record) => ({
                key: `recent-${record.type}-${record.id}`,
                record,
                result: null,
              })),
            },
          ]
        : [];
    }
    // Results of an older text stay visible while the new one loads, but only if they still fit.
    return search.data && debounced.trim().length >= SEARCH_MIN_LENGTH ? groupResults(search.data) : [];
  }, [searching, recent, search.data, debounced]);
  const options = groups.flatMap((group) => group.options);

  // The first result is active whenever the list changes.
  const listKey = `${debounced}|${options.map((option) => option.key).join(',')}`;
  const [shownList, setShownList] = useState(listKey);
  if (shownList !== listKey) {
    setShownList(listKey);
    setActive(0);
  }

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const openRecord = (option: Option) => {
    if (!code) return;
    rememberRecent(code, option.record);
    onOpenChange(false);
    navigate(`/${code}${option.record.url}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => (options.length === 0 ? 0 : (index + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (options.length === 0 ? 0 : (index - 1 + options.length) % options.length));
    } else if (event.key === 'Home' && options.length > 0) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && options.length > 0) {
      event.preventDefault();
      setActive(options.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) openRecord(option);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  // The server answers records resembling the text (a typo) only when none matches it word for word.
  const resembling = searching && options.length > 0 && options.every((option) => option.result?.resembling);
  const waiting = searching && (search.isFetching || text !== debounced.trim());
  let index = -1;

  const status = !current
    ? t('search.noOrganization')
    : !searching
      ? recent.length === 0
        ? t('search.hint', { count: SEARCH_MIN_LENGTH })
        : null
      : search.isError
        ? errorMessage(search.error, t('search.failed'))
        : !waiting && options.length === 0
          ? t('search.noResults', { q: text })
          : null;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40 backdrop-blur-[2px] dark:bg-black/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(`${id}-input`)?.focus();
          }}
          className="fixed top-[max(1rem,12dvh)] left-1/2 z-50 flex max-h-[min(36rem,calc(100dvh-2rem))] w-[calc(100vw-1.5rem)] max-w-xl -translate-x-1/2 flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-2xl focus:outline-none dark:border-neutral-800 dark:bg-neutral-900"
        >
          <RadixDialog.Title className="sr-only">{t('search.title')}</RadixDialog.Title>
          <div className="flex items-center gap-2 border-b border-neutral-200 px-3 dark:border-neutral-800">
            {waiting ? (
              <Spinner className="size-4 shrink-0 text-neutral-400" />
            ) : (
              <Search aria-hidden="true" className="size-4 shrink-0 text-neutral-400" />
            )}
            <input
              id={`${id}-input`}
              role="combobox"
              aria-label={t('search.inputLabel')}
              aria-expanded={options.length > 0}
              aria-controls={`${id}-list`}
              aria-autocomplete="list"
              aria-activedescendant={options[active] ? optionId(active) : undefined}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
              placeholder={t('search.placeholder')}
              autoComplete="off"
              spellCheck={false}
              className="h-12 min-w-0 flex-1 bg-transparent text-base text-neutral-900 outline-none placeholder:text-neutral-400 sm:text-sm dark:text-white"
            />
            {query ? (
              <button
                type="button"
                aria-label={t('search.clear')}
                onClick={() => {
                  setQuery('');
                  document.getElementById(`${id}-input`)?.focus();
                }}
                className="cursor-pointer rounded p-1 text-neutral-400 hover:bg-neutral-100 hover:text-neutral-700 dark:hover:bg-neutral-800 dark:hover:text-neutral-200"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
            <kbd className="hidden rounded border border-neutral-200 px-1.5 py-0.5 text-[10px] font-medium text-neutral-500 sm:inline dark:border-neutral-700 dark:text-neutral-400">
              Esc
            </kbd>
          </div>

          {resembling ? (
            <p role="status" className="px-4 pt-3 text-xs text-neutral-500 dark:text-neutral-400">
              {t('search.resembling', { q: debounced.trim() })}
            </p>
          ) : null}
          <div
            ref={listRef}
            id={`${id}-list`}
            role="listbox"
            aria-label={t('search.results')}
            className="min-h-0 flex-1 overflow-y-auto p-1.5 empty:hidden"
          >
            {groups.map((group) => (
              // biome-ignore lint/a11y/useSemanticElements: ARIA groups options inside a listbox; a fieldset would not.
              <div
                key={group.type}
                role="group"
                aria-labelledby={`${id}-group-${group.type}`}
                className="pb-1"
              >
                <div className="flex items-center justify-between px-2 pt-2 pb-1 text-[11px] font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
                  <span id={`${id}-group-${group.type}`}>
                    {group.type === 'recent' ? t('search.recent') : t(RECORD_TYPES[group.type].groupKey)}
                  </span>
                  {group.type === 'recent' ? (
                    <button
                      type="button"
                      tabIndex={-1}
                      onClick={() => {
                        clearRecent(code);
                        setRecent([]);
                      }}
                      className="cursor-pointer font-medium normal-case tracking-normal hover:text-neutral-800 dark:hover:text-neutral-200"
                    >
                      {t('search.clearRecent')}
                    </button>
                  ) : null}
                </div>
                {group.options.map((option) => {
                  index += 1;
                  const position = index;
                  const isActive = position === active;
                  const Icon = group.type === 'recent' ? Clock : RECORD_TYPES[option.record.type].icon;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys.
                    <div
                      key={option.key}
                      id={optionId(position)}
                      data-index={position}
                      role="option"
                      tabIndex={-1}
                      aria-selected={isActive}
                      onClick={() => openRecord(option)}
                      onMouseMove={() => setActive(position)}
                      className={cn(
                        'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2',
                        isActive && 'bg-neutral-100 dark:bg-neutral-800',
                      )}
                    >
                      <span
                        className={cn(
                          'flex size-8 shrink-0 items-center justify-center rounded-md border border-neutral-200 text-neutral-500 dark:border-neutral-700 dark:text-neutral-400',
                          isActive &&
                            'border-primary-300 text-primary-600 dark:border-primary-500/50 dark:text-primary-300',
                        )}
                      >
                        <Icon aria-hidden="true" className="size-4" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-neutral-900 dark:text-white">
                          {option.result?.matched === 'name' && !option.result.resembling ? (
                            <Highlight text={option.record.title} query={debounced} />
                          ) : (
                            option.record.title
                          )}
                        </span>
                        {option.record.subtitle ? (
                          <span className="block truncate text-xs text-neutral-500 dark:text-neutral-400">
                            {option.result ? (
                              <Subtitle result={option.result} query={debounced} />
                            ) : (
                              option.record.subtitle
                            )}
                          </span>
                        ) : null}
                      </span>
                      <span className="hidden shrink-0 text-xs text-neutral-400 sm:block">
                        {t(RECORD_TYPES[option.record.type].labelKey)}
                      </span>
                      {isActive ? (
                        <CornerDownLeft aria-hidden="true" className="size-3.5 shrink-0 text-neutral-400" />
                      ) : null}
                    </div>
                  );
                })}
              </div>
            ))}
          </div>
          {status ? (
            <p role="status" className="px-4 py-8 text-center text-sm text-neutral-500 dark:text-neutral-400">
              {status}
            </p>
          ) : null}
          <div className="hidden items-center gap-4 border-t border-neutral-200 px-3 py-2 text-[11px] text-neutral-500 sm:flex dark:border-neutral-800 dark:text-neutral-400">
            <span>
              <kbd className="font-sans">↑↓</kbd> {t('search.keys.move')}
            </span>
            <span>
              <kbd className="font-sans">↵</kbd> {t('search.keys.open')}
            </span>
            <span>
              <kbd className="font-sans">Esc</kbd> {t('search.keys.close')}
            </span>
            <span className="ml-auto">{t('search.anyFormat')}</span>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
