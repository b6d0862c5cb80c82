import { REQUEST_ID_HEADER } from '@aurora/contracts/constants';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../testing/fetch-mock';
import { toastFailure, toastStore } from './toast-store';
import { Toaster } from './toaster';

/** What a screen does with a failed request: the error toast, with the reference when there is one. */
async function failAndToast() {
  const failure = await apiClient.get('/auth/me').catch((error: unknown) => error);
  toastFailure({ title: 'Something went wrong', error: failure });
}

/** The X-Request-Id of the first request made. */
function sentRequestId(fetchSpy: ReturnType<typeof mockFetch>): string {
  const headers = (fetchSpy.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
  return headers[REQUEST_ID_HEADER] ?? '';
}

const renderToaster = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );

beforeEach(() => toastStore.setState([]));
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the error toast of a failed request', () => {
  it('a server error: shows "Reference:" and the first 8 characters of the id the request sent', async () => {
    const fetchSpy = mockFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    renderToaster();
    await act(failAndToast);
    const sent = sentRequestId(fetchSpy);
    expect(sent).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(screen.getByText('Server Error')).toBeInTheDocument();
    expect(screen.getByText(`Reference: ${sent.slice(0, 8)}`)).toBeInTheDocument();
  });

  it('the copy button puts the short id alone on the clipboard', async () => {
    // user-event puts a clipboard of its own on the navigator.
    const user = userEvent.setup();
    const fetchSpy = mockFetch(() => ({ status: 503 }));
    renderToaster();
    await act(failAndToast);
    const sent = sentRequestId(fetchSpy);
    await user.click(screen.getByRole('button', { name: 'Copy the reference' }));
    expect(await navigator.clipboard.readText()).toBe(sent.slice(0, 8));
    expect(await screen.findByRole('button', { name: 'Reference copied' })).toBeInTheDocument();
  });

  it('no answer at all (network): the reference of the request that was sent', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderToaster();
    await act(failAndToast);
    expect(screen.getByText(/^Reference: [0-9a-f]{8}$/)).toBeInTheDocument();
  });

  it('in Spanish: "Referencia:"', async () => {
    await i18n.changeLanguage('es');
    mockFetch(() => ({ status: 500, body: { message: 'Server Error' } }));
    renderToaster();
    await act(failAndToast);
    expect(screen.getByText(/^Referencia: [0-9a-f]{8}$/)).toBeInTheDocument();
  });

  it('a refusal the person can act on (422, 404): no reference, the message says it all', async () => {
    mockFetch(() => ({
      status: 422,
      body: { message: 'The name is required.', errors: { name: ['Required'] } },
    }));
    renderToaster();
    await act(failAndToast);
    expect(screen.getByText('The name is required.')).toBeInTheDocument();
    expect(screen.queryByText(/Reference:/)).not.toBeInTheDocument();
  });
});
