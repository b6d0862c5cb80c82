import type { Call, CallActivity } from '@aurora/contracts/calls';
import type { TFunction } from 'i18next';
import { formatPhone } from '../../lib/phone';
import { isUnanswered } from './call-status';

/** What a call's title in words is made of, from a call record or a timeline entry alike. */
export type CallStory = Pick<
  CallActivity,
  'direction' | 'status' | 'voicemail' | 'party_name' | 'phone' | 'line_name'
>;

export const callStoryOf = (call: Call): CallStory => ({
  direction: call.direction,
  status: call.status,
  voicemail: call.voicemail,
  party_name: call.contact?.full_name ?? call.callable_name,
  phone: call.direction === 'inbound' ? call.phone_from : call.phone_to,
  line_name: call.line_name,
});

/**
 * A call told in words: "Missed call from María Jiménez · Main line", "Call to Familia Jiménez",
 * "Voicemail from +52 55 1234 5678"; the party is the contact, else the record, else the number.
 */
export function callTitle(t: TFunction, call: CallStory): string {
  const party = call.party_name || (call.phone ? formatPhone(call.phone) : t('calls.story.withheld'));
  const key =
    call.direction === 'outbound'
      ? isUnanswered(call)
        ? 'calls.story.unansweredTo'
        : 'calls.story.callTo'
      : call.voicemail
        ? 'calls.story.voicemailFrom'
        : isUnanswered(call)
          ? 'calls.story.missedFrom'
          : 'calls.story.callFrom';
  const title = t(key, { party });
  return call.line_name ? t('calls.story.onLine', { title, line: call.line_name }) : title;
}
