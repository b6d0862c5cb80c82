import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.ts';

/** Every non-validation error body: 401, 403, 404, 409, 429, 5xx. */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

/** A 422 body: one list of messages per invalid field (Laravel's shape). */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  /** Present when `total` is the database's estimate: record lists count exactly up to 1,000 matches. */
  total_is_estimate: z.literal(true).optional(),
  /** Present when nothing matched `q` word for word and the rows are those resembling it (typos). */
  q_resembling: z.literal(true).optional(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `{data: T}`: how every single record is answered. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{data: T[], meta}`: how every paginated list is answered. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

/** The largest value of an `integer` column: every id, and every count a filter compares with. */
export const MAX_INTEGER = 2_147_483_647;

/** An id in a body: a positive integer that an id column can hold. */
/** A record's id; 0 is what a form sends when none was chosen. */
export const idSchema = z
  .number()
  .int()
  .positive({ error: 'This field is required.' })
  .max(MAX_INTEGER, { error: 'No record has this id.' });

/**
 * An id in a path or a query string: digits only (not ` 1`, `0x10`, `1e0` or `+1`) and within an
 * id column's range. In a path, a value that is not one answers 404 (see the error handler).
 */
export const pathIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, { error: 'Must be an id.' })
  .transform(Number)
  .refine((id) => id <= MAX_INTEGER, { error: 'No record has this id.' });

/** `page` of a list: from 1, and no further than an offset can go. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(MAX_INTEGER).default(1);

/**
 * Query of every list: `page`, `per_page` (at most 100), `sort` (a column, `-` prefix for
 * descending) and `q` (search). Modules extend it with their own `filter[...]` keys.
 */
export const listQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sort: z.string().max(64).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const idParamSchema = z.object({ id: pathIdSchema });

/** Timestamps travel as ISO 8601 strings. */
export const timestampSchema = z.string();
