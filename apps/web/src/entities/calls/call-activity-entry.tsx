import { type CallActivity, callActivitySchema } from '@aurora/contracts/calls';
import type { ActivityItem } from '@aurora/contracts/records';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useDefinitions } from '../reference/reference-data';
import { formatCallDuration } from './call-duration';
import { callTitle } from './call-story';
import { RecordingPlayer } from './recording-player';

/** The call as the page read it; null for an entry whose call is gone. */
const callOf = (item: ActivityItem): CallActivity | null => {
  const parsed = callActivitySchema.safeParse(item.data?.call);
  return parsed.success ? parsed.data : null;
};

/**
 * A call on a record's timeline: "Missed call from María Jiménez · Main line", then "Inbound call ·
 * 4:12 · Reached · Ana López", its notes, its recording (fetched when asked for) and a link to it.
 */
export function CallEntryBody({ item, base }: { item: ActivityItem; base: string }) {
  const { t } = useTranslation();
  const outcomes = useDefinitions('call_outcomes');
  const [playing, setPlaying] = useState(false);
  const call = callOf(item);
  if (!call) {
    const direction = item.data?.direction === 'inbound' ? 'inbound' : 'outbound';
    return (
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t(`calls.story.directions.${direction}`)}
      </p>
    );
  }
  const outcome = call.outcome
    ? ((outcomes.data ?? []).find((definition) => definition.key === call.outcome)?.label ?? call.outcome)
    : null;
  const facts = [
    t(`calls.story.directions.${call.direction}`),
    call.duration_seconds ? formatCallDuration(call.duration_seconds) : null,
    outcome,
    call.agent?.name ?? null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium text-neutral-900 dark:text-white">{callTitle(t, call)}</p>
      <p className="text-xs text-neutral-600 dark:text-neutral-400">{facts.join(' · ')}</p>
      {call.notes ? (
        <p className="rounded-lg border border-neutral-200 bg-neutral-50 px-3 py-2 text-sm whitespace-pre-wrap break-words text-neutral-800 dark:border-neutral-800 dark:bg-neutral-800/40 dark:text-neutral-200">
          {call.notes}
        </p>
      ) : null}
      {call.has_recording && playing ? (
        <RecordingPlayer callId={call.id} label={t('calls.story.recordingOf')} />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {call.has_recording && !playing ? (
          <Button size="sm" variant="ghost" onClick={() => setPlaying(true)}>
            <Play />
            {call.voicemail ? t('calls.story.playVoicemail') : t('calls.story.playRecording')}
          </Button>
        ) : null}
        <Link
          to={`${base}/calls/${call.id}`}
          className="text-xs font-medium text-primary-700 hover:underline dark:text-primary-300"
        >
          {t('calls.story.openCall')}
        </Link>
      </div>
    </div>
  );
}
