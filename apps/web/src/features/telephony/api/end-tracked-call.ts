import { apiClient } from '../../../lib/api-client';

const scoped = (organizationCode: string | null, path: string) =>
  organizationCode ? `/${organizationCode}${path}` : path;

/** `POST /telephony/calls/{id}/end-tracked {notes}`: closes the caller's tracked call. */
export function endTrackedCall(id: number, notes: string, organizationCode: string | null): Promise<unknown> {
  return apiClient.post(scoped(organizationCode, `/telephony/calls/${id}/end-tracked`), { notes });
}
