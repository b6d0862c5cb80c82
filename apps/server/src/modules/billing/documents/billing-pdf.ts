import type { Language } from '@aurora/contracts/constants';
import { formatMoney, toMajorUnits } from '@aurora/contracts/money';
import {
  COLOR,
  contentWidth,
  createPdf,
  drawFacts,
  drawFooters,
  drawHeading,
  drawParagraphs,
  FONT,
  headingHeight,
  heightOf,
  keepTogether,
  type Pdf,
  rule,
  type TextStyle,
  write,
} from '#platform/pdf/pdf.ts';

/** The organization as its documents name it (its record's name, legal name, tax id, address). */
export type DocumentIssuer = {
  name: string;
  /** ISO 3166 country: it names the tax id (RFC in Mexico, NIT in Colombia). */
  country: string;
  legalName: string | null;
  taxId: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
};

/** How the organization writes: its language, its locale's numbers, its own currency. */
export type DocumentWriting = { language: Language; locale: string; ownCurrency: string };

/** Money of a document: integer minor units of `currency`, with its decimals. */
export type DocumentMoney = { currency: string; decimals: number };

export type InvoiceDocument = DocumentWriting &
  DocumentMoney & {
    kind: 'invoice' | 'credit_note';
    number: string;
    /** The number of the invoice a credit note corrects. */
    corrects: string | null;
    issuer: DocumentIssuer;
    client: { name: string; taxId: string | null; address: string | null; email: string | null };
    /** Dates already written as the organization writes them. */
    issueDate: string;
    dueDate: string | null;
    /** "MX-2026-0042 · Spain and Portugal honeymoon" */
    trip: string | null;
    lines: {
      description: string;
      /** As typed: "2", "1.5". */
      quantity: string;
      unitPrice: number;
      /** "16 %", already written. */
      taxRate: string;
      total: number;
    }[];
    subtotal: number;
    tax: number;
    total: number;
    /** Payments net of refunds, and what credit notes took off it. */
    paid: number;
    credited: number;
    schedule: { label: string; dueDate: string; amount: number; paid: boolean }[];
    notesForClient: string | null;
    generatedAt: string;
  };

export type ReceiptDocument = DocumentWriting &
  DocumentMoney & {
    number: string;
    issuer: DocumentIssuer;
    receivedFrom: string;
    date: string;
    method: string;
    reference: string | null;
    invoiceNumber: string;
    amount: number;
    invoiceTotal: number;
    /** Paid on the invoice with this payment, and what is left after it. */
    paidToDate: number;
    balance: number;
    generatedAt: string;
  };

