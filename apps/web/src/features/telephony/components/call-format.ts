import type { TFunction } from 'i18next';
import type { Tone } from '../../../components/ui/badge';
import { type CallEnding, STATUS } from '../device/calling-store';
import { DEVICE_ERROR_CODES, type DeviceError } from '../device/types';

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

/**
 * Why a call ended, in words the agent understands, with the provider's error code if any; a code
 * the agent can do something about (the microphone, the network) says what fixes it.
 */
export function endingText(ending: CallEnding, t: TFunction): string {
  if (ending.reason === 'error' && ending.code !== null && EXPLAINED_CODES[ending.code]) {
    const { meaning, action } = explainDeviceError({ code: ending.code, message: ending.message ?? '' }, t);
    return `${meaning} ${action}`;
  }
  const reason = t(`telephony.endReasons.${ending.reason}`, { message: ending.message ?? '' });
  return ending.code ? `${reason} ${t('telephony.errorCode', { code: String(ending.code) })}` : reason;
}

/** The provider error codes the agent is told about (spec §8), by their key in the texts. */
const EXPLAINED_CODES: Record<number, string> = {
  [DEVICE_ERROR_CODES.authenticationFailed]: 'authenticationFailed',
  [DEVICE_ERROR_CODES.invalidToken]: 'invalidToken',
  [DEVICE_ERROR_CODES.expiredToken]: 'expiredToken',
  [DEVICE_ERROR_CODES.websocketEnded]: 'websocketEnded',
  [DEVICE_ERROR_CODES.generic]: 'generic',
  [DEVICE_ERROR_CODES.connectionInterrupted]: 'connectionInterrupted',
  [DEVICE_ERROR_CODES.noTransport]: 'noTransport',
  [DEVICE_ERROR_CODES.microphoneDenied]: 'microphoneDenied',
};

/** What a provider error means and what fixes it, in plain words (any code: the generic advice). */
export function explainDeviceError(error: DeviceError, t: TFunction): { meaning: string; action: string } {
  const key = EXPLAINED_CODES[error.code] ?? 'generic';
  return {
    meaning: t(`telephony.deviceErrors.${key}.meaning` as 'telephony.deviceErrors.generic.meaning'),
    action: t(`telephony.deviceErrors.${key}.action` as 'telephony.deviceErrors.generic.action'),
  };
}
