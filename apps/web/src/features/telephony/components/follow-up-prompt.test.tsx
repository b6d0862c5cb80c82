import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { type MockAnswer, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { callOutcomes as outcomes } from '../../../testing/fixtures';
import type { CallingState } from '../device/calling-store';
import { idle, liveCall } from '../testing/calling-fixtures';
import { CallModal, type CallModalActions } from './call-modal';
import { type FollowUpOffer, FollowUpPrompt, tomorrowOf } from './follow-up-prompt';

const offer: FollowUpOffer = {
  callId: 41,
  organizationCode: 'MX',
  name: 'Ana García',
  callableType: 'contact',
  callableId: 7,
};
// 10 March 2026, 15:00 in the browser's zone: tomorrow is the 11th.
const now = new Date(2026, 2, 10, 15, 0);

const wrap = (node: ReactNode) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    </I18nextProvider>
  );
};

const taskPosts = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).includes('/tasks'));

describe('the follow-up prompt', () => {
  let answer: (request: MockRequest) => MockAnswer | Promise<MockAnswer>;
  let fetchSpy: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    localStorage.setItem('token', 'token');
    answer = ({ body }) => ({ status: 201, body: { data: { id: 90, ...(body as object) } } });
    fetchSpy = mockFetch((request) => answer(request));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('tomorrow is the next calendar day, across a month end', () => {
    expect(tomorrowOf(now)).toBe('2026-03-11');
    expect(tomorrowOf(new Date(2026, 0, 31, 23, 59))).toBe('2026-02-01');
  });

  it('is prefilled: the title names the other party, due tomorrow, no time; Add is focused', () => {
    render(wrap(<FollowUpPrompt offer={offer} assigneeId={5} onDone={vi.fn()} now={now} />));
    const prompt = screen.getByRole('form', { name: 'Add a follow-up task?' });
    expect(within(prompt).getByRole('textbox', { name: 'Task' })).toHaveValue('Follow up with Ana García');
    expect(within(prompt).getByLabelText('Due date')).toHaveValue('2026-03-11');
    expect(within(prompt).getByLabelText('Time (optional)')).toHaveValue('');
    expect(within(prompt).getByRole('button', { name: 'Add follow-up' })).toHaveFocus();
  });

  it('accept, with an edited date and time, posts the task once to the call organization, even on a double click', async () => {
    let release: () => void = () => undefined;
    answer = ({ body }) =>
      new Promise((resolve) => {
        release = () => resolve({ status: 201, body: { data: { id: 90, ...(body as object) } } });
      });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(wrap(<FollowUpPrompt offer={offer} assigneeId={5} onDone={onDone} now={now} />));
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-03-13' } });
    fireEvent.change(screen.getByLabelText('Time (optional)'), { target: { value: '09:30' } });
    const add = screen.getByRole('button', { name: 'Add follow-up' });
    await user.dblClick(add);
    fireEvent.submit(screen.getByRole('form'));
    await act(async () => release());
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));

    const posts = taskPosts(fetchSpy);
    expect(posts).toHaveLength(1);
    expect(String(posts[0]?.[0])).toContain('/api/v2/mx/tasks');
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({
      title: 'Follow up with Ana García',
      type: 'call',
      due_date: '2026-03-13',
      due_time: '09:30',
      assignee_id: 5,
      related: [
        { type: 'call', id: 41 },
        { type: 'contact', id: 7 },
      ],
    });
  });

  it('Enter accepts; a call without a record is the only related one', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(
      wrap(
        <FollowUpPrompt
          offer={{ ...offer, name: '+525511112222', callableType: null, callableId: null }}
          assigneeId={5}
          onDone={onDone}
          now={now}
        />,
      ),
    );
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const posts = taskPosts(fetchSpy);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toMatchObject({
      title: 'Follow up with +525511112222',
      due_date: '2026-03-11',
      due_time: null,
      related: [{ type: 'call', id: 41 }],
    });
  });

  it('Skip, or Escape, posts nothing', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(wrap(<FollowUpPrompt offer={offer} assigneeId={5} onDone={onDone} now={now} />));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.type(screen.getByLabelText('Task'), '{Escape}');
    expect(onDone).toHaveBeenCalledTimes(2);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('bad input: a time without a date and an empty title are refused before sending', async () => {
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(wrap(<FollowUpPrompt offer={offer} assigneeId={5} onDone={onDone} now={now} />));
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Time (optional)'), { target: { value: '10:00' } });
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    expect(screen.getByText('A time needs a due date.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Time (optional)'), { target: { value: '' } });
    await user.clear(screen.getByLabelText('Task'));
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    expect(screen.getByText('The title field is required.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("the server's 422 shows on its field and the agent can try again", async () => {
    answer = () => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { due_date: ['Must be a valid date.'] } },
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(wrap(<FollowUpPrompt offer={offer} assigneeId={5} onDone={onDone} now={now} />));
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    expect(await screen.findByText('Must be a valid date.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    answer = ({ body }) => ({ status: 201, body: { data: { id: 91, ...(body as object) } } });
    await user.click(screen.getByRole('button', { name: 'Add follow-up' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(taskPosts(fetchSpy)).toHaveLength(2);
  });
});

describe('the call modal offers the follow-up when the saved outcome asks for one', () => {
  let fetchSpy: ReturnType<typeof mockFetch>;
  beforeEach(() => {
    localStorage.setItem('token', 'token');
    fetchSpy = mockFetch(({ url, body }) =>
      url.includes('/definitions')
        ? { body: { data: outcomes } }
        : url.includes('/tasks')
          ? { status: 201, body: { data: { id: 90, ...(body as object) } } }
          : { body: { data: {} } },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  function setup() {
    const actions: CallModalActions = {
      endCall: vi.fn(),
      endTrackedCall: vi.fn(async () => undefined),
      toggleMute: vi.fn(),
      sendDigits: vi.fn(),
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const node = (state: CallingState) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <CallModal state={state} actions={actions} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    );
    const view = render(node({ ...idle, status: 'Connected', isOnCall: true, call: liveCall, duration: 5 }));
    return { update: (state: CallingState) => view.rerender(node(state)) };
  }

  it('Call back: the call is saved, the prompt stays past the reset delay, and Add creates the task and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { update } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Live Call' });
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Call back' })).toBeInTheDocument(),
    );
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Outcome' }), {
      target: { value: 'callback' },
    });
    update({ ...idle, status: 'Call ended' });
    const prompt = await screen.findByRole('form', { name: 'Add a follow-up task?' });
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ notes: '', outcome: 'callback' });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('dialog', { name: 'Live Call' })).toBeInTheDocument();

    fireEvent.click(within(prompt).getByRole('button', { name: 'Add follow-up' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(taskPosts(fetchSpy)).toHaveLength(1);
  });

  it('an outcome that asks for nothing resets after 2 s as before, with no prompt', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { update } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Live Call' });
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Booked' })).toBeInTheDocument(),
    );
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Outcome' }), {
      target: { value: 'booked' },
    });
    update({ ...idle, status: 'Call ended' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a follow-up task?' })).not.toBeInTheDocument();
    expect(taskPosts(fetchSpy)).toHaveLength(0);
  });
});
