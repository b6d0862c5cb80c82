import twilio from 'twilio';

/**
 * The TwiML our webhooks answer. `VoiceResponse.toString()` is deterministic, so tests compare
 * exact strings. `callbacks` builds absolute callback URLs below PUBLIC_BASE_URL, with the call id
 * in the query string (Twilio's signature covers it).
 */
export type CallbackUrls = {
  dialAction: (callId: number) => string;
  status: (callId: number) => string;
  recording: (callId: number, voicemail?: boolean) => string;
  hangup: () => string;
};

const STATUS_EVENTS = ['initiated', 'ringing', 'answered', 'completed'] as const;

/** Browser to phone: bridge the device to the number, showing the organization's number. */
export function outgoingTwiml(
  urls: CallbackUrls,
  call: { id: number; phoneTo: string; callerId: string; record: boolean },
): string {
  const response = new twilio.twiml.VoiceResponse();
  const dial = response.dial({
    callerId: call.callerId,
    answerOnBridge: true,
    record: call.record ? 'record-from-answer-dual' : 'do-not-record',
    action: urls.dialAction(call.id),
    method: 'POST',
    ...(call.record
      ? { recordingStatusCallback: urls.recording(call.id), recordingStatusCallbackEvent: ['completed'] }
      : {}),
  });
  dial.number(
    {
      statusCallback: urls.status(call.id),
      statusCallbackEvent: [...STATUS_EVENTS],
      statusCallbackMethod: 'POST',
    },
    call.phoneTo,
  );
  return response.toString();
}

/** Phone to browser: ring every device of these identities; the first to accept wins. */
export function incomingTwiml(
  urls: CallbackUrls,
  call: {
    id: number;
    identities: string[];
    timeoutSeconds: number;
    record: boolean;
    callerId: string | null;
  },
): string {
  const response = new twilio.twiml.VoiceResponse();
  const dial = response.dial({
    timeout: call.timeoutSeconds,
    action: urls.dialAction(call.id),
    method: 'POST',
    ...(call.callerId ? { callerId: call.callerId } : {}),
    record: call.record ? 'record-from-answer-dual' : 'do-not-record',
    ...(call.record
      ? { recordingStatusCallback: urls.recording(call.id), recordingStatusCallbackEvent: ['completed'] }
      : {}),
  });
  for (const identity of call.identities) {
    const client = dial.client({
      statusCallback: urls.status(call.id),
      statusCallbackEvent: [...STATUS_EVENTS],
      statusCallbackMethod: 'POST',
    });
    client.identity(identity);
    client.parameter({ name: 'CallId', value: String(call.id) });
  }
  return response.toString();
}

export const VOICEMAIL_GREETING =
  'Sorry, nobody can take your call right now. Please leave a message after the tone.';
export const VOICEMAIL_MAX_SECONDS = 120;
export const UNAVAILABLE_MESSAGE = 'Nobody can take your call right now. Please call again later.';

/** Nobody answered: the greeting, then a recorded message. */
export function voicemailTwiml(urls: CallbackUrls, call: { id: number; greeting: string | null }): string {
  const response = new twilio.twiml.VoiceResponse();
  response.say(call.greeting ?? VOICEMAIL_GREETING);
  response.record({
    action: urls.hangup(),
    method: 'POST',
    maxLength: VOICEMAIL_MAX_SECONDS,
    playBeep: true,
    recordingStatusCallback: urls.recording(call.id, true),
    recordingStatusCallbackEvent: ['completed'],
    recordingStatusCallbackMethod: 'POST',
  });
  return response.toString();
}

/** A short message (or none), then hang up. */
export function hangupTwiml(message?: string): string {
  const response = new twilio.twiml.VoiceResponse();
  if (message) response.say(message);
  response.hangup();
  return response.toString();
}
