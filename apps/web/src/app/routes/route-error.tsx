import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { StatePanel } from '../../components/ui/state-panel';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('errors.unexpected');
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <StatePanel
        tone="error"
        icon={<TriangleAlert />}
        title={t('errors.title')}
        description={message}
        action={
          <Link to="/" className={buttonClasses('secondary')}>
            {t('errors.home')}
          </Link>
        }
      />
    </div>
  );
}
