import type { RecordSubject } from './keys';
import { useDeleteRecordItem } from './record-queries';

export const useDeleteNote = (subject: RecordSubject) => useDeleteRecordItem('notes', subject);
