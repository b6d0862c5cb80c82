import { recordKeys } from '../../components/record/api/keys';
import { clientKeys } from '../clients/keys';

/**
 * Every contact query, below `['contacts']`; a client's people sit below the client's detail key,
 * so whatever refreshes the client refreshes them too.
 */
export const contactKeys = {
  all: recordKeys.module('contacts'),
  list: (query: Record<string, string>) => [...contactKeys.all, 'list', query] as const,
  detail: (id: number) => recordKeys.detail('contacts', id),
  ofClient: (clientId: number) => [...clientKeys.detail(clientId), 'contacts'] as const,
};
