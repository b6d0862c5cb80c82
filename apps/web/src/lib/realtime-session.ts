import { useEffect } from 'react';
import { realtime } from './realtime';
import { useSession } from './session-store';

/**
 * Keeps the realtime connection in step with the session: subscribes to `private-agent.{id}` once
 * the session is verified (after sign-in, or at startup for a restored one) and unsubscribes and
 * disconnects when it ends (logout, 401). Mounted once, by the signed-in layout.
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
}
