import type { Task } from '@aurora/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { recordQueryOptions } from '../../../components/record/api/record-queries';
import { taskKeys } from '../../../entities/tasks/keys';

/** `GET /tasks/{id}`. */
export const useTask = (id: number | null) =>
  useQuery({
    ...recordQueryOptions<Task>(taskKeys.detail(id ?? 0), `/tasks/${id ?? 0}`),
    enabled: id !== null,
  });
