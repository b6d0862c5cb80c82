import type { SavedView } from '@aurora/contracts/saved-views';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { makeLead, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { LeadsListRoute } from './routes/leads-list';

const leads = Array.from({ length: 3 }, (_, index) =>
  makeLead({
    id: index + 1,
    first_name: ['Ana', 'Bruno', 'Carla'][index] ?? 'X',
    full_name: `${['Ana', 'Bruno', 'Carla'][index]} Ruiz`,
    email: `lead${index + 1}@example.com`,
    status: index === 0 ? 'contacted' : 'new',
  }),
);

const hotView: SavedView = {
  id: 4,
  module: 'leads',
  name: 'My hot leads',
  filters: { 'filter[status]': 'contacted', 'filter[owner_id]': 'me' },
  sort: '-next_action_at',
  columns: ['full_name', 'owner'],
  q: null,
  visibility: 'private',
  owner: { id: 7, name: 'Ana Agent' },
  editable: true,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

type Meta = { total: number; last_page: number; total_is_estimate?: true; q_resembling?: true };

/** The leads API; `meta` answers a page's total and last page (60 leads in 3 pages by default). */
function serve(meta: Meta = { total: 60, last_page: 3 }) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v2/MX/saved-views' && request.method === 'POST') {
      return { status: 201, body: { data: { ...hotView, id: 8, ...(request.body as object) } } };
    }
    if (url.pathname === '/api/v2/MX/saved-views') return { body: { data: [hotView] } };
    if (url.pathname === '/api/v2/MX/leads/bulk') return { body: { data: { affected: 2 } } };
    if (url.pathname === '/api/v2/MX/leads') {
      const page = Number(url.searchParams.get('page') ?? 1);
      return {
        body: {
          data: page > meta.last_page ? [] : leads,
          meta: { current_page: page, per_page: 25, ...meta },
        },
      };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
  const listRequests = () =>
    requests
      .filter((request) => new URL(request.url, 'http://test').pathname === '/api/v2/MX/leads')
      .map((request) => new URL(request.url, 'http://test').searchParams);
  return { requests, listRequests };
}

function renderList(path: string) {
  const rendered = renderRoutes([{ path: '/:orgCode/leads', Component: LeadsListRoute }], path);
  const search = () => new URLSearchParams(rendered.router.state.location.search);
  return { ...rendered, search };
}

beforeEach(() => {
  signInForRecords();
});

describe('leads list: state in the URL', () => {
  it('reads filters, sort and page from the URL and asks the server in the list grammar', async () => {
    const { listRequests } = serve();
    renderList(
      '/mx/leads?filter[status]=contacted&filter[created_at][after]=2026-01-01&sort=-full_name&page=2',
    );

    expect(await screen.findByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
    const query = listRequests().at(-1);
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      per_page: '25',
      sort: '-full_name',
      'filter[status]': 'contacted',
      'filter[created_at][after]': '2026-01-01',
    });
    expect(
      screen.getByRole('button', { name: 'Edit filter: Status is any of Contacted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
  });

  it('writes sorting and paging to the URL, and back restores the previous list', async () => {
    const { listRequests } = serve();
    const { router, search } = renderList('/mx/leads');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });

    await user.click(within(screen.getByRole('columnheader', { name: 'Owner' })).getByRole('button'));
    await waitFor(() => expect(search().get('sort')).toBe('owner'));
    await user.click(within(screen.getByRole('columnheader', { name: 'Owner' })).getByRole('button'));
    await waitFor(() => expect(search().get('sort')).toBe('-owner'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(listRequests().at(-1)?.get('page')).toBe('2'));
    expect(listRequests().at(-1)?.get('sort')).toBe('-owner');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(search().get('per_page')).toBe('50'));
    // A new page size starts again from the first page.
    expect(search().get('page')).toBeNull();

    await act(() => router.navigate(-1));
    expect(search().get('page')).toBe('2');
    expect(search().get('per_page')).toBeNull();
    await act(() => router.navigate(-2));
    expect(search().get('sort')).toBe('owner');
    await waitFor(() => expect(listRequests().at(-1)?.get('sort')).toBe('owner'));
  });

  it('shows by default the columns that fit a 1366-pixel laptop, names capped to their width', async () => {
    serve();
    renderList('/mx/leads');
    await screen.findByRole('link', { name: 'Ana Ruiz' });

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Name',
      'Phone',
      'Status',
      'Owner',
      'Next action',
      'Created',
    ]);
    // A long name cannot widen the list: it ends in an ellipsis past the column's width.
    const name = screen.getByRole('link', { name: 'Ana Ruiz' }).parentElement;
    expect(name).toHaveClass('truncate');
    expect(name).toHaveStyle({ maxWidth: '200px' });
  });

  it('shows an estimated total as an approximate count, range and page count', async () => {
    serve({ total: 33_041, last_page: 1_322, total_is_estimate: true });
    renderList('/mx/leads');

    expect(await screen.findByText('about 33,000 leads')).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByText('1–25 of about 33,000')).toBeInTheDocument();
    expect(within(pagination).getByText('Page 1 of about 1,300')).toBeInTheDocument();
  });

  it('says when the rows only resemble the search (a typo)', async () => {
    serve({ total: 1, last_page: 1, q_resembling: true });
    renderList('/mx/leads?q=rui');

    expect(
      await screen.findByText('Nothing matches “rui” exactly: these are the closest.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
  });

  it('goes from a page past the end to the last page', async () => {
    const { listRequests } = serve();
    const { search } = renderList('/mx/leads?page=9');

    await waitFor(() => expect(search().get('page')).toBe('3'));
    expect(await screen.findByRole('link', { name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(listRequests().map((query) => query.get('page'))).toEqual(['9', '3']);
  });

  it('adds, edits and removes filters through the filter bar', async () => {
    const { listRequests } = serve();
    const { search } = renderList('/mx/leads');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'status');
    await user.click(await screen.findByRole('checkbox', { name: 'Contacted' }));
    await user.click(screen.getByRole('checkbox', { name: 'New' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // The options' order, not the clicks', so one choice always gives one URL.
    await waitFor(() => expect(search().get('filter[status]')).toBe('new,contacted'));
    await waitFor(() => expect(listRequests().at(-1)?.get('filter[status]')).toBe('new,contacted'));

    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), 'email');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'not_empty');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(search().get('filter[email][empty]')).toBe('false'));

    await user.click(screen.getByRole('button', { name: 'Edit filter: Status is any of New, Contacted' }));
    await user.click(await screen.findByRole('checkbox', { name: 'New' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(search().get('filter[status]')).toBe('contacted'));

    await user.click(screen.getByRole('button', { name: 'Remove filter: Email is not empty' }));
    await waitFor(() => expect(search().has('filter[email][empty]')).toBe(false));
    expect(search().get('filter[status]')).toBe('contacted');
  });

  it('sends the search after a pause in typing', async () => {
    const { listRequests } = serve();
    const { search } = renderList('/mx/leads?page=3');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });

    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), '55 1111');
    expect(search().get('q')).toBeNull();
    await waitFor(() => expect(search().get('q')).toBe('55 1111'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(listRequests().at(-1)?.get('q')).toBe('55 1111'));
  });

  it('opens a saved view: its filters, sort and columns go to the URL', async () => {
    const { listRequests } = serve();
    const { search } = renderList('/mx/leads?q=old');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });

    await user.click(screen.getByRole('button', { name: 'View: All leads' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My hot leads' }));

    await waitFor(() => expect(search().get('view')).toBe('4'));
    expect(search().get('filter[status]')).toBe('contacted');
    expect(search().get('filter[owner_id]')).toBe('me');
    expect(search().get('sort')).toBe('-next_action_at');
    expect(search().get('columns')).toBe('full_name,owner');
    expect(search().get('q')).toBeNull();
    await waitFor(() => expect(listRequests().at(-1)?.get('filter[owner_id]')).toBe('me'));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Name',
      'Owner',
    ]);
    expect(screen.getByRole('button', { name: 'View: My hot leads' })).toBeInTheDocument();
  });

  it('saves the current list as a shared view and marks the URL with it', async () => {
    const { requests } = serve();
    const { search } = renderList('/mx/leads?filter[owner_id]=me&sort=full_name&columns=full_name,status');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });

    await user.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mine by name');
    await user.click(within(dialog).getByRole('radio', { name: /Shared/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(search().get('view')).toBe('8'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      module: 'leads',
      name: 'Mine by name',
      visibility: 'shared',
      filters: { 'filter[owner_id]': 'me' },
      sort: 'full_name',
      columns: ['full_name', 'status'],
      q: null,
    });
  });

  it('changes the status of the selected leads through the bulk endpoint', async () => {
    const { requests } = serve();
    renderList('/mx/leads');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });

    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Ruiz' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Carla Ruiz' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Status' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Contacted' }));

    await waitFor(() =>
      expect(requests.find((request) => request.url.endsWith('/leads/bulk'))?.body).toEqual({
        action: 'set_status',
        ids: [1, 3],
        status: 'contacted',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument(),
    );
  });

  it('asks before deleting the selection', async () => {
    const { requests } = serve();
    renderList('/mx/leads');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ana Ruiz' });

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 records?' });
    expect(requests.some((request) => request.url.endsWith('/leads/bulk'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete 3 records' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url.endsWith('/leads/bulk'))?.body).toEqual({
        action: 'delete',
        ids: [1, 2, 3],
      }),
    );
  });

  it('offers to clear the filters when nothing matches, and shows the error with a retry', async () => {
    let fail = true;
    mockFetch((request) => {
      const reference = referenceAnswer(request.url);
      if (reference) return reference;
      if (request.url.includes('/saved-views')) return { body: { data: [] } };
      if (fail) return { status: 500, body: { message: 'Server Error' } };
      return { body: { data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } } };
    });
    const { search } = renderList('/mx/leads?filter[status]=contacted');
    const user = userEvent.setup();

    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No matching records')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
    await waitFor(() => expect(search().has('filter[status]')).toBe(false));
    expect(await screen.findByText('No leads yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New lead' }).at(-1)).toHaveAttribute(
      'href',
      '/mx/leads/create',
    );
  });
});
