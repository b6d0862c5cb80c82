import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { toastFailure } from '../../../components/ui/toast-store';
import { useStore } from '../../../lib/create-store';
import {
  calling,
  discardOpenCallsAndRetry,
  staleCallPrompt,
  useCallingDevice,
  useCallingState,
} from '../device/calling';
import { CallModal, type CallModalActions } from './call-modal';
import { IncomingCallAlert } from './incoming-call-alert';

const actions: CallModalActions = {
  endCall: () => calling.endCall(),
  endTrackedCall: (notes) => calling.endTrackedCall(notes),
  toggleMute: () => calling.toggleMute(),
  sendDigits: (digits) => calling.sendDigits(digits),
};

/**
 * The calling device and its global overlays (spec §2): mounted once by the signed-in layout.
 */
export function CallOverlays() {
  const { t } = useTranslation();
  useCallingDevice();
  const state = useCallingState();
  const stale = useStore(staleCallPrompt);
  const [discarding, setDiscarding] = useState(false);
  return (
    <>
      <ConfirmDialog
        open={stale !== null}
        onOpenChange={(open) => {
          if (!open) staleCallPrompt.setState(null);
        }}
        title={t('telephony.stale.title')}
        description={t('telephony.stale.description')}
        confirmLabel={t('telephony.stale.confirm')}
        tone="primary"
        loading={discarding}
        onConfirm={() => {
          if (!stale) return;
          setDiscarding(true);
          discardOpenCallsAndRetry(stale.request)
            .catch((error: unknown) => {
              console.warn('The call could not start', error);
              staleCallPrompt.setState(null);
              // The device's own failures (no microphone, not registered) say what to do in their message.
              toastFailure({
                title: t('telephony.callFailed'),
                error,
                fallback: error instanceof Error ? error.message : undefined,
              });
            })
            .finally(() => setDiscarding(false));
        }}
      />
      <CallModal state={state} actions={actions} />
      <IncomingCallAlert
        incoming={state.incoming}
        onAccept={() => {
          try {
            calling.acceptIncoming();
          } catch (error) {
            console.error('Accepting the call failed', error);
            // The device's own failures (no microphone, not registered) say what to do in their message.
            toastFailure({
              title: t('telephony.callFailed'),
              error,
              fallback: error instanceof Error ? error.message : undefined,
            });
          }
        }}
        onDecline={() => calling.declineIncoming()}
      />
    </>
  );
}
