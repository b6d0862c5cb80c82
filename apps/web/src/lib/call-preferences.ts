import { createStore, useStore } from './create-store';
import { storage } from './storage';

/**
 * "Open the caller's record when a call starts": on by default, for each user. The server keeps
 * no preferences of a user, so this browser keeps it, under the user's id.
 */
const keyOf = (userId: number) => `aurora.openRecordOnCall.${userId}`;

const openRecordOnCall = createStore<Record<number, boolean>>({});

const savedOf = (userId: number) => storage.read(keyOf(userId)) !== 'off';

export function setOpenRecordOnCall(userId: number, on: boolean): void {
  storage.write(keyOf(userId), on ? null : 'off');
  openRecordOnCall.setState((previous) => ({ ...previous, [userId]: on }));
}

/** Whether a call that starts here opens its record behind the call window (no user: off). */
export function useOpenRecordOnCall(userId: number | null | undefined): boolean {
  const set = useStore(openRecordOnCall);
  if (!userId) return false;
  return set[userId] ?? savedOf(userId);
}
