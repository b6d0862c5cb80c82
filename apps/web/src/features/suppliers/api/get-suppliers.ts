import type { Supplier } from '@aurora/contracts/travel/suppliers';
import { useQuery } from '@tanstack/react-query';
import { type ListQuery, listPageQueryOptions } from '../../../components/record/api/record-queries';
import { supplierKeys } from '../../../entities/suppliers/keys';

export const getSuppliersQueryOptions = (query: ListQuery) =>
  listPageQueryOptions<Supplier>(supplierKeys.list(query), '/suppliers', query);

export const useSuppliers = (query: ListQuery) => useQuery(getSuppliersQueryOptions(query));
