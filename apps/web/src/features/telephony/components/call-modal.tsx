import { CALL_NOTES_MAX_LENGTH } from '@aurora/contracts/calls';
import { MODULE_OF_SUBJECT } from '@aurora/contracts/records';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Minus, Phone, PhoneOff, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { recordKeys } from '../../../components/record/api/keys';
import { Button } from '../../../components/ui/button';
import { Select, Textarea } from '../../../components/ui/input';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { formatCallDuration } from '../../../entities/calls/call-duration';
import { callKeys } from '../../../entities/calls/keys';
import { useDefinitions } from '../../../entities/reference/reference-data';
import { useOpenRecordOnCall } from '../../../lib/call-preferences';
import { formatPhone } from '../../../lib/phone';
import { useSession } from '../../../lib/session-store';
import { updateCallNotes } from '../api/update-call-notes';
import { type ActiveCall, type CallingState, MODAL_RESET_DELAY_MS } from '../device/calling-store';
import { endingText } from './call-format';
import { draftNotes, dropDraft, keepDraft, saveLeftoverDrafts } from './call-notes-drafts';
import { type FollowUpOffer, FollowUpPrompt } from './follow-up-prompt';
import { LiveCallPanel } from './live-call-panel';
import { callRecordPath } from './party-name';
import { TrackedCallPanel } from './tracked-call-panel';

export type CallModalActions = {
  endCall: () => void;
  endTrackedCall: (notes: string) => Promise<void>;
  toggleMute: () => void;
  sendDigits: (digits: string) => void;
};

/** The follow-up a finished call offers: about the call and the record it was made about. */
const followUpOf = (call: ActiveCall): FollowUpOffer => ({
  callId: call.id,
  organizationCode: call.organizationCode,
  name: call.contactName || call.phone || '',
  callableType: call.callableType,
  callableId: call.callableId,
});

