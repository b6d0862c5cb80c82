import type { FastifyInstance } from 'fastify';
import type { Config } from '#platform/config.ts';
import { attachmentsRoutes } from '#records/attachments/attachments.routes.ts';
import { importsRoutes } from '#records/imports/imports.routes.ts';
import { notesRoutes } from '#records/notes/notes.routes.ts';
import { savedViewsRoutes } from '#records/saved-views/saved-views.routes.ts';
import { searchRoutes } from '#records/search/search.routes.ts';

/**
 * What the record kit serves for every registered record type: notes, attachments, saved views,
 * search and CSV imports, inside the organization scope.
 */
export async function recordKitRoutes(scope: FastifyInstance, options: { config: Config }) {
  await scope.register(notesRoutes);
  await scope.register(attachmentsRoutes, { config: options.config });
  await scope.register(savedViewsRoutes);
  await scope.register(searchRoutes);
  await scope.register(importsRoutes);
}
