import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { toast, toastFailure } from '../ui/toast-store';
import { useExportList } from './api/export-list';
import type { DataTableColumn } from './data-table';
import type { ListController } from './use-list-state';

/** The export columns of the columns shown, in their order (a column may stand for several). */
export function exportColumnsOf<T>(columns: DataTableColumn<T>[], visible: string[]): string[] {
  const chosen = columns
    .filter((column) => visible.includes(column.id))
    .flatMap((column) => column.exportColumns ?? []);
  return [...new Set(chosen)];
}

/** "Export CSV": the current list (filters, search, sort) with its visible columns, every row. */
export function ExportButton<T>({
  module,
  list,
  columns,
}: {
  module: string;
  list: ListController;
  columns: DataTableColumn<T>[];
}) {
  const { t } = useTranslation();
  const exporter = useExportList(module);
  return (
    <Button
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate(
          { query: list.apiQuery, columns: exportColumnsOf(columns, list.columns) },
          {
            onSuccess: (fileName) =>
              toast({ title: t('dataTable.exported'), description: fileName, color: 'success' }),
            onError: (error) => toastFailure({ title: t('dataTable.exportFailed'), error }),
          },
        )
      }
    >
      {exporter.isPending ? null : <Download aria-hidden="true" />}
      <span className="max-sm:sr-only">{t('dataTable.export')}</span>
    </Button>
  );
}
