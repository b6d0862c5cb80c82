import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A failed read is tried once more after this pause; then the screen shows its error state. */
export const QUERY_RETRY_DELAY_MS = 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // One quick retry covers a dropped connection or a restarting server; more (with the
        // library's growing pauses) kept people on "Loading..." for seconds before saying
        // anything. Client errors (404, 403, 422...) will not change on retry: shown at once.
        retry: (failureCount, error) =>
          failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: QUERY_RETRY_DELAY_MS,
      },
    },
  });
}

export const queryClient = createQueryClient();
