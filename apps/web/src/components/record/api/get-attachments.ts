import type { Attachment } from '@aurora/contracts/attachments';
import { useQuery } from '@tanstack/react-query';
import { type RecordSubject, recordKeys, recordPath } from './keys';
import { recordQueryOptions } from './record-queries';

/** `GET /{module}/{id}/attachments`. */
export const useAttachments = (subject: RecordSubject) =>
  useQuery(
    recordQueryOptions<Attachment[]>(recordKeys.attachments(subject), `${recordPath(subject)}/attachments`),
  );
