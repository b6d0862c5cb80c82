import type { UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { Card } from '../ui/card';
import { LoadingPanel, StatePanel } from '../ui/state-panel';

/**
 * What a record page shows until its record is there: a loading card, or the error card (with
 * `action`, or a link back to the list at `backToList`). Null once the record has loaded.
 */
export function RecordLoadState({
  record,
  loadingLabel,
  errorTitle,
  action,
  backToList,
}: {
  record: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
  loadingLabel: string;
  errorTitle: string;
  action?: ReactNode;
  backToList?: string;
}) {
  const { t } = useTranslation();
  if (record.isPending) {
    return (
      <Card>
        <LoadingPanel label={loadingLabel} />
      </Card>
    );
  }
  if (record.isError) {
    return (
      <Card>
        <StatePanel
          tone="error"
          icon={<TriangleAlert />}
          title={errorTitle}
          description={record.error?.message}
          action={
            backToList ? (
              <Link to={backToList} className={buttonClasses('secondary')}>
                {t('common.backToList')}
              </Link>
            ) : (
              action
            )
          }
        />
      </Card>
    );
  }
  return null;
}
