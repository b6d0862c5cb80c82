import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '#platform/manual-clock.ts';
import { createTestApp, useTestApp } from '#test/app.ts';
import {
  type MemberScope,
  makeClient,
  memberRequests,
  organizationWithMember,
} from '#test/records-factories.ts';

// 23:30 in Mexico City on 27 November 2026: already the 28th in UTC.
const clock = createManualClock(new Date('2026-11-28T05:30:00Z'));
const t = useTestApp(() => createTestApp({}, { clock }));
const { send, get } = memberRequests(() => t.app);

const words = async (bytes: Buffer) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/[\s\u00a0]+/g, ' ');
};

async function mexicanAgency() {
  const s = await organizationWithMember(t.app, {
    locale: 'es-MX',
    legal_name: 'Viajes Sol S.A. de C.V.',
    tax_id: 'VSO190101AB1',
    address: 'Av. Reforma 250, Ciudad de México',
  });
  const client = await makeClient(t.app, s.base, s.headers, {
    name: 'Lucía Jiménez',
    tax_id: 'JIML850101XX1',
    address_line: 'Calle Durango 12',
    postal_code: '06700',
    city: 'Ciudad de México',
  });
  return { s, client };
}

async function ok(s: MemberScope, method: 'POST', path: string, payload?: object) {
  const response = await send(s, method, path, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().data;
}

describe('billing documents', () => {
  it('an invoice, its credit note and a payment receipt as PDFs, in the organization’s Spanish and money', async () => {
    const { s, client } = await mexicanAgency();
    const draft = await ok(s, 'POST', '/invoices', {
      client_id: client.id,
      lines: [
        {
          description: 'Hotel Xcaret México · 3 noches',
          quantity: '1',
          unit_price: 3_000_000,
          tax_rate: 1600,
        },
      ],
      schedule: { type: 'deposit', deposit_percent: '30', balance_due_date: '2027-01-15' },
      notes_for_client: 'Gracias por viajar con nosotros.',
    });
    const draftPdf = await get(s, `/invoices/${draft.id}/document.pdf`);
    expect(draftPdf.statusCode).toBe(200);
    expect(draftPdf.headers['content-disposition']).toBe(
      `attachment; filename="invoice-draft-${draft.id}.pdf"`,
    );
    const draftText = await words(draftPdf.rawPayload);
    expect(draftText).toContain('Factura (borrador)');
    // Dated the day it is printed on the organization's clock, not in UTC.
    expect(draftText).toContain('Fecha de emisión 27 nov 2026');

    const invoice = await ok(s, 'POST', `/invoices/${draft.id}/issue`);
    const payment = await ok(s, 'POST', '/payments', {
      invoice_id: invoice.id,
      amount: 1_000_000,
      method: 'transfer',
      reference: 'SPEI 88213',
    });

    const invoicePdf = await get(s, `/invoices/${invoice.id}/document.pdf`);
    expect(invoicePdf.headers['content-type']).toBe('application/pdf');
    expect(invoicePdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = await words(invoicePdf.rawPayload);
    for (const expected of [
      'Viajes Sol S.A. de C.V.',
      'RFC: VSO190101AB1',
      `Factura ${invoice.number}`,
      'Lucía Jiménez',
      'RFC: JIML850101XX1',
      'Calle Durango 12, 06700 Ciudad de México',
      '16%',
      '$30,000.00',
      '$34,800.00',
      'Pagado $10,000.00',
      'Saldo pendiente $24,800.00',
      // The deposit first, then the balance, each with its day.
      'Calendario de pagos Descripción Vencimiento Importe Anticipo',
      'Saldo final 15 ene 2027 $24,360.00 Pendiente',
      'Gracias por viajar con nosotros.',
    ]) {
      expect(text).toContain(expected);
    }

    const receipt = await get(s, `/payments/${payment.id}/receipt.pdf`);
    expect(receipt.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${invoice.number}-${payment.id}.pdf"`,
    );
    const receiptText = await words(receipt.rawPayload);
    for (const expected of [
      'Recibo de pago',
      'Transferencia',
      'SPEI 88213',
      'Lucía Jiménez',
      '$10,000.00',
      '$24,800.00',
    ]) {
      expect(receiptText).toContain(expected);
    }

    const credit = await ok(s, 'POST', `/invoices/${invoice.id}/credit-notes`, {
      lines: [{ description: 'Noche no utilizada', quantity: '1', unit_price: 500_000 }],
      reason: 'Salida anticipada',
    });
    const creditText = await words((await get(s, `/invoices/${credit.id}/document.pdf`)).rawPayload);
    expect(creditText).toContain(`Nota de crédito ${credit.number}`);
    expect(creditText).toContain(`Corrige la factura ${invoice.number}`);
    expect(creditText).toContain('-$5,000.00');
  });

  it("another organization's invoice or payment answers 404, and no PDF", async () => {
    const { s, client } = await mexicanAgency();
    const other = await organizationWithMember(t.app);
    const invoice = await ok(s, 'POST', '/invoices', {
      client_id: client.id,
      lines: [{ description: 'Tour', quantity: '1', unit_price: 10_000 }],
    });
    await ok(s, 'POST', `/invoices/${invoice.id}/issue`);
    const payment = await ok(s, 'POST', '/payments', {
      invoice_id: invoice.id,
      amount: 5_000,
      method: 'cash',
    });
    for (const path of [`/invoices/${invoice.id}/document.pdf`, `/payments/${payment.id}/receipt.pdf`]) {
      const response = await get(other, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
