/**
 * Agents' availability. Every query here starts with `agents`, the module name of the
 * `record.updated` events the server sends when an agent's availability changes, so the realtime
 * session refetches them all (see `lib/realtime-session.ts`).
 */
export const agentKeys = {
  all: ['agents'] as const,
  mine: ['agents', 'me'] as const,
  organization: (code: string) => ['agents', 'organization', code.toLowerCase()] as const,
};
