import {
  CLIENT_EXPORT_COLUMNS,
  clientSchema,
  clientsPageSchema,
  createClientSchema,
  createdClientSchema,
  exportClientsQuerySchema,
  listClientsQuerySchema,
  updateClientSchema,
} from '@aurora/contracts/clients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordRoutes } from '#records/record-routes.ts';
import {
  clientBulkActions,
  createClient,
  exportClients,
  getClient,
  listClients,
  updateClient,
} from './clients.service.ts';

/** Registered inside the org scope: `/api/v2/{orgCode}/clients...`; their contacts are the contacts module's. */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, {
    records: 'client',
    schemas: {
      listQuery: listClientsQuerySchema,
      page: clientsPageSchema,
      record: clientSchema,
      exportQuery: exportClientsQuerySchema,
      update: updateClientSchema,
      create: { body: createClientSchema, created: createdClientSchema },
    },
    exportColumns: CLIENT_EXPORT_COLUMNS,
    docs: {
      list: { summary: 'List clients' },
      create: {
        summary: 'Create a client',
        description: 'Answers 201 with `warnings.duplicates`: records with the same email or phone.',
      },
      bulk: { summary: 'Assign or delete several clients' },
      get: { summary: 'One client' },
      update: { summary: 'Update a client (any subset of its fields)' },
      remove: { summary: 'Delete a client with its contacts, notes and files' },
      duplicates: { summary: 'Records with this email or phone' },
      activity: { summary: "A client's timeline, with its contacts' and its converted leads' entries" },
    },
    service: {
      list: listClients,
      create: createClient,
      get: getClient,
      update: updateClient,
      bulk: clientBulkActions,
      export: exportClients,
    },
  });
};
