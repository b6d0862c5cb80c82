import type { Supplier } from '@aurora/contracts/travel/suppliers';
import { useQuery } from '@tanstack/react-query';
import { isRecordId, recordQueryOptions } from '../../components/record/api/record-queries';
import { supplierKeys } from './keys';

/** `GET /suppliers/{id}`. */
export const getSupplierQueryOptions = (id: number) =>
  recordQueryOptions<Supplier>(supplierKeys.detail(id), `/suppliers/${id}`);

export function useSupplier(id: number) {
  return useQuery({ ...getSupplierQueryOptions(id), enabled: isRecordId(id) });
}
