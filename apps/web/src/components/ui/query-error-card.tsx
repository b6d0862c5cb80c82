import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Card } from './card';
import { StatePanel } from './state-panel';

type QueryErrorProps = {
  /** What did not load. */
  title: string;
  /** Why, as the server said it. */
  description?: string;
  onRetry: () => void;
};

/** A query that failed, inside a card or panel that is already there: a button asks again. */
export function QueryErrorPanel({ title, description, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <StatePanel
      tone="error"
      icon={<TriangleAlert />}
      title={title}
      description={description}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}

/** A screen whose query failed: the error panel in a card of its own. */
export function QueryErrorCard(props: QueryErrorProps) {
  return (
    <Card>
      <QueryErrorPanel {...props} />
    </Card>
  );
}
