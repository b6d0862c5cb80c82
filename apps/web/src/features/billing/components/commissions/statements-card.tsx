import { FileSpreadsheet, FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardHeader } from '../../../../components/ui/card';
import { QueryErrorPanel } from '../../../../components/ui/query-error-card';
import { LoadingPanel, StatePanel } from '../../../../components/ui/state-panel';
import { useFormat } from '../../../../lib/format';
import { useMoney } from '../../../../lib/money';
import { useCommissionStatements } from '../../api/payables/get-commission-statements';
import { td, th } from '../payables/billing-cells';

/**
 * The statements uploaded, newest first: the file, its supplier, when, whether it was confirmed,
 * and what of it went to bookings, is still to resolve or was ignored; each opens to review.
 */
export function StatementsCard({ onOpen, onUpload }: { onOpen: (id: number) => void; onUpload: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const statements = useCommissionStatements();
  const rows = statements.data ?? [];
  return (
    <Card aria-labelledby="billing-statements-title">
      <CardHeader
        titleId="billing-statements-title"
        title={t('payables.statements.title')}
        description={t('payables.statements.description')}
        actions={
          <Button size="sm" onClick={onUpload}>
            <FileUp aria-hidden="true" />
            {t('payables.statements.upload.action')}
          </Button>
        }
      />
      {statements.isPending ? (
        <LoadingPanel label={t('payables.statements.loading')} />
      ) : statements.isError ? (
        <QueryErrorPanel
          title={t('payables.statements.loadError')}
          description={statements.error.message}
          onRetry={() => void statements.refetch()}
        />
      ) : rows.length === 0 ? (
        <StatePanel
          icon={<FileSpreadsheet />}
          title={t('payables.statements.empty')}
          description={t('payables.statements.emptyHint')}
        />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('payables.statements.title')}</caption>
            <thead className="border-b border-neutral-200 bg-neutral-50/70 dark:border-neutral-800 dark:bg-neutral-950/40">
              <tr>
                <th scope="col" className={`${th} pl-4`}>
                  {t('payables.statements.columns.file')}
                </th>
                <th scope="col" className={th}>
                  {t('payables.list.columns.supplier')}
                </th>
                <th scope="col" className={th}>
                  {t('payables.statements.columns.uploaded')}
                </th>
                <th scope="col" className={th}>
                  {t('payables.list.columns.state')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('payables.statements.totals.matched')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('payables.statements.totals.unmatched')}
                </th>
                <th scope="col" className={`${th} pr-4`}>
                  <span className="sr-only">{t('payables.list.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
              {rows.map((statement) => (
                <tr key={statement.id}>
                  <td className={`${td} max-w-0 w-[26%] pl-4`}>
                    <span
                      className="block truncate font-medium text-neutral-900 dark:text-white"
                      title={statement.file_name}
                    >
                      {statement.file_name}
                    </span>
                  </td>
                  <td className={`${td} max-w-0 w-[22%]`}>
                    <span className="block truncate">{statement.supplier.name}</span>
                  </td>
                  <td className={`${td} whitespace-nowrap text-neutral-600 dark:text-neutral-400`}>
                    {format.dateTime(statement.created_at)}
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <Badge tone={statement.status === 'draft' ? 'warning' : 'success'}>
                      {t(`payables.statements.status.${statement.status}`)}
                    </Badge>
                  </td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                    {money.format(statement.totals.matched, statement.currency)}
                  </td>
                  <td
                    className={`${td} text-right whitespace-nowrap tabular-nums ${statement.status === 'confirmed' && statement.totals.unmatched > 0 ? 'font-medium text-warning-800 dark:text-warning-300' : ''}`}
                  >
                    {money.format(statement.totals.unmatched, statement.currency)}
                  </td>
                  <td className={`${td} pr-4 text-right`}>
                    <Button
                      size="sm"
                      variant={statement.status === 'draft' ? 'primary' : 'secondary'}
                      onClick={() => onOpen(statement.id)}
                      aria-label={t(
                        statement.status === 'draft'
                          ? 'payables.statements.reviewFor'
                          : 'payables.statements.openFor',
                        { name: statement.file_name },
                      )}
                    >
                      {t(
                        statement.status === 'draft'
                          ? 'payables.statements.review'
                          : 'payables.statements.open',
                      )}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
