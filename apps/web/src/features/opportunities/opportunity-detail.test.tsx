import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import {
  makeCall,
  makeOpportunity,
  page,
  referenceAnswer,
  signInForRecords,
} from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { OpportunityDetailRoute } from './routes/opportunity-detail';

function serve({ calls = [] }: { calls?: ReturnType<typeof makeCall>[] } = {}) {
  const requests: MockRequest[] = [];
  let deal = makeOpportunity();
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    if (request.method === 'POST' && request.url === '/api/v2/MX/opportunities/31/move') {
      const body = request.body as { stage: string; lost_reason?: string };
      const kind = body.stage === 'lost' ? 'lost' : body.stage === 'won' ? 'won' : 'open';
      deal = makeOpportunity({
        stage: body.stage,
        stage_kind: kind,
        lost_reason: body.lost_reason ?? null,
        closed_at: kind === 'open' ? null : '2026-11-20T10:00:00.000Z',
      });
      return { body: { data: deal } };
    }
    if (request.method === 'DELETE' && request.url === '/api/v2/MX/opportunities/31') return { status: 204 };
    if (request.method === 'POST' && request.url === '/api/v2/MX/tasks/41/complete') {
      return { body: { data: { id: 41, title: 'Send the quote', related: [] } } };
    }
    if (request.url.startsWith('/api/v2/MX/tasks?')) {
      return {
        body: page([
          {
            id: 41,
            title: 'Send the quote',
            due_date: '2020-01-02',
            due_at: null,
            status: 'open',
            related: [],
          },
        ]),
      };
    }
    if (request.url.startsWith('/api/v2/MX/calls?')) return { body: page(calls) };
    if (request.url.startsWith('/api/v2/MX/opportunities/31/')) return { body: page([]) };
    if (request.url.startsWith('/api/v2/MX/opportunities/31')) return { body: { data: deal } };
    return { body: page([]) };
  });
  return requests;
}

// The app shell provides the tooltips' provider.
function DealPage() {
  return (
    <Tooltip.Provider>
      <OpportunityDetailRoute />
    </Tooltip.Provider>
  );
}

const routes = [
  { path: '/:orgCode/opportunities/:id', Component: DealPage },
  { path: '/:orgCode/opportunities', element: <p>The deals</p> },
];
const moves = (requests: MockRequest[]) => requests.filter((request) => request.url.endsWith('/move'));

describe('opportunity page', () => {
  beforeEach(() => {
    signInForRecords();
    toastStore.setState([]);
  });

  it('shows the deal with its stage bar, amount and weighted amount, and the contact to call', async () => {
    serve();
    renderRoutes(routes, '/MX/opportunities/31');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cancún, Tulum · March 2027' }),
    ).toBeInTheDocument();
    const stages = await screen.findByRole('list', { name: 'Stages' });
    await waitFor(() =>
      expect(within(stages).getByRole('button', { name: 'Quoted' })).toHaveAttribute('aria-current', 'step'),
    );
    expect(screen.getAllByText('$4,500.00').length).toBeGreaterThan(0);
    expect(screen.getByText('$1,800.00 · 40%')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Call \+52 55 1111 2222/ }).length).toBeGreaterThan(0);
  });

  it('asks why before marking the deal lost, then reopens it from an open stage', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/opportunities/31');
    const user = userEvent.setup();
    const stages = await screen.findByRole('list', { name: 'Stages' });

    await user.click(await within(stages).findByRole('button', { name: 'Lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    expect(moves(requests)).toHaveLength(0);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'price');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    await waitFor(() =>
      expect(moves(requests)[0]?.body).toMatchObject({ stage: 'lost', lost_reason: 'price' }),
    );
    expect(await screen.findByText('Pick an open stage above to reopen it.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(stages).getByRole('button', { name: 'New' }));
    await waitFor(() => expect(moves(requests)[1]?.body).toEqual({ stage: 'new', after_id: null }));
    await waitFor(() =>
      expect(screen.queryByText('Pick an open stage above to reopen it.')).not.toBeInTheDocument(),
    );
  });

  it('asks before marking the deal won, and Undo moves it back to the stage it left', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/opportunities/31');
    const user = userEvent.setup();
    const stages = await screen.findByRole('list', { name: 'Stages' });
    await waitFor(() =>
      expect(within(stages).getByRole('button', { name: 'Quoted' })).toHaveAttribute('aria-current', 'step'),
    );

    await user.click(within(stages).getByRole('button', { name: 'Won' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark “Cancún, Tulum · March 2027” as won?' });
    expect(moves(requests)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as won' }));

    await waitFor(() => expect(moves(requests)[0]?.body).toEqual({ stage: 'won', after_id: null }));
    await waitFor(() =>
      expect(toastStore.getState()[0]).toMatchObject({ action: expect.objectContaining({ label: 'Undo' }) }),
    );
    act(() => toastStore.getState()[0]?.action?.onClick());
    await waitFor(() => expect(moves(requests)[1]?.body).toEqual({ stage: 'quoted', after_id: null }));
  });

  it('keeps Delete away from Edit, in the actions menu, and still asks first', async () => {
    const requests = serve();
    const { router } = renderRoutes(routes, '/MX/opportunities/31');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Cancún, Tulum · March 2027' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/opportunities'));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('lists the planned tasks about the deal, to mark done', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/opportunities/31');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark “Send the quote” done' }));
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/v2/MX/tasks/41/complete')).toBe(true),
    );
    const list = requests.find((request) => request.url.startsWith('/api/v2/MX/tasks?'));
    expect(new URL(list?.url ?? '', 'http://test').searchParams.get('filter[related]')).toBe(
      'opportunity:31',
    );
  });

  it('has a Calls tab: the calls about the deal, each a link to its page; none says so', async () => {
    const requests = serve({
      calls: [makeCall(), makeCall({ id: 78, direction: 'inbound', status: 'missed', notes: null })],
    });
    renderRoutes(routes, '/MX/opportunities/31');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: /^Calls\s*2$/ }));
    const list = await screen.findByRole('list', { name: 'Calls' });
    expect(within(list).getByRole('link', { name: 'Call to Laura Pérez' })).toHaveAttribute(
      'href',
      '/MX/calls/77',
    );
    expect(within(list).getByText('Outbound call · 4:12 · Ana López')).toBeInTheDocument();
    expect(within(list).getByText('Wants the Tulum hotel with a pool')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Missed call from Laura Pérez' })).toHaveAttribute(
      'href',
      '/MX/calls/78',
    );
    const query = new URL(
      requests.find((request) => request.url.startsWith('/api/v2/MX/calls?'))?.url ?? '',
      'http://test',
    ).searchParams;
    expect(query.get('filter[callable_type]')).toBe('opportunity');
    expect(query.get('filter[callable_id]')).toBe('31');
  });

  it('a deal without calls: the Calls tab says there are none yet', async () => {
    serve();
    renderRoutes(routes, '/MX/opportunities/31');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('tab', { name: 'Calls' }));
    expect(await screen.findByText('No calls yet')).toBeInTheDocument();
  });
});
