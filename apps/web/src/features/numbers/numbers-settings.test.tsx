import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { organizationStore } from '../../lib/organization-store';
import { mockFetch } from '../../testing/fetch-mock';
import { adminRoles, makeOrganization, makeTelephonyNumber } from '../../testing/fixtures';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { NumbersListRoute } from './routes/numbers-list';

const number = makeTelephonyNumber;

const frontDesk = number({ id: 1, friendly_name: 'Front desk', ring_timeout_seconds: 30 });
const salesLine = number({
  id: 2,
  number: '+525512340001',
  friendly_name: 'Sales line',
  agents: [{ id: 8, name: 'Bea Agent' }],
  voicemail_enabled: false,
});
// Only what the numbers page reads of a team.
const salesTeam = {
  id: 3,
  name: 'Sales',
  numbers: [{ id: 2, number: salesLine.number, friendly_name: salesLine.friendly_name }],
  agent_ring_seconds: 20,
  total_ring_seconds: 60,
  fallback_action: 'greeting',
};

function serve() {
  mockFetch((request) => {
    const { pathname } = new URL(request.url, 'http://test');
    if (pathname === '/api/v2/MX/telephony/numbers') return { body: { data: [frontDesk, salesLine] } };
    if (pathname === '/api/v2/mx/teams') return { body: { data: [salesTeam] } };
    if (pathname.endsWith('/members')) return { body: { data: [] } };
    return { status: 404, body: { message: 'Not Found' } };
  });
}

function renderNumbers() {
  signInForRecords({ roles: adminRoles });
  // The organization's defaults for new numbers.
  organizationStore.store.setState({
    organizations: [
      makeOrganization({ id: 1, code: 'MX', ring_timeout_seconds: 40, recording_enabled: true }),
    ],
    currentCode: 'MX',
    status: 'ready',
    error: null,
  });
  renderRoutes(
    [{ path: '/:orgCode/telephony/numbers', Component: NumbersListRoute }],
    '/MX/telephony/numbers',
  );
}

/** A number's card, by its name. */
const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

/** The value beside a label of a card. */
const shownFor = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('numbers: which settings a call follows', () => {
  it('a number a team answers shows the team’s ring times and fallback; another its own', async () => {
    serve();
    renderNumbers();

    const sales = await card('Sales line');
    expect(await within(sales).findByText('Team Sales')).toBeInTheDocument();
    expect(shownFor(sales, 'Ring time')).toHaveTextContent('Team’s: 20 s per agent, 60 s in all');
    expect(shownFor(sales, 'Voicemail')).toHaveTextContent('Team’s fallback: the organization’s greeting');
    expect(shownFor(sales, 'Record calls')).toHaveTextContent('Off');

    const front = await card('Front desk');
    expect(shownFor(front, 'Rings')).toHaveTextContent('Online agents');
    expect(shownFor(front, 'Ring time')).toHaveTextContent(/^30 s$/);
    expect(shownFor(front, 'Voicemail')).toHaveTextContent('On');
  });

  it('editing a team’s number says the team’s settings replace its ring timeout and voicemail', async () => {
    serve();
    renderNumbers();
    const user = userEvent.setup();
    const sales = await card('Sales line');
    await within(sales).findByText('Team Sales');

    await user.click(within(sales).getByRole('button', { name: /^Edit/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit number' });
    expect(within(sheet).getByRole('note')).toHaveTextContent(
      'The team Sales answers this number: its ring times and its fallback apply to incoming calls',
    );
  });

  it('a new number starts with the organization’s ring time and recording, and says they are its defaults', async () => {
    serve();
    renderNumbers();
    const user = userEvent.setup();
    await card('Front desk');

    await user.click(screen.getAllByRole('button', { name: 'Add number' })[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog', { name: 'Add a number' });
    const ringTimeout = within(sheet).getByRole('spinbutton', { name: /^Ring timeout/ });
    expect(ringTimeout).toHaveValue(40);
    expect(ringTimeout).toHaveAccessibleDescription(
      'How long incoming calls ring before voicemail. New numbers start with 40 s, the organization’s default.',
    );
    expect(within(sheet).getByRole('checkbox', { name: 'Record calls' })).toBeChecked();
    expect(within(sheet).getByText(/New numbers start with recording on/)).toBeInTheDocument();
    expect(within(sheet).queryByRole('note')).not.toBeInTheDocument();
  });
});
