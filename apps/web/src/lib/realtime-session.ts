import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOrganizations } from './organization-store';
import type { RealtimeClient } from './realtime';
import { useSession } from './session-store';

// The connection, pusher's configuration and the event schemas load after the first screen; every
// call waits on this one promise, so they run in the order the effects asked for them.
let loading: Promise<RealtimeClient> | undefined;
const withRealtime = (use: (realtime: RealtimeClient) => void) => {
  loading ??= import('./realtime').then((module) => module.realtime);
  void loading.then(use);
};

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
    withRealtime((realtime) => void realtime.start(userId === null ? null : { id: userId }));
    return () => withRealtime((realtime) => realtime.stop());
  }, [signedIn, userId]);

  // The current organization's presence channel: it says who is online (incoming calls ring the
  // agents present) and carries record changes, which refresh the open lists and record pages.
  const organizationId = useOrganizations().current?.id ?? null;
  useEffect(() => {
    withRealtime((realtime) => realtime.followOrganization(signedIn ? organizationId : null));
  }, [signedIn, organizationId]);
  const queryClient = useQueryClient();
  useEffect(() => {
    let unsubscribe = () => {};
    withRealtime((realtime) => {
      unsubscribe = realtime.subscribeToRecordEvents((event) => {
        void queryClient.invalidateQueries({ queryKey: [event.module] });
      });
    });
    return () => withRealtime(() => unsubscribe());
  }, [queryClient]);
}
