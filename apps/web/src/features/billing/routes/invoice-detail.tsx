import type { Invoice } from '@aurora/contracts/billing/invoices';
import { Ban, FileDown, FileMinus, Lock, Wallet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RecordEditLink } from '../../../components/record/record-edit-link';
import { RecordHeader } from '../../../components/record/record-header';
import { RecordLayout } from '../../../components/record/record-layout';
import { RecordLoadState } from '../../../components/record/record-load-state';
import { RecordMoreActions } from '../../../components/record/record-more-actions';
import { recordLink } from '../../../components/record/record-types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { useInvoice } from '../../../entities/invoices/get-invoice';
import { useInvoices } from '../../../entities/invoices/get-invoices';
import { invoicePath } from '../../../entities/invoices/keys';
import { useFormat } from '../../../lib/format';
import { useMoney } from '../../../lib/money';
import { downloadInvoicePdf, useIssueInvoice, useVoidInvoice } from '../api/invoices/invoice-actions';
import { useDeleteInvoice } from '../api/invoices/save-invoice';
import { CreditNoteDialog } from '../components/invoices/credit-note-dialog';
import { InvoiceLinesTable, InvoiceSchedule, InvoiceTotals } from '../components/invoices/invoice-sections';
import { InvoiceStatusBadge } from '../components/invoices/invoice-status';
import { ReasonDialog } from '../components/invoices/reason-dialog';
import { useInvoiceName, useInvoiceReference } from '../components/invoices/use-invoice-reference';
import { usePdfDownload } from '../components/invoices/use-pdf-download';
import { InvoicePayments } from '../components/payments/invoice-payments';
import { PaymentDialog } from '../components/payments/payment-dialog';

const linkClasses = 'text-primary-700 hover:underline dark:text-primary-300';

/** "Download PDF": the invoice or credit note as the client gets it (a draft's is watermarked). */
function PdfButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const pdf = usePdfDownload();
  const busy = pdf.busy === invoice.id;
  return (
    <Button
      loading={busy}
      aria-label={t('invoices.actions.downloadPdf')}
      onClick={() => pdf.download(invoice.id, () => downloadInvoicePdf(invoice))}
    >
      {busy ? null : <FileDown aria-hidden="true" />}
      PDF
    </Button>
  );
}

