import { ApiError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { getMyOpenCalls } from '../api/get-my-open-calls';
import { updateCallNotes } from '../api/update-call-notes';

/**
 * Notes typed during a call, kept by the browser as they are typed, until the server has them:
 * a reload or a crashed tab mid-call finds them again, and those of a call that ended meanwhile
 * are saved to it on the next load.
 */
const PREFIX = 'aurora.callNotes.';

type Draft = { notes: string; organizationCode: string | null };

function readDraft(callId: number): Draft | null {
  const raw = storage.read(`${PREFIX}${callId}`);
  if (raw === null) return null;
  try {
    const draft = JSON.parse(raw) as Partial<Draft>;
    return { notes: String(draft.notes ?? ''), organizationCode: draft.organizationCode ?? null };
  } catch {
    return null;
  }
}

export const draftNotes = (callId: number) => readDraft(callId)?.notes ?? '';

export function keepDraft(callId: number, notes: string, organizationCode: string | null): void {
  storage.write(`${PREFIX}${callId}`, JSON.stringify({ notes, organizationCode } satisfies Draft));
}

export const dropDraft = (callId: number) => storage.write(`${PREFIX}${callId}`, null);

function draftIds(): number[] {
  try {
    return Object.keys(localStorage)
      .filter((key) => key.startsWith(PREFIX))
      .map((key) => Number(key.slice(PREFIX.length)))
      .filter((id) => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}

/**
 * Saves the drafts of calls no longer open (the tab died before the call's end saved them); an
 * open call's draft waits for the call window that takes the call up again.
 */
export async function saveLeftoverDrafts(): Promise<void> {
  const ids = draftIds();
  if (ids.length === 0) return;
  const open = new Set((await getMyOpenCalls()).map((call) => call.id));
  for (const id of ids) {
    const draft = readDraft(id);
    if (open.has(id)) continue;
    if (!draft?.notes.trim()) {
      dropDraft(id);
      continue;
    }
    try {
      await updateCallNotes(id, { notes: draft.notes }, draft.organizationCode);
      dropDraft(id);
    } catch (error) {
      // Kept for the next load; a call that is gone (404) or not the agent's (403) drops it.
      console.warn('Saving the notes of an earlier call failed', error);
      if (error instanceof ApiError && [403, 404, 422].includes(error.status)) {
        dropDraft(id);
      }
    }
  }
}
