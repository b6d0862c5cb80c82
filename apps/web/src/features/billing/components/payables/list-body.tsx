import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { QueryErrorPanel } from '../../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../../components/ui/state-panel';

/**
 * The body of a supplier-side list (payables, commissions): loading, its error with a retry,
 * nothing yet or nothing matching the filters (with a way out), else `children`, dimmed while
 * other filters' answer arrives.
 */
export function ListBody({
  query,
  empty,
  filtered,
  onClear,
  icon,
  texts,
  children,
}: {
  query: UseQueryResult<unknown>;
  empty: boolean;
  filtered: boolean;
  onClear: () => void;
  icon: ReactNode;
  texts: { loading: string; loadError: string; noMatch: string; empty: string; emptyHint: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingPanel label={texts.loading} />;
  if (query.isError) {
    return (
      <QueryErrorPanel
        title={texts.loadError}
        description={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty) {
    return filtered ? (
      <StatePanel
        icon={icon}
        title={texts.noMatch}
        description={t('payables.list.noMatchHint')}
        action={<Button onClick={onClear}>{t('payables.filters.clear')}</Button>}
      />
    ) : (
      <StatePanel icon={icon} title={texts.empty} description={texts.emptyHint} />
    );
  }
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>{children}</div>
  );
}
