import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { makeTrip, tripReferenceAnswer } from '../../testing/trip-fixtures';
import { TripsListRoute } from './routes/trips-list';

function serve(trips = [makeTrip()]) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const answer = tripReferenceAnswer(request.url) ?? referenceAnswer(request.url);
    if (answer) return answer;
    if (request.url.startsWith('/api/v2/MX/trips?')) return { body: page(trips) };
    if (request.url.endsWith('/trips/bulk')) return { body: { data: { affected: 1 } } };
    return { body: page([]) };
  });
  return requests;
}

function TripsList() {
  return (
    <Tooltip.Provider>
      <TripsListRoute />
    </Tooltip.Provider>
  );
}

const routes = [{ path: '/:orgCode/trips', Component: TripsList }];

describe('trips list', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('shows each trip with its reference, dates, status, warnings and what it sells', async () => {
    serve([
      makeTrip({
        warnings: [
          {
            kind: 'birth_date_missing',
            traveller: { id: 13, name: 'Jorge Pérez' },
            booking: { id: 3, title: 'Flight MEX–CUN' },
            from: null,
            to: null,
            expires_on: null,
          },
        ],
      }),
    ]);
    renderRoutes(routes, '/MX/trips');

    const table = await screen.findByRole('table', { name: 'Trips' });
    const row = await within(table).findByRole('row', { name: /Cancún honeymoon/ });
    expect(within(row).getByText('MX-2026-0042')).toBeInTheDocument();
    expect(within(row).getByText('May 10 – 17, 2027')).toBeInTheDocument();
    expect(await within(row).findByText('Confirmed')).toBeInTheDocument();
    expect(within(row).getByText('$46,135.00')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', {
        name: '1 warning: Jorge Pérez has no date of birth: adult, child or infant cannot be told.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 trip')).toBeInTheDocument();
  });

  it('searches as one types, in the list grammar', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/trips');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: 'Search trips' }), 'ABC123');
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.url.startsWith('/api/v2/MX/trips?') && request.url.includes('q=ABC123'),
        ),
      ).toBe(true),
    );
  });

  it('moves selected trips to a status in bulk', async () => {
    const requests = serve();
    renderRoutes(routes, '/MX/trips');
    const user = userEvent.setup();

    const row = await within(await screen.findByRole('table', { name: 'Trips' })).findByRole('row', {
      name: /Cancún honeymoon/,
    });
    await user.click(within(row).getByRole('checkbox'));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Completed' }));

    await waitFor(() =>
      expect(requests.find((request) => request.url.endsWith('/trips/bulk'))?.body).toEqual({
        action: 'set_status',
        ids: [41],
        status: 'completed',
      }),
    );
  });

  it('invites to create the first trip when there is none', async () => {
    serve([]);
    renderRoutes(routes, '/MX/trips');
    expect(await screen.findByText('No trips yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New trip' }).at(-1)).toHaveAttribute(
      'href',
      '/MX/trips/create',
    );
  });
});
