/**
 * Files on any record: `GET /{leads|clients|contacts}/{id}/attachments`,
 * `POST` the same path as `multipart/form-data` with one `file` field,
 * `GET /attachments/{id}/download` (Content-Disposition: attachment), `DELETE /attachments/{id}`.
 * Too large answers 413, a type outside the allow-list 415 (both `{message}`).
 */
import { z } from 'zod';
import { timestampSchema } from './http.ts';
import { SUBJECT_TYPES, userRefSchema } from './records.ts';

/** The default limit; the server's UPLOAD_MAX_BYTES may lower or raise it (see /config later). */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;

/** Accepted file types, by MIME type; the extension must agree with one of them. */
export const ATTACHMENT_TYPES: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'image/heic': ['heic'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'message/rfc822': ['eml'],
};
/** For `<input accept>`. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_TYPES)
  .flat()
  .map((extension) => `.${extension}`)
  .join(',');

export const attachmentSchema = z.object({
  id: z.number().int(),
  subject_type: z.enum(SUBJECT_TYPES),
  subject_id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
  uploaded_by: userRefSchema.nullable(),
  /** API path below `/api/v2/{org}`: `/attachments/{id}/download`. */
  download_path: z.string(),
  created_at: timestampSchema,
});
export type Attachment = z.infer<typeof attachmentSchema>;
