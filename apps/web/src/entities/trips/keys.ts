import { recordKeys } from '../../components/record/api/keys';

/** Every trip query, below `['trips']` (the module the realtime record events name). */
export const tripKeys = {
  all: recordKeys.module('trips'),
  list: (query: Record<string, string>) => [...tripKeys.all, 'list', query] as const,
  detail: (id: number) => recordKeys.detail('trips', id),
};
