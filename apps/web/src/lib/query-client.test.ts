import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { ApiError, apiClient } from './api-client';
import { createQueryClient, QUERY_RETRY_DELAY_MS } from './query-client';

/** A screen's query with the app's defaults; `calls` holds when each request left. */
function renderQuery(status: number) {
  const calls: number[] = [];
  mockFetch(() => {
    calls.push(performance.now());
    return { status, body: { message: `Failed with ${status}` } };
  });
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const { result } = renderHook(
    () => useQuery({ queryKey: ['thing'], queryFn: () => apiClient.get('/organizations') }),
    { wrapper },
  );
  return { result, calls };
}

describe('query client defaults: failed reads', () => {
  it('retries a 500 once after a short pause, then shows the error', async () => {
    const { result, calls } = renderQuery(500);

    await waitFor(() => expect(calls).toHaveLength(1));
    // Between the two tries the screen still says it is loading, not failing.
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 3000 });

    expect(calls).toHaveLength(2);
    expect((calls[1] ?? 0) - (calls[0] ?? 0)).toBeGreaterThanOrEqual(QUERY_RETRY_DELAY_MS - 50);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.message).toBe('Failed with 500');
  });

  it('shows a 404 at once, without a retry', async () => {
    const { result, calls } = renderQuery(404);

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Failed with 404');
    // Past the retry pause, still the one request.
    await new Promise((resolve) => setTimeout(resolve, QUERY_RETRY_DELAY_MS + 200));
    expect(calls).toHaveLength(1);
  });
});
