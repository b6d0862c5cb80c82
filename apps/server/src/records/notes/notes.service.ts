import type { createNoteSchema, Note, updateNoteSchema } from '@aurora/contracts/notes';
import type { z } from 'zod';
import type { Database } from '#platform/db/client.ts';
import { forbidden, notFound } from '#platform/errors.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import type { Subject } from '#records/records.repository.ts';
import { requireSubject, toUserRef, touchRecords } from '#records/records.service.ts';
import {
  deleteNote as deleteNoteRow,
  deleteNotesAndAttachments,
  findNote,
  insertNotes,
  listNotes as listNoteRows,
  moveNotesAndAttachments,
  type NoteRow,
  updateNote as updateNoteRow,
} from './notes.repository.ts';

export const NOTE_NOT_FOUND = 'Note not found.';

export const toNoteJson = (row: NoteRow): Note => ({
  id: row.id,
  subject_type: row.subjectType,
  subject_id: row.subjectId,
  body: row.body,
  pinned: row.pinned,
  author: toUserRef(row.authorId, row.authorName),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

type Caller = { userId: number; isAdmin: boolean };

export async function listNotes({ db, organization }: OrganizationData, subject: Subject): Promise<Note[]> {
  const organizationId = organization.id;
  await requireSubject(db, organizationId, subject);
  return (await listNoteRows(db, organizationId, subject)).map(toNoteJson);
}

async function getNoteRow(db: Database, organizationId: number, id: number) {
  const row = await findNote(db, organizationId, id);
  if (!row) throw notFound(NOTE_NOT_FOUND);
  return row;
}

export async function createNote(
  { db, organization, actorId: authorId }: OrganizationContext,
  subject: Subject,
  input: z.output<typeof createNoteSchema>,
): Promise<Note> {
  const organizationId = organization.id;
  await requireSubject(db, organizationId, subject);
  const id = await db.transaction(async (tx) => {
    const [created] = await insertNotes(tx, organizationId, [
      { subjectType: subject.type, subjectId: subject.id, body: input.body, pinned: input.pinned, authorId },
    ]);
    if (created === undefined) throw new Error('INSERT notes returned no row');
    await touchRecords(tx, organizationId, [subject]);
    return created;
  });
  return toNoteJson(await getNoteRow(db, organizationId, id));
}

/** Only the author, or an administrator, changes or deletes a note. */
function checkAuthor(row: NoteRow, caller: Caller) {
  if (row.authorId !== caller.userId && !caller.isAdmin) throw forbidden();
}

export async function updateNote(
  { db, organization }: OrganizationContext,
  caller: Caller,
  id: number,
  input: z.output<typeof updateNoteSchema>,
): Promise<Note> {
  const organizationId = organization.id;
  checkAuthor(await getNoteRow(db, organizationId, id), caller);
  await updateNoteRow(db, organizationId, id, input);
  return toNoteJson(await getNoteRow(db, organizationId, id));
}

export async function deleteNote({ db, organization }: OrganizationContext, caller: Caller, id: number) {
  const organizationId = organization.id;
  checkAuthor(await getNoteRow(db, organizationId, id), caller);
  await deleteNoteRow(db, organizationId, id);
}

/**
 * With the records being deleted: their notes and attachment rows; answers the storage keys of
 * their files, for the caller to remove once its transaction has committed.
 */
export const deleteSubjectNotesAndAttachments = (db: Database, organizationId: number, subjects: Subject[]) =>
  deleteNotesAndAttachments(db, organizationId, subjects);

/** Contact merge: notes and attachments follow the survivor. */
export const moveSubjectNotesAndFiles = (db: Database, organizationId: number, from: Subject, to: Subject) =>
  moveNotesAndAttachments(db, organizationId, from, to);

/** Import: one note per imported record, in one statement. */
export async function importNotes(
  db: Database,
  organizationId: number,
  authorId: number | null,
  subjectType: Subject['type'],
  notes: { note: string; id: number }[],
) {
  await insertNotes(
    db,
    organizationId,
    notes.map((entry) => ({ subjectType, subjectId: entry.id, body: entry.note.slice(0, 10_000), authorId })),
  );
}
