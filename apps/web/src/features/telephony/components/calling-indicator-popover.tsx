import { Phone, PhoneOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { calling, useCallingState } from '../device/calling';
import { explainDeviceError, statusLabel } from './call-format';

/**
 * The calling device's state where an agent looks before calling: a phone in the top bar, green
 * when calls can be made, amber while starting, red when the device failed. Its popover says the
 * spec's status text, what a provider error means and what fixes it, and offers a retry.
 */
export function CallingIndicator() {
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
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('telephony.device.label', { status })}
          title={status}
          className="relative"
        >
          {failed ? <PhoneOff /> : <Phone />}
          <span
            aria-hidden="true"
            className={cn(
              'absolute top-1.5 right-1.5 size-2 rounded-full ring-2 ring-white dark:ring-neutral-950',
              failed
                ? 'bg-error-500'
                : state.isReady || busy
                  ? 'bg-emerald-500'
                  : 'bg-amber-500 animate-pulse',
            )}
          />
        </Button>
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
