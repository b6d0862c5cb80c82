import {
  CONTACT_EXPORT_COLUMNS,
  contactSchema,
  contactsPageSchema,
  exportContactsQuerySchema,
  listContactsQuerySchema,
  mergeContactSchema,
  updateContactSchema,
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
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentOrganization } from '#platform/tenancy/org-context.ts';
import { exportColumns, exportFileName, recordErrors, sendCsv } from '#records/records.routes.ts';
import { publishRecordEvent } from '#records/records.service.ts';
import { findDuplicates } from '#records/search/search.service.ts';
import {
  bulkContacts,
  deleteContact,
  exportContacts,
  getContact,
  getContactActivity,
  listContacts,
  mergeContacts,
  updateContact,
} from './contacts.service.ts';

const tags = ['contacts'];

/** Registered inside the org scope. Contacts are created under their client (`POST /clients/{id}/contacts`). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'List the contacts of every client',
        querystring: listContactsQuerySchema,
        response: { 200: contactsPageSchema, ...recordErrors },
      },
    },
    async (request) =>
      listContacts(app.db, currentOrganization(request).id, currentAuth(request).userId, request.query),
  );

  app.get(
    '/contacts/duplicates',
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
          excludeId ? { type: 'contact', id: excludeId } : undefined,
        ),
      };
    },
  );

  app.get(
    '/contacts/export',
    {
      schema: {
        tags,
        summary: 'Export the filtered list as CSV (with client name and city)',
        querystring: exportContactsQuerySchema,
        response: recordErrors,
      },
    },
    async (request, reply) => {
      const columns = exportColumns(request.query.columns, CONTACT_EXPORT_COLUMNS);
      const rows = exportContacts(
        app.db,
        currentOrganization(request).id,
        currentAuth(request).userId,
        request.query,
        columns,
      );
      return sendCsv(reply, exportFileName('contacts'), columns, rows);
    },
  );

  app.post(
    '/contacts/bulk',
    {
      schema: {
        tags,
        summary: 'Delete several contacts',
        body: bulkActionSchema,
        response: { 200: dataOf(bulkResultSchema), ...recordErrors },
      },
    },
    async (request) => {
      const organization = currentOrganization(request);
      const result = await bulkContacts(app.db, organization.id, request.body);
      for (const id of result.ids) {
        publishRecordEvent(app, organization.id, 'record.deleted', { module: 'contacts', id });
      }
      return { data: { affected: result.affected } };
    },
  );

  app.get(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'One contact',
        params: recordIdParamSchema,
        response: { 200: dataOf(contactSchema), ...recordErrors },
      },
    },
    async (request) => ({
      data: await getContact(app.db, currentOrganization(request).id, request.params.id),
    }),
  );

  app.put(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Update a contact (any subset of its fields)',
        params: recordIdParamSchema,
        body: updateContactSchema,
        response: { 200: dataOf(contactSchema), ...recordErrors },
      },
    },
    async (request) => {
      const organization = currentOrganization(request);
      const contact = await updateContact(app.db, organization.id, request.params.id, request.body);
      publishRecordEvent(app, organization.id, 'record.updated', { module: 'contacts', id: contact.id });
      return { data: contact };
    },
  );

  app.delete(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a contact, its notes and files',
        params: recordIdParamSchema,
        response: { 204: z.null(), ...recordErrors },
      },
    },
    async (request, reply) => {
      const organization = currentOrganization(request);
      await deleteContact(app.db, organization.id, request.params.id);
      publishRecordEvent(app, organization.id, 'record.deleted', {
        module: 'contacts',
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/contacts/:id/merge',
    {
      schema: {
        tags,
        summary: 'Merge another contact into this one',
        description: 'Everything of `other_id` (notes, files, timeline) moves here; `other_id` is deleted.',
        params: recordIdParamSchema,
        body: mergeContactSchema,
        response: { 200: dataOf(contactSchema), ...recordErrors },
      },
    },
    async (request) => {
      const organization = currentOrganization(request);
      const contact = await mergeContacts(
        app.db,
        organization.id,
        currentAuth(request).userId,
        request.params.id,
        request.body.other_id,
      );
      publishRecordEvent(app, organization.id, 'record.updated', { module: 'contacts', id: contact.id });
      publishRecordEvent(app, organization.id, 'record.deleted', {
        module: 'contacts',
        id: request.body.other_id,
      });
      return { data: contact };
    },
  );

  app.get(
    '/contacts/:id/activity',
    {
      schema: {
        tags,
        summary: "A contact's timeline",
        params: recordIdParamSchema,
        querystring: activityQuerySchema,
        response: { 200: pageOf(activityItemSchema), ...recordErrors },
      },
    },
    async (request) =>
      getContactActivity(app.db, currentOrganization(request).id, request.params.id, request.query),
  );
};
