import type { Task } from '@aurora/contracts/tasks';
import { useQuery } from '@tanstack/react-query';
import { listPageQueryOptions } from '../../../components/record/api/record-queries';
import { taskKeys } from '../../../entities/tasks/keys';

/** `GET /tasks?filter[related]=call:{id}`: the callback task a missed call or voicemail made. */
export function useCallbackTask(callId: number) {
  const query = {
    'filter[related]': `call:${callId}`,
    'filter[origin]': 'missed_call,voicemail',
    view: 'all',
    per_page: '1',
  };
  return useQuery({
    ...listPageQueryOptions<Task>(taskKeys.list(query), '/tasks', query),
    select: (page) => page.data[0] ?? null,
  });
}
