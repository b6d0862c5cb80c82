import type { NumberCandidate } from '@aurora/contracts/numbers';
import { CircleAlert, CircleCheck, Phone, PlugZap, TriangleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox } from '../../../components/ui/input';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { LoadingPanel, StatePanel } from '../../../components/ui/state-panel';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { formatPhone } from '../../../lib/phone';
import { useImportCandidates } from '../api/get-import-candidates';
import { countryOfNumber, type ImportOutcome, useNumberImport } from './use-number-import';

type ImportNumbersDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationCode: string;
};

/** The server's answer when the provider has no account to list numbers from (the simulator). */
const isNoProviderAccount = (error: unknown) => error instanceof ApiError && error.status === 404;

function countryName(code: string | null, language: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * "Import from Twilio": lists the provider account's numbers, lets an administrator pick the ones
 * not imported yet, creates them one by one and reports each failure beside the successes.
 */
export function ImportNumbersDialog({ open, onOpenChange, organizationCode }: ImportNumbersDialogProps) {
  const { t } = useTranslation();
  const candidates = useImportCandidates(organizationCode, open);
  const importer = useNumberImport();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Imported in this dialog: disabled at once, before the refreshed candidates arrive.
  const [importedHere, setImportedHere] = useState<ReadonlySet<string>>(new Set());
  const { state } = importer;

  const isImported = (candidate: NumberCandidate) =>
    candidate.imported || importedHere.has(candidate.provider_id);
  const importable = (candidates.data ?? []).filter((candidate) => !isImported(candidate));
  const chosen = importable.filter((candidate) => selected.has(candidate.provider_id));

  const close = () => onOpenChange(false);
  const closeButton = <Button onClick={close}>{t('common.close')}</Button>;

  const runImport = async () => {
    const outcomes = await importer.start(chosen);
    setImportedHere(
      (current) =>
        new Set([
          ...current,
          ...outcomes.filter((outcome) => !outcome.error).map((outcome) => outcome.candidate.provider_id),
        ]),
    );
    setSelected(new Set());
  };

  let body: ReactNode;
  let footer: ReactNode = closeButton;
  if (state.step === 'running') {
    body = <ImportProgress done={state.done} total={state.total} />;
    footer = (
      <Button variant="primary" loading disabled>
        {t('numbers.import.importing')}
      </Button>
    );
  } else if (state.step === 'finished') {
    body = <ImportResult outcomes={state.outcomes} />;
    footer = (
      <>
        <Button onClick={importer.reset}>{t('numbers.import.again')}</Button>
        <Button variant="primary" onClick={close}>
          {t('numbers.import.done')}
        </Button>
      </>
    );
  } else if (candidates.isPending) {
    body = <LoadingPanel label={t('numbers.import.loading')} />;
  } else if (candidates.isError) {
    body = isNoProviderAccount(candidates.error) ? (
      <StatePanel
        icon={<PlugZap />}
        title={t('numbers.import.noAccountTitle')}
        description={t('numbers.import.noAccountDescription')}
      />
    ) : (
      <StatePanel
        tone="error"
        icon={<TriangleAlert />}
        title={t('numbers.import.loadError')}
        description={errorMessage(candidates.error, t('errors.unexpected'))}
        action={
          <Button onClick={() => void candidates.refetch()} loading={candidates.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (candidates.data.length === 0) {
    body = (
      <StatePanel
        icon={<Phone />}
        title={t('numbers.import.empty')}
        description={t('numbers.import.emptyHint')}
      />
    );
  } else {
    body = (
      <CandidateList
        candidates={candidates.data}
        isImported={isImported}
        importable={importable}
        chosen={chosen}
        onChange={setSelected}
      />
    );
    footer = (
      <>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="primary" disabled={chosen.length === 0} onClick={() => void runImport()}>
          {t('numbers.import.submit', { count: chosen.length })}
        </Button>
      </>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-import would hide which numbers were created: wait for the result.
        if (!next && state.step === 'running') return;
        onOpenChange(next);
      }}
      title={t('numbers.import.title')}
      description={t('numbers.import.description')}
      size="md"
      footer={footer}
    >
      {body}
    </Dialog>
  );
}

function CandidateList({
  candidates,
  isImported,
  importable,
  chosen,
  onChange,
}: {
  candidates: NumberCandidate[];
  isImported: (candidate: NumberCandidate) => boolean;
  importable: NumberCandidate[];
  chosen: NumberCandidate[];
  onChange: (selected: ReadonlySet<string>) => void;
}) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const format = useFormat();
  const allChosen = importable.length > 0 && chosen.length === importable.length;
  const someChosen = chosen.length > 0 && !allChosen;
  const chosenIds = new Set(chosen.map((candidate) => candidate.provider_id));

  const toggle = (providerId: string) => {
    const next = new Set(chosenIds);
    if (next.has(providerId)) next.delete(providerId);
    else next.add(providerId);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3 border-b border-neutral-200 pb-3 dark:border-neutral-800">
        <label
          htmlFor={`${baseId}-all`}
          className={cn(
            'flex items-center gap-2.5 text-sm font-medium text-neutral-800 dark:text-neutral-200',
            importable.length === 0 ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
          )}
        >
          <Checkbox
            id={`${baseId}-all`}
            checked={allChosen}
            disabled={importable.length === 0}
            ref={(input) => {
              if (input) input.indeterminate = someChosen;
            }}
            onChange={() =>
              onChange(allChosen ? new Set() : new Set(importable.map((candidate) => candidate.provider_id)))
            }
          />
          {t('numbers.import.selectAll')}
        </label>
        <p className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400" aria-live="polite">
          {t('numbers.import.selected', { count: chosen.length, total: format.number(importable.length) })}
        </p>
      </div>
      {importable.length === 0 ? (
        <p className="rounded-lg bg-neutral-50 px-3 py-2 text-sm text-neutral-600 dark:bg-neutral-800/50 dark:text-neutral-400">
          {t('numbers.import.allImported')}
        </p>
      ) : null}
      <ul aria-label={t('numbers.import.listLabel')} className="flex flex-col gap-2">
        {candidates.map((candidate) => {
          const id = `${baseId}-${candidate.provider_id}`;
          const imported = isImported(candidate);
          const country = countryName(candidate.country ?? countryOfNumber(candidate.number), i18n.language);
          return (
            <li key={candidate.provider_id}>
              <label
                htmlFor={id}
                className={cn(
                  'flex items-start gap-3 rounded-lg border border-neutral-200 px-3 py-2.5 dark:border-neutral-800',
                  imported
                    ? 'cursor-not-allowed bg-neutral-50 dark:bg-neutral-800/40'
                    : 'cursor-pointer hover:bg-neutral-50 dark:hover:bg-neutral-800/60',
                )}
              >
                <Checkbox
                  id={id}
                  className="mt-0.5"
                  checked={chosenIds.has(candidate.provider_id)}
                  disabled={imported}
                  onChange={() => toggle(candidate.provider_id)}
                  aria-labelledby={`${id}-number`}
                  aria-describedby={`${id}-details`}
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span
                      id={`${id}-number`}
                      className={cn(
                        'font-mono text-sm font-semibold tabular-nums',
                        imported
                          ? 'text-neutral-500 dark:text-neutral-400'
                          : 'text-neutral-900 dark:text-white',
                      )}
                    >
                      {formatPhone(candidate.number)}
                    </span>
                    {imported ? <Badge tone="neutral">{t('numbers.import.alreadyImported')}</Badge> : null}
                  </span>
                  <span
                    id={`${id}-details`}
                    className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-neutral-600 dark:text-neutral-400"
                  >
                    <span className="truncate">{candidate.friendly_name ?? t('numbers.import.noName')}</span>
                    <span aria-hidden="true">·</span>
                    <span>{country ?? t('numbers.import.unknownCountry')}</span>
                    {candidate.capabilities.length > 0 ? (
                      <>
                        <span aria-hidden="true">·</span>
                        <span className="sr-only">{t('numbers.import.capabilities')}:</span>
                        {candidate.capabilities.map((capability) => (
                          <Badge key={capability} tone="info">
                            {t(`numbers.import.capability.${capability}`)}
                          </Badge>
                        ))}
                      </>
                    ) : null}
                    {imported ? <span className="sr-only">{t('numbers.import.alreadyImported')}</span> : null}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ImportProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = t('numbers.import.progress', { done: format.number(done), total: format.number(total) });
  return (
    <div className="flex flex-col gap-2 py-2">
      <p className="flex items-center gap-2 text-sm font-medium text-neutral-900 dark:text-neutral-100">
        <Spinner className="text-primary-600" />
        {text}
      </p>
      <ProgressBar value={done} max={total} label={t('numbers.import.progressLabel')} valueText={text} />
      <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('numbers.import.keepOpen')}</p>
    </div>
  );
}

function ImportResult({ outcomes }: { outcomes: ImportOutcome[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const summary = useRef<HTMLParagraphElement>(null);
  const failures = outcomes.filter((outcome) => outcome.error);
  const imported = outcomes.length - failures.length;
  // The button that started the import is gone: put focus (and a screen reader) on the result.
  useEffect(() => summary.current?.focus(), []);

  return (
    <div className="flex flex-col gap-3">
      <p
        ref={summary}
        tabIndex={-1}
        role="status"
        className="flex items-center gap-2 text-sm font-medium text-neutral-900 focus:outline-none dark:text-neutral-100"
      >
        {imported > 0 ? (
          <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success-600" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-warning-600" />
        )}
        {t('numbers.import.imported', { count: imported })}
      </p>
      {failures.length > 0 ? (
        <section aria-labelledby={headingId} className="flex flex-col gap-2">
          <h3
            id={headingId}
            className="flex items-center gap-2 text-sm font-medium text-error-700 dark:text-error-300"
          >
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t('numbers.import.failed', { count: failures.length })}
          </h3>
          <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {failures.map((outcome) => (
              <li key={outcome.candidate.provider_id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
                <span className="font-mono font-semibold text-neutral-900 tabular-nums dark:text-white">
                  {formatPhone(outcome.candidate.number)}
                </span>
                <span className="text-error-600 dark:text-error-400">{outcome.error}</span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('numbers.import.failedHint')}</p>
        </section>
      ) : null}
    </div>
  );
}
