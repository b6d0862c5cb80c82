/**
 * Global search: `GET /api/v2/{org}/search?q=...&limit=20` across every searchable record type
 * (leads, clients, contacts, opportunities) by name or title, email or phone (any format),
 * ignoring case and accents, each word of `q` the start of some word of the record, in any order.
 * Ranked: the name is the query (or the email or phone is), then names starting with it, then
 * records holding every word; ties go to the user's own records, then the most recently
 * updated. When nothing matches so, records resembling `q` (a typo), the closest first.
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
  /** Full name (people), client name or deal title. */
  title: z.string(),
  /** e.g. the email and phone, or the client of a contact. */
  subtitle: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164, for click-to-call; null when the lead is do-not-call. */
  phone: z.string().nullable(),
  /** The field `q` was found in: the palette marks it. */
  matched: z.enum(['email', 'phone', 'name']),
  /** Found because it resembles `q` (a typo), not word for word. */
  resembling: z.boolean(),
  /** Web path below the organization: `/leads/12`, `/clients/7`, `/clients/7?contact=31`. */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Words of a query past this many add nothing a person needs (each costs the server a condition). */
const MAX_QUERY_WORDS = 8;

/**
 * The words of a text as a search compares them (split at spaces, punctuation and symbols, lower
 * case, without accents), with where each stands in the text: the palette marks where the words
 * of a query start them. The database folds its side with unaccent, which also spells out letters
 * such as ß or ø; this is close enough to mark a match.
 */
export const wordsOf = (text: string): { word: string; start: number; end: number }[] =>
  [...text.matchAll(/[^\s\p{P}\p{S}]+/gu)].map((found) => ({
    word: found[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(),
    start: found.index,
    end: found.index + found[0].length,
  }));

/** The words of a query, folded as `wordsOf` folds them, at most eight; none holds a LIKE wildcard. */
export const queryWords = (q: string): string[] =>
  wordsOf(q)
    .slice(0, MAX_QUERY_WORDS)
    .map(({ word }) => word);