/** The credit notes that correct this invoice, each a link to its page. */
function CreditNotesPanel({ invoice, base }: { invoice: Invoice; base: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useFormat();
  const notes = useInvoices({ 'filter[credited_invoice_id]': String(invoice.id), sort: 'created_at' });
  const rows = notes.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader title={t('invoices.page.creditNotes')} />
      <ul className="divide-y divide-neutral-100 dark:divide-neutral-800">
        {rows.map((note) => (
          <li key={note.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
            <span className="min-w-0">
              <Link
                to={invoicePath(base, note.id)}
                className={`font-mono text-xs font-medium ${linkClasses}`}
              >
                {note.number ?? t('invoices.draftCreditNote')}
              </Link>
              {note.issue_date ? (
                <span className="ml-2 text-xs text-neutral-500 dark:text-neutral-400">
                  {format.day(note.issue_date)}
                </span>
              ) : null}
            </span>
            <span className="font-medium tabular-nums">{money.format(note.total, note.currency)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function TextPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} />
      <div className="px-4 py-3 text-sm whitespace-pre-line text-neutral-800 dark:text-neutral-200">
        {children}
      </div>
    </Card>
  );
}

/** `billing/invoices/:id`: an invoice or credit note, its lines, schedule and payments, and what can be done with it. */
export function InvoiceDetailRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const base = `/${params.orgCode ?? ''}`;
  const id = Number(params.id);
  const invoice = useInvoice(id);
  const reference = useInvoiceReference();
  const nameOf = useInvoiceName();
  const format = useFormat();
  const issue = useIssueInvoice(id);
  const voidInvoice = useVoidInvoice(id);
  const remove = useDeleteInvoice();
  const [dialog, setDialog] = useState<'issue' | 'void' | 'credit' | 'payment' | null>(null);
  const close = (open: boolean) => (open ? null : setDialog(null));

  if (!invoice.isSuccess) {
    return (
      <RecordLoadState
        record={invoice}
        loadingLabel={t('invoices.page.loading')}
        errorTitle={t('invoices.page.loadError')}
        backToList={`${base}/billing`}
      />
    );
  }

  const data = invoice.data;
  const name = nameOf(data);
  const isCredit = data.kind === 'credit_note';
  const draft = data.status === 'draft';
  const live = !draft && data.status !== 'void';
  const canPay = live && !isCredit;
  const canCredit = live && !isCredit && data.total - data.credited > 0;
  const canVoid = live && !isCredit && data.paid === 0;
  // The kind is said above the title: the title is the number, or "Draft".
  const title = name;

  const facts = [
    {
      label: t('invoices.fields.client'),
      value: (
        <Link to={recordLink(base, 'client', data.client.id)} className={linkClasses}>
          {data.client.name}
        </Link>
      ),
    },
    {
      label: t('invoices.fields.trip'),
      value: data.trip ? (
        <Link to={recordLink(base, 'trip', data.trip.id)} className={linkClasses}>
          {data.trip.name}
        </Link>
      ) : (
        '—'
      ),
    },
    ...(data.credited_invoice
      ? [
          {
            label: t('invoices.page.corrects'),
            value: (
              <Link to={invoicePath(base, data.credited_invoice.id)} className={`font-mono ${linkClasses}`}>
                {data.credited_invoice.name}
              </Link>
            ),
          },
        ]
      : []),
    {
      label: t('invoices.fields.issue_date'),
      value: data.issue_date ? format.day(data.issue_date) : t('invoices.page.onIssue'),
    },
    { label: t('invoices.fields.due_date'), value: data.due_date ? format.day(data.due_date) : '—' },
    {
      label: t('invoices.fields.currency'),
      value:
        data.exchange_rate && data.currency !== data.organization_currency
          ? t('invoices.page.rate', {
              currency: data.currency,
              rate: data.exchange_rate.replace(/\.?0+$/, ''),
              organization: data.organization_currency,
            })
          : data.currency,
    },
    { label: t('invoices.fields.created_by'), value: data.created_by?.name ?? '—' },
  ];

  return (
    <div>
      <RecordHeader
        back={{ to: `${base}/billing`, label: t('invoices.list.title') }}
        title={title}
        avatarShape="square"
        kind={t(isCredit ? 'invoices.kinds.credit_note' : 'invoices.kinds.invoice')}
        badges={
          <>
            {/* A draft's title already says so. */}
            {draft ? null : <InvoiceStatusBadge status={data.status} reference={reference} size="md" />}
            {live ? (
              <Badge tone="neutral">
                <Lock aria-hidden="true" className="size-3" />
                {t('invoices.page.locked')}
              </Badge>
            ) : null}
          </>
        }
        facts={facts}
        actions={
          <>
            {draft ? (
              <>
                <RecordEditLink to={`${invoicePath(base, data.id)}/edit`} />
                <Button variant="primary" onClick={() => setDialog('issue')}>
                  <Lock aria-hidden="true" />
                  {t('invoices.actions.issue')}
                </Button>
              </>
            ) : null}
            {canPay ? (
              <Button variant="primary" onClick={() => setDialog('payment')}>
                <Wallet aria-hidden="true" />
                {t('invoices.actions.recordPayment')}
              </Button>
            ) : null}
            {canCredit ? (
              <Button onClick={() => setDialog('credit')}>
                <FileMinus aria-hidden="true" />
                {t('invoices.actions.creditNote')}
              </Button>
            ) : null}
            <PdfButton invoice={data} />
            {canVoid ? (
              <Button variant="ghost" onClick={() => setDialog('void')}>
                <Ban aria-hidden="true" />
                {t('invoices.actions.void')}
              </Button>
            ) : null}
            {draft ? (
              <RecordMoreActions
                title={t('invoices.page.deleteTitle')}
                description={t('invoices.page.deleteDescription', { client: data.client.name })}
                onDelete={() => remove.mutateAsync(data.id)}
                leave={{ deleted: t('invoices.page.deleted'), to: `${base}/billing` }}
              />
            ) : null}
          </>
        }
      />
      <div className="mb-6">
        <InvoiceTotals invoice={data} />
      </div>
      <RecordLayout
        details={
          <>
            {data.status === 'void' && data.void_reason ? (
              <TextPanel title={t('invoices.page.voidReason')}>{data.void_reason}</TextPanel>
            ) : null}
            {!isCredit ? <CreditNotesPanel invoice={data} base={base} /> : null}
            <TextPanel title={t('invoices.fields.notes_for_client')}>
              {data.notes_for_client || (
                <span className="text-neutral-500 dark:text-neutral-400">{t('invoices.page.noNotes')}</span>
              )}
            </TextPanel>
          </>
        }
        activity={
          <>
            <InvoiceLinesTable invoice={data} />
            {!isCredit ? <InvoiceSchedule invoice={data} /> : null}
            {!isCredit && !draft ? (
              <InvoicePayments invoice={data} canRecord={canPay} onRecord={() => setDialog('payment')} />
            ) : null}
          </>
        }
      />
      <ConfirmDialog
        open={dialog === 'issue'}
        onOpenChange={close}
        tone="primary"
        title={t('invoices.issue.title')}
        description={t('invoices.issue.description', { client: data.client.name })}
        confirmLabel={t('invoices.issue.confirm')}
        loading={issue.isPending}
        onConfirm={() =>
          issue.mutate(undefined, {
            onSuccess: (issued) => {
              setDialog(null);
              toast({ title: t('invoices.issue.done', { number: issued.number ?? '' }), color: 'success' });
            },
            onError: (error) => {
              setDialog(null);
              toastFailure({ title: t('invoices.issue.failed'), error });
            },
          })
        }
      />
      {dialog === 'void' ? (
        <ReasonDialog
          open
          onOpenChange={close}
          title={t('invoices.voidDialog.title', { number: name })}
          description={t('invoices.voidDialog.description')}
          reasonLabel={t('invoices.voidDialog.reason')}
          confirmLabel={t('invoices.voidDialog.confirm')}
          onConfirm={async (reason) => {
            await voidInvoice.mutateAsync(reason);
            toast({ title: t('invoices.voidDialog.done', { number: name }), color: 'success' });
          }}
        />
      ) : null}
      {dialog === 'credit' ? <CreditNoteDialog invoice={data} base={base} open onOpenChange={close} /> : null}
      {dialog === 'payment' ? <PaymentDialog invoice={data} open onOpenChange={close} /> : null}
    </div>
  );
}
