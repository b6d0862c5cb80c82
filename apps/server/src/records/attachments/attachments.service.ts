import { randomUUID } from 'node:crypto';
import { ATTACHMENT_TYPES, type Attachment } from '@aurora/contracts/attachments';
import type { Database } from '#platform/db/client.ts';
import { AppError, notFound } from '#platform/errors.ts';
import { readUpload, type Upload } from '#platform/http/uploads.ts';
import { isMissingFile } from '#platform/storage/file-storage.ts';
import { fileStorage, removeFilesLater } from '#platform/storage/storage.ts';
import type { OrganizationContext, OrganizationData } from '#platform/tenancy/context.ts';
import type { Subject } from '#records/records.repository.ts';
import { recordActivity, requireSubject, toUserRef } from '#records/records.service.ts';
import {
  type AttachmentRow,
  deleteAttachment as deleteAttachmentRow,
  findAttachment,
  insertAttachment,
  listAttachments as listAttachmentRows,
} from './attachments.repository.ts';

export const ATTACHMENT_NOT_FOUND = 'Attachment not found.';

export const toAttachmentJson = (row: AttachmentRow): Attachment => ({
  id: row.id,
  subject_type: row.subjectType,
  subject_id: row.subjectId,
  file_name: row.fileName,
  content_type: row.contentType,
  size: row.size,
  uploaded_by: toUserRef(row.uploadedById, row.uploadedByName),
  download_path: `/attachments/${row.id}/download`,
  created_at: row.createdAt.toISOString(),
});

export async function listAttachments({ db, organization }: OrganizationData, subject: Subject) {
  const organizationId = organization.id;
  await requireSubject(db, organizationId, subject);
  return (await listAttachmentRows(db, organizationId, subject)).map(toAttachmentJson);
}

/** The allowed MIME type of a file name, by its extension; undefined when the type is refused. */
export function allowedContentType(fileName: string): string | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return Object.entries(ATTACHMENT_TYPES).find(([, extensions]) => extensions.includes(extension))?.[0];
}

/**
 * Stores an uploaded file on a record. The type is judged by the extension against the
 * allow-list (415), the size by the stream limit (413); what the browser claims is not trusted.
 */
export async function uploadAttachment(
  { db, organization, actorId }: OrganizationContext,
  subject: Subject,
  upload: Upload,
  maxBytes: number,
): Promise<Attachment> {
  const organizationId = organization.id;
  await requireSubject(db, organizationId, subject);
  const contentType = allowedContentType(upload.fileName);
  if (!contentType) {
    upload.stream.resume();
    throw new AppError(415, 'This file type is not allowed.');
  }
  const now = new Date();
  const extension = upload.fileName.toLowerCase().split('.').pop();
  const key = `${organizationId}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${extension}`;
  const storage = fileStorage();
  const size = await readUpload(upload, (stream) => storage.put(key, stream));
  if (upload.truncated()) {
    await storage.delete([key]);
    throw new AppError(413, `The file may not be greater than ${Math.floor(maxBytes / 1024 / 1024)} MB.`);
  }
  const fileName = upload.fileName.replace(/[\\/\r\n"]/g, '_').slice(0, 200);
  const id = await db.transaction(async (tx) => {
    const created = await insertAttachment(tx, organizationId, {
      subjectType: subject.type,
      subjectId: subject.id,
      fileName,
      contentType,
      size,
      storageKey: key,
      uploadedById: actorId,
    });
    await recordActivity(tx, organizationId, [
      {
        subjectType: subject.type,
        subjectId: subject.id,
        type: 'attachment',
        actorId,
        data: { attachment_id: created, file_name: fileName },
      },
    ]);
    return created;
  });
  const row = await findAttachment(db, organizationId, id);
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  return toAttachmentJson(row);
}

async function getAttachmentRow(db: Database, organizationId: number, id: number) {
  const row = await findAttachment(db, organizationId, id);
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  return row;
}

/** The file's metadata and a stream of its bytes. */
export async function downloadAttachment({ db, organization }: OrganizationData, id: number) {
  const organizationId = organization.id;
  const row = await getAttachmentRow(db, organizationId, id);
  const stream = await fileStorage()
    .get(row.storageKey)
    .catch((error: unknown) => {
      // Only a missing file is a 404; a failing storage is a 500 (logged), not "missing".
      if (isMissingFile(error)) throw notFound('The file is missing from storage.');
      throw error;
    });
  return { attachment: toAttachmentJson(row), stream };
}

export async function deleteAttachment({ db, organization }: OrganizationContext, id: number): Promise<void> {
  const organizationId = organization.id;
  const row = await getAttachmentRow(db, organizationId, id);
  await deleteAttachmentRow(db, organizationId, id);
  removeFilesLater([row.storageKey]);
}
