import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { DeferredProps } from '../../../components/ui/deferred';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { calling, useCallingState } from '../device/calling';
import { explainDeviceError, statusLabel } from './call-format';
import { CallingButton } from './calling-button';

/**
 * The top bar's phone with its popover: the spec's status text, what a provider error means and
 * what fixes it, and a retry.
 */
export function CallingIndicatorPopover({ defaultOpen }: DeferredProps) {
  const { t } = useTranslation();
  const state = useCallingState();
  const [retrying, setRetrying] = useState(false);
  const failed = !state.isReady && state.deviceError !== null;
  const busy = state.isOnCall || state.call !== null;
  const status = statusLabel(state.status, t);
  const explained = state.deviceError ? explainDeviceError(state.deviceError, t) : null;
  const retry = () => {
    setRetrying(true);
    calling.restart().finally(() => setRetrying(false));
  };
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <CallingButton status={status} failed={failed} live={state.isReady || busy} />
      </PopoverTrigger>
      <PopoverContent align="end" className="space-y-2">
        <p className="text-xs font-semibold tracking-wide text-neutral-500 uppercase dark:text-neutral-400">
          {t('telephony.device.title')}
        </p>
        <p role="status" className="font-medium text-neutral-900 dark:text-white">
          {status}
        </p>
        {failed && explained ? (
          <>
            <p className="text-neutral-700 dark:text-neutral-300">{explained.meaning}</p>
            <p className="text-neutral-700 dark:text-neutral-300">{explained.action}</p>
            <Button size="sm" onClick={retry} disabled={retrying}>
              {retrying ? t('telephony.device.retrying') : t('telephony.device.retry')}
            </Button>
          </>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}
