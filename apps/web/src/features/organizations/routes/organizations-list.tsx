import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@aurora/contracts/constants';
import { ORGANIZATION_SORTS } from '@aurora/contracts/organizations';
import { Building2, ChevronLeft, ChevronRight, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryErrorPanel } from '../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { type OrganizationsQuery, useOrganizationsPage } from '../api/get-organizations';
import { OrganizationsTable, type SortColumn, type SortState } from '../components/organizations-table';

const SEARCH_DELAY_MS = 300;

function readSort(value: string | null): SortState {
  const descending = value?.startsWith('-') ?? false;
  const name = (descending ? value?.slice(1) : value) ?? 'code';
  const column = (ORGANIZATION_SORTS as readonly string[]).includes(name) ? (name as SortColumn) : 'code';
  return { column, descending };
}

function readPositive(value: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
}

export function OrganizationsListRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sort = readSort(params.get('sort'));
  const page = readPositive(params.get('page'), 1);
  const perPage = readPositive(params.get('per_page'), DEFAULT_PER_PAGE, MAX_PER_PAGE);
  const [search, setSearch] = useState(q);

  const query: OrganizationsQuery = {
    q: q || undefined,
    sort: `${sort.descending ? '-' : ''}${sort.column}` as OrganizationsQuery['sort'],
    page,
    per_page: perPage,
  };
  const organizations = useOrganizationsPage(query);

  function update(changes: Record<string, string | null>) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  }

  // The search box writes to the URL after a pause in typing; the URL stays the source of truth.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => update({ q: search.trim() || null, page: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  // Back/forward navigation changes the URL under the box.
  useEffect(() => {
    setSearch((current) => (current.trim() === q ? current : q));
  }, [q]);

  function onSort(column: SortColumn) {
    const descending = sort.column === column ? !sort.descending : false;
    update({ sort: `${descending ? '-' : ''}${column}`, page: null });
  }

  const meta = organizations.data?.meta;
  const rows = organizations.data?.data ?? [];
  const from = meta && meta.total > 0 ? (meta.current_page - 1) * meta.per_page + 1 : 0;
  const to = meta ? Math.min(meta.current_page * meta.per_page, meta.total) : 0;

  return (
    <div>
      <PageHeader
        title={t('organizations.title')}
        description={t('organizations.description')}
        actions={
          <Link to="/organizations/create" className={buttonClasses('primary')}>
            <Plus aria-hidden="true" />
            {t('organizations.new')}
          </Link>
        }
      />
      <Card>
        <div className="flex flex-wrap items-center gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
          <div className="relative w-full max-w-xs">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-neutral-400"
            />
            <Input
              type="search"
              aria-label={t('organizations.search')}
              placeholder={t('organizations.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-8"
            />
          </div>
          {meta ? (
            <p className="ml-auto text-xs text-neutral-500 dark:text-neutral-400" aria-live="polite">
              {t('organizations.count', { count: meta.total })}
            </p>
          ) : null}
        </div>

        {organizations.isPending ? (
          <LoadingPanel label={t('organizations.loading')} />
        ) : organizations.isError ? (
          <QueryErrorPanel
            title={t('organizations.loadError')}
            description={organizations.error.message}
            onRetry={() => void organizations.refetch()}
          />
        ) : rows.length === 0 ? (
          <StatePanel
            icon={<Building2 />}
            title={q ? t('organizations.noMatches') : t('organizations.empty')}
            description={q ? t('organizations.noMatchesHint', { q }) : t('organizations.emptyHint')}
            action={
              q ? (
                <Button
                  onClick={() => {
                    setSearch('');
                    update({ q: null, page: null });
                  }}
                >
                  {t('organizations.clearSearch')}
                </Button>
              ) : (
                <Link to="/organizations/create" className={buttonClasses('primary')}>
                  <Plus aria-hidden="true" />
                  {t('organizations.new')}
                </Link>
              )
            }
          />
        ) : (
          <OrganizationsTable
            organizations={rows}
            sort={sort}
            onSort={onSort}
            busy={organizations.isPlaceholderData}
          />
        )}

        {meta && meta.total > 0 ? (
          <nav
            aria-label={t('common.pagination')}
            className="flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 px-4 py-2.5 dark:border-neutral-800"
          >
            <p className="text-xs text-neutral-500 dark:text-neutral-400">
              {t('common.range', { from: String(from), to: String(to), total: String(meta.total) })}
            </p>
            <div className="flex items-center gap-2">
              <span className="text-xs text-neutral-500 dark:text-neutral-400">
                {t('common.pageOf', {
                  page: String(meta.current_page),
                  pages: String(Math.max(meta.last_page, 1)),
                })}
              </span>
              <Button
                size="icon-sm"
                aria-label={t('common.previousPage')}
                disabled={meta.current_page <= 1}
                onClick={() =>
                  update({ page: meta.current_page - 1 > 1 ? String(meta.current_page - 1) : null })
                }
              >
                <ChevronLeft />
              </Button>
              <Button
                size="icon-sm"
                aria-label={t('common.nextPage')}
                disabled={meta.current_page >= meta.last_page}
                onClick={() => update({ page: String(meta.current_page + 1) })}
              >
                <ChevronRight />
              </Button>
            </div>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}
