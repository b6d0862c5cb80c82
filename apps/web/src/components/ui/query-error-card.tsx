import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Card } from './card';
import { StatePanel } from './state-panel';

/** A query that failed: what did not load, the server's reason, and a button to ask again. */
export function QueryErrorCard({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <StatePanel
        tone="error"
        icon={<TriangleAlert />}
        title={title}
        description={error.message}
        action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
      />
    </Card>
  );
}
