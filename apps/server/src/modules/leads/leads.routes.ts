import { dataOf, pageOf } from '@aurora/contracts/http';
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
  bulkLeads,
  convertLead,
  createLead,
  deleteLead,
  exportLeads,
  getLead,
  getLeadActivity,
  listLeads,
  updateLead,
} from './leads.service.ts';

const tags = ['leads'];

/** Registered inside the org scope: `/api/v2/{orgCode}/leads...`. */
export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leads',
    {
      schema: {
        tags,
        summary: 'List leads',
        description: 'Paginated, sorted, filtered with the list grammar (see the contracts records.ts).',
        querystring: listLeadsQuerySchema,
        response: { 200: leadsPageSchema, ...recordErrors },
      },
    },
    async (request) =>
      listLeads(app.db, currentOrganization(request).id, currentAuth(request).userId, request.query),
  );

  app.post(
    '/leads',
    {
      schema: {
        tags,
        summary: 'Create a lead',
        description: 'Answers 201 with `warnings.duplicates`: records with the same email or phone.',
        body: createLeadSchema,
        response: { 201: createdLeadSchema, ...recordErrors },
      },
    },
    async (request, reply) => {
      const organization = currentOrganization(request);
      const created = await createLead(app.db, organization.id, currentAuth(request).userId, request.body);
      publishRecordEvent(app, organization.id, 'record.created', { module: 'leads', id: created.data.id });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/leads/duplicates',
    {
      schema: {
        tags,
        summary: 'Records with this email or phone (the create warning, without creating)',
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
          excludeId ? { type: 'lead', id: excludeId } : undefined,
        ),
      };
    },
  );

  app.get(
    '/leads/export',
    {
      schema: {
        tags,
        summary: 'Export the filtered list as CSV',
        description: 'Same query as the list (no pagination) plus `columns=a,b`; answers text/csv.',
        querystring: exportLeadsQuerySchema,
        response: recordErrors,
      },
    },
    async (request, reply) => {
      const columns = exportColumns(request.query.columns, LEAD_EXPORT_COLUMNS);
      const rows = exportLeads(
        app.db,
        currentOrganization(request).id,
        currentAuth(request).userId,
        request.query,
        columns,
      );
      return sendCsv(reply, exportFileName('leads'), columns, rows);
    },
  );

  app.post(
    '/leads/bulk',
    {
      schema: {
        tags,
        summary: 'Assign, change the status of, or delete several leads',
        body: bulkActionSchema,
        response: { 200: dataOf(bulkResultSchema), ...recordErrors },
      },
    },
    async (request) => {
      const organization = currentOrganization(request);
      const result = await bulkLeads(app.db, organization.id, currentAuth(request).userId, request.body);
      const event = request.body.action === 'delete' ? 'record.deleted' : 'record.updated';
      for (const id of result.ids) publishRecordEvent(app, organization.id, event, { module: 'leads', id });
      return { data: { affected: result.affected } };
    },
  );

  app.get(
    '/leads/:id',
    {
      schema: {
        tags,
        summary: 'One lead',
        params: recordIdParamSchema,
        response: { 200: dataOf(leadSchema), ...recordErrors },
      },
    },
    async (request) => ({ data: await getLead(app.db, currentOrganization(request).id, request.params.id) }),
  );

  app.put(
    '/leads/:id',
    {
      schema: {
        tags,
        summary: 'Update a lead (any subset of its fields)',
        description: 'A converted lead is read-only: 409.',
        params: recordIdParamSchema,
        body: updateLeadSchema,
        response: { 200: dataOf(leadSchema), ...recordErrors },
      },
    },
    async (request) => {
      const organization = currentOrganization(request);
      const lead = await updateLead(
        app.db,
        organization.id,
        currentAuth(request).userId,
        request.params.id,
        request.body,
      );
      publishRecordEvent(app, organization.id, 'record.updated', { module: 'leads', id: lead.id });
      return { data: lead };
    },
  );

  app.delete(
    '/leads/:id',
    {
      schema: {
        tags,
        summary: 'Delete a lead, its notes and files',
        params: recordIdParamSchema,
        response: { 204: z.null(), ...recordErrors },
      },
    },
    async (request, reply) => {
      const organization = currentOrganization(request);
      await deleteLead(app.db, organization.id, request.params.id);
      publishRecordEvent(app, organization.id, 'record.deleted', { module: 'leads', id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/leads/:id/convert',
    {
      schema: {
        tags,
        summary: 'Convert a lead into a client and contact',
        description:
          'Links an existing client (`client_id`) or creates one from the lead. 409 when already converted.',
        params: recordIdParamSchema,
        body: convertLeadSchema,
        response: { 200: dataOf(convertLeadResultSchema), ...recordErrors },
      },
    },
    async (request) => {
      const organization = currentOrganization(request);
      const result = await convertLead(
        app.db,
        organization.id,
        currentAuth(request).userId,
        request.params.id,
        request.body,
      );
      publishRecordEvent(app, organization.id, 'record.updated', { module: 'leads', id: result.lead.id });
      publishRecordEvent(app, organization.id, 'record.updated', { module: 'clients', id: result.client.id });
      return { data: result };
    },
  );

  app.get(
    '/leads/:id/activity',
    {
      schema: {
        tags,
        summary: "A lead's timeline: notes, status changes, creation, conversion (newest first)",
        params: recordIdParamSchema,
        querystring: activityQuerySchema,
        response: { 200: pageOf(activityItemSchema), ...recordErrors },
      },
    },
    async (request) =>
      getLeadActivity(app.db, currentOrganization(request).id, request.params.id, request.query),
  );
};
