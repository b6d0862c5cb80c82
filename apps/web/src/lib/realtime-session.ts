import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOrganizations } from './organization-store';
import { realtime } from './realtime';
import { useSession } from './session-store';

/**
 * Keeps the realtime connection in step with the session: subscribes to `private-agent.{id}` once
 * the session is verified (after sign-in, or at startup for a restored one) and unsubscribes and
 * disconnects when it ends (logout, 401); follows the current organization's presence channel.
 * Mounted once, by the signed-in layout.
 */
export function useRealtimeSession(): void {
  const { token, user, status } = useSession();
  const signedIn = status === 'verified' && Boolean(token);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!signedIn) return;
    void realtime.start(userId === null ? null : { id: userId });
    return () => realtime.stop();
  }, [signedIn, userId]);

  // The current organization's presence channel: it says who is online (incoming calls ring the
  // agents present) and carries record changes, which refresh the open lists and record pages.
  const organizationId = useOrganizations().current?.id ?? null;
  useEffect(() => {
    realtime.followOrganization(signedIn ? organizationId : null);
  }, [signedIn, organizationId]);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.subscribeToRecordEvents((event) => {
        void queryClient.invalidateQueries({ queryKey: [event.module] });
      }),
    [queryClient],
  );
}
