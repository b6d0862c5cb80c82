import { dataOf } from '@aurora/contracts/http';
import {
  convertLeadResultSchema,
  convertLeadSchema,
  createdLeadSchema,
  createLeadSchema,
  exportLeadsQuerySchema,
  LEAD_EXPORT_COLUMNS,
  leadSchema,
  leadsPageSchema,
  listLeadsQuerySchema,
  updateLeadSchema,
} from '@aurora/contracts/leads';
import { recordIdParamSchema } from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { recordRoutes } from '#records/record-routes.ts';
import {
  convertLead,
  createLead,
  exportLeads,
  getLead,
  leadBulkActions,
  listLeads,
  updateLead,
} from './leads.service.ts';

/** Registered inside the org scope: `/api/v2/{orgCode}/leads...`. */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, {
    records: 'lead',
    schemas: {
      listQuery: listLeadsQuerySchema,
      page: leadsPageSchema,
      record: leadSchema,
      exportQuery: exportLeadsQuerySchema,
      update: updateLeadSchema,
      create: { body: createLeadSchema, created: createdLeadSchema },
    },
    exportColumns: LEAD_EXPORT_COLUMNS,
    docs: {
      list: {
        summary: 'List leads',
        description: 'Paginated, sorted, filtered with the list grammar (see the contracts records.ts).',
      },
      create: {
        summary: 'Create a lead',
        description: 'Answers 201 with `warnings.duplicates`: records with the same email or phone.',
      },
      duplicates: { summary: 'Records with this email or phone (the create warning, without creating)' },
      bulk: { summary: 'Assign, change the status of, or delete several leads' },
      get: { summary: 'One lead' },
      update: {
        summary: 'Update a lead (any subset of its fields)',
        description: 'A converted lead is read-only: 409.',
      },
      remove: { summary: 'Delete a lead, its notes and files' },
      activity: { summary: "A lead's timeline: notes, status changes, creation, conversion (newest first)" },
    },
    service: {
      list: listLeads,
      create: createLead,
      get: getLead,
      update: updateLead,
      bulk: leadBulkActions,
      export: exportLeads,
    },
  });

  app.post(
    '/leads/:id/convert',
    {
      schema: {
        tags: ['leads'],
        summary: 'Convert a lead into a client and contact',
        description:
          'Links an existing client (`client_id`) or creates one from the lead. 409 when already converted.',
        params: recordIdParamSchema,
        body: convertLeadSchema,
        response: { 200: dataOf(convertLeadResultSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await convertLead(currentContext(request), request.params.id, request.body),
    }),
  );
};