const LABELS = {
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    corrects: (number: string) => `Corrects invoice ${number}`,
    receipt: 'Payment receipt',
    billTo: 'Bill to',
    taxId: 'Tax ID',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    trip: 'Trip',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    taxRate: 'Tax',
    amount: 'Amount',
    subtotal: 'Subtotal',
    taxTotal: 'Tax',
    total: 'Total',
    paid: 'Paid',
    credited: 'Credited',
    balance: 'Balance due',
    schedule: 'Payment schedule',
    due: 'Due',
    settled: 'Paid',
    notes: 'Notes',
    receivedFrom: 'Received from',
    date: 'Date',
    method: 'Method',
    reference: 'Reference',
    forInvoice: 'For invoice',
    invoiceTotal: 'Invoice total',
    paidToDate: 'Paid to date',
    balanceAfter: 'Balance',
    generated: 'Generated',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  es: {
    invoice: 'Factura',
    creditNote: 'Nota de crédito',
    corrects: (number: string) => `Corrige la factura ${number}`,
    receipt: 'Recibo de pago',
    billTo: 'Facturar a',
    taxId: 'Id. fiscal',
    issueDate: 'Fecha de emisión',
    dueDate: 'Vencimiento',
    trip: 'Viaje',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    taxRate: 'Impuesto',
    amount: 'Importe',
    subtotal: 'Subtotal',
    taxTotal: 'Impuestos',
    total: 'Total',
    paid: 'Pagado',
    credited: 'Acreditado',
    balance: 'Saldo pendiente',
    schedule: 'Calendario de pagos',
    due: 'Pendiente',
    settled: 'Pagado',
    notes: 'Notas',
    receivedFrom: 'Recibido de',
    date: 'Fecha',
    method: 'Forma de pago',
    reference: 'Referencia',
    forInvoice: 'Factura',
    invoiceTotal: 'Total de la factura',
    paidToDate: 'Pagado a la fecha',
    balanceAfter: 'Saldo',
    generated: 'Generado',
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
} satisfies Record<Language, unknown>;
type Labels = (typeof LABELS)[Language];

/** What a country calls the tax id on its documents; elsewhere the language's generic word. */
const TAX_ID_NAMES: Readonly<Record<string, string>> = { MX: 'RFC', CO: 'NIT' };
const taxIdLabel = (issuer: DocumentIssuer, labels: Labels) => TAX_ID_NAMES[issuer.country] ?? labels.taxId;

const STYLE = {
  issuer: { font: FONT.bold, size: 18, color: COLOR.text, lineGap: 0 },
  issuerLine: { font: FONT.regular, size: 8.5, color: COLOR.muted, lineGap: 1 },
  title: { font: FONT.bold, size: 15, color: COLOR.accent, lineGap: 0 },
  subtitle: { font: FONT.regular, size: 9.5, color: COLOR.muted, lineGap: 0 },
  cellHeader: { font: FONT.bold, size: 8.5, color: COLOR.muted, lineGap: 0 },
  cell: { font: FONT.regular, size: 9.5, color: COLOR.text, lineGap: 1.5 },
  total: { font: FONT.bold, size: 11, color: COLOR.text, lineGap: 0 },
  amount: { font: FONT.bold, size: 20, color: COLOR.text, lineGap: 0 },
} satisfies Record<string, TextStyle>;

const SECTION_GAP = 18;
const ROW_GAP = 5;

/** An invoice or a credit note, in the organization's language, amounts as it writes them. */
export async function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const labels = LABELS[document.language];
  const title = document.kind === 'credit_note' ? labels.creditNote : labels.invoice;
  const { pdf, finish } = createPdf({
    language: document.language,
    title: `${title} ${document.number}`,
    author: document.issuer.name,
  });
  const money = moneyWriter(document);

  drawIssuer(pdf, document.issuer, labels);
  write(
    pdf,
    STYLE.title,
    `${title} ${document.number}`,
    pdf.page.margins.left,
    pdf.y + 20,
    contentWidth(pdf),
  );
  if (document.corrects) {
    write(
      pdf,
      STYLE.subtitle,
      labels.corrects(document.corrects),
      pdf.page.margins.left,
      pdf.y + 2,
      contentWidth(pdf),
    );
  }
  pdf.y += 10;
  const client = [
    document.client.name,
    document.client.taxId ? `${taxIdLabel(document.issuer, labels)}: ${document.client.taxId}` : null,
    document.client.address,
    document.client.email,
  ].filter((line) => line !== null);
  drawFacts(pdf, [
    [labels.billTo, client.join('\n')],
    [labels.issueDate, document.issueDate],
    [labels.dueDate, document.dueDate],
    [labels.trip, document.trip],
  ]);

  pdf.y += SECTION_GAP;
  drawTable(
    pdf,
    [
      { header: labels.description, share: 0.43, align: 'left' },
      { header: labels.quantity, share: 0.08, align: 'right' },
      { header: labels.unitPrice, share: 0.18, align: 'right' },
      { header: labels.taxRate, share: 0.12, align: 'right' },
      { header: labels.amount, share: 0.19, align: 'right' },
    ],
    document.lines.map((line) => [
      line.description,
      line.quantity,
      money(line.unitPrice),
      line.taxRate,
      money(line.total),
    ]),
  );

  pdf.y += 8;
  drawTotals(pdf, [
    [labels.subtotal, money(document.subtotal), STYLE.cell],
    [labels.taxTotal, money(document.tax), STYLE.cell],
    [labels.total, money(document.total), STYLE.total],
    ...(document.paid !== 0 ? ([[labels.paid, money(document.paid), STYLE.cell]] as const) : []),
    ...(document.credited !== 0 ? ([[labels.credited, money(document.credited), STYLE.cell]] as const) : []),
    ...(document.paid !== 0 || document.credited !== 0
      ? ([[labels.balance, money(document.total - document.paid - document.credited), STYLE.total]] as const)
      : []),
  ]);

  if (document.schedule.length > 1) {
    pdf.y += SECTION_GAP;
    keepTogether(pdf, headingHeight(pdf, labels.schedule) + 40);
    drawHeading(pdf, labels.schedule);
    drawTable(
      pdf,
      [
        { header: labels.description, share: 0.4, align: 'left' },
        { header: labels.dueDate, share: 0.22, align: 'left' },
        { header: labels.amount, share: 0.22, align: 'right' },
        { header: '', share: 0.16, align: 'right' },
      ],
      document.schedule.map((item) => [
        item.label,
        item.dueDate,
        money(item.amount),
        item.paid ? labels.settled : labels.due,
      ]),
    );
  }

  const notes = document.notesForClient?.trim();
  if (notes) {
    pdf.y += SECTION_GAP;
    drawParagraphs(pdf, labels.notes, notes);
  }
  drawFooters(pdf, {
    owner: document.issuer.name,
    details: ` · ${document.number} · ${labels.generated} ${document.generatedAt}`,
    page: labels.page,
  });
  return finish();
}

