import {
  DEDUPE_MODES,
  type DedupeMode,
  IMPORT_FIELDS,
  IMPORT_MAX_BYTES,
  IMPORT_PREVIEW_ROWS,
  type ImportJob,
  type ImportModule,
} from '@aurora/contracts/imports';
import { CircleAlert, CircleCheck, FileSpreadsheet, Upload } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useFormat } from '../../lib/format';
import type { en } from '../../lib/locales/en';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Select } from '../ui/input';
import { ProgressBar } from '../ui/progress-bar';
import { Spinner } from '../ui/spinner';
import { useCreateImport } from './api/create-import';
import { isRunning, useImport } from './api/get-import';
import { useStartImport } from './api/start-import';
import { closeImportWizard, trackImport, untrackImport, useImportTracker } from './import-tracker';
import { useSettleImport } from './use-settle-import';

export type ImportFieldKey = keyof (typeof en)['imports']['fields'];

/** The wizard, opened from a list's "Import" button or the top bar's import indicator. */
export function ImportWizard() {
  const { wizard } = useImportTracker();
  if (!wizard.open) return null;
  return (
    <ImportWizardDialog
      key={wizard.jobId ?? `new-${wizard.module}`}
      module={wizard.module}
      orgCode={wizard.orgCode}
      initialJobId={wizard.jobId}
    />
  );
}

/** Client-side checks before uploading; the server checks again. */
export function checkCsvFile(file: File): 'type' | 'size' | 'empty' | null {
  const csvType = ['text/csv', 'application/vnd.ms-excel', 'text/plain', ''].includes(file.type);
  if (!file.name.toLowerCase().endsWith('.csv') || !csvType) return 'type';
  if (file.size > IMPORT_MAX_BYTES) return 'size';
  if (file.size === 0) return 'empty';
  return null;
}

export function ImportWizardDialog({
  module,
  orgCode,
  initialJobId,
}: {
  module: ImportModule;
  orgCode: string;
  initialJobId: number | null;
}) {
  const { t } = useTranslation();
  const [uploaded, setUploaded] = useState<ImportJob | null>(null);
  const [jobId, setJobId] = useState<number | null>(initialJobId);
  const moduleName = t(`modules.${module}`);

  const step = jobId !== null ? 'run' : uploaded ? 'map' : 'upload';
  const steps = ['upload', 'map', 'run'] as const;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeImportWizard();
      }}
      size="lg"
      title={t('imports.title', { module: moduleName })}
      description={
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="sr-only">
            {t('imports.stepOf', { step: String(steps.indexOf(step) + 1), steps: '3' })}:{' '}
            {t(`imports.steps.${step}`)}
          </span>
          {steps.map((item, index) => (
            <span
              key={item}
              aria-hidden="true"
              className={cn(
                'inline-flex items-center gap-1.5 text-xs',
                item === step ? 'font-medium text-neutral-900 dark:text-white' : 'text-neutral-400',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-4 items-center justify-center rounded-full text-[10px]',
                  item === step
                    ? 'bg-primary-600 text-white'
                    : 'bg-neutral-100 text-neutral-500 dark:bg-neutral-800',
                )}
              >
                {index + 1}
              </span>
              {t(`imports.steps.${item}`)}
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className="px-1 text-neutral-300">
                  ›
                </span>
              ) : null}
            </span>
          ))}
        </span>
      }
    >
      {step === 'upload' ? (
        <UploadStep module={module} onUploaded={setUploaded} />
      ) : step === 'map' && uploaded ? (
        <MappingStep
          job={uploaded}
          orgCode={orgCode}
          onBack={() => setUploaded(null)}
          onStarted={(job) => {
            trackImport({ id: job.id, module, orgCode, fileName: job.file_name, status: job.status });
            setJobId(job.id);
          }}
        />
      ) : jobId !== null ? (
        <RunStep
          orgCode={orgCode}
          jobId={jobId}
          onAnother={() => {
            untrackImport(jobId);
            setUploaded(null);
            setJobId(null);
          }}
        />
      ) : null}
    </Dialog>
  );
}

