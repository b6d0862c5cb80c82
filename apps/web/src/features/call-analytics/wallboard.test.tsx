import type { RecordEvent } from '@aurora/contracts/records';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/fetch-mock';
import { adminRoles } from '../../testing/fixtures';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { team, wallboard } from './analytics-fixtures';
import { WallboardRoute } from './routes/wallboard';

// The organization channel, faked at the realtime client's boundary (pusher-js is not run here).
const listeners = vi.hoisted(() => new Set<(event: RecordEvent) => void>());
vi.mock('../../lib/realtime', () => ({
  realtime: {
    start: async () => {},
    stop: () => {},
    followOrganization: () => {},
    subscribeToRecordEvents: (listener: (event: RecordEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  },
}));
const emit = (module: string) => {
  for (const listener of listeners) listener({ module, id: 3 } as RecordEvent);
};

let boards: ReturnType<typeof wallboard>[] = [];
let served = 0;
function serve(teams = [team(1, 'Ventas', 7)]) {
  served = 0;
  mockFetch((request) => {
    if (request.url.startsWith('/api/v2/mx/teams')) return { body: { data: teams } };
    if (request.url.startsWith('/api/v2/MX/analytics/wallboard')) {
      const board = boards[Math.min(served, boards.length - 1)];
      served += 1;
      return { body: { data: board } };
    }
    return { body: { data: [] } };
  });
}

const render = () =>
  renderRoutes(
    [{ path: '/:orgCode/analytics/wallboard', Component: WallboardRoute }],
    '/MX/analytics/wallboard',
  );

describe('wallboard', () => {
  beforeEach(() => {
    listeners.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-27T18:00:00.000Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("colours today's figures by the thresholds and counts agents' time from the server's clock", async () => {
    signInForRecords();
    boards = [
      wallboard({
        // 45 s of 60: yellow; 3 missed of 20: green; service level 20 / 50 = 40% under 60%: red.
        ringing: [
          { call_id: 9, caller: '+525511112222', line_name: 'Main line', since: '2026-11-27T17:59:15.000Z' },
        ],
      }),
    ];
    serve();
    render();
    expect(await screen.findByRole('region', { name: 'Longest wait' })).toHaveAttribute(
      'data-level',
      'yellow',
    );
    expect(screen.getByRole('region', { name: 'Missed today' })).toHaveAttribute('data-level', 'green');
    const serviceLevel = screen.getByRole('region', { name: 'Service level (20 s)' });
    expect(serviceLevel).toHaveAttribute('data-level', 'red');
    expect(serviceLevel).toHaveTextContent('40%');
    expect(screen.getByRole('region', { name: 'Calls waiting' })).toHaveAttribute('data-level', 'green');
    const ana = screen.getByRole('listitem', { name: 'Ana Ruiz' });
    expect(ana).toHaveTextContent('On a call');
    expect(ana).toHaveTextContent('for 3:12');
    await vi.advanceTimersByTimeAsync(2000);
    expect(within(ana).getByText('for 3:14')).toBeInTheDocument();
  });

  it("refetches on the organization channel's calls and agents events, without polling", async () => {
    signInForRecords({ roles: adminRoles });
    boards = [
      wallboard(),
      wallboard({ today: { ...wallboard().today, answered: 41 } }),
      wallboard({ today: { ...wallboard().today, answered: 42 } }),
    ];
    serve([]);
    render();
    const answered = await screen.findByRole('region', { name: 'Answered today' });
    expect(answered).toHaveTextContent('40');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(served).toBe(1);
    await waitFor(() => expect(listeners.size).toBeGreaterThan(0));
    emit('agents');
    await waitFor(() => expect(answered).toHaveTextContent('41'));
    emit('calls');
    await waitFor(() => expect(answered).toHaveTextContent('42'));
  });

  it('tells an agent who leads no team that it is for administrators and team leaders', async () => {
    signInForRecords();
    boards = [wallboard()];
    serve([team(1, 'Ventas', 99)]);
    render();
    expect(
      await screen.findByText('The wallboard is for administrators and team leaders'),
    ).toBeInTheDocument();
    expect(served).toBe(0);
  });
});
