import { recordKeys } from '../../components/record/api/keys';

/**
 * Every client query, below `['clients']` (the module the realtime record events name). One key,
 * one shape: the full record lives at `detail(id)`, and whatever is derived from it (a name for a
 * form) is selected from that entry, never stored beside it.
 */
export const clientKeys = {
  all: recordKeys.module('clients'),
  list: (query: Record<string, string>) => [...clientKeys.all, 'list', query] as const,
  search: (q: string) => [...clientKeys.all, 'search', q] as const,
  detail: (id: number) => recordKeys.detail('clients', id),
};
