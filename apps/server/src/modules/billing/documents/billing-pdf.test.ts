import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  type DocumentIssuer,
  type InvoiceDocument,
  type ReceiptDocument,
  renderInvoicePdf,
  renderReceiptPdf,
} from './billing-pdf.ts';

const ISSUER: DocumentIssuer = {
  name: 'Aurora Viajes México',
  country: 'MX',
  legalName: 'Aurora Viajes México S.A. de C.V.',
  taxId: 'AVM190101AB1',
  address: 'Av. Paseo de la Reforma 250, Juárez, 06600 Ciudad de México',
  phone: '55 5123 4567',
  email: 'hola@aurora-viajes.mx',
};

function honeymoonInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    language: 'es',
    locale: 'es-MX',
    ownCurrency: 'MXN',
    currency: 'MXN',
    decimals: 2,
    kind: 'invoice',
    number: 'MX-2026-00017',
    corrects: null,
    issuer: ISSUER,
    client: {
      name: 'Lucía Jiménez',
      taxId: 'JIML850101XX1',
      address: 'Calle Durango 12, Roma Norte',
      email: null,
    },
    issueDate: '27 nov 2026',
    dueDate: '15 dic 2026',
    trip: 'MX-2026-0042 · Luna de miel en España y Portugal',
    lines: [
      {
        description: 'Vuelo AM 650 · MEX → MAD, 2 pasajeros',
        quantity: '2',
        unitPrice: 2_150_000,
        taxRate: '0 %',
        total: 4_300_000,
      },
      {
        description: 'Hotel Urban, Madrid · 3 noches',
        quantity: '1',
        unitPrice: 3_000_000,
        taxRate: '16 %',
        total: 3_480_000,
      },
    ],
    subtotal: 7_300_000,
    tax: 480_000,
    total: 7_780_000,
    paid: 2_334_000,
    credited: 0,
    schedule: [
      { label: 'Anticipo (30 %)', dueDate: '27 nov 2026', amount: 2_334_000, paid: true },
      { label: 'Saldo final', dueDate: '16 ene 2027', amount: 5_446_000, paid: false },
    ],
    notesForClient: 'Tarifas sujetas a disponibilidad.\r\nGracias por viajar con nosotros.',
    generatedAt: '27 nov 2026, 10:14',
    ...overrides,
  };
}

async function pagesOf(bytes: Buffer): Promise<string[]> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false });
  return text;
}

// Intl separates a code from its amount, and es-CO a symbol, with a no-break space.
const words = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

