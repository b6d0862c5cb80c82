import {
  CONTACT_EXPORT_COLUMNS,
  contactSchema,
  contactsPageSchema,
  createContactSchema,
  createdContactSchema,
  exportContactsQuerySchema,
  listContactsQuerySchema,
  mergeContactSchema,
  updateContactSchema,
} from '@aurora/contracts/contacts';
import { dataOf } from '@aurora/contracts/http';
import { recordIdParamSchema } from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { recordRoutes } from '#records/record-routes.ts';
import {
  createContact,
  exportContacts,
  getContact,
  listClientContacts,
  listContacts,
  mergeContacts,
  updateContact,
} from './contacts.service.ts';

/** Registered inside the org scope. Contacts are created under their client (`POST /clients/{id}/contacts`). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, {
    records: 'contact',
    schemas: {
      listQuery: listContactsQuerySchema,
      page: contactsPageSchema,
      record: contactSchema,
      exportQuery: exportContactsQuerySchema,
      update: updateContactSchema,
    },
    exportColumns: CONTACT_EXPORT_COLUMNS,
    docs: {
      list: { summary: 'List the contacts of every client' },
      export: { summary: 'Export the filtered list as CSV (with client name and city)' },
      bulk: { summary: 'Delete several contacts' },
      get: { summary: 'One contact' },
      update: { summary: 'Update a contact (any subset of its fields)' },
      remove: { summary: 'Delete a contact, its notes and files' },
      duplicates: { summary: 'Records with this email or phone' },
      activity: { summary: "A contact's timeline" },
    },
    service: {
      list: listContacts,
      get: getContact,
      update: updateContact,
      bulk: {},
      export: exportContacts,
    },
  });

  app.post(
    '/contacts/:id/merge',
    {
      schema: {
        tags: ['contacts'],
        summary: 'Merge another contact into this one',
        description: 'Everything of `other_id` (notes, files, timeline) moves here; `other_id` is deleted.',
        params: recordIdParamSchema,
        body: mergeContactSchema,
        response: { 200: dataOf(contactSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await mergeContacts(currentContext(request), request.params.id, request.body.other_id),
    }),
  );

  app.get(
    '/clients/:id/contacts',
    {
      schema: {
        tags: ['clients'],
        summary: "A client's contacts",
        params: recordIdParamSchema,
        querystring: listContactsQuerySchema,
        response: { 200: contactsPageSchema, ...errorResponses },
      },
    },
    async (request) => listClientContacts(currentContext(request), request.params.id, request.query),
  );

  app.post(
    '/clients/:id/contacts',
    {
      schema: {
        tags: ['clients'],
        summary: 'Add a contact to a client',
        description: 'Answers 201 with `warnings.duplicates`.',
        params: recordIdParamSchema,
        body: createContactSchema,
        response: { 201: createdContactSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createContact(currentContext(request), request.params.id, request.body)),
  );
};
