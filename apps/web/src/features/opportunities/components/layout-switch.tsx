import { ChartColumnBig, Columns3, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';

const LAYOUTS = ['board', 'list', 'forecast'] as const;
type Layout = (typeof LAYOUTS)[number];

const ICONS = { board: Columns3, list: List, forecast: ChartColumnBig } as const;

/** The layout in the URL (`?layout=list`); the board when there is none. */
export function useLayout(): Layout {
  const [params] = useSearchParams();
  const layout = params.get('layout');
  return LAYOUTS.find((item) => item === layout) ?? 'board';
}

/** Board, list or forecast of the same deals: the search, filters and saved view stay. */
export function LayoutSwitch({ current }: { current: Layout }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const searchFor = (layout: Layout) => {
    const next = new URLSearchParams(params);
    if (layout === 'board') next.delete('layout');
    else next.set('layout', layout);
    // A page number means nothing to the board or the forecast.
    next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '';
  };
  return (
    <nav
      aria-label={t('opportunitiesList.layout')}
      className="inline-flex rounded-lg border border-neutral-200 bg-white p-0.5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      {LAYOUTS.map((layout) => {
        const Icon = ICONS[layout];
        const active = layout === current;
        return (
          <Link
            key={layout}
            to={{ search: searchFor(layout) }}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary-500',
              active
                ? 'bg-neutral-100 text-neutral-900 dark:bg-neutral-800 dark:text-white'
                : 'text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`opportunitiesList.layouts.${layout}`)}
          </Link>
        );
      })}
    </nav>
  );
}
