import { errorSchema, idParamSchema } from '@aurora/contracts/http';
import {
  listNotificationsQuerySchema,
  notificationListSchema,
  notificationReadSchema,
  notificationsReadSchema,
} from '@aurora/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '#platform/tenancy/org-context.ts';
import {
  listMyNotifications,
  markAllMyNotificationsRead,
  markMyNotificationRead,
} from './notifications.service.ts';

const tags = ['notifications'];
const errors = { 401: errorSchema, 404: errorSchema, 422: errorSchema };

/**
 * `/api/v2/agent/notifications`: the signed-in user's notification centre, across the
 * organizations they belong to (a spec exception to org scoping, as every `/agent/` route).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/agent/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, with the unread count',
        description: 'Pages by `before` (the `meta.next_before` of the previous page).',
        querystring: listNotificationsQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listMyNotifications(requestContext(request), request.query),
  );

  app.post(
    '/agent/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read (every open tab hears it)',
        response: { 200: notificationsReadSchema, ...errors },
      },
    },
    async (request) => markAllMyNotificationsRead(requestContext(request)),
  );

  app.post(
    '/agent/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read (every open tab hears it)',
        description: "Another user's notification, or one of an organization I left, is a 404.",
        params: idParamSchema,
        response: { 200: notificationReadSchema, ...errors },
      },
    },
    async (request) => markMyNotificationRead(requestContext(request), request.params.id),
  );
};
