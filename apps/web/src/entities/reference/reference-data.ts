import type { Definition, DefinitionList, Status, StatusEntityType } from '@aurora/contracts/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../lib/api-client';
import { referenceName } from '../../lib/reference-names';

// Reference data changes rarely (administrators edit it); every screen that shows a status or an
// option label reads it from here, so it is fetched once and shared.
const REFERENCE_STALE_MS = 10 * 60_000;

export const referenceKeys = {
  statuses: (entityType: StatusEntityType) => ['reference', 'statuses', entityType] as const,
  definitions: (list: DefinitionList) => ['reference', 'definitions', list] as const,
};

/** `GET /statuses?filter[entity_type]=...`: the statuses of one entity type, by position. */
export async function getStatuses(entityType: StatusEntityType, signal?: AbortSignal): Promise<Status[]> {
  const answer = await apiClient.get<{ data: Status[] }>('/statuses', {
    query: { 'filter[entity_type]': entityType },
    signal,
  });
  return answer.data;
}

export const getStatusesQueryOptions = (entityType: StatusEntityType) =>
  queryOptions({
    queryKey: referenceKeys.statuses(entityType),
    queryFn: ({ signal }) => getStatuses(entityType, signal),
    staleTime: REFERENCE_STALE_MS,
  });

/** The statuses of an entity type, named in the interface language (`referenceName`). */
export function useStatuses(entityType: StatusEntityType) {
  const { t } = useTranslation();
  const select = useCallback(
    (statuses: Status[]) =>
      statuses.map((status) => ({
        ...status,
        name: referenceName(t, 'statuses', entityType, status.key, status.name),
      })),
    [t, entityType],
  );
  return useQuery({ ...getStatusesQueryOptions(entityType), select });
}

/** `GET /definitions?filter[list]=...`: the options of one named list (lead sources...). */
export async function getDefinitions(list: DefinitionList, signal?: AbortSignal): Promise<Definition[]> {
  const answer = await apiClient.get<{ data: Definition[] }>('/definitions', {
    query: { 'filter[list]': list },
    signal,
  });
  return answer.data;
}

export const getDefinitionsQueryOptions = (list: DefinitionList) =>
  queryOptions({
    queryKey: referenceKeys.definitions(list),
    queryFn: ({ signal }) => getDefinitions(list, signal),
    staleTime: REFERENCE_STALE_MS,
  });

/** The options of a list, labelled in the interface language (`referenceName`). */
export function useDefinitions(list: DefinitionList) {
  const { t } = useTranslation();
  const select = useCallback(
    (definitions: Definition[]) =>
      definitions.map((definition) => ({
        ...definition,
        label: referenceName(t, 'definitions', list, definition.key, definition.label),
      })),
    [t, list],
  );
  return useQuery({ ...getDefinitionsQueryOptions(list), select });
}
