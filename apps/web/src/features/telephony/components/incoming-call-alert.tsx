import { Phone, PhoneIncoming, PhoneOff } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_TYPES } from '../../../components/record/record-types';
import { Button } from '../../../components/ui/button';
import { formatPhone } from '../../../lib/phone';
import type { IncomingCall } from '../device/calling-store';
import { callRecordPath, PartyName } from './party-name';
import { createRingtone, type Ringtone } from './ringtone';

type IncomingCallAlertProps = {
  incoming: IncomingCall | null;
  onAccept: () => void;
  onDecline: () => void;
  ringtone?: () => Ringtone;
};

/**
 * Spec §2 "Incoming call alert": a non-dismissable modal (no close button, Escape and outside
 * clicks do nothing), the caller, the related record, Decline / Accept, a looping ringtone and the
 * auto-dismiss countdown (the store declines at 0).
 */
export function IncomingCallAlert({
  incoming,
  onAccept,
  onDecline,
  ringtone = createRingtone,
}: IncomingCallAlertProps) {
  const { t, i18n } = useTranslation();
  const ringing = incoming !== null;

  useEffect(() => {
    if (!ringing) return;
    const current = ringtone();
    current.start();
    return () => current.stop();
  }, [ringing, ringtone]);

  return (
    <AlertDialog.Root open={ringing}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-neutral-950/50 backdrop-blur-[2px] dark:bg-black/70" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] flex w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 rounded-xl border border-neutral-200 bg-white p-6 text-center shadow-2xl focus:outline-none dark:border-neutral-800 dark:bg-neutral-900"
          data-ringing={ringing ? 'true' : 'false'}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-success-100 text-success-700 dark:bg-success-500/15 dark:text-success-300">
            <PhoneIncoming aria-hidden="true" className="size-6 animate-pulse" />
          </span>
          <AlertDialog.Title className="text-base font-semibold text-neutral-900 dark:text-white">
            {t('telephony.incoming.title')}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="flex flex-col gap-1">
              <PartyName
                name={incoming?.callerName ?? null}
                fallback={t('telephony.incoming.unknownCaller')}
                path={incoming ? callRecordPath(incoming) : null}
                testId="incoming-caller"
              />
              <p className="font-mono text-sm text-neutral-600 tabular-nums dark:text-neutral-400">
                {incoming?.phone ? formatPhone(incoming.phone) : t('telephony.incoming.unknownNumber')}
              </p>
              {incoming?.callableType && incoming.callableId ? (
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {t('telephony.incoming.relatedTo', {
                    type: t(RECORD_TYPES[incoming.callableType].labelKey).toLocaleLowerCase(i18n.language),
                  })}
                </p>
              ) : null}
              {incoming?.organizationName ? (
                <p
                  className="text-sm font-medium text-neutral-700 dark:text-neutral-300"
                  data-testid="incoming-line"
                >
                  {incoming.lineName
                    ? t('telephony.incoming.calledLine', {
                        line: incoming.lineName,
                        organization: incoming.organizationName,
                      })
                    : incoming.organizationName}
                </p>
              ) : null}
            </div>
          </AlertDialog.Description>
          <p className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400" aria-live="off">
            {t('telephony.incoming.autoDismiss', { seconds: String(incoming?.secondsLeft ?? 0) })}
          </p>
          <div className="flex w-full gap-2">
            <Button variant="danger" className="flex-1" onClick={onDecline}>
              <PhoneOff />
              {t('telephony.incoming.decline')}
            </Button>
            <button
              type="button"
              onClick={onAccept}
              // biome-ignore lint/a11y/noAutofocus: the alert's main action, as a phone's answer button
              autoFocus
              className="inline-flex h-8 flex-1 items-center justify-center gap-2 rounded-md bg-success-600 px-3 text-sm font-medium text-white shadow-xs hover:bg-success-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-success-600 active:bg-success-700 [&_svg]:size-4"
            >
              <Phone aria-hidden="true" />
              {t('telephony.incoming.accept')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
