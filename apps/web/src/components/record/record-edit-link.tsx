import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';

/** The Edit action of a record page: a link to its edit page. */
export function RecordEditLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={buttonClasses('secondary')}>
      <Pencil aria-hidden="true" />
      {t('common.edit')}
    </Link>
  );
}
