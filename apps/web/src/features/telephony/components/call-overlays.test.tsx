import type { User } from '@aurora/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { setOpenRecordOnCall } from '../../../lib/call-preferences';
import { i18n } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';
import { mockFetch } from '../../../testing/fetch-mock';
import type { ActiveCall, CallingState, IncomingCall } from '../device/calling-store';
import { idle, liveCall } from '../testing/calling-fixtures';
import { CallModal, type CallModalActions } from './call-modal';
import { IncomingCallAlert } from './incoming-call-alert';

/** Where the app is: a call that starts may open its record behind the window. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function setup(initial: CallingState, path = '/mx/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const actions: CallModalActions = {
    endCall: vi.fn(),
    endTrackedCall: vi.fn(async () => undefined),
    toggleMute: vi.fn(),
    sendDigits: vi.fn(),
  };
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          {node}
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(wrap(<CallModal state={initial} actions={actions} />));
  const update = (state: CallingState) => view.rerender(wrap(<CallModal state={state} actions={actions} />));
  return { actions, update, unmount: view.unmount };
}

describe('call modal', () => {
  let fetchSpy: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    localStorage.setItem('token', 'token');
    fetchSpy = mockFetch(({ url }) =>
      url.includes('/definitions')
        ? {
            body: {
              data: [
                {
                  id: 1,
                  list: 'call_outcomes',
                  key: 'interested',
                  label: 'Interested',
                  position: 0,
                  is_active: true,
                },
              ],
            },
          }
        : url.includes('/calls/my')
          ? { body: { data: [], meta: {} } }
          : { body: { data: {} } },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('opens with a live call: title, panel, status badge, mm:ss timer, keypad and no Close during the call', async () => {
    const { actions, update } = setup(idle);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    update({ ...idle, status: 'Connected', isOnCall: true, call: liveCall, duration: 65 });
    const dialog = await screen.findByRole('dialog', { name: 'Live Call' });
    expect(within(dialog).getByText('Ana García')).toBeInTheDocument();
    expect(within(dialog).getByText('+52 55 1111 2222')).toBeInTheDocument();
    expect(within(dialog).getByRole('status', { name: 'Status' })).toHaveTextContent('Connected');
    expect(within(dialog).getByRole('timer')).toHaveTextContent('01:05');
    expect(within(dialog).getByText('Good connection')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Minimize' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'End Call' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Keypad' }));
    const keys = within(dialog).getAllByRole('button', { name: /^Key / });
    expect(keys.map((key) => key.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '*',
      '0',
      '#',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Key #' }));
    expect(actions.sendDigits).toHaveBeenCalledWith('#');
    await user.click(within(dialog).getByRole('button', { name: 'End Call' }));
    expect(actions.endCall).toHaveBeenCalled();
  });

  it('M toggles mute (not while typing), Escape minimizes to the floating button', async () => {
    const { actions } = setup({ ...idle, status: 'Connected', isOnCall: true, call: liveCall, duration: 3 });
    const dialog = await screen.findByRole('dialog', { name: 'Live Call' });
    const user = userEvent.setup();
    within(dialog).getByRole('button', { name: 'Minimize' }).focus();
    await user.keyboard('m');
    expect(actions.toggleMute).toHaveBeenCalledTimes(1);
    await user.type(within(dialog).getByRole('textbox', { name: 'Call Notes' }), 'mm');
    expect(actions.toggleMute).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const floating = screen.getByRole('button', {
      name: 'Call in Progress, 00:03, with Ana García: open the call',
    });
    expect(floating).toHaveTextContent('Call in ProgressAna García00:03');
    await user.click(floating);
    expect(await screen.findByRole('dialog', { name: 'Live Call' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Call Notes' })).toHaveValue('mm');
  });

  it('notes: 4 rows, the placeholder, the n/1000 counter and a hard limit of 1000', async () => {
    setup({ ...idle, status: 'Connected', isOnCall: true, call: liveCall });
    const notes = await screen.findByRole('textbox', { name: 'Call Notes' });
    expect(notes).toHaveAttribute('rows', '4');
    expect(notes).toHaveAttribute('placeholder', 'Add notes about this call...');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    fireEvent.change(notes, { target: { value: 'x'.repeat(1005) } });
    expect((notes as HTMLTextAreaElement).value).toHaveLength(1000);
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
  });

  it('resets 2 s after the call ended and saves the live call notes to the call record', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { update } = setup({ ...idle, status: 'Connected', isOnCall: true, call: liveCall, duration: 9 });
    const dialog = await screen.findByRole('dialog', { name: 'Live Call' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Call Notes' }), {
      target: { value: 'Call back tomorrow' },
    });
    update({ ...idle, status: 'Call ended' });
    expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('Call ended');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('dialog', { name: 'Live Call' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/v2/MX/calls/41');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ notes: 'Call back tomorrow', outcome: null });
    // Saved: the browser's copy goes.
    expect(localStorage.getItem('aurora.callNotes.41')).toBeNull();
  });

  it('keeps the notes as they are typed and finds them again after a reload', async () => {
    const connected = { ...idle, status: 'Connected', isOnCall: true, call: liveCall, duration: 9 };
    const first = setup(connected);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Call Notes' }), {
      target: { value: 'Wants Cancún in May' },
    });
    expect(JSON.parse(localStorage.getItem('aurora.callNotes.41') ?? '{}')).toEqual({
      notes: 'Wants Cancún in May',
      organizationCode: 'MX',
    });
    first.unmount();
    // The page loads again and takes the call up.
    setup({ ...connected, call: { ...liveCall, resumed: true } });
    expect(await screen.findByRole('textbox', { name: 'Call Notes' })).toHaveValue('Wants Cancún in May');
  });

  it("saves the notes of a call that ended while the tab was gone, and drops the browser's copy", async () => {
    localStorage.setItem(
      'aurora.callNotes.52',
      JSON.stringify({ notes: 'Sent the quote', organizationCode: 'MX' }),
    );
    fetchSpy.mockImplementation(async (input, init) => {
      const url = String(input);
      const body = url.includes('/calls/my') ? { data: [], meta: {} } : { data: {} };
      return new Response(JSON.stringify(body), {
        status: init?.method === 'PUT' || url.includes('/calls/my') ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    });
    setup(idle);
    await vi.waitFor(() => expect(localStorage.getItem('aurora.callNotes.52')).toBeNull());
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toContain('/api/v2/MX/calls/52');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ notes: 'Sent the quote' });
  });

  it("opens the caller's record behind the window when a call is answered here, unless the user turned it off", async () => {
    sessionStore.store.setState({
      token: 'token',
      user: { id: 5, name: 'Carla' } as User,
      status: 'verified',
    });
    const { update } = setup(idle);
    const answered = {
      ...liveCall,
      id: 60,
      direction: 'inbound' as const,
      callableType: 'client' as const,
      callableId: 3,
    };
    update({ ...idle, status: 'Connecting...', isOnCall: true, call: answered });
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/mx/clients/3'));
    const dialog = screen.getByRole('dialog', { name: 'Live Call' });
    expect(within(dialog).getByRole('link', { name: 'Ana García' })).toHaveAttribute('href', '/mx/clients/3');
  });

  it('with the setting off, an answered call leaves the page where it is', async () => {
    sessionStore.store.setState({
      token: 'token',
      user: { id: 5, name: 'Carla' } as User,
      status: 'verified',
    });
    setOpenRecordOnCall(5, false);
    const { update } = setup(idle, '/mx/leads');
    update({
      ...idle,
      status: 'Connecting...',
      isOnCall: true,
      call: { ...liveCall, callableType: 'lead', callableId: 8 },
    });
    await screen.findByRole('dialog', { name: 'Live Call' });
    expect(screen.getByTestId('location')).toHaveTextContent('/mx/leads');
    setOpenRecordOnCall(5, true);
  });

  it('a call taken up again after a reload does not move the page', async () => {
    const { update } = setup(idle, '/mx/leads');
    update({
      ...idle,
      status: 'Connected',
      isOnCall: true,
      call: { ...liveCall, callableType: 'lead', callableId: 8, resumed: true },
    });
    await screen.findByRole('dialog', { name: 'Live Call' });
    expect(screen.getByTestId('location')).toHaveTextContent('/mx/leads');
  });

  it('shows a poor line while connected, then why the call ended, and says it again as a toast once closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    toastStore.setState([]);
    const connected = { ...idle, status: 'Connected', isOnCall: true, call: liveCall, duration: 9 };
    const { update } = setup({ ...connected, quality: 'poor' });
    const dialog = await screen.findByRole('dialog', { name: 'Live Call' });
    expect(within(dialog).getByText('Poor connection: you may break up')).toBeInTheDocument();
    expect(within(dialog).queryByText('Good connection')).not.toBeInTheDocument();
    update({
      ...idle,
      status: 'Call ended',
      ending: { callId: liveCall.id, reason: 'busy', code: null, message: null },
    });
    expect(within(dialog).getByText('The line was busy.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/connection/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toastStore.getState().map((item) => item.title)).toContain('The line was busy.');
  });

  it('a tracked call: its panel, Pause/Resume labels, Ctrl+Enter finalizes; a failure keeps it open', async () => {
    const tracked: ActiveCall = { ...liveCall, mode: 'tracked' };
    const { actions, update } = setup({
      ...idle,
      status: 'Tracking call...',
      isOnCall: true,
      call: tracked,
      duration: 4,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tracked Call' });
    expect(within(dialog).getByText('(External call tracking)')).toBeInTheDocument();
    expect(within(dialog).getByText('In Progress')).toBeInTheDocument();
    expect(within(dialog).getByText(/Finalize Log saves the call record/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(within(dialog).getByText('Paused')).toBeInTheDocument();
    update({ ...idle, status: 'Tracking call...', isOnCall: true, call: tracked, duration: 5 });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('00:05');
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toBeInTheDocument();

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(actions.endTrackedCall).mockRejectedValueOnce(new Error('offline'));
    const notes = within(dialog).getByRole('textbox', { name: 'Call Notes' });
    await user.type(notes, 'Booked{Control>}{Enter}{/Control}');
    expect(actions.endTrackedCall).toHaveBeenCalledWith('Booked');
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Finalizing the tracked call failed', expect.any(Error)),
    );
    expect(screen.getByRole('dialog', { name: 'Tracked Call' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Finalize Log' }));
    expect(actions.endTrackedCall).toHaveBeenCalledTimes(2);
  });
});

describe('incoming call alert', () => {
  const incoming: IncomingCall = {
    callId: 9,
    phone: '+525511112222',
    callerName: 'María López',
    callableType: 'client',
    callableId: 3,
    organizationCode: 'MX',
    lineName: 'Main line',
    organizationName: 'Aurora Travel México',
    secondsLeft: 27,
  };

  const renderAlert = (value: IncomingCall | null) => {
    const ringtone = { start: vi.fn(), stop: vi.fn() };
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    const factory = () => ringtone;
    const node = (current: IncomingCall | null) => (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <IncomingCallAlert
            incoming={current}
            onAccept={onAccept}
            onDecline={onDecline}
            ringtone={factory}
          />
        </MemoryRouter>
      </I18nextProvider>
    );
    const view = render(node(value));
    return {
      ringtone,
      onAccept,
      onDecline,
      update: (next: IncomingCall | null) => view.rerender(node(next)),
    };
  };

  it('shows the caller, the related record and the countdown; rings until it closes', async () => {
    const { ringtone, onAccept, onDecline, update } = renderAlert(incoming);
    const alert = screen.getByRole('alertdialog', { name: 'Incoming Call' });
    expect(within(alert).getByText('María López')).toBeInTheDocument();
    expect(within(alert).getByText('+52 55 1111 2222')).toBeInTheDocument();
    expect(within(alert).getByText('Related to client')).toBeInTheDocument();
    // Which line and which organization are called, and the caller's record one click away.
    expect(within(alert).getByTestId('incoming-line')).toHaveTextContent('Main line · Aurora Travel México');
    expect(within(alert).getByRole('link', { name: 'María López' })).toHaveAttribute('href', '/mx/clients/3');
    expect(within(alert).getByText('Auto-dismissing in 27s')).toBeInTheDocument();
    expect(ringtone.start).toHaveBeenCalledTimes(1);

    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalled();
    await user.click(within(alert).getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalled();

    update(null);
    expect(ringtone.stop).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("says 'Unknown Caller' and 'Unknown Number', without 'Related to'", () => {
    renderAlert({ ...incoming, callerName: null, phone: null, callableType: null, callableId: null });
    expect(screen.getByText('Unknown Caller')).toBeInTheDocument();
    expect(screen.getByText('Unknown Number')).toBeInTheDocument();
    expect(screen.queryByText(/Related to/)).not.toBeInTheDocument();
  });
});
