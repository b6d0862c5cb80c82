import type { Supplier, UpdateSupplierInput } from '@aurora/contracts/travel/suppliers';
import { useUpdateRecord } from '../../../components/record/api/record-queries';

/** `PUT /suppliers/{id}`: the page shows the answer at once, the lists refetch. */
export const useUpdateSupplier = (id: number) =>
  useUpdateRecord<UpdateSupplierInput, Supplier>('suppliers', id);
