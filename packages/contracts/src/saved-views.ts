/**
 * Saved list views, per user and module: `GET /saved-views?module=leads` (the caller's private
 * views and every shared one), `POST /saved-views`, `PUT|DELETE /saved-views/{id}`. Only the owner,
 * or an administrator for a shared view, changes or deletes one (403 otherwise); a private view of
 * someone else is a 404.
 */
import { z } from 'zod';
import { timestampSchema } from './http.ts';
import { RECORD_MODULES, userRefSchema } from './records.ts';

/** Modules with saved views: every module with a record list. */
export const SAVED_VIEW_MODULES = RECORD_MODULES;
export const SAVED_VIEW_VISIBILITIES = ['private', 'shared'] as const;

/** Filters as query-string keys and values of the list grammar: `{"filter[status]": "new,contacted"}`. */
export const savedViewFiltersSchema = z
  .record(
    z.string().regex(/^filter\[[a-z0-9_.]+\](\[[a-z]+\])?$/, { error: 'Must be a filter key.' }),
    z.string().max(500),
  )
  .refine((value) => Object.keys(value).length <= 50, { error: 'At most 50 filters.' });

export const savedViewSchema = z.object({
  id: z.number().int(),
  module: z.enum(SAVED_VIEW_MODULES),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  /** The list's `sort` value, e.g. `-created_at`. */
  sort: z.string().nullable(),
  /** The visible columns, in order. */
  columns: z.array(z.string()),
  /** The list's `q`. */
  q: z.string().nullable(),
  visibility: z.enum(SAVED_VIEW_VISIBILITIES),
  owner: userRefSchema,
  /** Whether the caller may change or delete it. */
  editable: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type SavedView = z.infer<typeof savedViewSchema>;

const savedViewFields = z.object({
  module: z.enum(SAVED_VIEW_MODULES),
  name: z
    .string()
    .trim()
    .min(1, { error: 'The name field is required.' })
    .max(80, { error: 'Must be at most 80 characters.' }),
  filters: savedViewFiltersSchema,
  sort: z.string().trim().max(200).nullable(),
  columns: z.array(z.string().trim().min(1).max(64)).max(50),
  q: z.string().trim().max(200).nullable(),
  visibility: z.enum(SAVED_VIEW_VISIBILITIES),
});
export const createSavedViewSchema = savedViewFields.extend({
  filters: savedViewFiltersSchema.default({}),
  sort: savedViewFields.shape.sort.optional(),
  columns: savedViewFields.shape.columns.default([]),
  q: savedViewFields.shape.q.optional(),
  visibility: z.enum(SAVED_VIEW_VISIBILITIES).default('private'),
});
export type CreateSavedViewInput = z.input<typeof createSavedViewSchema>;
/** The module of a view never changes. */
export const updateSavedViewSchema = savedViewFields.omit({ module: true }).partial();
export type UpdateSavedViewInput = z.input<typeof updateSavedViewSchema>;

export const listSavedViewsQuerySchema = z.object({ module: z.enum(SAVED_VIEW_MODULES) });
