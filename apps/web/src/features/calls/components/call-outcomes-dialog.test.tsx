import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../testing/fetch-mock';
import { callOutcomes as outcomes } from '../../../testing/fixtures';
import { CallOutcomesDialog } from './call-outcomes-dialog';

describe('call outcomes (administrators)', () => {
  let fetchSpy: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    localStorage.setItem('token', 'token');
    fetchSpy = mockFetch(({ method, url, body }) => {
      if (method === 'PUT') {
        const id = Number(url.split('/').pop());
        const outcome = outcomes.find((item) => item.id === id);
        return { body: { data: { ...outcome, ...(body as object) } } };
      }
      return { body: { data: outcomes } };
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows which outcomes ask for a follow-up, and a box saves its outcome at once', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <CallOutcomesDialog open onOpenChange={vi.fn()} />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const booked = await screen.findByRole('checkbox', { name: 'Booked' });
    expect(screen.getByRole('checkbox', { name: 'Call back' })).toBeChecked();
    expect(booked).not.toBeChecked();
    await userEvent.setup().click(booked);
    await vi.waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const puts = fetchSpy.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(String(puts[0]?.[0])).toMatch(/\/api\/v2\/definitions\/2$/);
    expect(JSON.parse(String(puts[0]?.[1]?.body))).toEqual({ asks_follow_up: true });
  });
});
