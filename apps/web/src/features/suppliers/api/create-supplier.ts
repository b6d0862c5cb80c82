import type { CreateSupplierInput, Supplier } from '@aurora/contracts/travel/suppliers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierKeys } from '../../../entities/suppliers/keys';
import { apiClient } from '../../../lib/api-client';

/** `POST /suppliers`. */
export async function createSupplier(input: CreateSupplierInput): Promise<Supplier> {
  return (await apiClient.post<{ data: Supplier }>('/suppliers', input)).data;
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    onSuccess: (supplier) => {
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
      queryClient.setQueryData(supplierKeys.detail(supplier.id), supplier);
    },
  });
}
