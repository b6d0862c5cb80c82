import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#platform/db/client.ts';
import { type Subject, userNameOf } from '#records/records.repository.ts';
import { attachments } from './attachments.table.ts';

export type AttachmentRow = typeof attachments.$inferSelect & { uploadedByName: string | null };

const attachmentColumns = {
  id: attachments.id,
  organizationId: attachments.organizationId,
  subjectType: attachments.subjectType,
  subjectId: attachments.subjectId,
  fileName: attachments.fileName,
  contentType: attachments.contentType,
  size: attachments.size,
  storageKey: attachments.storageKey,
  uploadedById: attachments.uploadedById,
  createdAt: attachments.createdAt,
  uploadedByName: userNameOf(attachments.uploadedById),
};

export async function listAttachments(db: Database, organizationId: number, subject: Subject) {
  return db
    .select(attachmentColumns)
    .from(attachments)
    .where(
      and(
        eq(attachments.organizationId, organizationId),
        eq(attachments.subjectType, subject.type),
        eq(attachments.subjectId, subject.id),
      ),
    )
    .orderBy(desc(attachments.createdAt), desc(attachments.id));
}

export async function findAttachment(
  db: Database,
  organizationId: number,
  id: number,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select(attachmentColumns)
    .from(attachments)
    .where(and(eq(attachments.organizationId, organizationId), eq(attachments.id, id)));
  return row;
}

export async function insertAttachment(
  db: Database,
  organizationId: number,
  values: Omit<typeof attachments.$inferInsert, 'id' | 'organizationId' | 'createdAt'>,
): Promise<number> {
  const [row] = await db
    .insert(attachments)
    .values({ ...values, organizationId })
    .returning({ id: attachments.id });
  if (!row) throw new Error('INSERT attachments returned no row');
  return row.id;
}

export async function deleteAttachment(db: Database, organizationId: number, id: number) {
  await db
    .delete(attachments)
    .where(and(eq(attachments.organizationId, organizationId), eq(attachments.id, id)));
}
