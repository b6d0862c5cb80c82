import { dataOf } from '@aurora/contracts/http';
import { recordIdParamSchema } from '@aurora/contracts/records';
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
import { errorResponses } from '#platform/http/error-responses.ts';
import { currentAuth } from '#platform/tenancy/auth.plugin.ts';
import { currentContext } from '#platform/tenancy/org-context.ts';
import { recordRoutes } from '#records/record-routes.ts';
import {
  completeTask,
  createTask,
  exportTasks,
  getTask,
  listMyTasks,
  listTasks,
  reopenTask,
  snoozeTask,
  taskBulkActions,
  taskRecords,
  updateTask,
} from './tasks.service.ts';

const tags = ['tasks'];

/** Registered inside the org scope: `/api/v2/{orgCode}/tasks...`. */
export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(app, {
    records: taskRecords,
    schemas: {
      listQuery: listTasksQuerySchema,
      page: tasksPageSchema,
      record: taskSchema,
      exportQuery: exportTasksQuerySchema,
      update: updateTaskSchema,
      create: { body: createTaskSchema, created: createdTaskSchema },
    },
    exportColumns: TASK_EXPORT_COLUMNS,
    docs: {
      list: {
        summary: 'List tasks',
        description:
          'The list grammar (see the contracts records.ts) plus `view` (all, mine, team, unassigned) and ' +
          '`filter[group]` (overdue, today, upcoming, done) in the organization time zone.',
      },
      create: { summary: 'Create a task', description: 'The assignee defaults to the creator.' },
      bulk: {
        summary:
          'Reassign (assign), complete or reopen (set_status done|open|cancelled) or delete several tasks',
      },
      get: { summary: 'One task' },
      update: { summary: 'Update a task (any subset of its fields)' },
      remove: { summary: 'Delete a task' },
    },
    service: {
      list: listTasks,
      create: async (ctx, input) => ({ data: await createTask(ctx, input) }),
      get: getTask,
      update: updateTask,
      bulk: taskBulkActions,
      export: exportTasks,
    },
  });

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
