import { dataOf } from '@aurora/contracts/http';
import { bulkActionSchema, bulkResultSchema, recordIdParamSchema } from '@aurora/contracts/records';
import {
  completeTaskSchema,
  createdTaskSchema,
  createTaskSchema,
  exportTasksQuerySchema,
  listTasksQuerySchema,
  myTasksQuerySchema,
  myTasksSchema,
  snoozeTaskSchema,
  TASK_EXPORT_COLUMNS,
  taskSchema,
  tasksPageSchema,
  updateTaskSchema,
} from '@aurora/contracts/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportColumns, exportFileName, sendCsv } from '#platform/http/csv.ts';
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import {
  bulkTasks,
  completeTask,
  createTask,
  deleteTask,
  exportTasks,
  getTask,
  listMyTasks,
  listTasks,
  reopenTask,
  snoozeTask,
  updateTask,
} from './tasks.service.ts';

const tags = ['tasks'];

/** Registered inside the org scope: `/api/v2/{orgCode}/tasks...`. */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks',
    {
      schema: {
        tags,
        summary: 'List tasks',
        description:
          'The list grammar (see the contracts records.ts) plus `view` (all, mine, team, unassigned) and ' +
          '`filter[group]` (overdue, today, upcoming, done) in the organization time zone.',
        querystring: listTasksQuerySchema,
        response: { 200: tasksPageSchema, ...errorResponses },
      },
    },
    async (request) => listTasks(currentContext(request), request.query),
  );

  app.post(
    '/tasks',
    {
      schema: {
        tags,
        summary: 'Create a task',
        description: 'The assignee defaults to the creator.',
        body: createTaskSchema,
        response: { 201: createdTaskSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createTask(currentContext(request), request.body) }),
  );

  app.get(
    '/tasks/export',
    {
      schema: {
        tags,
        summary: 'Export the filtered list as CSV',
        description: 'Same query as the list (no pagination) plus `columns=a,b`; answers text/csv.',
        querystring: exportTasksQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const columns = exportColumns(request.query.columns, TASK_EXPORT_COLUMNS);
      return sendCsv(
        reply,
        exportFileName('tasks'),
        columns,
        exportTasks(currentContext(request), request.query, columns),
      );
    },
  );

  app.post(
    '/tasks/bulk',
    {
      schema: {
        tags,
        summary:
          'Reassign (assign), complete or reopen (set_status done|open|cancelled) or delete several tasks',
        body: bulkActionSchema,
        response: { 200: dataOf(bulkResultSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await bulkTasks(currentContext(request), request.body) }),
  );

  app.get(
    '/tasks/:id',
    {
      schema: {
        tags,
        summary: 'One task',
        params: recordIdParamSchema,
        response: { 200: dataOf(taskSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await getTask(currentContext(request), request.params.id) }),
  );

  app.put(
    '/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Update a task (any subset of its fields)',
        params: recordIdParamSchema,
        body: updateTaskSchema,
        response: { 200: dataOf(taskSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateTask(currentContext(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Delete a task',
        params: recordIdParamSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteTask(currentContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/tasks/:id/complete',
    {
      schema: {
        tags,
        summary: 'Complete a task (optionally with a note); a done task is answered as it is',
        params: recordIdParamSchema,
        body: completeTaskSchema,
        response: { 200: dataOf(taskSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await completeTask(currentContext(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/tasks/:id/reopen',
    {
      schema: {
        tags,
        summary: 'Reopen a done or cancelled task (the undo of complete)',
        params: recordIdParamSchema,
        response: { 200: dataOf(taskSchema), ...errorResponses },
      },
    },
    async (request) => ({ data: await reopenTask(currentContext(request), request.params.id) }),
  );

  app.post(
    '/tasks/:id/snooze',
    {
      schema: {
        tags,
        summary: 'Move an open task to later today, tomorrow, next week or a date',
        description: '409 when the task is not open.',
        params: recordIdParamSchema,
        body: snoozeTaskSchema,
        response: { 200: dataOf(taskSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: await snoozeTask(currentContext(request), request.params.id, request.body),
    }),
  );
};

/** Global: `/api/v2/tasks/my` (the spec's exception to the organization prefix). */
export const myTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tasks/my',
    {
      schema: {
        tags,
        summary: "The signed-in user's open tasks in every organization, grouped overdue, today, upcoming",
        querystring: myTasksQuerySchema,
        response: { 200: myTasksSchema, ...errorResponses },
      },
    },
    async (request) => listMyTasks(app.db, currentAuth(request).userId, request.query.limit),
  );
};
