import { type ActiveCall, type CallingState, initialCallingState } from '../device/calling-store';

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
export const idle: CallingState = { ...initialCallingState, status: 'Ready to make calls', isReady: true };
