import type { ImportJob } from '@aurora/contracts/imports';
import { useQueries } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, FileUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../ui/popover';
import { Spinner } from '../ui/spinner';
import { getImportQueryOptions, isRunning } from './api/get-import';
import { showImport, type TrackedImport, untrackImport, useImportTracker } from './import-tracker';
import { ImportWizard } from './import-wizard';
import { useSettleImport } from './use-settle-import';

/**
 * The top bar's import indicator (shown while this tab follows an import): progress of running
 * imports and a way back to their report, whatever page is open. Also hosts the import wizard.
 */
export function ImportIndicator() {
  const { t } = useTranslation();
  const { imports } = useImportTracker();
  const results = useQueries({
    queries: imports.map((item) => getImportQueryOptions(item.orgCode, item.id)),
  });
  const running = imports.filter((item, index) => isRunning(results[index]?.data ?? item));

  return (
    <>
      {imports.map((item, index) => (
        <ImportWatcher key={item.id} job={results[index]?.data} />
      ))}
      {imports.length > 0 ? (
        <Popover>
          <PopoverTrigger asChild>
            <Button
              size="sm"
              variant="ghost"
              aria-label={
                running.length > 0
                  ? t('imports.indicatorRunning', { count: running.length })
                  : t('imports.indicatorDone', { count: imports.length })
              }
            >
              {running.length > 0 ? (
                <Spinner className="text-primary-600" />
              ) : (
                <FileUp aria-hidden="true" className="text-success-600" />
              )}
              <span className="hidden sm:inline">
                {running.length > 0
                  ? t('imports.indicatorRunning', { count: running.length })
                  : t('imports.indicatorDone', { count: imports.length })}
              </span>
            </Button>
          </PopoverTrigger>
          <PopoverContent align="end" aria-label={t('imports.indicatorTitle')} className="p-1.5">
            <p className="px-2 pt-1 pb-1.5 text-xs font-medium text-neutral-500">
              {t('imports.indicatorTitle')}
            </p>
            <ul className="flex flex-col">
              {imports.map((item, index) => (
                <TrackedRow key={item.id} item={item} job={results[index]?.data} />
              ))}
            </ul>
          </PopoverContent>
        </Popover>
      ) : null}
      <ImportWizard />
    </>
  );
}

function ImportWatcher({ job }: { job: ImportJob | undefined }) {
  useSettleImport(job);
  return null;
}

function TrackedRow({ item, job }: { item: TrackedImport; job: ImportJob | undefined }) {
  const { t } = useTranslation();
  const status = job?.status ?? item.status;
  const total = Math.max(job?.progress.total ?? 0, 1);
  const percent = job ? Math.round((job.progress.processed / total) * 100) : 0;
  return (
    <li className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-neutral-50 dark:hover:bg-neutral-800/50">
      {isRunning({ status }) ? (
        <Spinner className="text-primary-600" />
      ) : status === 'failed' ? (
        <CircleAlert aria-hidden="true" className="size-4 text-error-600" />
      ) : (
        <CircleCheck aria-hidden="true" className="size-4 text-success-600" />
      )}
      <button
        type="button"
        onClick={() => showImport(item)}
        className="min-w-0 flex-1 cursor-pointer text-left focus-visible:outline-2 focus-visible:outline-primary-500"
      >
        <span className="block truncate text-sm font-medium text-neutral-900 dark:text-neutral-100">
          {item.fileName}
        </span>
        <span className="block text-xs text-neutral-500">
          {t(`modules.${item.module}`)} ·{' '}
          {isRunning({ status })
            ? t('imports.percent', { percent: String(percent) })
            : status === 'failed'
              ? t('imports.statusFailed')
              : t('imports.viewReport')}
        </span>
      </button>
      {isRunning({ status }) ? null : (
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={t('imports.dismiss', { file: item.fileName })}
          onClick={() => untrackImport(item.id)}
        >
          <X />
        </Button>
      )}
    </li>
  );
}
