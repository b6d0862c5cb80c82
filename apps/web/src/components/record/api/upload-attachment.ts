import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Attachment } from '@aurora/contracts/attachments';
import { REQUEST_ID_HEADER } from '@aurora/contracts/constants';
import { ApiError, apiUrl, authHeaders, newRequestId, reportUnauthorized } from '../../../lib/api-client';
import { type RecordSubject, recordPath } from './keys';
import { useRecordItemMutation } from './record-queries';

const ALLOWED_EXTENSIONS = new Set(Object.values(ATTACHMENT_TYPES).flat());

/** Why a file cannot be uploaded, checked before sending it (the server checks again). */
export function attachmentProblem(
  file: File,
  maxBytes = ATTACHMENT_MAX_BYTES,
): 'size' | 'type' | 'empty' | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()?.toLowerCase() : undefined;
  if (!extension || !ALLOWED_EXTENSIONS.has(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(data: unknown, status: number): string {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return `Upload failed with status ${status}`;
}

/**
 * `POST /{module}/{id}/attachments` as multipart, through XMLHttpRequest because fetch cannot
 * report upload progress. `onProgress` receives 0..1.
 */
export function uploadAttachment(
  subject: RecordSubject,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<Attachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(`${recordPath(subject)}/attachments`));
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    const requestId = newRequestId();
    xhr.setRequestHeader(REQUEST_ID_HEADER, requestId);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object' && 'data' in data) {
        options.onProgress?.(1);
        resolve(data.data as Attachment);
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      const errors =
        xhr.status === 422 && data && typeof data === 'object' && 'errors' in data
          ? (data.errors as Record<string, string[]>)
          : {};
      const answeredId = xhr.getResponseHeader(REQUEST_ID_HEADER) ?? requestId;
      reject(new ApiError(xhr.status, messageOf(data, xhr.status), errors, data, answeredId));
    });
    xhr.addEventListener('error', () =>
      reject(new ApiError(0, 'Network error: the server could not be reached.', {}, null, requestId)),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

export const useUploadAttachment = (subject: RecordSubject) =>
  useRecordItemMutation(
    'attachments',
    subject,
    ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress?: (fraction: number) => void;
      signal?: AbortSignal;
    }) => uploadAttachment(subject, file, { onProgress, signal }),
  );
