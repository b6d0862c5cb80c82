import { Grid3x3, Mic, MicOff, Signal, SignalLow } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCallDuration } from '../../../entities/calls/call-duration';
import { formatPhone } from '../../../lib/phone';
import type { CallEnding, CallingState } from '../device/calling-store';
import { endingText, statusLabel, statusTone } from './call-format';
import { PartyName } from './party-name';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

type LiveCallPanelProps = {
  contactName: string | null;
  /** The call's record, which the name links to. */
  recordPath: string | null;
  phone: string | null;
  status: string;
  duration: number;
  muted: boolean;
  canControl: boolean;
  /** The line's quality while connected; `ending` once the call is over. */
  quality: CallingState['quality'];
  ending: CallEnding | null;
  onToggleMute: () => void;
  onDigit: (digit: string) => void;
};

/**
 * Spec §2 "Live-call panel": who, the number, the status badge, mm:ss, mute, the keypad. Under
 * them, the line's quality while the call is connected, and why it ended once it is over.
 */
export function LiveCallPanel({
  contactName,
  recordPath,
  phone,
  status,
  duration,
  muted,
  canControl,
  quality,
  ending,
  onToggleMute,
  onDigit,
}: LiveCallPanelProps) {
  const { t } = useTranslation();
  const [keypadOpen, setKeypadOpen] = useState(false);
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
      </div>
      <div className="flex items-center gap-3">
        <span role="status" aria-live="polite" aria-label={t('telephony.status')}>
          <Badge tone={statusTone(status)}>{statusLabel(status, t)}</Badge>
        </span>
        <span
          className="font-mono text-2xl font-semibold text-neutral-900 tabular-nums dark:text-white"
          role="timer"
          aria-label={t('telephony.duration')}
        >
          {formatCallDuration(duration, 'timer')}
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          aria-pressed={muted}
          disabled={!canControl}
          onClick={onToggleMute}
          title="M"
        >
          {muted ? <MicOff /> : <Mic />}
          {muted ? t('telephony.unmute') : t('telephony.mute')}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={keypadOpen}
          aria-controls="call-keypad"
          onClick={() => setKeypadOpen((open) => !open)}
        >
          <Grid3x3 />
          {keypadOpen ? t('telephony.hideKeypad') : t('telephony.keypad')}
        </Button>
      </div>
      {keypadOpen ? (
        <fieldset id="call-keypad" className="grid w-full max-w-56 grid-cols-3 gap-2">
          <legend className="sr-only">{t('telephony.keypad')}</legend>
          {KEYS.map((key) => (
            <Button
              key={key}
              variant="secondary"
              aria-label={t('telephony.key', { key })}
              disabled={!canControl}
              onClick={() => onDigit(key)}
              className="h-10 font-mono text-base"
            >
              {key}
            </Button>
          ))}
        </fieldset>
      ) : null}
      {ending ? (
        <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="call-ending">
          {endingText(ending, t)}
        </p>
      ) : canControl ? (
        quality === 'good' ? (
          <p className="flex items-center gap-1.5 text-xs text-success-700 dark:text-success-400">
            <Signal aria-hidden="true" className="size-3.5" />
            {t('telephony.goodConnection')}
          </p>
        ) : (
          <p
            role="status"
            className="flex items-center gap-1.5 text-xs text-warning-800 dark:text-warning-300"
          >
            <SignalLow aria-hidden="true" className="size-3.5" />
            {t('telephony.poorConnection')}
          </p>
        )
      ) : null}
    </div>
  );
}
