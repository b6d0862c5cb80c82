import type { CallActivity } from '@aurora/contracts/calls';
import type { ActivityItem } from '@aurora/contracts/records';
import { type LucideIcon, PhoneIncoming, PhoneMissed, PhoneOutgoing, Voicemail } from 'lucide-react';
import { lazy } from 'react';
import type { ActivityEntryKind } from '../../components/record/activity-entry-kinds';
import { isUnanswered } from './call-status';

const MISSED_TONE =
  'bg-error-50 text-error-600 ring-error-200 dark:bg-error-500/10 dark:text-error-400 dark:ring-error-500/30';

/** A call's icon: its direction, or a missed call or voicemail in the error tone. */
export function callIcon(call: Pick<CallActivity, 'direction' | 'status' | 'voicemail'>): {
  icon: LucideIcon;
  tone?: string;
} {
  if (call.voicemail) return { icon: Voicemail, tone: MISSED_TONE };
  if (call.direction === 'inbound' && isUnanswered(call)) return { icon: PhoneMissed, tone: MISSED_TONE };
  return { icon: call.direction === 'inbound' ? PhoneIncoming : PhoneOutgoing };
}

/**
 * The timeline's call entries, handed to the record kit by the app. Light on purpose: the app
 * shell holds it, and the entry's body (with its schema, its player) loads with the first timeline.
 */
export const callActivityEntry: ActivityEntryKind = {
  icon: (item: ActivityItem) => {
    const call = (item.data?.call ?? null) as Pick<CallActivity, 'direction' | 'status' | 'voicemail'> | null;
    if (call) return callIcon(call);
    return { icon: item.data?.direction === 'inbound' ? PhoneIncoming : PhoneOutgoing };
  },
  Body: lazy(async () => ({ default: (await import('./call-activity-entry')).CallEntryBody })),
};
