import {
  AGENT_CHANNEL_PATTERN,
  type ChannelAuthRequest,
  type ChannelAuthResponse,
  ORGANIZATION_PRESENCE_PATTERN,
} from '@aurora/contracts/realtime';
import type { Config } from '#platform/config.ts';
import type { Database } from '#platform/db/client.ts';
import { forbidden, unauthenticated } from '#platform/errors.ts';
import type { AuthContext } from '#platform/tenancy/auth.service.ts';
import { getOrganizationsOfUser } from '#platform/tenancy/organizations.service.ts';
import { getUser } from '#platform/tenancy/users.service.ts';
import type { RealtimeServer } from './realtime-server.ts';
import { type RealtimeApp, signChannel } from './signatures.ts';

/**
 * Where browsers dial the realtime server: the public host (null: the page's own host), the
 * public port (else the port it listens on) and whether it is TLS.
 */
export function realtimeEndpoint(config: Config, realtime: RealtimeServer) {
  return {
    host: config.realtime.publicHost ?? null,
    port: config.realtime.publicPort ?? realtime.port() ?? config.realtimePort,
    tls: config.realtime.tls,
  };
}

/**
 * Signs a subscription for the caller, only to channels they may hear: their own
 * `private-agent.{userId}`, and `presence-organization.{id}` of organizations they belong to.
 * Anything else is a 403.
 */
export async function authorizeChannel(
  db: Database,
  app: RealtimeApp,
  auth: AuthContext,
  input: ChannelAuthRequest,
): Promise<ChannelAuthResponse> {
  const { socket_id: socketId, channel_name: channel } = input;
  const agent = channel.match(AGENT_CHANNEL_PATTERN);
  if (agent) {
    if (Number(agent[1]) !== auth.userId) throw forbidden();
    return { auth: signChannel(app, socketId, channel) };
  }
  const presence = channel.match(ORGANIZATION_PRESENCE_PATTERN);
  if (presence) {
    const organizations = await getOrganizationsOfUser(db, auth.userId);
    if (!organizations.some((organization) => organization.id === Number(presence[1]))) throw forbidden();
    const user = await getUser(db, auth.userId);
    if (!user) throw unauthenticated();
    const channelData = JSON.stringify({ user_id: String(user.id), user_info: { name: user.name } });
    return { auth: signChannel(app, socketId, channel, channelData), channel_data: channelData };
  }
  throw forbidden();
}
