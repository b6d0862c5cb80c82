import type { TFunction } from 'i18next';
import type { Tone } from '../../../components/ui/badge';
import { type CallEnding, STATUS } from '../device/calling-store';

/**
 * The status badge's colour follows its text (spec §2): connecting or dialing blue; ringing
 * yellow; connected or progress green; ended gray; failed or error red.
 */
export function statusTone(status: string): Tone {
  const text = status.toLowerCase();
  if (text.includes('failed') || text.includes('error')) return 'error';
  if (text.includes('connecting') || text.includes('dialing')) return 'info';
  if (text.includes('ringing')) return 'warning';
  if (text.includes('connected') || text.includes('progress')) return 'success';
  if (text.includes('ended')) return 'neutral';
  return 'neutral';
}

type StatusKey =
  | 'initializing'
  | 'ready'
  | 'connecting'
  | 'ringing'
  | 'connected'
  | 'tracking'
  | 'ended'
  | 'muted'
  | 'unmuted'
  | 'failed';

const FIXED: Record<string, StatusKey> = {
  [STATUS.initializing]: 'initializing',
  [STATUS.ready]: 'ready',
  [STATUS.connecting]: 'connecting',
  [STATUS.ringing]: 'ringing',
  [STATUS.connected]: 'connected',
  [STATUS.tracking]: 'tracking',
  [STATUS.ended]: 'ended',
  [STATUS.muted]: 'muted',
  [STATUS.unmuted]: 'unmuted',
  [STATUS.failed]: 'failed',
};

const WITH_MESSAGE = [
  ['Failed to initialize: ', 'failedToInitialize'],
  ['Call error: ', 'callError'],
  ['Error: ', 'error'],
] as const;

/**
 * The status text in the interface language: the store keeps the spec's English texts word for
 * word (and the badge colour follows them); English shows them as they are.
 */
export function statusLabel(status: string, t: TFunction): string {
  const fixed = FIXED[status];
  if (fixed) return t(`telephony.statusText.${fixed}`);
  for (const [prefix, key] of WITH_MESSAGE) {
    if (status.startsWith(prefix))
      return t(`telephony.statusText.${key}`, { message: status.slice(prefix.length) });
  }
  return status;
}

/** Why a call ended, in words the agent understands, with the provider's error code if any. */
export function endingText(ending: CallEnding, t: TFunction): string {
  const reason = t(`telephony.endReasons.${ending.reason}`, { message: ending.message ?? '' });
  return ending.code ? `${reason} ${t('telephony.errorCode', { code: String(ending.code) })}` : reason;
}
