import { attachmentSchema } from '@aurora/contracts/attachments';
import { dataOf, errorSchema } from '@aurora/contracts/http';
import { MODULE_OF_SUBJECT, recordIdParamSchema } from '@aurora/contracts/records';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#platform/config.ts';
import { errorResponses } from '#platform/http/error-responses.ts';
import { uploadedFile } from '#platform/http/uploads.ts';
import { configureFileStorage, createFileStorage } from '#platform/storage/storage.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { subjectRecordTypes } from '#records/record-types.ts';
import {
  deleteAttachment,
  downloadAttachment,
  listAttachments,
  uploadAttachment,
} from './attachments.service.ts';

const tags = ['attachments'];

/** Files on records of every registered type, in the configured file storage (local disk or S3). */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, options) => {
  const maxBytes = options.config.uploadMaxBytes;
  configureFileStorage(createFileStorage(options.config, 'attachments'));
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5 } });

  for (const { type: subjectType } of subjectRecordTypes()) {
    const module = MODULE_OF_SUBJECT[subjectType];
    app.get(
      `/${module}/:id/attachments`,
      {
        schema: {
          tags,
          summary: `Files of a ${subjectType}`,
          params: recordIdParamSchema,
          response: { 200: dataOf(z.array(attachmentSchema)), ...errorResponses },
        },
      },
      async (request) => ({
        data: await listAttachments(currentContext(request), {
          type: subjectType,
          id: request.params.id,
        }),
      }),
    );
    app.post(
      `/${module}/:id/attachments`,
      {
        schema: {
          tags,
          summary: `Upload a file to a ${subjectType} (multipart/form-data, field "file")`,
          params: recordIdParamSchema,
          response: { 201: dataOf(attachmentSchema), 413: errorSchema, 415: errorSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const attachment = await uploadAttachment(
          currentContext(request),
          { type: subjectType, id: request.params.id },
          await uploadedFile(request),
          maxBytes,
        );
        return reply.code(201).send({ data: attachment });
      },
    );
  }

  app.get(
    '/attachments/:id/download',
    {
      schema: {
        tags,
        summary: 'Download a file (Content-Disposition: attachment)',
        description: 'Answers the bytes with their type; 404 `{message}` for an unknown file.',
        params: recordIdParamSchema,
      },
    },
    async (request, reply) => {
      const { attachment, stream } = await downloadAttachment(currentContext(request), request.params.id);
      const asciiName = attachment.file_name.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .header('content-type', attachment.content_type)
        .header('content-length', attachment.size)
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(attachment.file_name)}`,
        )
        .send(stream);
    },
  );

  app.delete(
    '/attachments/:id',
    {
      schema: {
        tags,
        summary: 'Delete a file',
        params: recordIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteAttachment(currentContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
