import type { CallStatus } from '@aurora/contracts/calls';

/** Nobody talked: the caller hung up, it rang out, or the call failed. */
const UNANSWERED = new Set<CallStatus>(['missed', 'no-answer', 'busy', 'canceled', 'failed', 'abandoned']);

export const isUnanswered = (call: { status: CallStatus }) => UNANSWERED.has(call.status);
