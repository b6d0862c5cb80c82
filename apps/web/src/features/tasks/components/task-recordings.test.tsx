import type { TaskRelated } from '@aurora/contracts/tasks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockFetch } from '../../../testing/fetch-mock';
import { TaskRecordingRow, TaskRecordings } from './task-recordings';

const lead: TaskRelated = { type: 'lead', id: 3, name: 'Marta Ríos' };
const voicemail: TaskRelated = {
  type: 'call',
  id: 40,
  name: '+525511112222',
  recording: true,
  voicemail: true,
};
const silentCall: TaskRelated = {
  type: 'call',
  id: 41,
  name: '+525533334444',
  recording: false,
  voicemail: false,
};

function renderWith(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('a task shows the player of a related call only when the call has a recording', () => {
  let fetchSpy: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    localStorage.setItem('token', 'token');
    fetchSpy = mockFetch(() => ({ body: 'RIFF' }));
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:recording-40');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('the dialog: a voicemail plays from a blob fetched with the token from its organization', async () => {
    const { container } = renderWith(
      <TaskRecordings related={[lead, silentCall, voicemail]} organizationCode="mx" />,
    );
    const section = screen.getByRole('region', { name: 'Call recordings' });
    expect(within(section).getByText('Voicemail from +525511112222')).toBeInTheDocument();
    await vi.waitFor(() => expect(container.querySelector('audio')).not.toBeNull());
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('src', 'blob:recording-40');
    expect(audio).toHaveAttribute('aria-label', 'Voicemail from +525511112222');
    // One player: the call without a recording has none.
    expect(container.querySelectorAll('audio')).toHaveLength(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/v2/mx/calls/40/recording');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');
  });

  it('the dialog: no recorded call, no player and no download', () => {
    const { container } = renderWith(<TaskRecordings related={[lead, silentCall]} organizationCode="mx" />);
    expect(screen.queryByRole('region', { name: 'Call recordings' })).not.toBeInTheDocument();
    expect(container.querySelector('audio')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a row of My tasks: a button opens the player on request, and hides it', async () => {
    const user = userEvent.setup();
    const { container } = renderWith(
      <ul>
        <TaskRecordingRow related={[lead, voicemail]} organizationCode="mx">
          <span>Call Marta back</span>
        </TaskRecordingRow>
      </ul>,
    );
    expect(container.querySelector('audio')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Listen to the voicemail from +525511112222' }));
    await vi.waitFor(() =>
      expect(container.querySelector('audio')).toHaveAttribute('src', 'blob:recording-40'),
    );
    await user.click(screen.getByRole('button', { name: 'Hide the player' }));
    expect(container.querySelector('audio')).toBeNull();
  });

  it('a row of My tasks without a recorded call has no button', () => {
    renderWith(
      <ul>
        <TaskRecordingRow related={[lead, silentCall]} organizationCode="mx">
          <span>Call Marta back</span>
        </TaskRecordingRow>
      </ul>,
    );
    expect(screen.getByText('Call Marta back')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
