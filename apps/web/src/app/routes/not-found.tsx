import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { StatePanel } from '../../components/ui/state-panel';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Card>
      <StatePanel
        icon={<Compass />}
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Link to="/" className={buttonClasses('secondary')}>
            {t('errors.home')}
          </Link>
        }
      />
    </Card>
  );
}
