import type { ImportJob } from '@aurora/contracts/imports';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast-store';
import { importTracker, updateTrackedImport } from './import-tracker';

/**
 * Watches a polled job: the first observer to see it finish refreshes the module's lists and,
 * when the wizard is not showing it, announces the result with a toast.
 */
export function useSettleImport(job: ImportJob | undefined): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(() => {
    if (!job || !updateTrackedImport(job.id, job.status)) return;
    void queryClient.invalidateQueries({ queryKey: [job.module] });
    if (importTracker.getState().wizard.open) return;
    if (job.status === 'failed') {
      toast({
        title: t('imports.failedToast', { file: job.file_name }),
        description: job.error ?? undefined,
        color: 'error',
      });
      return;
    }
    const { created, updated, skipped, errors_count: errors } = job.report;
    toast({
      title: t('imports.finishedToast', { file: job.file_name }),
      description: t('imports.summary', {
        created: String(created),
        updated: String(updated),
        skipped: String(skipped),
        errors: String(errors),
      }),
      color: errors > 0 ? 'warning' : 'success',
    });
  }, [job, queryClient, t]);
}
