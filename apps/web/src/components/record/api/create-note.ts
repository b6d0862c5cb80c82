import type { CreateNoteInput, Note } from '@aurora/contracts/notes';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordPath } from './keys';
import { useRecordItemMutation } from './record-queries';

export async function createNote(subject: RecordSubject, input: CreateNoteInput): Promise<Note> {
  const answer = await apiClient.post<{ data: Note }>(`${recordPath(subject)}/notes`, input);
  return answer.data;
}

/** Adds a note; the notes and the timeline of the record refresh. */
export const useCreateNote = (subject: RecordSubject) =>
  useRecordItemMutation('notes', subject, (input: CreateNoteInput) => createNote(subject, input));
