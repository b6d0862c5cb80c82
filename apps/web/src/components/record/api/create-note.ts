import type { CreateNoteInput, Note } from '@aurora/contracts/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordKeys, recordPath } from './keys';

export async function createNote(subject: RecordSubject, input: CreateNoteInput): Promise<Note> {
  const answer = await apiClient.post<{ data: Note }>(`${recordPath(subject)}/notes`, input);
  return answer.data;
}

/** Adds a note; the notes and the timeline of the record refresh. */
export function useCreateNote(subject: RecordSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateNoteInput) => createNote(subject, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.notes(subject) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.activity(subject) });
    },
  });
}
