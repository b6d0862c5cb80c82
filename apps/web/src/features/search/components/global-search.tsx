import { Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTexts } from '../../../lib/i18n';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// The palette (and the phone formatting and texts it needs) loads the first time it opens.
const CommandPalette = lazy(async () => ({
  default: (await withTexts(import('./command-palette'))).CommandPalette,
}));

const isMacPlatform = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar's search button and the palette; Cmd/Ctrl+K toggles it from anywhere in the app.
 * The button is named by the words it shows ("Search… Ctrl K"), so speech input users can say
 * what they see (WCAG 2.5.3); on narrow screens those words stay for assistive technology only.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const mac = isMacPlatform();
  const shortcut = mac ? '⌘K' : 'Ctrl K';

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((value) => !value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={() => setOpen(true)}
        className="flex h-8 cursor-pointer items-center gap-2 rounded-md border border-neutral-200 bg-white px-2 text-sm text-neutral-500 shadow-xs transition-colors hover:border-neutral-300 hover:text-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 sm:w-56 lg:w-72 dark:border-neutral-800 dark:bg-neutral-900 dark:text-neutral-400 dark:hover:border-neutral-700 dark:hover:text-neutral-200"
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only text-left sm:not-sr-only sm:flex-1">{t('search.trigger')}</span>{' '}
        <kbd className="hidden rounded border border-neutral-200 bg-neutral-50 px-1.5 py-px font-sans text-[10px] font-medium text-neutral-500 sm:inline dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-400">
          {shortcut}
        </kbd>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
