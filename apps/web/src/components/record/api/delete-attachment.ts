import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type RecordSubject, recordKeys } from './keys';

export async function deleteAttachment(id: number): Promise<void> {
  await apiClient.delete(`/attachments/${id}`);
}

export function useDeleteAttachment(subject: RecordSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recordKeys.attachments(subject) });
      void queryClient.invalidateQueries({ queryKey: recordKeys.activity(subject) });
    },
  });
}
