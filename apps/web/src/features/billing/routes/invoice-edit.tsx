import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { RecordEditFrame } from '../../../components/record/record-edit-frame';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { StatePanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/toast-store';
import { useInvoice } from '../../../entities/invoices/get-invoice';
import { invoicePath } from '../../../entities/invoices/keys';
import type { UpdateInvoiceInput } from '../api/invoices/save-invoice';
import { useUpdateInvoice } from '../api/invoices/save-invoice';
import { InvoiceForm } from '../components/invoices/invoice-form';
import { useInvoiceName } from '../components/invoices/use-invoice-reference';

/** `billing/invoices/:id/edit`: a draft's form; an issued invoice is locked, and says so. */
export function InvoiceEditRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = Number(params.id);
  const invoice = useInvoice(id);
  const update = useUpdateInvoice(id);
  const nameOf = useInvoiceName();
  const detailPath = invoicePath(`/${params.orgCode ?? ''}`, id);

  return (
    <RecordEditFrame
      record={invoice}
      nameOf={(data) => `${nameOf(data)} · ${data.client.name}`}
      detailPath={detailPath}
      texts={{
        list: t('invoices.list.title'),
        title: (name) => t('invoices.form.editTitle', { name }),
        titleShort: t('invoices.form.editTitleShort'),
        loading: t('invoices.page.loading'),
        loadError: t('invoices.page.loadError'),
      }}
    >
      {(data) =>
        data.status !== 'draft' ? (
          <Card>
            <StatePanel
              icon={<Lock />}
              title={t('invoices.form.lockedTitle')}
              description={t('invoices.form.lockedHint')}
              action={
                <Link to={detailPath} className={buttonClasses('secondary')}>
                  {t('invoices.form.backToInvoice')}
                </Link>
              }
            />
          </Card>
        ) : (
          <InvoiceForm
            key={data.id}
            mode="edit"
            invoice={data}
            onCancel={() => navigate(detailPath)}
            onSubmit={async (values) => {
              await update.mutateAsync(values as UpdateInvoiceInput);
              toast({ title: t('invoices.form.updated'), color: 'success' });
              navigate(detailPath);
            }}
          />
        )
      }
    </RecordEditFrame>
  );
}
