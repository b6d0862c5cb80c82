import type { ActiveCall, CallingState } from '../device/calling-store';

/** An outbound live call to a contact, as the calling store holds it. */
export const liveCall: ActiveCall = {
  id: 41,
  mode: 'live',
  direction: 'outbound',
  phone: '+525511112222',
  contactName: 'Ana García',
  callableType: 'contact',
  callableId: 7,
  organizationCode: 'MX',
};

/** The calling store of a ready device with no call. */
export const idle: CallingState = {
  status: 'Ready to make calls',
  isReady: true,
  isOnCall: false,
  isMuted: false,
  call: null,
  duration: 0,
  incoming: null,
  quality: 'good',
  ending: null,
  deviceError: null,
};