/** After a call's notes are saved: the calls, and the timeline of its record, which tells them. */
function refreshCallRecords(queryClient: QueryClient, call: ActiveCall) {
  void queryClient.invalidateQueries({ queryKey: callKeys.all });
  if (call.callableType && call.callableId) {
    void queryClient.invalidateQueries({
      queryKey: recordKeys.detail(MODULE_OF_SUBJECT[call.callableType], call.callableId),
    });
  }
}

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The call modal (spec §2 "Global call overlays"). It opens when a call starts (and is open
 * whenever on-call is true) and resets 2 s after the call ended; Minimize turns it into the
 * floating 'Call in Progress' button. After a live call, its notes and outcome are saved to the
 * call record; Finalize Log ends a tracked call with its notes (a failure keeps the modal open).
 * When the saved outcome asks for a follow-up (the definition's `asks_follow_up`), the modal stays
 * open after the call and offers a prefilled follow-up task instead of resetting.
 */
export function CallModal({ state, actions }: { state: CallingState; actions: CallModalActions }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const active = state.isOnCall || state.call !== null;
  const [open, setOpen] = useState(false);
  const [minimized, setMinimized] = useState(false);
  const [call, setCall] = useState<ActiveCall | null>(null);
  const [lastDuration, setLastDuration] = useState(0);
  const [notes, setNotes] = useState('');
  const [outcome, setOutcome] = useState('');
  const [finalizing, setFinalizing] = useState(false);
  const [followUp, setFollowUp] = useState<FollowUpOffer | null>(null);
  const { user } = useSession();
  const outcomes = useDefinitions('call_outcomes');
  const asksFollowUp = (key: string) =>
    key !== '' &&
    (outcomes.data ?? []).some((definition) => definition.key === key && definition.asks_follow_up);
  const { ending } = state;
  const latest = useRef({ call, notes, outcome, asksFollowUp, ending });
  latest.current = { call, notes, outcome, asksFollowUp, ending };
  /** Offers the follow-up of a call once its outcome is saved, unless the modal moved on. */
  const offerFollowUp = useCallback((ended: ActiveCall) => {
    if (latest.current.call?.id !== ended.id) return;
    setFollowUp(followUpOf(ended));
    setMinimized(false);
  }, []);

  if (state.call && state.call !== call) {
    if (state.call.id !== call?.id) setNotes(draftNotes(state.call.id));
    setCall(state.call);
  }
  if (active && state.duration !== lastDuration) setLastDuration(state.duration);

  // Notes of a call that ended while no page of this browser was open reach its record now.
  useEffect(() => {
    saveLeftoverDrafts().catch((error: unknown) => console.warn('Saving earlier call notes failed', error));
  }, []);

  // A call answered or dialled here opens its record behind the window (the user's choice).
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const opensRecord = useOpenRecordOnCall(user?.id);
  const recordPath = call ? callRecordPath(call) : null;
  const openedFor = useRef<number | null>(null);
  useEffect(() => {
    const started = state.call;
    if (!started || started.resumed || openedFor.current === started.id) return;
    openedFor.current = started.id;
    const path = callRecordPath(started);
    if (opensRecord && path && path.split('?')[0] !== pathname) navigate(path);
  }, [state.call, opensRecord, pathname, navigate]);

  const reset = useCallback(() => {
    setOpen(false);
    setMinimized(false);
    setCall(null);
    setLastDuration(0);
    setNotes('');
    setOutcome('');
    setFollowUp(null);
  }, []);

  // Opens with the call; resets MODAL_RESET_DELAY_MS after it ended (spec §4).
  const wasActive = useRef(false);
  useEffect(() => {
    if (active) {
      wasActive.current = true;
      setOpen(true);
      return;
    }
    if (!wasActive.current) return;
    wasActive.current = false;
    const ended = latest.current;
    // An outcome that asks for a follow-up keeps the modal until the agent adds or skips it.
    const wantsFollowUp = ended.call !== null && ended.asksFollowUp(ended.outcome);
    if (ended.call?.mode === 'live' && (ended.notes.trim() || ended.outcome)) {
      const endedCall = ended.call;
      const { id, organizationCode } = endedCall;
      updateCallNotes(id, { notes: ended.notes, outcome: ended.outcome || null }, organizationCode)
        .then(() => {
          dropDraft(id);
          toast({ title: t('telephony.notesSaved'), color: 'success' });
          refreshCallRecords(queryClient, endedCall);
        })
        .catch((error: unknown) => {
          console.error('Saving the call notes failed', error);
          toastFailure({ title: t('telephony.notesNotSaved'), error });
        })
        // The call exists either way: its follow-up task can still be added.
        .finally(() => {
          if (wantsFollowUp) offerFollowUp(endedCall);
        });
    } else {
      // Nothing typed to save; a tracked call's notes are saved (and dropped) by Finalize Log.
      if (ended.call?.mode === 'live') dropDraft(ended.call.id);
      void queryClient.invalidateQueries({ queryKey: callKeys.all });
    }
    // A tracked call's follow-up is offered by finalize, once its outcome is saved.
    if (wantsFollowUp) return;
    const timer = setTimeout(() => {
      reset();
      // Why the call ended stays in view after the modal went: the agent's own hang-up needs no word.
      const why = latest.current.ending;
      if (why && why.callId === ended.call?.id && why.reason !== 'you-hung-up') {
        toast({ title: endingText(why, t), color: why.reason === 'they-hung-up' ? 'info' : 'warning' });
      }
    }, MODAL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, queryClient, t, reset, offerFollowUp]);

  const mode = call?.mode ?? null;
  const title =
    mode === 'live'
      ? t('telephony.titles.live')
      : mode === 'tracked'
        ? t('telephony.titles.tracked')
        : t('telephony.titles.none');
  const duration = active ? state.duration : lastDuration;

  const finalize = async () => {
    if (finalizing || mode !== 'tracked' || !state.isOnCall) return;
    setFinalizing(true);
    const saved = latest.current;
    try {
      await actions.endTrackedCall(saved.notes);
      if (saved.call) {
        dropDraft(saved.call.id);
        refreshCallRecords(queryClient, saved.call);
      }
      if (saved.outcome && saved.call) {
        await updateCallNotes(saved.call.id, { outcome: saved.outcome }, saved.call.organizationCode).catch(
          (error: unknown) => console.error('Saving the call outcome failed', error),
        );
        if (saved.asksFollowUp(saved.outcome)) offerFollowUp(saved.call);
      }
    } catch (error) {
      // Spec §8: only logged; the modal stays open.
      console.error('Finalizing the tracked call failed', error);
    } finally {
      setFinalizing(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && mode === 'tracked' && state.isOnCall) {
      event.preventDefault();
      void finalize();
      return;
    }
    if (
      event.key.toLowerCase() === 'm' &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey &&
      mode === 'live' &&
      state.isOnCall &&
      !isTyping(event.target)
    ) {
      event.preventDefault();
      actions.toggleMute();
    }
  };

  if (!open) return null;

  if (minimized) {
    const timer = formatCallDuration(duration, 'timer');
    const party = call?.contactName || (call?.phone ? formatPhone(call.phone) : null);
    return (
      <button
        type="button"
        onClick={() => setMinimized(false)}
        aria-label={
          party
            ? t('telephony.restoreWith', { duration: timer, name: party })
            : t('telephony.restore', { duration: timer })
        }
        // In the top bar's empty middle on a wide screen (between the organization and the search
        // from 1280 px), else bottom left of the page: never over a card's or a row's buttons
        // (right-aligned), nor over a dialog's footer.
        className="fixed bottom-4 left-4 z-40 inline-flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-success-600 px-4 py-2 text-sm font-medium text-white shadow-lg hover:bg-success-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-success-600 lg:left-64 xl:top-1.5 xl:bottom-auto xl:left-1/2 xl:max-w-80 xl:-translate-x-1/2 xl:py-1.5"
      >
        <span aria-hidden="true" className="relative flex size-2 shrink-0">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-white/70" />
          <span className="relative inline-flex size-2 rounded-full bg-white" />
        </span>
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        <span className="shrink-0">{t('telephony.callInProgress')}</span>
        {party ? <span className="min-w-0 truncate font-normal text-white/90">{party}</span> : null}
        <span className="shrink-0 font-mono tabular-nums">{timer}</span>
      </button>
    );
  }

  return (
    <RadixDialog.Root
      open
      onOpenChange={(next) => {
        if (!next && !active) reset();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-neutral-950/40 backdrop-blur-[2px] dark:bg-black/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onEscapeKeyDown={(event) => {
            if (active) {
              event.preventDefault();
              setMinimized(true);
            }
          }}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-2xl focus:outline-none dark:border-neutral-800 dark:bg-neutral-900"
        >
          <div className="flex items-center justify-between gap-2 px-5 pt-4">
            <RadixDialog.Title className="text-base font-semibold text-neutral-900 dark:text-white">
              {title}
            </RadixDialog.Title>
            <div className="flex items-center gap-1">
              <Button variant="ghost" size="sm" onClick={() => setMinimized(true)}>
                <Minus />
                {t('telephony.minimize')}
              </Button>
              {active ? null : (
                <Button variant="ghost" size="sm" onClick={reset}>
                  <X />
                  {t('telephony.close')}
                </Button>
              )}
            </div>
          </div>
          <div className="flex flex-col gap-4 overflow-y-auto px-5 pt-4">
            {mode === 'tracked' ? (
              <TrackedCallPanel
                contactName={call?.contactName ?? null}
                recordPath={recordPath}
                phone={call?.phone ?? null}
                duration={duration}
              />
            ) : (
              <LiveCallPanel
                contactName={call?.contactName ?? null}
                recordPath={recordPath}
                phone={call?.phone ?? null}
                status={state.status}
                duration={duration}
                muted={state.isMuted}
                canControl={state.isOnCall}
                quality={state.quality}
                ending={active ? null : state.ending}
                onToggleMute={actions.toggleMute}
                onDigit={actions.sendDigits}
              />
            )}
            {followUp ? (
              <FollowUpPrompt offer={followUp} assigneeId={user?.id ?? null} onDone={reset} />
            ) : (
              <>
                <div className="flex flex-col gap-1.5">
                  <label
                    htmlFor="call-notes"
                    className="text-xs font-medium text-neutral-700 dark:text-neutral-300"
                  >
                    {t('telephony.notes')}
                  </label>
                  <Textarea
                    id="call-notes"
                    rows={4}
                    maxLength={CALL_NOTES_MAX_LENGTH}
                    placeholder={t('telephony.notesPlaceholder')}
                    value={notes}
                    onChange={(event) => {
                      const typed = event.target.value.slice(0, CALL_NOTES_MAX_LENGTH);
                      setNotes(typed);
                      if (call) keepDraft(call.id, typed, call.organizationCode);
                    }}
                    aria-describedby="call-notes-count"
                  />
                  <p
                    id="call-notes-count"
                    className="self-end text-xs text-neutral-500 tabular-nums dark:text-neutral-400"
                  >
                    {notes.length}/{CALL_NOTES_MAX_LENGTH}
                  </p>
                </div>
                {(outcomes.data ?? []).length > 0 ? (
                  <div className="flex flex-col gap-1.5">
                    <label
                      htmlFor="call-outcome"
                      className="text-xs font-medium text-neutral-700 dark:text-neutral-300"
                    >
                      {t('telephony.outcome')}
                    </label>
                    <Select
                      id="call-outcome"
                      value={outcome}
                      onChange={(event) => setOutcome(event.target.value)}
                    >
                      <option value="">{t('telephony.noOutcome')}</option>
                      {(outcomes.data ?? [])
                        .filter((definition) => definition.is_active)
                        .map((definition) => (
                          <option key={definition.key} value={definition.key}>
                            {definition.label}
                          </option>
                        ))}
                    </Select>
                  </div>
                ) : null}
                <p className="text-xs text-neutral-500 dark:text-neutral-400">
                  {mode === 'tracked' ? t('telephony.shortcutsTracked') : t('telephony.shortcutsLive')}
                </p>
              </>
            )}
          </div>
          {followUp ? (
            <div className="pb-5" />
          ) : (
            <div className="flex flex-wrap justify-end gap-2 px-5 pt-4 pb-5">
              {mode === 'tracked' ? (
                <Button
                  variant="primary"
                  onClick={() => void finalize()}
                  disabled={!state.isOnCall || finalizing}
                >
                  {t('telephony.finalizeLog')}
                </Button>
              ) : (
                <Button variant="danger" onClick={actions.endCall} disabled={!active}>
                  <PhoneOff />
                  {t('telephony.endCall')}
                </Button>
              )}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
