import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { downloadCsv } from './csv';

/** "Export CSV" of one table of the page, named after it and the period. */
export function ExportCsvButton({
  table,
  fileName,
  header,
  rows,
}: {
  table: string;
  fileName: string;
  header: string[];
  rows: () => string[][];
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={t('callAnalytics.exportOf', { table })}
      onClick={() => downloadCsv(fileName, header, rows())}
    >
      <Download aria-hidden="true" />
      {t('callAnalytics.exportCsv')}
    </Button>
  );
}