/** A receipt for one payment: what was received, for which invoice, and what is left. */
export async function renderReceiptPdf(document: ReceiptDocument): Promise<Buffer> {
  const labels = LABELS[document.language];
  const { pdf, finish } = createPdf({
    language: document.language,
    title: `${labels.receipt} ${document.number}`,
    author: document.issuer.name,
  });
  const money = moneyWriter(document);
  const left = pdf.page.margins.left;

  drawIssuer(pdf, document.issuer, labels);
  write(pdf, STYLE.title, `${labels.receipt} ${document.number}`, left, pdf.y + 20, contentWidth(pdf));
  write(pdf, STYLE.amount, money(document.amount), left, pdf.y + 10, contentWidth(pdf));
  pdf.y += 10;
  drawFacts(pdf, [
    [labels.receivedFrom, document.receivedFrom],
    [labels.date, document.date],
    [labels.method, document.method],
    [labels.reference, document.reference],
    [labels.forInvoice, document.invoiceNumber],
  ]);
  pdf.y += SECTION_GAP;
  drawTotals(pdf, [
    [labels.invoiceTotal, money(document.invoiceTotal), STYLE.cell],
    [labels.paidToDate, money(document.paidToDate), STYLE.cell],
    [labels.balanceAfter, money(document.balance), STYLE.total],
  ]);
  drawFooters(pdf, {
    owner: document.issuer.name,
    details: ` · ${document.number} · ${labels.generated} ${document.generatedAt}`,
    page: labels.page,
  });
  return finish();
}

/** Minor units of the document's currency, written as its organization writes money. */
function moneyWriter(document: DocumentWriting & DocumentMoney) {
  const scope = { locale: document.locale, currency: document.ownCurrency };
  return (minor: number) => formatMoney(toMajorUnits(minor, document.decimals), document.currency, scope);
}

function drawIssuer(pdf: Pdf, issuer: DocumentIssuer, labels: Labels): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  write(pdf, STYLE.issuer, issuer.name, left, pdf.y, width);
  const legal = [issuer.legalName, issuer.taxId ? `${taxIdLabel(issuer, labels)}: ${issuer.taxId}` : null]
    .filter((part) => part !== null)
    .join('   ·   ');
  const contact = [issuer.phone, issuer.email].filter((part) => part !== null).join('   ·   ');
  const lines = [legal, issuer.address, contact].filter((line) => line);
  if (lines.length > 0) write(pdf, STYLE.issuerLine, lines.join('\n'), left, pdf.y + 3, width);
  rule(pdf, pdf.y + 8, 1.5, COLOR.accent);
}

type Column = { header: string; share: number; align: 'left' | 'right' };

/** A table across the page, its header repeated on every page it runs onto. */
function drawTable(pdf: Pdf, columns: Column[], rows: string[][]): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const widths = columns.map((column) => column.share * width);
  const xs = widths.map((_, index) => left + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  const padding = 6;
  const drawRow = (cells: string[], style: TextStyle) => {
    const top = pdf.y;
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index];
      const x = xs[index];
      const cellWidth = widths[index];
      if (!column || x === undefined || cellWidth === undefined) return;
      write(pdf, style, cell, x + (index === 0 ? 0 : padding), top, cellWidth - padding, column.align);
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom;
  };
  const rowHeight = (cells: string[]) =>
    Math.max(
      ...cells.map((cell, index) => heightOf(pdf, STYLE.cell, cell, (widths[index] ?? width) - padding)),
    );
  const drawHeader = () => {
    drawRow(
      columns.map((column) => column.header),
      STYLE.cellHeader,
    );
    rule(pdf, pdf.y + 3, 0.75, COLOR.rule);
    pdf.y += 7;
  };

  drawHeader();
  for (const cells of rows) {
    if (keepTogether(pdf, rowHeight(cells) + ROW_GAP)) drawHeader();
    drawRow(cells, STYLE.cell);
    pdf.y += ROW_GAP;
  }
  rule(pdf, pdf.y, 0.5, COLOR.rule);
}

/** Label and amount rows at the right of the page, kept together. */
function drawTotals(pdf: Pdf, rows: readonly (readonly [string, string, TextStyle])[]): void {
  const width = contentWidth(pdf);
  const blockWidth = Math.min(260, width);
  const x = pdf.page.margins.left + width - blockWidth;
  keepTogether(pdf, rows.length * 18);
  for (const [label, amount, style] of rows) {
    const top = pdf.y + ROW_GAP;
    write(pdf, style, label, x, top, blockWidth / 2);
    write(pdf, style, amount, x + blockWidth / 2, top, blockWidth / 2, 'right');
  }
}
