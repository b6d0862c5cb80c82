import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { makeOpportunity, page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { OpportunitiesListRoute } from './routes/opportunities-list';

function serve() {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    if (request.url.startsWith('/api/v2/MX/opportunities/board')) {
      return {
        body: {
          data: {
            currency: 'MXN',
            columns: [
              {
                stage: 'quoted',
                cards: [makeOpportunity()],
                next_cursor: null,
                count: 1,
                amount: 450000,
                weighted_amount: 180000,
                by_currency: [],
              },
            ],
          },
        },
      };
    }
    if (request.url.startsWith('/api/v2/MX/opportunities?')) {
      return { body: page([makeOpportunity({ is_rotting: true })]) };
    }
    return { body: page([]) };
  });
  return requests;
}

const routes = [{ path: '/:orgCode/opportunities', Component: OpportunitiesListRoute }];

describe('opportunities list', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('keeps the filters when switching from the list to the board, which asks for the same deals', async () => {
    const requests = serve();
    const { router } = renderRoutes(routes, '/MX/opportunities?layout=list&filter[stage]=quoted');
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Opportunities' });
    const row = await within(table).findByRole('row', { name: /Cancún, Tulum/ });
    expect(within(row).getByText('Rotting')).toBeInTheDocument();
    expect(within(row).getByText('$4,500.00')).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('filter%5Bstage%5D=quoted'))).toBe(true);

    const layouts = screen.getByRole('navigation', { name: 'Layout' });
    expect(within(layouts).getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(layouts).getByRole('link', { name: 'Board' }));

    await waitFor(() => expect(router.state.location.search).toBe('?filter%5Bstage%5D=quoted'));
    expect(await screen.findByTestId('board-card-31')).toBeInTheDocument();
    const board = requests.find((request) => request.url.startsWith('/api/v2/MX/opportunities/board'));
    expect(board?.url).toContain('filter%5Bstage%5D=quoted');
    expect(board?.url).not.toContain('page');
  });

  it('moves selected deals to a stage in bulk; lost stages, which need a reason each, are not offered', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/opportunities?layout=list');
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Opportunities' });
    const row = await within(table).findByRole('row', { name: /Cancún, Tulum/ });
    await user.click(within(row).getByRole('checkbox'));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Stage' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Move to stage')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Lost' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Won' }));

    await waitFor(() =>
      expect(requests.find((request) => request.url.endsWith('/opportunities/bulk'))?.body).toEqual({
        action: 'set_status',
        ids: [31],
        status: 'won',
      }),
    );
  });
});
