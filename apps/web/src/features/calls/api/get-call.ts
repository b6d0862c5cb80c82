import type { Call } from '@aurora/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '../../../components/record/api/record-queries';
import { callKeys } from '../../../entities/calls/keys';

/** `GET /calls/{id}`: one call, with its recording. */
export const getCallQueryOptions = (id: number) =>
  recordQueryOptions<Call>(callKeys.detail(id), `/calls/${id}`);

export const useCall = (id: number) => useQuery(getCallQueryOptions(id));
