import type { Availability, OrgAgent } from '@aurora/contracts/teams';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextRefreshDelay } from '../../entities/agents/availability';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { addClosedDate } from './components/closed-dates-editor';
import {
  copyMondayToWeekdays,
  officeHours,
  teamFormDefaults,
  teamPayloadOf,
} from './components/team-form-values';
import { TeamCreateRoute } from './routes/team-create';

const available: Availability = {
  status: 'available',
  reason: null,
  chosen: 'available',
  since: null,
  wrap_up_until: null,
  last_call_ended_at: null,
};
const agents: OrgAgent[] = [
  { id: 7, name: 'Ana Agent', email: 'ana@example.com', availability: available },
  {
    id: 8,
    name: 'Bruno Díaz',
    email: 'bruno@example.com',
    availability: { ...available, status: 'unavailable', chosen: 'unavailable', reason: 'Lunch' },
  },
];

function serve(onPost: (request: MockRequest) => { status?: number; body?: unknown }) {
  const posts: MockRequest[] = [];
  mockFetch((request) => {
    const url = request.url;
    if (request.method === 'POST') {
      posts.push(request);
      return onPost(request);
    }
    if (url.includes('/agents')) return { body: { data: agents } };
    if (url.includes('/members')) return { body: { data: agents.map((a) => ({ ...a, is_agent: true })) } };
    if (url.includes('/telephony/numbers')) return { body: { data: [] } };
    if (url.endsWith('/teams')) return { body: { data: [] } };
    return { status: 404, body: { message: 'Not found.' } };
  });
  return posts;
}

describe('team form values', () => {
  it('drops closed days and turns typed seconds and ids into numbers; blank seconds stay invalid', () => {
    const values = { ...teamFormDefaults(), name: 'Care', member_ids: ['7'], agent_ring_seconds: '' };
    const payload = teamPayloadOf(values);
    expect(payload.business_hours).toEqual(
      officeHours() && {
        '1': [{ open: '09:00', close: '18:00' }],
        '2': [{ open: '09:00', close: '18:00' }],
        '3': [{ open: '09:00', close: '18:00' }],
        '4': [{ open: '09:00', close: '18:00' }],
        '5': [{ open: '09:00', close: '18:00' }],
      },
    );
    expect(payload.member_ids).toEqual([7]);
    expect(Number.isNaN(payload.agent_ring_seconds)).toBe(true);
    expect(
      teamPayloadOf({ ...values, fallback_action: 'voicemail', fallback_team_id: '3' }).fallback_team_id,
    ).toBe(null);
  });

  it('copies Monday to the other weekdays, leaving the weekend alone', () => {
    const hours = {
      ...officeHours(),
      '1': [{ open: '08:00', close: '12:00' }],
      '6': [{ open: '10:00', close: '14:00' }],
    };
    const copied = copyMondayToWeekdays(hours);
    expect(copied['5']).toEqual([{ open: '08:00', close: '12:00' }]);
    expect(copied['6']).toEqual([{ open: '10:00', close: '14:00' }]);
  });

  it('closed dates: sorted, no blank, no twice', () => {
    expect(addClosedDate(['2026-12-25'], '2026-01-01')).toEqual({ dates: ['2026-01-01', '2026-12-25'] });
    expect(addClosedDate(['2026-12-25'], '2026-12-25').error).toBe('twice');
    expect(addClosedDate([], '').error).toBe('required');
  });

  it('availability lists look again when a wrap-up ends, else after 30 s', () => {
    const now = Date.parse('2026-03-04T10:00:00Z');
    expect(nextRefreshDelay([available], now)).toBe(30_000);
    const wrapUp = { ...available, status: 'wrap_up' as const, wrap_up_until: '2026-03-04T10:00:10Z' };
    expect(nextRefreshDelay([available, wrapUp], now)).toBe(10_500);
  });
});

describe('team create screen', () => {
  beforeEach(() => {
    signInForRecords({ roles: [{ id: 1, name: 'Administrador' }] });
  });

  it('checks the form before sending: per-agent seconds over the total, an opening that closes before it opens', async () => {
    const posts = serve(() => ({ status: 201, body: { data: { id: 1, name: 'Care' } } }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/:orgCode/teams/create', Component: TeamCreateRoute }], '/MX/teams/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Care');
    // Agents are listed with their availability.
    expect(screen.getByText('Unavailable: Lunch')).toBeInTheDocument();
    const perAgent = screen.getByRole('spinbutton', { name: /Seconds per agent/ });
    await user.clear(perAgent);
    await user.type(perAgent, '100');
    const total = screen.getByRole('spinbutton', { name: /Total ring time/ });
    await user.clear(total);
    await user.type(total, '60');
    const mondayClose = screen.getByRole('textbox', { name: 'Monday Closes' });
    await user.clear(mondayClose);
    await user.type(mondayClose, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save team' }));
    expect(await screen.findByText('Must be at most the total ring time (60 s).')).toBeInTheDocument();
    expect(screen.getByText('The opening time must be before the closing time.')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('shows the server’s 422 on the field it names, a number taken by another team', async () => {
    const posts = serve(() => ({
      status: 422,
      body: {
        message: 'The number +525511110002 is already answered by the team "Sales".',
        errors: { number_ids: ['The number +525511110002 is already answered by the team "Sales".'] },
      },
    }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/:orgCode/teams/create', Component: TeamCreateRoute }], '/MX/teams/create');
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Care');
    await user.click(screen.getByRole('checkbox', { name: 'Ana Agent' }));
    await user.click(screen.getByRole('button', { name: 'Save team' }));
    expect(
      await screen.findByText('The number +525511110002 is already answered by the team "Sales".'),
    ).toBeInTheDocument();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toMatchObject({ name: 'Care', member_ids: [7], ring_strategy: 'simultaneous' });
  });
});
