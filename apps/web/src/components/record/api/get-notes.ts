import type { Note } from '@aurora/contracts/notes';
import { useQuery } from '@tanstack/react-query';
import { type RecordSubject, recordKeys, recordPath } from './keys';
import { recordQueryOptions } from './record-queries';

/** `GET /{module}/{id}/notes`: pinned first, then newest. */
export const useNotes = (subject: RecordSubject) =>
  useQuery(recordQueryOptions<Note[]>(recordKeys.notes(subject), `${recordPath(subject)}/notes`));
