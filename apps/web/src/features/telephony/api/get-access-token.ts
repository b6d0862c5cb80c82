import type { AccessToken } from '@aurora/contracts/telephony';
import { apiClient } from '../../../lib/api-client';

/** `GET /telephony/access-token`: the calling device's token (at startup, every refresh, on expiry). */
export function getAccessToken(): Promise<AccessToken> {
  return apiClient.get<AccessToken>('/telephony/access-token');
}
