import type { Invoice } from '@aurora/contracts/billing/invoices';
import type { PaymentMethod } from '@aurora/contracts/billing/payments';
import type { Language } from '@aurora/contracts/constants';
import { isoExponentOf } from '@aurora/contracts/money';
import { dayIn } from '@aurora/contracts/time-zones';
import { getClient } from '#modules/clients/clients.service.ts';
import { getTrip } from '#modules/travel/trips/trips.service.ts';
import { formatPhone } from '#platform/phones.ts';
import { languageOfOrganization, type OrganizationContext } from '#platform/tenancy/context.ts';
import { getInvoice } from '../invoices/invoices.service.ts';
import { getPayment } from '../payments/payments.service.ts';
import type { DocumentIssuer, DocumentWriting, InvoiceDocument, ReceiptDocument } from './billing-pdf.ts';

/** The documents' words that come from data: instalments and payment methods. */
const TEXTS = {
  en: {
    draft: 'draft',
    deposit: 'Deposit',
    balance: 'Final balance',
    instalment: (position: number) => `Instalment ${position}`,
    methods: { card: 'Card', transfer: 'Bank transfer', cash: 'Cash', cheque: 'Cheque', other: 'Other' },
  },
  es: {
    draft: 'borrador',
    deposit: 'Anticipo',
    balance: 'Saldo final',
    instalment: (position: number) => `Pago ${position}`,
    methods: {
      card: 'Tarjeta',
      transfer: 'Transferencia',
      cash: 'Efectivo',
      cheque: 'Cheque',
      other: 'Otro',
    },
  },
} satisfies Record<Language, { methods: Record<PaymentMethod, string> } & Record<string, unknown>>;

/** How the organization writes (language, numbers, days) and who it is on its documents. */
function writingOf(ctx: OrganizationContext) {
  const { organization } = ctx;
  const language = languageOfOrganization(organization);
  const writing: DocumentWriting = {
    language,
    locale: organization.locale,
    ownCurrency: organization.currency,
  };
  const issuer: DocumentIssuer = {
    name: organization.name,
    country: organization.country,
    legalName: organization.legal.name,
    taxId: organization.legal.taxId,
    address: organization.legal.address,
    phone: organization.contact.phone && formatPhone(organization.contact.phone),
    email: organization.contact.email,
  };
  const days = new Intl.DateTimeFormat(organization.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (date: string) => days.format(new Date(`${date}T12:00:00Z`));
  const generatedAt = new Intl.DateTimeFormat(organization.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: organization.timeZone,
  }).format(ctx.clock.now());
  return { writing, issuer, day, generatedAt, text: TEXTS[language] };
}

const decimalsOf = (currency: string) => isoExponentOf(currency) ?? 2;

/** An instalment's name: a deposit plan's first and last, else its place (`position` counts from 0). */
function instalmentLabel(invoice: Invoice, position: number, text: (typeof TEXTS)[Language]): string {
  if (invoice.schedule.type === 'deposit') return position === 0 ? text.deposit : text.balance;
  return text.instalment(position + 1);
}

/** An invoice or credit note as its PDF shows it, in the organization's language and numbers. */
export async function invoiceDocument(ctx: OrganizationContext, id: number): Promise<InvoiceDocument> {
  const invoice = await getInvoice(ctx, id);
  const [client, trip] = await Promise.all([
    getClient(ctx, invoice.client.id),
    invoice.trip ? getTrip(ctx, invoice.trip.id) : null,
  ]);
  const { writing, issuer, day, generatedAt, text } = writingOf(ctx);
  const percent = new Intl.NumberFormat(writing.locale, { style: 'percent', maximumFractionDigits: 2 });
  const address = [client.address_line, [client.postal_code, client.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    ...writing,
    currency: invoice.currency,
    decimals: decimalsOf(invoice.currency),
    kind: invoice.kind,
    number: invoice.number ?? `(${text.draft})`,
    corrects: invoice.credited_invoice?.name ?? null,
    issuer,
    client: { name: client.name, taxId: client.tax_id, address: address || null, email: client.email },
    // A draft is dated the day it is printed, in the organization's zone.
    issueDate: day(invoice.issue_date ?? dayIn(ctx.clock.now(), ctx.organization.timeZone)),
    dueDate: invoice.due_date ? day(invoice.due_date) : null,
    trip: trip ? `${trip.reference} · ${trip.title}` : null,
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unit_price,
      taxRate: percent.format(line.tax_rate / 10_000),
      total: line.total,
    })),
    subtotal: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    paid: invoice.paid,
    credited: invoice.credited,
    schedule: invoice.instalments.map((instalment) => ({
      label: instalmentLabel(invoice, instalment.position, text),
      dueDate: instalment.due_date ? day(instalment.due_date) : '',
      amount: instalment.amount,
      paid: instalment.status === 'paid',
    })),
    notesForClient: invoice.notes_for_client,
    generatedAt,
  };
}

/** A payment's receipt: what was received and what is left on its invoice now. */
export async function receiptDocument(ctx: OrganizationContext, id: number): Promise<ReceiptDocument> {
  const payment = await getPayment(ctx, id);
  const invoice = await getInvoice(ctx, payment.invoice.id);
  const { writing, issuer, day, generatedAt, text } = writingOf(ctx);
  return {
    ...writing,
    currency: payment.currency,
    decimals: decimalsOf(payment.currency),
    number: `${invoice.number ?? invoice.id}/${payment.id}`,
    issuer,
    receivedFrom: payment.client.name,
    date: day(payment.paid_on),
    method: text.methods[payment.method],
    reference: payment.reference,
    invoiceNumber: invoice.number ?? `(${text.draft})`,
    amount: payment.amount,
    invoiceTotal: invoice.total,
    paidToDate: invoice.paid,
    balance: invoice.balance,
    generatedAt,
  };
}