function UploadStep({ module, onUploaded }: { module: ImportModule; onUploaded: (job: ImportJob) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useCreateImport(module);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const maxMb = IMPORT_MAX_BYTES / 1024 / 1024;

  function choose(file: File | undefined) {
    if (!file) return;
    const check = checkCsvFile(file);
    if (check) {
      setProblem(t(`imports.fileErrors.${check}`, { max: String(maxMb) }));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) => {
        const fieldError = error instanceof ApiError ? error.errors.file?.[0] : undefined;
        setProblem(fieldError ?? errorMessage(error, t('imports.uploadFailed')));
      },
    });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 1) {
      setProblem(t('imports.fileErrors.many'));
      return;
    }
    choose(event.dataTransfer.files[0]);
  }

  return (
    <div className="flex flex-col gap-3 pb-1">
      <label
        htmlFor={`${id}-file`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors',
          'has-[:focus-visible]:border-primary-500 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-500/20',
          dragging
            ? 'border-primary-500 bg-primary-50/60 dark:bg-primary-500/10'
            : 'border-neutral-300 hover:border-neutral-400 hover:bg-neutral-50 dark:border-neutral-700 dark:hover:bg-neutral-800/40',
        )}
      >
        <span className="flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-primary-500/10 dark:text-primary-300">
          {upload.isPending ? (
            <Spinner className="size-5" />
          ) : (
            <Upload aria-hidden="true" className="size-5" />
          )}
        </span>
        <span className="text-sm font-medium text-neutral-900 dark:text-neutral-100">
          {upload.isPending ? t('imports.uploading') : t('imports.dropHere')}
        </span>
        <span className="text-xs text-neutral-500 dark:text-neutral-400">
          {t('imports.fileHint', { max: String(maxMb) })}
        </span>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          aria-label={t('imports.chooseFile')}
          aria-describedby={problem ? `${id}-problem` : undefined}
          disabled={upload.isPending}
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {problem ? (
        <p
          id={`${id}-problem`}
          role="alert"
          className="flex items-start gap-1.5 text-sm text-error-600 dark:text-error-400"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : null}
      <p className="text-xs text-neutral-500 dark:text-neutral-400">{t(`imports.moduleHint.${module}`)}</p>
    </div>
  );
}

