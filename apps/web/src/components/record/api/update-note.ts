import type { Note, UpdateNoteInput } from '@aurora/contracts/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordKeys } from './keys';

export async function updateNote(id: number, input: UpdateNoteInput): Promise<Note> {
  const answer = await apiClient.put<{ data: Note }>(`/notes/${id}`, input);
  return answer.data;
}

/** Edits or pins a note of the record. */
export function useUpdateNote(subject: RecordSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateNoteInput }) => updateNote(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.notes(subject) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.activity(subject) });
    },
  });
}
