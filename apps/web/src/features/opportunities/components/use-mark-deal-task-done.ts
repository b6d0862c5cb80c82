import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { opportunityKeys } from '../../../entities/opportunities/keys';
import { useCompleteTaskAbout } from '../../../entities/tasks/complete-task';

/**
 * Marks one of a deal's tasks done from the board or the deal page: the deals refresh (their next
 * step moves on) and a toast says so, or why not.
 */
export function useMarkDealTaskDone() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const complete = useCompleteTaskAbout();
  const markDone = (task: { id: number; title: string }, onDone?: () => void) =>
    complete.mutate(task.id, {
      onSuccess: () => {
        onDone?.();
        void queryClient.invalidateQueries({ queryKey: opportunityKeys.all });
        toast({ title: t('pipeline.nextStep.done', { title: task.title }), color: 'success' });
      },
      onError: (error) => toastFailure({ title: t('pipeline.nextStep.doneFailed'), error }),
    });
  return { markDone, pending: complete.isPending };
}
