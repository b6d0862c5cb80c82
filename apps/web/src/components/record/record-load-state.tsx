import type { UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { LoadingPanel, StatePanel } from '../ui/state-panel';

/**
 * What a record page shows until its record is there: a loading card, or the error card (with
 * `action`, e.g. back to the list). Null once the record has loaded.
 */
export function RecordLoadState({
  record,
  loadingLabel,
  errorTitle,
  action,
}: {
  record: Pick<UseQueryResult, 'isPending' | 'isError' | 'error'>;
  loadingLabel: string;
  errorTitle: string;
  action?: ReactNode;
}) {
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
          action={action}
        />
      </Card>
    );
  }
  return null;
}
