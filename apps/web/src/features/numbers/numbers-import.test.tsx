import type { NumberCandidate } from '@aurora/contracts/numbers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { adminRoles, makeTelephonyNumber } from '../../testing/fixtures';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { NumbersListRoute } from './routes/numbers-list';

const existing = makeTelephonyNumber({ friendly_name: 'Mexico City office', provider_id: 'PN003' });

const candidates: NumberCandidate[] = [
  {
    number: '+14155550100',
    friendly_name: 'Sales line',
    provider_id: 'PN001',
    country: null,
    capabilities: ['voice', 'sms'],
    imported: false,
  },
  {
    number: '+14155550123',
    friendly_name: 'Support',
    provider_id: 'PN002',
    country: 'US',
    capabilities: ['voice'],
    imported: false,
  },
  {
    number: '+525512345678',
    friendly_name: null,
    provider_id: 'PN003',
    country: null,
    capabilities: ['voice'],
    imported: true,
  },
];

const base = '/api/v2/MX/telephony/numbers';

type Serve = {
  /** The answer of `GET import-candidates`, by how many times it was asked before. */
  candidatesAnswer?: (attempt: number) => MockAnswer;
  /** The answer of `POST /telephony/numbers` (the import creates numbers with it). */
  create?: (body: { provider_id: string }) => MockAnswer | Promise<MockAnswer>;
};

function serve({ candidatesAnswer = () => ({ body: { data: candidates } }), create }: Serve = {}) {
  const requests: MockRequest[] = [];
  let candidateCalls = 0;
  mockFetch((request) => {
    requests.push(request);
    const { pathname } = new URL(request.url, 'http://test');
    if (pathname === `${base}/import-candidates`) return candidatesAnswer(candidateCalls++);
    if (pathname === base && request.method === 'POST') {
      const body = request.body as { provider_id: string };
      return create ? create(body) : { status: 201, body: { data: { ...existing, ...body, id: 9 } } };
    }
    if (pathname === base) return { body: { data: [existing] } };
    if (pathname.endsWith('/members')) return { body: { data: [] } };
    return { status: 404, body: { message: 'Not Found' } };
  });
  const of = (method: string, path: string) =>
    requests.filter(
      (request) => request.method === method && new URL(request.url, 'http://test').pathname === path,
    );
  return {
    posts: () => of('POST', base).map((request) => request.body),
    listLoads: () => of('GET', base).length,
    candidateLoads: () => of('GET', `${base}/import-candidates`).length,
  };
}