describe('invoice PDF', () => {
  it('writes the issuer, the client, every line, the totals and the schedule, money as Mexico writes it', async () => {
    const pages = await pagesOf(await renderInvoicePdf(honeymoonInvoice()));
    const text = words(pages.join('\n'));

    for (const expected of [
      'Aurora Viajes México S.A. de C.V.',
      'RFC: AVM190101AB1',
      'Factura MX-2026-00017',
      'Facturar a',
      'Lucía Jiménez',
      'Vuelo AM 650 · MEX → MAD, 2 pasajeros',
      '$21,500.00',
      '$43,000.00',
      'Subtotal',
      '$73,000.00',
      '$77,800.00',
      'Saldo pendiente',
      '$54,460.00',
      'Calendario de pagos',
      'Anticipo (30 %)',
      'Gracias por viajar con nosotros.',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Invoice');
  });

  it('writes another currency by its code and each currency with its own decimals', async () => {
    const usd = words(
      (
        await pagesOf(await renderInvoicePdf(honeymoonInvoice({ currency: 'USD', total: 120_000, paid: 0 })))
      ).join(' '),
    );
    expect(usd).toContain('USD 1,200.00');

    const colombia = words(
      (
        await pagesOf(
          await renderInvoicePdf(
            honeymoonInvoice({
              locale: 'es-CO',
              ownCurrency: 'COP',
              currency: 'COP',
              total: 1_860_000_000,
              paid: 0,
            }),
          ),
        )
      ).join(' '),
    );
    expect(colombia).toContain('$ 18.600.000,00');

    const kuwait = words(
      (
        await pagesOf(
          await renderInvoicePdf(
            honeymoonInvoice({
              language: 'en',
              locale: 'en-US',
              ownCurrency: 'USD',
              currency: 'KWD',
              decimals: 3,
              total: 1_234_567,
              paid: 0,
            }),
          ),
        )
      ).join(' '),
    );
    expect(kuwait).toContain('KWD 1,234.567');
  });

  it('a credit note says so and names the invoice it corrects, its amounts negative', async () => {
    const text = words(
      (
        await pagesOf(
          await renderInvoicePdf(
            honeymoonInvoice({
              language: 'en',
              locale: 'en-US',
              ownCurrency: 'USD',
              currency: 'USD',
              kind: 'credit_note',
              number: 'US-2026-00031',
              corrects: 'US-2026-00017',
              lines: [
                {
                  description: 'Hotel night not used',
                  quantity: '1',
                  unitPrice: -25_000,
                  taxRate: '0 %',
                  total: -25_000,
                },
              ],
              subtotal: -25_000,
              tax: 0,
              total: -25_000,
              paid: 0,
              schedule: [],
            }),
          ),
        )
      ).join(' '),
    );
    expect(text).toContain('Credit note US-2026-00031');
    expect(text).toContain('Corrects invoice US-2026-00017');
    expect(text).toContain('-$250.00');
    expect(text).not.toContain('Payment schedule');
  });

  it('runs a long invoice onto more pages, the table header repeated and every line whole', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      description: `Traslado ${index + 1} · aeropuerto → hotel, con asistencia en español y equipaje de hasta dos maletas por pasajero`,
      quantity: '1',
      unitPrice: 100_000,
      taxRate: '16 %',
      total: 116_000,
    }));
    const pages = await pagesOf(await renderInvoicePdf(honeymoonInvoice({ lines })));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages.slice(1)) expect(page).toContain('Descripción');
    const text = words(pages.join(' '));
    for (const line of lines) expect(text).toContain(line.description);
    expect(text).toContain(`Página ${pages.length} de ${pages.length}`);
  });

  it('sets the title, author and language of the file', async () => {
    const pdf = await getDocumentProxy(new Uint8Array(await renderInvoicePdf(honeymoonInvoice())));
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({
      Title: 'Factura MX-2026-00017',
      Author: 'Aurora Viajes México',
      Language: 'es',
    });
  });
});

describe('receipt PDF', () => {
  const receipt: ReceiptDocument = {
    language: 'en',
    locale: 'en-US',
    ownCurrency: 'USD',
    currency: 'USD',
    decimals: 2,
    number: 'R-US-2026-00008',
    issuer: {
      ...ISSUER,
      name: 'Aurora Travel USA',
      country: 'US',
      legalName: 'Aurora Travel USA LLC',
      taxId: '84-1234567',
    },
    receivedFrom: 'The Miller Family',
    date: 'Nov 27, 2026',
    method: 'Card',
    reference: 'AUTH 448812',
    invoiceNumber: 'US-2026-00017',
    amount: 150_000,
    invoiceTotal: 520_000,
    paidToDate: 250_000,
    balance: 270_000,
    generatedAt: 'Nov 27, 2026, 10:14 AM',
  };

  it('says what was received, for which invoice, and what is left', async () => {
    const text = words((await pagesOf(await renderReceiptPdf(receipt))).join(' '));
    for (const expected of [
      'Payment receipt R-US-2026-00008',
      '$1,500.00',
      'Tax ID: 84-1234567',
      'Received from',
      'The Miller Family',
      'AUTH 448812',
      'US-2026-00017',
      '$5,200.00',
      '$2,500.00',
      '$2,700.00',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
