import { vi } from 'vitest';

export type MockRequest = { method: string; url: string; headers: Record<string, string>; body: unknown };
export type MockAnswer = { status?: number; body?: unknown };

/** Replaces `fetch` (the network boundary) with a handler; returns the spy to inspect calls. */
export function mockFetch(handler: (request: MockRequest) => MockAnswer | Promise<MockAnswer>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request: MockRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    const { status = 200, body } = await handler(request);
    return new Response(status === 204 || body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}
