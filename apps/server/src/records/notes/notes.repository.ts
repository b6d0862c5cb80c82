import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { attachments } from '#records/attachments/attachments.table.ts';
import { type Subject, userNameOf } from '#records/records.repository.ts';
import { notes } from './notes.table.ts';

export type NoteRow = typeof notes.$inferSelect & { authorName: string | null };

const noteColumns = {
  id: notes.id,
  organizationId: notes.organizationId,
  subjectType: notes.subjectType,
  subjectId: notes.subjectId,
  body: notes.body,
  pinned: notes.pinned,
  authorId: notes.authorId,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
  authorName: userNameOf(notes.authorId),
};

const ofSubject = (organizationId: number, subject: Subject) =>
  and(
    eq(notes.organizationId, organizationId),
    eq(notes.subjectType, subject.type),
    eq(notes.subjectId, subject.id),
  );

/** Pinned first, then newest first. */
export async function listNotes(db: Database, organizationId: number, subject: Subject): Promise<NoteRow[]> {
  return db
    .select(noteColumns)
    .from(notes)
    .where(ofSubject(organizationId, subject))
    .orderBy(desc(notes.pinned), desc(notes.createdAt), desc(notes.id))
    .limit(500);
}

export async function findNote(
  db: Database,
  organizationId: number,
  id: number,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .where(and(eq(notes.organizationId, organizationId), eq(notes.id, id)));
  return row;
}

export async function insertNotes(
  db: Database,
  organizationId: number,
  values: Omit<typeof notes.$inferInsert, 'id' | 'organizationId'>[],
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(notes)
    .values(values.map((value) => ({ ...value, organizationId })))
    .returning({ id: notes.id });
  return rows.map((row) => row.id);
}

export async function updateNote(
  db: Database,
  organizationId: number,
  id: number,
  values: { body?: string | undefined; pinned?: boolean | undefined },
) {
  await db
    .update(notes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(notes.organizationId, organizationId), eq(notes.id, id)));
}

export async function deleteNote(db: Database, organizationId: number, id: number) {
  await db.delete(notes).where(and(eq(notes.organizationId, organizationId), eq(notes.id, id)));
}

function subjectsWhere(
  table: typeof notes | typeof attachments,
  organizationId: number,
  subjects: Subject[],
): SQL | undefined {
  const byType = new Map<Subject['type'], number[]>();
  for (const subject of subjects) byType.set(subject.type, [...(byType.get(subject.type) ?? []), subject.id]);
  return and(
    eq(table.organizationId, organizationId),
    or(...[...byType].map(([type, ids]) => and(eq(table.subjectType, type), inArray(table.subjectId, ids)))),
  );
}

/** Deletes the notes and attachment rows of subjects; answers the storage keys of the files. */
export async function deleteNotesAndAttachments(
  db: Database,
  organizationId: number,
  subjects: Subject[],
): Promise<string[]> {
  if (subjects.length === 0) return [];
  await db.delete(notes).where(subjectsWhere(notes, organizationId, subjects));
  const removed = await db
    .delete(attachments)
    .where(subjectsWhere(attachments, organizationId, subjects))
    .returning({ storageKey: attachments.storageKey });
  return removed.map((row) => row.storageKey);
}

/** Re-attaches notes and attachments of one subject to another (contact merge). */
export async function moveNotesAndAttachments(
  db: Database,
  organizationId: number,
  from: Subject,
  to: Subject,
) {
  for (const table of [notes, attachments] as const) {
    await db
      .update(table)
      .set({ subjectType: to.type, subjectId: to.id })
      .where(
        and(
          eq(table.organizationId, organizationId),
          eq(table.subjectType, from.type),
          eq(table.subjectId, from.id),
        ),
      );
  }
}
