import type { CreateNumberInput, NumberCandidate } from '@aurora/contracts/numbers';
import { useQueryClient } from '@tanstack/react-query';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { numberKeys } from '../../../entities/numbers/get-numbers';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { createNumber } from '../api/create-number';

/** The country of an E.164 number (`US`), for providers that do not say it. */
export const countryOfNumber = (number: string): string | null =>
  parsePhoneNumberFromString(number)?.country ?? null;

/**
 * What importing a candidate creates: its number, name, provider id, country and capabilities.
 * Everything else takes the server's defaults: it rings the online agents, voicemail on, the
 * organization's ring time and recording for new numbers, active.
 */
export const importPayloadOf = (candidate: NumberCandidate): CreateNumberInput => ({
  number: candidate.number,
  friendly_name: candidate.friendly_name,
  provider_id: candidate.provider_id,
  country: candidate.country ?? countryOfNumber(candidate.number),
  capabilities: candidate.capabilities,
});

/** One candidate's result: `error` is what the server said when it was not created. */
export type ImportOutcome = { candidate: NumberCandidate; error: string | null };

export type NumberImportState =
  | { step: 'idle' }
  | { step: 'running'; done: number; total: number }
  | { step: 'finished'; outcomes: ImportOutcome[] };

/** A 422 names what is wrong field by field ("The number has already been taken."). */
function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const messages = Object.values(error.errors).flat();
    if (messages.length > 0) return messages.join(' ');
  }
  return errorMessage(error, fallback);
}

/**
 * Creates the chosen candidates one after another (so the progress is real and two of them never
 * race for the same unique number), keeps each one's outcome, and refreshes the numbers once.
 */
export function useNumberImport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<NumberImportState>({ step: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = async (candidates: NumberCandidate[]): Promise<ImportOutcome[]> => {
    const total = candidates.length;
    const outcomes: ImportOutcome[] = [];
    setState({ step: 'running', done: 0, total });
    for (const candidate of candidates) {
      try {
        await createNumber(importPayloadOf(candidate));
        outcomes.push({ candidate, error: null });
      } catch (error) {
        outcomes.push({ candidate, error: failureMessage(error, t('errors.unexpected')) });
      }
      setState({ step: 'running', done: outcomes.length, total });
    }
    // Even a failure may mean the list changed (someone else added the number meanwhile).
    void queryClient.invalidateQueries({ queryKey: numberKeys.all });
    setState({ step: 'finished', outcomes });
    // The dialog cannot be closed while importing, but leaving the page unmounts it: say how it went.
    if (!mounted.current) {
      const failed = outcomes.filter((outcome) => outcome.error).length;
      toast({
        title: t('numbers.import.summary', { imported: String(total - failed), failed: String(failed) }),
        color: failed ? 'warning' : 'success',
      });
    }
    return outcomes;
  };

  return { state, start, reset: () => setState({ step: 'idle' }) };
}
