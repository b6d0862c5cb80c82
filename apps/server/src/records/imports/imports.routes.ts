import { text } from 'node:stream/consumers';
import { dataOf, errorSchema } from '@aurora/contracts/http';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MODULES,
  importJobSchema,
  startImportSchema,
} from '@aurora/contracts/imports';
import { recordIdParamSchema } from '@aurora/contracts/records';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#platform/errors.ts';
import { errorResponses } from '#platform/http/error-responses.ts';
import { readUpload, uploadedFile } from '#platform/http/uploads.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { createImport, getImport, startImport } from './imports.service.ts';

const tags = ['imports'];

/** CSV imports of the modules of `IMPORT_MODULES`, run in the background (`importJob`). */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });

  for (const module of IMPORT_MODULES) {
    app.post(
      `/${module}/imports`,
      {
        schema: {
          tags,
          summary: `Upload a CSV of ${module} (multipart/form-data, field "file")`,
          description: 'Answers the headers, a preview and a suggested mapping; nothing is imported yet.',
          response: { 201: dataOf(importJobSchema), 413: errorSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const file = await uploadedFile(request);
        const content = await readUpload(file, text);
        if (file.truncated()) {
          throw new AppError(413, `The file may not be greater than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`);
        }
        const job = await createImport(currentContext(request), module, file.fileName, content);
        return reply.code(201).send({ data: job });
      },
    );
  }

  app.get(
    '/imports/:id',
    {
      schema: {
        tags,
        summary: 'An import: status, progress and report',
        params: recordIdParamSchema,
        response: { 200: dataOf(importJobSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await getImport(currentContext(request), request.params.id),
    }),
  );

  app.post(
    '/imports/:id/start',
    {
      schema: {
        tags,
        summary: 'Start an uploaded import with a column mapping and a dedupe mode',
        description: 'Answers 202 at once; poll GET /imports/{id}. 409 when already started.',
        params: recordIdParamSchema,
        body: startImportSchema,
        response: { 202: dataOf(importJobSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const job = await startImport(currentContext(request), request.params.id, request.body, app.jobs);
      return reply.code(202).send({ data: job });
    },
  );
};
