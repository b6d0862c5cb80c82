import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking every second here: `now` of the last answer plus the time since it
 * arrived, so "for 3:12" counts from the server's instant on a screen whose own clock drifts.
 * A clock, not polling: nothing is fetched.
 */
export function useServerClock(serverNow: string | undefined, receivedAt: number): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  return Number.isNaN(server) ? local : server + Math.max(0, local - receivedAt);
}
