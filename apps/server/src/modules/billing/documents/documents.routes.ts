import { recordIdParamSchema } from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { invoiceDocument, receiptDocument } from './billing-documents.service.ts';
import { renderInvoicePdf, renderReceiptPdf } from './billing-pdf.ts';

const pdf = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '-')}.pdf"`,
});

/** Registered inside the org scope: an invoice's and a payment's PDFs. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/:id/document.pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'An invoice or credit note as a PDF, in the organization’s language (a draft says so)',
        params: recordIdParamSchema,
      },
    },
    async (request, reply) => {
      const document = await invoiceDocument(currentContext(request), request.params.id);
      const name = document.number.startsWith('(') ? `invoice-draft-${request.params.id}` : document.number;
      return reply.headers(pdf(name)).send(await renderInvoicePdf(document));
    },
  );

  app.get(
    '/payments/:id/receipt.pdf',
    {
      schema: {
        tags: ['payments'],
        summary: 'A receipt for a payment as a PDF, with what is left on its invoice',
        params: recordIdParamSchema,
      },
    },
    async (request, reply) => {
      const document = await receiptDocument(currentContext(request), request.params.id);
      return reply.headers(pdf(`receipt-${document.number}`)).send(await renderReceiptPdf(document));
    },
  );
};
