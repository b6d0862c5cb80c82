import type { Client } from '@aurora/contracts/clients';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../../components/record/api/record-queries';
import { clientKeys } from '../../../entities/clients/keys';

export const getClientsQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Client>(clientKeys.list(query), '/clients', query);

export const useClients = (query: ListQuery) => useQuery(getClientsQueryOptions(query));
