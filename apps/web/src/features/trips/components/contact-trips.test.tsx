import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { page, referenceAnswer, signInForRecords } from '../../../testing/record-fixtures';
import { renderRoutes } from '../../../testing/render';
import { makeTrip, tripReferenceAnswer } from '../../../testing/trip-fixtures';
import { ContactTrips } from './contact-trips';

function serve(answer: () => { status?: number; body: unknown }) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = tripReferenceAnswer(request.url) ?? referenceAnswer(request.url);
    if (reference) return reference;
    if (request.url.startsWith('/api/v2/MX/trips?')) return answer();
    return { body: page([]) };
  });
  return requests;
}

const routes = [{ path: '/:orgCode/clients/:id', Component: () => <ContactTrips contactId={13} /> }];

describe('a contact’s trips', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('lists the trips the contact travels on, each with its reference, dates and status, linking to it', async () => {
    const requests = serve(() => ({
      body: page([
        makeTrip(),
        makeTrip({
          id: 57,
          reference: 'MX-2026-0057',
          title: 'Madrid in autumn',
          start_date: '2027-10-02',
          end_date: null,
          status: 'quoted',
        }),
      ]),
    }));
    renderRoutes(routes, '/MX/clients/9?contact=13');

    const section = await screen.findByRole('region', { name: 'Trips' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [cancun, madrid] = items as [HTMLElement, HTMLElement];
    expect(within(cancun).getByRole('link', { name: 'Cancún honeymoon' })).toHaveAttribute(
      'href',
      '/MX/trips/41',
    );
    expect(cancun).toHaveTextContent('MX-2026-0042 · May 10 – 17, 2027');
    expect(await within(cancun).findByText('Confirmed')).toBeInTheDocument();
    expect(within(madrid).getByRole('link', { name: 'Madrid in autumn' })).toHaveAttribute(
      'href',
      '/MX/trips/57',
    );
    expect(madrid).toHaveTextContent('MX-2026-0057');
    expect(await within(madrid).findByText('Quoted')).toBeInTheDocument();

    const query = new URL(
      requests.find((request) => request.url.startsWith('/api/v2/MX/trips?'))?.url ?? '',
      'http://x',
    ).searchParams;
    expect(query.get('filter[traveller_id]')).toBe('13');
    expect(query.get('sort')).toBe('-start_date');
  });

  it('says so when the contact travels on no trip, and when the trips cannot be loaded', async () => {
    serve(() => ({ body: page([]) }));
    const { unmount } = renderRoutes(routes, '/MX/clients/9?contact=13');
    expect(await screen.findByText('Not travelling on any trip yet')).toBeInTheDocument();
    unmount();

    serve(() => ({ status: 500, body: { message: 'Server Error' } }));
    renderRoutes(routes, '/MX/clients/9?contact=13');
    expect(await screen.findByRole('alert')).toHaveTextContent('The trips could not be loaded');
  });
});