function MappingStep({
  job,
  orgCode,
  onBack,
  onStarted,
}: {
  job: ImportJob;
  orgCode: string;
  onBack: () => void;
  onStarted: (job: ImportJob) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const start = useStartImport(orgCode);
  const fields = IMPORT_FIELDS[job.module];
  const [mapping, setMapping] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(job.headers.map((header) => [header, job.suggested_mapping[header] ?? null])),
  );
  const [dedupe, setDedupe] = useState<DedupeMode>('skip');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const fieldLabel = (field: string) => t(`imports.fields.${field as ImportFieldKey}`);
  const format = useFormat();

  const used = Object.values(mapping).filter((field): field is string => Boolean(field));
  const duplicates = new Set(used.filter((field, index) => used.indexOf(field) !== index));
  const mappedCount = used.length;
  const preview = job.preview.slice(0, IMPORT_PREVIEW_ROWS);

  function submit() {
    setFailure(null);
    setServerErrors({});
    start.mutate(
      { id: job.id, input: { mapping, dedupe } },
      {
        onSuccess: onStarted,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) setServerErrors(error.errors);
          setFailure(errorMessage(error, t('imports.startFailed')));
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
        <FileSpreadsheet aria-hidden="true" className="size-4 text-success-600" />
        <span className="font-medium text-neutral-900 dark:text-neutral-100">{job.file_name}</span>
        <span>·</span>
        <span>{t('imports.rows', { count: job.total_rows, formatted: format.number(job.total_rows) })}</span>
      </div>

      <section aria-labelledby={`${id}-mapping`}>
        <h3 id={`${id}-mapping`} className="text-sm font-semibold text-neutral-900 dark:text-white">
          {t('imports.mappingTitle')}
        </h3>
        <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">{t('imports.mappingHint')}</p>
        <div className="mt-2 overflow-x-auto rounded-lg border border-neutral-200 dark:border-neutral-800">
          <table className="w-full min-w-[520px] text-left text-sm">
            <thead className="bg-neutral-50 text-xs text-neutral-500 dark:bg-neutral-900/60 dark:text-neutral-400">
              <tr>
                <th scope="col" className="h-8 px-3 font-medium">
                  {t('imports.column')}
                </th>
                <th scope="col" className="h-8 px-3 font-medium">
                  {t('imports.example')}
                </th>
                <th scope="col" className="h-8 px-3 font-medium">
                  {t('imports.importAs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {job.headers.map((header, column) => {
                const field = mapping[header] ?? null;
                const error =
                  serverErrors[`mapping.${header}`]?.[0] ??
                  (field && duplicates.has(field) ? t('imports.duplicateField') : undefined);
                const example = preview
                  .map((row) => row[column] ?? '')
                  .filter(Boolean)
                  .slice(0, 2)
                  .join(', ');
                return (
                  <tr key={header} className="border-t border-neutral-100 dark:border-neutral-800">
                    <th
                      scope="row"
                      className="px-3 py-1.5 font-medium text-neutral-900 dark:text-neutral-100"
                    >
                      {header}
                    </th>
                    <td className="max-w-48 truncate px-3 py-1.5 text-neutral-500 dark:text-neutral-400">
                      {example || '—'}
                    </td>
                    <td className="px-3 py-1.5">
                      <Select
                        aria-label={t('imports.importColumnAs', { column: header })}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error-${column}` : undefined}
                        value={field ?? ''}
                        onChange={(event) =>
                          setMapping((current) => ({ ...current, [header]: event.target.value || null }))
                        }
                        className="h-7! min-w-44"
                      >
                        <option value="">{t('imports.skipColumn')}</option>
                        {fields.map((option) => (
                          <option key={option} value={option}>
                            {fieldLabel(option)}
                          </option>
                        ))}
                      </Select>
                      {error ? (
                        <p
                          id={`${id}-error-${column}`}
                          className="mt-1 text-xs text-error-600 dark:text-error-400"
                        >
                          {error}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`} className="text-sm font-semibold text-neutral-900 dark:text-white">
          {t('imports.previewTitle', { count: preview.length })}
        </h3>
        <div className="mt-2 overflow-x-auto rounded-lg border border-neutral-200 dark:border-neutral-800">
          <table className="w-full text-left text-xs">
            <thead className="bg-neutral-50 dark:bg-neutral-900/60">
              <tr>
                {job.headers.map((header) => {
                  const field = mapping[header];
                  return (
                    <th
                      key={header}
                      scope="col"
                      className={cn(
                        'h-8 px-3 font-medium whitespace-nowrap',
                        field ? 'text-primary-700 dark:text-primary-300' : 'text-neutral-400 line-through',
                      )}
                    >
                      {field ? fieldLabel(field) : header}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {preview.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: preview rows are fixed, in file order
                <tr key={index} className="border-t border-neutral-100 dark:border-neutral-800">
                  {job.headers.map((header, column) => (
                    <td
                      key={header}
                      className={cn(
                        'max-w-48 truncate px-3 py-1.5 whitespace-nowrap',
                        mapping[header] ? 'text-neutral-700 dark:text-neutral-300' : 'text-neutral-400',
                      )}
                    >
                      {row[column] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <fieldset>
        <legend className="text-sm font-semibold text-neutral-900 dark:text-white">
          {t('imports.dedupeTitle')}
        </legend>
        <p className="mt-0.5 text-xs text-neutral-500 dark:text-neutral-400">
          {t(`imports.dedupeHint.${job.module}`)}
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {DEDUPE_MODES.map((mode) => (
            <label
              key={mode}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-lg border px-3 py-2.5 transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary-500/20',
                dedupe === mode
                  ? 'border-primary-500 bg-primary-50/50 dark:bg-primary-500/10'
                  : 'border-neutral-200 hover:bg-neutral-50 dark:border-neutral-800 dark:hover:bg-neutral-800/50',
              )}
            >
              <input
                type="radio"
                name={`${id}-dedupe`}
                value={mode}
                checked={dedupe === mode}
                onChange={() => setDedupe(mode)}
                className="mt-0.5 accent-primary-600"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-neutral-900 dark:text-neutral-100">
                  {t(`imports.dedupe.${mode}`)}
                </span>
                <span className="text-xs text-neutral-500 dark:text-neutral-400">
                  {t(`imports.dedupe.${mode}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {failure ? (
        <div
          role="alert"
          className="rounded-lg bg-error-50 px-3 py-2 text-sm text-error-700 dark:bg-error-500/10 dark:text-error-300"
        >
          <p>{failure}</p>
          {serverErrors.mapping?.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-neutral-200 pt-4 pb-1 dark:border-neutral-800">
        <Button onClick={onBack} disabled={start.isPending}>
          {t('imports.chooseAnother')}
        </Button>
        <Button
          variant="primary"
          onClick={submit}
          loading={start.isPending}
          disabled={mappedCount === 0 || duplicates.size > 0}
        >
          {t('imports.start', { count: job.total_rows, formatted: format.number(job.total_rows) })}
        </Button>
      </div>
    </div>
  );
}

function RunStep({ orgCode, jobId, onAnother }: { orgCode: string; jobId: number; onAnother: () => void }) {
  const { t } = useTranslation();
  const query = useImport(orgCode, jobId);
  useSettleImport(query.data);
  const job = query.data;
  const format = useFormat();

  if (!job) {
    return query.isError ? (
      <p role="alert" className="pb-1 text-sm text-error-600">
        {errorMessage(query.error, t('imports.loadFailed'))}
      </p>
    ) : (
      <div role="status" className="flex items-center gap-2 py-6 text-sm text-neutral-500">
        <Spinner />
        {t('imports.loading')}
      </div>
    );
  }

  const footer = (
    <div className="flex flex-wrap justify-end gap-2 border-t border-neutral-200 pt-4 pb-1 dark:border-neutral-800">
      {isRunning(job) ? (
        <Button onClick={closeImportWizard}>{t('imports.runInBackground')}</Button>
      ) : (
        <>
          <Button onClick={onAnother}>{t('imports.another')}</Button>
          <Button
            variant="primary"
            onClick={() => {
              untrackImport(job.id);
              closeImportWizard();
            }}
          >
            {t('imports.done')}
          </Button>
        </>
      )}
    </div>
  );

  if (isRunning(job)) {
    const total = Math.max(job.progress.total, job.total_rows, 1);
    const percent = Math.min(100, Math.round((job.progress.processed / total) * 100));
    const progressText = t('imports.progressText', {
      processed: format.number(job.progress.processed),
      total: format.number(total),
    });
    return (
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 py-2">
          <div className="flex items-center justify-between text-sm">
            <span className="flex items-center gap-2 font-medium text-neutral-900 dark:text-neutral-100">
              <Spinner className="text-primary-600" />
              {t('imports.running', { file: job.file_name })}
            </span>
            <span className="text-neutral-500 tabular-nums">{percent}%</span>
          </div>
          <ProgressBar
            value={job.progress.processed}
            max={total}
            label={t('imports.progressLabel')}
            valueText={progressText}
          />
          <p className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">{progressText}</p>
        </div>
        <p className="rounded-lg bg-neutral-50 px-3 py-2 text-xs text-neutral-600 dark:bg-neutral-800/50 dark:text-neutral-400">
          {t('imports.backgroundHint')}
        </p>
        {footer}
      </div>
    );
  }

  if (job.status === 'failed') {
    return (
      <div className="flex flex-col gap-4">
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-error-50 px-3 py-3 text-sm text-error-700 dark:bg-error-500/10 dark:text-error-300"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-medium">{t('imports.failed')}</p>
            {job.error ? <p className="mt-0.5">{job.error}</p> : null}
          </div>
        </div>
        <ImportReportView job={job} />
        {footer}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p
        className="flex items-center gap-2 text-sm font-medium text-neutral-900 dark:text-neutral-100"
        role="status"
      >
        <CircleCheck aria-hidden="true" className="size-4 text-success-600" />
        {t('imports.completed', { file: job.file_name })}
      </p>
      <ImportReportView job={job} />
      {footer}
    </div>
  );
}

/** Created, updated, skipped and the errors with their row numbers. */
export function ImportReportView({ job }: { job: ImportJob }) {
  const { t } = useTranslation();
  const id = useId();
  const format = useFormat();
  const { report } = job;
  const errorsCount = Math.max(report.errors_count, report.errors.length);
  const counters = [
    { key: 'created', value: report.created, tone: 'text-success-700 dark:text-success-300' },
    { key: 'updated', value: report.updated, tone: 'text-info-700 dark:text-info-300' },
    { key: 'skipped', value: report.skipped, tone: 'text-neutral-700 dark:text-neutral-300' },
    { key: 'errors', value: errorsCount, tone: 'text-error-700 dark:text-error-300' },
  ] as const;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="sr-only">
        {t('imports.reportTitle')}
      </h3>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counters.map((counter) => (
          <div
            key={counter.key}
            className="rounded-lg border border-neutral-200 px-3 py-2 dark:border-neutral-800"
          >
            <dt className="text-xs text-neutral-500 dark:text-neutral-400">
              {t(`imports.report.${counter.key}`)}
            </dt>
            <dd className={cn('text-xl font-semibold tabular-nums', counter.tone)}>
              {format.number(counter.value)}
            </dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? (
        <div className="max-h-64 overflow-auto rounded-lg border border-neutral-200 dark:border-neutral-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('imports.errorsCaption')}</caption>
            <thead className="sticky top-0 bg-neutral-50 text-xs text-neutral-500 dark:bg-neutral-900 dark:text-neutral-400">
              <tr>
                <th scope="col" className="h-8 w-20 px-3 font-medium">
                  {t('imports.row')}
                </th>
                <th scope="col" className="h-8 px-3 font-medium">
                  {t('imports.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, index) => (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several errors
                  key={`${error.row}-${index}`}
                  className="border-t border-neutral-100 dark:border-neutral-800"
                >
                  <td className="px-3 py-1.5 text-neutral-500 tabular-nums">{error.row}</td>
                  <td className="px-3 py-1.5 text-neutral-700 dark:text-neutral-300">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {errorsCount > report.errors.length ? (
        <p className="text-xs text-neutral-500">
          {t('imports.moreErrors', { count: errorsCount - report.errors.length })}
        </p>
      ) : null}
    </section>
  );
}
