import { Readable } from 'node:stream';
import { errorSchema, validationErrorSchema } from '@aurora/contracts/http';
import { stringify } from 'csv-stringify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { clientsRoutes } from '#modules/clients/clients.routes.ts';
import { contactsRoutes } from '#modules/contacts/contacts.routes.ts';
import { leadsRoutes } from '#modules/leads/leads.routes.ts';
import type { Config } from '#platform/config.ts';
import { attachmentsRoutes } from '#records/attachments/attachments.routes.ts';
import { importsRoutes } from '#records/imports/imports.routes.ts';
import { notesRoutes } from '#records/notes/notes.routes.ts';
import { savedViewsRoutes } from '#records/saved-views/saved-views.routes.ts';
import { searchRoutes } from '#records/search/search.routes.ts';

/** The error answers every records route may give. */
export const recordErrors = {
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: validationErrorSchema,
};

/** `columns=a,b` of an export, or every export column of the module. */
export const exportColumns = (requested: string | undefined, all: readonly string[]) =>
  requested
    ? requested
        .split(',')
        .map((column) => column.trim())
        .filter(Boolean)
    : [...all];

/**
 * Streams rows as a CSV download (UTF-8 with a BOM, so spreadsheet programs read accents right),
 * header row first. Rows are produced while the client reads, in pages, never all in memory.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  columns: string[],
  rows: AsyncIterable<string[]>,
) {
  const csv = stringify({ header: true, columns, bom: true });
  Readable.from(rows)
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}

export const exportFileName = (module: string) => `${module}-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * Every records module (leads, clients, contacts, notes, attachments, saved views, search,
 * imports), registered inside the organization scope of app.ts in one place.
 */
export async function recordModulesRoutes(scope: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  await scope.register(leadsRoutes);
  await scope.register(clientsRoutes);
  await scope.register(contactsRoutes);
  await scope.register(notesRoutes);
  await scope.register(attachmentsRoutes, { config });
  await scope.register(savedViewsRoutes);
  await scope.register(searchRoutes);
  await scope.register(importsRoutes);
}
