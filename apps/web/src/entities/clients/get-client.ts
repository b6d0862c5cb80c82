import type { Client } from '@aurora/contracts/clients';
import type { RecordRef } from '@aurora/contracts/records';
import { useQuery } from '@tanstack/react-query';
import { isRecordId, recordQueryOptions } from '../../components/record/api/record-queries';
import { clientKeys } from './keys';

/** `GET /clients/{id}`. */
export const getClientQueryOptions = (id: number) =>
  recordQueryOptions<Client>(clientKeys.detail(id), `/clients/${id}`);

export function useClient(id: number) {
  return useQuery({ ...getClientQueryOptions(id), enabled: isRecordId(id) });
}

/**
 * A client's id and name, for a form opened with `?client_id=`: read from the full record's
 * entry, so the client's page and the form share one fetch.
 */
export function useClientRef(id: number | null) {
  return useQuery({
    ...getClientQueryOptions(id ?? 0),
    enabled: isRecordId(id),
    staleTime: 30_000,
    select: (client): RecordRef => ({ id: client.id, name: client.name }),
  });
}
