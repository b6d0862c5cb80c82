import type { Note, UpdateNoteInput } from '@aurora/contracts/notes';
import { apiClient } from '../../../lib/api-client';
import type { RecordSubject } from './keys';
import { useRecordItemMutation } from './record-queries';

export async function updateNote(id: number, input: UpdateNoteInput): Promise<Note> {
  const answer = await apiClient.put<{ data: Note }>(`/notes/${id}`, input);
  return answer.data;
}

/** Edits or pins a note of the record. */
export const useUpdateNote = (subject: RecordSubject) =>
  useRecordItemMutation('notes', subject, ({ id, input }: { id: number; input: UpdateNoteInput }) =>
    updateNote(id, input),
  );
