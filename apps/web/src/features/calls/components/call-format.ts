import type { CallStatus } from '@aurora/contracts/calls';
import type { Tone } from '../../../components/ui/badge';

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
