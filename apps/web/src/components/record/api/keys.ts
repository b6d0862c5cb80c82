import type { RecordModule } from '@aurora/contracts/records';

/** A record a panel hangs on: `{module: 'leads', id: 12}`. */
export type RecordSubject = { module: RecordModule; id: number };

/**
 * Query keys of records. Everything about one record sits below its detail key, so
 * invalidating `detail(module, id)` refreshes the record, its notes, files and timeline; and
 * everything of a module below `[module]`, which lists use too.
 */
export const recordKeys = {
  module: (module: RecordModule) => [module] as const,
  detail: (module: RecordModule, id: number) => [module, 'detail', id] as const,
  notes: (subject: RecordSubject) => [...recordKeys.detail(subject.module, subject.id), 'notes'] as const,
  attachments: (subject: RecordSubject) =>
    [...recordKeys.detail(subject.module, subject.id), 'attachments'] as const,
  activity: (subject: RecordSubject) =>
    [...recordKeys.detail(subject.module, subject.id), 'activity'] as const,
  duplicates: (module: RecordModule, query: DuplicatesQuery) => [module, 'duplicates', query] as const,
};

export type DuplicatesQuery = { email?: string; phone?: string; exclude_id?: number };

/** The API path of a record: `/leads/12`. */
export const recordPath = (subject: RecordSubject) => `/${subject.module}/${subject.id}`;
