import { dataOf } from '@aurora/contracts/http';
import { createNoteSchema, noteSchema, updateNoteSchema } from '@aurora/contracts/notes';
import { MODULE_OF_SUBJECT, recordIdParamSchema } from '@aurora/contracts/records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { subjectRecordTypes } from '#records/record-types.ts';
import { createNote, deleteNote, listNotes, updateNote } from './notes.service.ts';

const tags = ['notes'];

/** Notes on records of every registered type: `/{module}/{id}/notes`, then `/notes/{id}`. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { type: subjectType } of subjectRecordTypes()) {
    const module = MODULE_OF_SUBJECT[subjectType];
    app.get(
      `/${module}/:id/notes`,
      {
        schema: {
          tags,
          summary: `Notes of a ${subjectType} (pinned first, then newest)`,
          params: recordIdParamSchema,
          response: { 200: dataOf(z.array(noteSchema)), ...errorResponses },
        },
      },
      async (request) => ({
        data: await listNotes(currentContext(request), {
          type: subjectType,
          id: request.params.id,
        }),
      }),
    );
    app.post(
      `/${module}/:id/notes`,
      {
        schema: {
          tags,
          summary: `Add a note to a ${subjectType}`,
          params: recordIdParamSchema,
          body: createNoteSchema,
          response: { 201: dataOf(noteSchema), ...errorResponses },
        },
      },
      async (request, reply) => {
        const note = await createNote(
          currentContext(request),
          { type: subjectType, id: request.params.id },
          request.body,
        );
        return reply.code(201).send({ data: note });
      },
    );
  }

  app.put(
    '/notes/:id',
    {
      schema: {
        tags,
        summary: 'Edit or pin a note (its author or an administrator)',
        params: recordIdParamSchema,
        body: updateNoteSchema,
        response: { 200: dataOf(noteSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateNote(currentContext(request), currentAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/notes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a note (its author or an administrator)',
        params: recordIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteNote(currentContext(request), currentAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
