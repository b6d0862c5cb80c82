import type { TaskRelated } from '@aurora/contracts/tasks';
import type { TFunction } from 'i18next';
import { Voicemail, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { RecordingPlayer } from '../../../entities/calls/recording-player';

/** The calls a task is about that have a recording (the server says so on each call link). */
export const recordedCalls = (related: readonly TaskRelated[]) =>
  related.filter((record) => record.type === 'call' && record.recording === true);

function recordingLabel(t: TFunction, call: TaskRelated): string {
  const name = call.name || '—';
  return call.voicemail
    ? t('tasks.recordings.voicemail', { name })
    : t('tasks.recordings.recording', { name });
}

/**
 * The players of a task's recorded calls (a voicemail's message, a recorded call), in the task's
 * dialog. Nothing when no related call has a recording.
 */
export function TaskRecordings({
  related,
  organizationCode,
}: {
  related: readonly TaskRelated[];
  organizationCode: string | null;
}) {
  const { t } = useTranslation();
  const recorded = recordedCalls(related);
  if (recorded.length === 0) return null;
  return (
    <section aria-label={t('tasks.recordings.label')} className="mb-4 flex flex-col gap-3">
      {recorded.map((call) => {
        const label = recordingLabel(t, call);
        return (
          <div key={call.id} className="flex flex-col gap-1.5">
            <p className="flex items-center gap-1.5 text-xs font-medium text-neutral-700 dark:text-neutral-300">
              <Voicemail aria-hidden="true" className="size-3.5" />
              {label}
            </p>
            <RecordingPlayer callId={call.id} label={label} organizationCode={organizationCode} />
          </div>
        );
      })}
    </section>
  );
}

/**
 * A row of My tasks has room for a button, not a player: the player opens below the row on
 * request, so a list of tasks does not download every recording.
 */
export function TaskRecordingRow({
  related,
  organizationCode,
  children,
}: {
  related: readonly TaskRelated[];
  organizationCode: string;
  /** The row's content; the toggle goes at its end. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [call] = recordedCalls(related);
  const name = call?.name || '—';
  const label = call ? recordingLabel(t, call) : '';
  return (
    <li className="px-4 py-2.5">
      <div className="flex items-center gap-3">
        {children}
        {call ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-expanded={open}
            aria-label={
              open
                ? t('tasks.recordings.hide')
                : call.voicemail
                  ? t('tasks.recordings.play', { name })
                  : t('tasks.recordings.playRecording', { name })
            }
            title={label}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X /> : <Voicemail />}
          </Button>
        ) : null}
      </div>
      {call && open ? (
        <div className="pt-2 pl-9">
          <RecordingPlayer callId={call.id} label={label} organizationCode={organizationCode} />
        </div>
      ) : null}
    </li>
  );
}
