import type { AgentEventMap, AgentEventName } from '@aurora/contracts/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { NotificationCentre } from './components/notification-centre';

// The private channel, played by the test: `emit` hands an event to the centre's handlers.
const channel = vi.hoisted(() => ({ handlers: new Map<string, (payload: unknown) => void>() }));
vi.mock('../../lib/realtime', () => ({
  useAgentEvent: (name: string, handler: (payload: unknown) => void) => {
    channel.handlers.set(name, handler);
  },
}));
const emit = <Name extends AgentEventName>(name: Name, payload: AgentEventMap[Name]) =>
  act(() => channel.handlers.get(name)?.(payload));

const organization = { id: 1, code: 'MX', name: 'Viajes México' };
const missedCall = (id: number, read_at: string | null = null) =>
  ({
    id,
    kind: 'missed_call',
    data: {
      call_id: 40 + id,
      task_id: 90 + id,
      caller: 'Lucía Paz',
      phone: '+5215512340001',
      assignee_id: 7,
      callable: { type: 'lead', id: 3 },
      contact_id: null,
    },
    organization,
    subject: { type: 'task', id: 90 + id, name: null, url: null },
    actor: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read_at,
  }) as const;
const dealMoved = {
  id: 2,
  kind: 'deal_moved',
  data: { opportunity_id: 12, title: 'Riviera Maya', from_stage: 'New', to_stage: 'Quoted' },
  organization: { id: 2, code: 'CO', name: 'Viajes Colombia' },
  subject: { type: 'opportunity', id: 12, name: 'Riviera Maya', url: '/opportunities/12' },
  actor: { id: 3, name: 'Bruno' },
  created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
  read_at: null,
} as const;

let requests: MockRequest[];
let unread: number;

beforeEach(() => {
  channel.handlers.clear();
  toastStore.setState([]);
  signInForRecords();
  requests = [];
  unread = 2;
  mockFetch((request) => {
    requests.push(request);
    if (request.url.startsWith('/api/v2/agent/notifications?')) {
      return { body: { data: [missedCall(1), dealMoved], meta: { unread, next_before: null } } };
    }
    const one = request.url.match(/^\/api\/v2\/agent\/notifications\/(\d+)\/read$/);
    if (one) {
      unread -= 1;
      return {
        body: {
          data: { ...missedCall(Number(one[1])), read_at: new Date().toISOString() },
          meta: { unread },
        },
      };
    }
    if (request.url === '/api/v2/agent/notifications/read') return { body: { meta: { unread: 0 } } };
    return { status: 404, body: { message: 'Not Found' } };
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderBell() {
  const shell = () => (
    <RadixTooltip.Provider>
      <NotificationCentre />
      <Where />
    </RadixTooltip.Provider>
  );
  return renderRoutes(
    [
      { path: '/', Component: shell },
      { path: '*', Component: shell },
    ],
    '/',
  );
}

describe('the notification bell', () => {
  it('says the unread count, lists the entries, and an entry opens its record marked read', async () => {
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);

    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      expect.stringContaining('Missed call from Lucía Paz'),
      expect.stringContaining('Bruno moved “Riviera Maya” to Quoted'),
    ]);
    expect(within(items[1] as HTMLElement).getByText('Viajes Colombia')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Unread')).toBeInTheDocument();

    await user.click(within(items[0] as HTMLElement).getByRole('link'));
    // The callback task, in the entry's own organization.
    expect(screen.getByTestId('where')).toHaveTextContent('/mx/tasks?task=91');
    expect(
      requests.some((request) => request.method === 'POST' && request.url.endsWith('/notifications/1/read')),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('a deal’s entry opens the deal in its organization', async () => {
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: /Riviera Maya/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/co/opportunities/12');
  });

  it('live: a new missed call raises the count and toasts its assignee; read elsewhere lowers it; mark all', async () => {
    const user = userEvent.setup();
    renderBell();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });

    emit('notification.created', { ...missedCall(5), created_at: new Date().toISOString() });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(toastStore.getState()).toMatchObject([
      { title: 'Missed call from Lucía Paz', action: { label: 'Open task' } },
    ]);
    // Someone else's callback (the team's): listed, but no toast.
    emit('notification.created', { ...missedCall(6), data: { ...missedCall(6).data, assignee_id: 3 } });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(toastStore.getState()).toHaveLength(1);

    // Another tab read one.
    emit('notifications.read', { ids: [5], read_at: new Date().toISOString(), unread: 3 });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
  });

  it('shows older entries on demand, page by page, and a new one still lands on top', async () => {
    const older = (id: number) => ({ ...missedCall(id, '2026-11-01T10:00:00.000Z'), caller: `Caller ${id}` });
    mockFetch((request) => {
      requests.push(request);
      const before = new URL(request.url, 'http://x').searchParams.get('before');
      if (before === null) return { body: { data: [missedCall(9)], meta: { unread: 1, next_before: 9 } } };
      return { body: { data: [older(Number(before) - 1)], meta: { unread: 1, next_before: null } } };
    });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(panel).getAllByRole('link', { name: /Missed call/ })).toHaveLength(2));
    expect(requests.at(-1)?.url).toBe('/api/v2/agent/notifications?limit=30&before=9');
    // The last page: nothing older to show.
    expect(within(panel).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();

    emit('notification.created', { ...missedCall(10), created_at: new Date().toISOString() });
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('link', { name: /Missed call/ })).toHaveLength(3);
  });

  it('shows the empty state', async () => {
    mockFetch(() => ({ body: { data: [], meta: { unread: 0, next_before: null } } }));
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
