import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCallDuration } from '../../../entities/calls/call-duration';
import { formatPhone } from '../../../lib/phone';
import { PartyName } from './party-name';

type TrackedCallPanelProps = {
  contactName: string | null;
  /** The call's record, which the name links to. */
  recordPath: string | null;
  phone: string | null;
  duration: number;
};

/**
 * Spec §2 "Tracked-call panel": a call made on another phone. Pause/Resume changes the label
 * (Paused / In Progress) but, as the spec says, never stops the timer.
 */
export function TrackedCallPanel({ contactName, recordPath, phone, duration }: TrackedCallPanelProps) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <div className="min-w-0">
        <PartyName
          name={contactName}
          fallback={t('telephony.unknown')}
          path={recordPath}
          testId="call-contact"
          className="truncate"
        />
        <p className="font-mono text-sm text-neutral-600 tabular-nums dark:text-neutral-400">
          {phone ? formatPhone(phone) : '—'}
        </p>
        <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('telephony.externalTracking')}</p>
      </div>
      <div className="flex items-center gap-3">
        <span role="status" aria-live="polite">
          <Badge tone={paused ? 'warning' : 'success'}>
            {paused ? t('telephony.paused') : t('telephony.inProgress')}
          </Badge>
        </span>
        <span
          className="font-mono text-2xl font-semibold text-neutral-900 tabular-nums dark:text-white"
          role="timer"
          aria-label={t('telephony.duration')}
        >
          {formatCallDuration(duration, 'timer')}
        </span>
      </div>
      <Button variant="secondary" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
        {paused ? <Play /> : <Pause />}
        {paused ? t('telephony.resume') : t('telephony.pause')}
      </Button>
      <p className="text-xs text-neutral-500 dark:text-neutral-400">{t('telephony.trackedHint')}</p>
    </div>
  );
}
