/**
 * Notes on any record, through one polymorphic API:
 * `GET|POST /{leads|clients|contacts}/{id}/notes`, `PUT|DELETE /notes/{id}`.
 * Pinned notes come first, then newest first. Only the author (or an administrator) edits or
 * deletes a note (403 otherwise).
 */
import { z } from 'zod';
import { timestampSchema } from './http.ts';
import { SUBJECT_TYPES, userRefSchema } from './records.ts';

export const NOTE_MAX_LENGTH = 10_000;

export const noteSchema = z.object({
  id: z.number().int(),
  subject_type: z.enum(SUBJECT_TYPES),
  subject_id: z.number().int(),
  /** Plain text with line breaks (rendered as such, never as HTML). */
  body: z.string(),
  pinned: z.boolean(),
  author: userRefSchema.nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Note = z.infer<typeof noteSchema>;

const noteFields = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: 'The body field is required.' })
    .max(NOTE_MAX_LENGTH, { error: `Must be at most ${NOTE_MAX_LENGTH} characters.` }),
  pinned: z.boolean(),
});
export const createNoteSchema = noteFields.extend({ pinned: z.boolean().default(false) });
export type CreateNoteInput = z.input<typeof createNoteSchema>;
export const updateNoteSchema = noteFields.partial();
export type UpdateNoteInput = z.input<typeof updateNoteSchema>;
