/**
 * Global search: `GET /api/v2/{org}/search?q=...&limit=20` across leads, clients and contacts by
 * name, email or phone (any format). Ranked: exact email or phone first, then names starting with
 * the text, then names or emails containing it; ties by most recently updated.
 */
import { z } from 'zod';
import { SUBJECT_TYPES } from './records.ts';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEFAULT_LIMIT = 20;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, { error: `Type at least ${SEARCH_MIN_LENGTH} characters.` })
    .max(200),
  limit: z.coerce.number().int().min(1).max(50).default(SEARCH_DEFAULT_LIMIT),
  /** Restrict to some types: `types=lead,contact`. */
  types: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').map((type) => type.trim()) : [...SUBJECT_TYPES]))
    .pipe(z.array(z.enum(SUBJECT_TYPES))),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  type: z.enum(SUBJECT_TYPES),
  id: z.number().int(),
  /** Full name (people) or client name. */
  title: z.string(),
  /** e.g. the email and phone, or the client of a contact. */
  subtitle: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164, for click-to-call; null when the lead is do-not-call. */
  phone: z.string().nullable(),
  matched: z.enum(['email', 'phone', 'name']),
  /** Web path below the organization: `/leads/12`, `/clients/7`, `/clients/7?contact=31`. */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
