import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { queryClient } from './query-client';

/**
 * The app's query cache, provided by the screens that read the API (the signed-in shell, the
 * wallboard) rather than by the entry, so the sign-in page loads no query library (decision 029).
 * Their data leaves with them (a logout), not before: a query cleared while its page is still on
 * screen is fetched again at once, without a token.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  useEffect(() => () => queryClient.clear(), []);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
