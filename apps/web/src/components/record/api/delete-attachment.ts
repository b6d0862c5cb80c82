import type { RecordSubject } from './keys';
import { useDeleteRecordItem } from './record-queries';

export const useDeleteAttachment = (subject: RecordSubject) => useDeleteRecordItem('attachments', subject);
