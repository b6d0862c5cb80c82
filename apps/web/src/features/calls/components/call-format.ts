import type { CallStatus } from '@aurora/contracts/calls';
import type { Tone } from '../../../components/ui/badge';

/** A call's length: m:ss, or h:mm:ss past an hour. */
export function formatCallDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export const CALL_STATUS_TONES: Record<CallStatus, Tone> = {
  initiated: 'info',
  ringing: 'warning',
  'in-progress': 'success',
  completed: 'neutral',
  busy: 'warning',
  failed: 'error',
  'no-answer': 'warning',
  canceled: 'neutral',
  missed: 'error',
  abandoned: 'neutral',
};
