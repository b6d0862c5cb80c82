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
import {
  contactsPageSchema,
  createContactSchema,
  createdContactSchema,
  listContactsQuerySchema,
} from '@aurora/contracts/contacts';
import { dataOf, pageOf } from '@aurora/contracts/http';
import {
  activityItemSchema,
  activityQuerySchema,
  bulkActionSchema,
  bulkResultSchema,
  duplicateSchema,
  duplicatesQuerySchema,
  recordIdParamSchema,
} from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createContact, listClientContacts } from '#modules/contacts/contacts.service.ts';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentOrganization } from '#platform/tenancy/org-context.ts';
import { exportColumns, exportFileName, recordErrors, sendCsv } from '#records/records.routes.ts';
import { publishRecordEvent } from '#records/records.service.ts';
import { findDuplicates } from '#records/search/search.service.ts';
import {
  bulkClients,
  createClient,
  deleteClient,
  exportClients,
  getClient,
  getClientActivity,
  listClients,
  updateClient,
} from './clients.service.ts';

const tags = ['clients'];

/** Registered inside the org scope: `/api/v2/{orgCode}/clients...`. */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      schema: {
        tags,
        summary: 'List clients',
        querystring: listClientsQuerySchema,
        response: { 200: clientsPageSchema, ...recordErrors },
      },
    },
    async (request) =>
      listClients(app.db, currentOrganization(request).id, currentAuth(request).userId, request.query),
  );

  app.post(
    '/clients',
    {
      schema: {
        tags,
        summary: 'Create a client',
        description: 'Answers 201 with `warnings.duplicates`: records with the same email or phone.',
        body: createClientSchema,
        response: { 201: createdClientSchema, ...recordErrors },
      },
    },
    async (request, reply) => {
      const organization = currentOrganization(request);
      const created = await createClient(app.db, organization.id, currentAuth(request).userId, request.body);
      publishRecordEvent(app, organization.id, 'record.created', { module: 'clients', id: created.data.id });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/clients/duplicates',
    {
      schema: {
        tags,
        summary: 'Records with this email or phone',
        querystring: duplicatesQuerySchema,
        response: { 200: dataOf(z.array(duplicateSchema)), ...recordErrors },
      },
    },
    async (request) => {
      const { email, phone, exclude_id: excludeId } = request.query;
      return {
        data: await findDuplicates(
          app.db,
          currentOrganization(request).id,
          { email, phones: [phone] },
          excludeId ? { type: 'client', id: excludeId } : undefined,
        ),
      };
    },
  );

  app.get(
    '/clients/export',
    {
      schema: {
        tags,
        summary: 'Export the filtered list as CSV',
        querystring: exportClientsQuerySchema,
        response: recordErrors,
      },
    },
    async (request, reply) => {
      const columns = exportColumns(request.query.columns, CLIENT_EXPORT_COLUMNS);
      const rows = exportClients(
        app.db,
        currentOrganization(request).id,
        currentAuth(request).userId,
        request.query,
        columns,
      );
      return sendCsv(reply, exportFileName('clients'), columns, rows);
    },
  );

  app.post(
    '/clients/bulk',
    {
      schema: {
        tags,
        summary: 'Assign or delete several clients',
        body: bulkActionSchema,
        response: { 200: dataOf(bulkResultSchema), ...recordErrors },
      },
    },
    async (request) => {
      const organization = currentOrganization(request);
      const result = await bulkClients(app.db, organization.id, request.body);
      const event = request.body.action === 'delete' ? 'record.deleted' : 'record.updated';
      for (const id of result.ids) publishRecordEvent(app, organization.id, event, { module: 'clients', id });
      return { data: { affected: result.affected } };
    },
  );

  app.get(
    '/clients/:id',
    {
      schema: {
        tags,
        summary: 'One client',
        params: recordIdParamSchema,
        response: { 200: dataOf(clientSchema), ...recordErrors },
      },
    },
    async (request) => ({
      data: await getClient(app.db, currentOrganization(request).id, request.params.id),
    }),
  );

  app.put(
    '/clients/:id',
    {
      schema: {
        tags,
        summary: 'Update a client (any subset of its fields)',
        params: recordIdParamSchema,
        body: updateClientSchema,
        response: { 200: dataOf(clientSchema), ...recordErrors },
      },
    },
    async (request) => {
      const organization = currentOrganization(request);
      const client = await updateClient(
        app.db,
        organization.id,
        currentAuth(request).userId,
        request.params.id,
        request.body,
      );
      publishRecordEvent(app, organization.id, 'record.updated', { module: 'clients', id: client.id });
      return { data: client };
    },
  );

  app.delete(
    '/clients/:id',
    {
      schema: {
        tags,
        summary: 'Delete a client with its contacts, notes and files',
        params: recordIdParamSchema,
        response: { 204: z.null(), ...recordErrors },
      },
    },
    async (request, reply) => {
      const organization = currentOrganization(request);
      await deleteClient(app.db, organization.id, request.params.id);
      publishRecordEvent(app, organization.id, 'record.deleted', {
        module: 'clients',
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/clients/:id/activity',
    {
      schema: {
        tags,
        summary: "A client's timeline, with its contacts' and its converted leads' entries",
        params: recordIdParamSchema,
        querystring: activityQuerySchema,
        response: { 200: pageOf(activityItemSchema), ...recordErrors },
      },
    },
    async (request) =>
      getClientActivity(app.db, currentOrganization(request).id, request.params.id, request.query),
  );

  app.get(
    '/clients/:id/contacts',
    {
      schema: {
        tags,
        summary: "A client's contacts",
        params: recordIdParamSchema,
        querystring: listContactsQuerySchema,
        response: { 200: contactsPageSchema, ...recordErrors },
      },
    },
    async (request) =>
      listClientContacts(
        app.db,
        currentOrganization(request).id,
        currentAuth(request).userId,
        request.params.id,
        request.query,
      ),
  );

  app.post(
    '/clients/:id/contacts',
    {
      schema: {
        tags,
        summary: 'Add a contact to a client',
        description: 'Answers 201 with `warnings.duplicates`.',
        params: recordIdParamSchema,
        body: createContactSchema,
        response: { 201: createdContactSchema, ...recordErrors },
      },
    },
    async (request, reply) => {
      const organization = currentOrganization(request);
      const created = await createContact(
        app.db,
        organization.id,
        currentAuth(request).userId,
        request.params.id,
        request.body,
      );
      publishRecordEvent(app, organization.id, 'record.created', { module: 'contacts', id: created.data.id });
      return reply.code(201).send(created);
    },
  );
};
