import type { PaginationMeta } from '@aurora/contracts/http';
import { dataOf, pageOf } from '@aurora/contracts/http';
import {
  activityItemSchema,
  activityQuerySchema,
  bulkActionSchema,
  bulkResultSchema,
  duplicateSchema,
  duplicatesQuerySchema,
  MODULE_OF_SUBJECT,
  recordIdParamSchema,
} from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportColumns, exportFileName, sendCsv } from '#platform/http/csv.ts';
import { errorResponses } from '#platform/http/error-responses.ts';
import type { OrganizationContext } from '#platform/tenancy/context.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { findDuplicates } from '#records/search/search.service.ts';
import {
  type BulkHandlers,
  bulkRecords,
  deleteRecord,
  type Records,
  recordTimeline,
} from './record-lifecycle.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Summary = { summary: string; description?: string };

/**
 * The routes every record type of a module serves: list, export, bulk actions, one record,
 * update, delete, and a timeline for a record type (plain records such as tasks have none);
 * create when records are created on their own (contacts are created under their client), and
 * duplicates for the people (records with an email or phone). Delete, bulk delete and the
 * timeline are the kit's (record-lifecycle.ts); the rest calls the module's service. Services
 * publish the record events; these routes only translate HTTP.
 */
export type RecordRoutesDefinition<
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType<{ columns?: string | undefined }>,
  Update extends z.ZodType,
  Create extends z.ZodType,
  Json,
> = {
  /** A record type (`'lead'`), or plain records with their module and table (tasks). */
  records: Records;
  schemas: {
    listQuery: ListQuery;
    page: z.ZodType;
    record: z.ZodType;
    exportQuery: ExportQuery;
    update: Update;
    create?: { body: Create; created: z.ZodType };
  };
  exportColumns: readonly string[];
  docs: { list: Summary; create?: Summary; bulk: Summary; get: Summary; update: Summary } & {
    remove: Summary;
    activity?: Summary;
    export?: Summary;
    duplicates?: Summary;
  };
  service: {
    list: (
      ctx: OrganizationContext,
      query: z.output<ListQuery>,
    ) => Promise<{ data: Json[]; meta: PaginationMeta }>;
    create?: (ctx: OrganizationContext, input: z.output<Create>) => Promise<{ data: Json }>;
    get: (ctx: OrganizationContext, id: number) => Promise<Json>;
    update: (ctx: OrganizationContext, id: number, input: z.output<Update>) => Promise<Json>;
    /** Bulk actions besides delete (which is the kit's). */
    bulk: BulkHandlers;
    export: (
      ctx: OrganizationContext,
      query: z.output<ExportQuery>,
      columns: readonly string[],
    ) => AsyncIterable<string[]>;
  };
};

export function recordRoutes<
  ListQuery extends z.ZodType,
  ExportQuery extends z.ZodType<{ columns?: string | undefined }>,
  Update extends z.ZodType,
  Create extends z.ZodType,
  Json,
>(app: App, definition: RecordRoutesDefinition<ListQuery, ExportQuery, Update, Create, Json>): void {
  const { records, schemas, docs, service } = definition;
  const type = typeof records === 'string' ? records : undefined;
  const module = typeof records === 'string' ? MODULE_OF_SUBJECT[records] : records.module;
  const tags = [module];
  const path = `/${module}`;

  app.get(
    path,
    {
      schema: {
        tags,
        ...docs.list,
        querystring: schemas.listQuery,
        response: { 200: schemas.page, ...errorResponses },
      },
    },
    async (request) => service.list(currentContext(request), request.query as z.output<ListQuery>),
  );

  const create = service.create;
  if (schemas.create && create && docs.create) {
    app.post(
      path,
      {
        schema: {
          tags,
          ...docs.create,
          body: schemas.create.body,
          response: { 201: schemas.create.created, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await create(currentContext(request), request.body as z.output<Create>)),
    );
  }

  const duplicates = docs.duplicates;
  if (type && duplicates) {
    app.get(
      `${path}/duplicates`,
      {
        schema: {
          tags,
          ...duplicates,
          querystring: duplicatesQuerySchema,
          response: { 200: dataOf(z.array(duplicateSchema)), ...errorResponses },
        },
      },
      async (request) => {
        const { email, phone, exclude_id: excludeId } = request.query;
        const ctx = currentContext(request);
        return {
          data: await findDuplicates(
            ctx,
            { email, phones: [phone] },
            excludeId ? { type, id: excludeId } : undefined,
          ),
        };
      },
    );
  }

  app.get(
    `${path}/export`,
    {
      schema: {
        tags,
        ...(docs.export ?? { summary: 'Export the filtered list as CSV' }),
        description: 'Same query as the list (no pagination) plus `columns=a,b`; answers text/csv.',
        querystring: schemas.exportQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<ExportQuery>;
      const columns = exportColumns(query.columns, definition.exportColumns);
      return sendCsv(
        reply,
        exportFileName(module),
        columns,
        service.export(currentContext(request), query, columns),
      );
    },
  );

  app.post(
    `${path}/bulk`,
    {
      schema: {
        tags,
        ...docs.bulk,
        body: bulkActionSchema,
        response: { 200: dataOf(bulkResultSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await bulkRecords(currentContext(request), records, service.bulk, request.body),
    }),
  );

  app.get(
    `${path}/:id`,
    {
      schema: {
        tags,
        ...docs.get,
        params: recordIdParamSchema,
        response: { 200: dataOf(schemas.record), ...errorResponses },
      },
    },
    async (request) => ({ data: await service.get(currentContext(request), request.params.id) }),
  );

  app.put(
    `${path}/:id`,
    {
      schema: {
        tags,
        ...docs.update,
        params: recordIdParamSchema,
        body: schemas.update,
        response: { 200: dataOf(schemas.record), ...errorResponses },
      },
    },
    async (request) => ({
      data: await service.update(
        currentContext(request),
        request.params.id,
        request.body as z.output<Update>,
      ),
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      schema: {
        tags,
        ...docs.remove,
        params: recordIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteRecord(currentContext(request), records, request.params.id);
      return reply.code(204).send(null);
    },
  );

  if (!type) return;
  app.get(
    `${path}/:id/activity`,
    {
      schema: {
        tags,
        ...(docs.activity ?? { summary: 'The timeline of a record, newest first' }),
        params: recordIdParamSchema,
        querystring: activityQuerySchema,
        response: { 200: pageOf(activityItemSchema), ...errorResponses },
      },
    },
    async (request) => recordTimeline(currentContext(request), type, request.params.id, request.query),
  );
}
