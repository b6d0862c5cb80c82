import { apiClient } from '../../../lib/api-client';

/** `POST /telephony/calls/{id}/discard`: closes an open call whose connection never started. */
export function discardCall(id: number, organizationCode: string | null): Promise<unknown> {
  return apiClient.post(`${organizationCode ? `/${organizationCode}` : ''}/telephony/calls/${id}/discard`);
}
