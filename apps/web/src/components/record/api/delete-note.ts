import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordKeys } from './keys';

export async function deleteNote(id: number): Promise<void> {
  await apiClient.delete(`/notes/${id}`);
}

export function useDeleteNote(subject: RecordSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.notes(subject) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.activity(subject) });
    },
  });
}