async function openImport() {
  signInForRecords({ roles: adminRoles });
  renderRoutes(
    [{ path: '/:orgCode/telephony/numbers', Component: NumbersListRoute }],
    '/MX/telephony/numbers',
  );
  const user = userEvent.setup();
  await screen.findByText('Mexico City office');
  await user.click(screen.getByRole('button', { name: 'Import from Twilio' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import numbers from Twilio' });
  return { user, dialog };
}

/** Resolves when `release` is called: holds a request open to look at the progress. */
function deferred() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('numbers import from Twilio: the candidates', () => {
  it('lists the account numbers formatted, with name, country and capabilities, and disables imported ones', async () => {
    serve();
    const { user, dialog } = await openImport();

    const sales = await within(dialog).findByRole('checkbox', { name: '+1 415 555 0100' });
    expect(sales).toBeEnabled();
    expect(sales).not.toBeChecked();
    expect(sales).toHaveAccessibleDescription(/Sales line.*United States.*Voice.*SMS/);
    const imported = within(dialog).getByRole('checkbox', { name: '+52 55 1234 5678' });
    expect(imported).toBeDisabled();
    expect(imported).toHaveAccessibleDescription(/No name.*Mexico.*Already imported/);
    expect(within(dialog).getByRole('button', { name: 'Import 0 numbers' })).toBeDisabled();

    // Select all takes the importable numbers only.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    expect(sales).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: '+1 415 555 0123' })).toBeChecked();
    expect(imported).not.toBeChecked();
    expect(within(dialog).getByText('2 of 2 selected')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 numbers' })).toBeEnabled();

    // Keyboard: Space toggles the focused number.
    sales.focus();
    await user.keyboard(' ');
    expect(sales).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).toHaveProperty(
      'indeterminate',
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Import 1 number' })).toBeEnabled();
  });

  it('explains the simulator and how to connect Twilio when the provider has nothing to import', async () => {
    serve({
      candidatesAnswer: () => ({
        status: 404,
        body: { message: 'The telephony provider has no account numbers to import.' },
      }),
    });
    const { dialog } = await openImport();

    expect(await within(dialog).findByText('No Twilio account connected')).toBeInTheDocument();
    expect(within(dialog).getByText(/built-in simulator.*TWILIO_\* variables/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('says when the account has no numbers, and offers a retry when loading fails', async () => {
    const { candidateLoads } = serve({
      candidatesAnswer: (attempt) =>
        attempt === 0 ? { status: 500, body: { message: 'Twilio did not answer.' } } : { body: { data: [] } },
    });
    const { user, dialog } = await openImport();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The account’s numbers could not be loaded.');
    expect(alert).toHaveTextContent('Twilio did not answer.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('This Twilio account has no phone numbers')).toBeInTheDocument();
    expect(candidateLoads()).toBe(2);
  });

  it('is not offered to a member who is not an administrator', async () => {
    const { candidateLoads } = serve();
    signInForRecords();
    renderRoutes(
      [{ path: '/:orgCode/telephony/numbers', Component: NumbersListRoute }],
      '/MX/telephony/numbers',
    );

    expect(await screen.findByText('Mexico City office')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from Twilio' })).toBeNull();
    expect(candidateLoads()).toBe(0);
  });
});

describe('numbers import from Twilio: importing', () => {
  it('creates each selected number with one POST, shows the progress and the result, and refreshes the list', async () => {
    const first = deferred();
    const { posts, listLoads } = serve({
      create: async (body) => {
        if (body.provider_id === 'PN001') await first.promise;
        return { status: 201, body: { data: { ...existing, ...body, id: 9 } } };
      },
    });
    const { user, dialog } = await openImport();
    await user.click(await within(dialog).findByRole('checkbox', { name: '+1 415 555 0100' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '+1 415 555 0123' }));
    const loadsBefore = listLoads();
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 numbers' }));

    const progress = await within(dialog).findByRole('progressbar', { name: 'Import progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '2');
    expect(within(dialog).getByText('Importing: 0 of 2 done')).toBeInTheDocument();
    first.release();

    expect(await within(dialog).findByRole('status')).toHaveTextContent('2 numbers imported');
    expect(posts()).toEqual([
      {
        number: '+14155550100',
        friendly_name: 'Sales line',
        provider_id: 'PN001',
        country: 'US',
        capabilities: ['voice', 'sms'],
      },
      {
        number: '+14155550123',
        friendly_name: 'Support',
        provider_id: 'PN002',
        country: 'US',
        capabilities: ['voice'],
      },
    ]);
    expect(within(dialog).queryByText(/could not be imported/)).toBeNull();
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loadsBefore));

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a 422 message for the number that failed and still imports the next one', async () => {
    const { posts } = serve({
      create: (body) =>
        body.provider_id === 'PN001'
          ? {
              status: 422,
              body: {
                message: 'The number has already been taken.',
                errors: { number: ['The number has already been taken.'] },
              },
            }
          : { status: 201, body: { data: { ...existing, ...body, id: 9 } } },
    });
    const { user, dialog } = await openImport();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Select all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 numbers' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent('1 number imported');
    const failures = within(dialog).getByRole('region', { name: '1 number could not be imported' });
    const items = within(failures).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('+1 415 555 0100');
    expect(items[0]).toHaveTextContent('The number has already been taken.');
    expect(posts().map((body) => (body as { provider_id: string }).provider_id)).toEqual(['PN001', 'PN002']);

    // Back to the list: the imported number is done, the failed one can be tried again.
    await user.click(within(dialog).getByRole('button', { name: 'Import more' }));
    expect(await within(dialog).findByRole('checkbox', { name: '+1 415 555 0123' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: '+1 415 555 0100' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Import 0 numbers' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
    expect(within(dialog).getByRole('button', { name: 'Import 1 number' })).toBeEnabled();
  });
});
