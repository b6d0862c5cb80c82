import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/** A deal that went quiet past its stage's rot period with no planned work. */
export function RottingBadge() {
  const { t } = useTranslation();
  return (
    <span title={t('opportunitiesList.rottingHint')} className="inline-flex">
      <Badge tone="warning">
        <Hourglass aria-hidden="true" className="size-3" />
        {t('opportunitiesList.rotting')}
      </Badge>
    </span>
  );
}
