import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { type MockAnswer, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { makeLead, referenceAnswer, signInForRecords } from '../../../testing/record-fixtures';
import { renderRoutes } from '../../../testing/render';
import { LeadCreateRoute } from '../routes/lead-create';
import { LeadEditRoute } from '../routes/lead-edit';

function serve(onSave: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    if (request.url.includes('/duplicates')) return { body: { data: [] } };
    if (request.method === 'GET' && request.url.startsWith('/api/v2/MX/leads/5')) {
      return { body: { data: makeLead({ phones: [{ type: 'work', value: '+525599998888' }] }) } };
    }
    return onSave(request);
  });
  return requests;
}

function LeadPage() {
  return <p>Lead page</p>;
}

const routes = [
  { path: '/:orgCode/leads/create', Component: LeadCreateRoute },
  { path: '/:orgCode/leads/:id/edit', Component: LeadEditRoute },
  { path: '/:orgCode/leads/:id', Component: LeadPage },
];

describe('lead form', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('puts the server 422 errors on the fields, the nested phones.1.value on the second phone row', async () => {
    const requests = serve(() => ({
      status: 422,
      body: {
        message: 'Must be a valid phone number. (and 1 more error)',
        errors: {
          'phones.1.value': ['Must be a valid phone number.'],
          email: ['The email is not deliverable.'],
        },
      },
    }));
    const { router } = renderRoutes(routes, '/MX/leads/create');
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Laura');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'laura@example.com');
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Other phone 1' }), '55 1111 2222');
    await user.type(screen.getByRole('textbox', { name: 'Other phone 2' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of other phone 2' }), 'work');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    const second = screen.getByRole('textbox', { name: 'Other phone 2' });
    await waitFor(() => expect(second).toHaveAccessibleDescription('Must be a valid phone number.'));
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Other phone 1' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'The email is not deliverable.',
    );
    expect(router.state.location.pathname).toBe('/MX/leads/create');

    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/v2/MX/leads');
    expect(post?.body).toMatchObject({
      first_name: 'Laura',
      email: 'laura@example.com',
      phones: [
        { type: 'mobile', value: '55 1111 2222' },
        { type: 'work', value: '12' },
      ],
      status: 'new',
      owner_id: 7,
      adults: 1,
    });
  });

  it('adds and removes typed phone rows, and saves only the rows that are left', async () => {
    const requests = serve((request) =>
      request.method === 'POST'
        ? { status: 201, body: { data: makeLead(), warnings: { duplicates: [] } } }
        : {},
    );
    const { router } = renderRoutes(routes, '/MX/leads/create');
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Laura');
    expect(screen.getByText('No other phones.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Other phone 1' }), '111');
    await user.type(screen.getByRole('textbox', { name: 'Other phone 2' }), '(212) 555-0147');
    await user.click(screen.getByRole('button', { name: 'Remove other phone 1' }));

    expect(screen.queryByRole('textbox', { name: 'Other phone 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Other phone 1' })).toHaveValue('(212) 555-0147');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/leads/5'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ phones: [{ type: 'mobile', value: '(212) 555-0147' }] });
  });

  it('a lead made from a call: the number is filled in, and the call is linked to the new lead', async () => {
    const requests = serve((request) =>
      request.url === '/api/v2/MX/leads'
        ? { status: 201, body: { data: makeLead(), warnings: { duplicates: [] } } }
        : { status: 409, body: { message: 'The call is already linked to a record.' } },
    );
    const { router } = renderRoutes(routes, '/MX/leads/create?phone=%2B525512345678&call=12');
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Laura');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/leads/5'));
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual(['/api/v2/MX/leads', '/api/v2/MX/calls/12/link']);
    expect(posts[0]?.body).toMatchObject({ first_name: 'Laura', phone: '+525512345678' });
    expect(posts[1]?.body).toEqual({ callable_type: 'lead', callable_id: 5 });
    // Somebody linked the call first: the lead stands, and the agent is told.
    expect(toastStore.getState().map((toast) => toast.title)).toContain(
      'The lead was created, but the call could not be linked to it.',
    );
  });

  it('checks an empty phone row and the required first name before sending anything', async () => {
    const requests = serve(() => ({ status: 201, body: {} }));
    renderRoutes(routes, '/MX/leads/create');
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await user.click(screen.getByRole('button', { name: 'Create lead' }));

    expect(await screen.findByText('The first name field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Other phone 1' })).toHaveAccessibleDescription(
      'The phone is required.',
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('edits a lead with its phone rows and maps a 422 from PUT onto the first row', async () => {
    const requests = serve((request) =>
      request.method === 'PUT'
        ? {
            status: 422,
            body: { message: 'Invalid.', errors: { 'phones.0.value': ['Must be a valid phone number.'] } },
          }
        : {},
    );
    renderRoutes(routes, '/MX/leads/5/edit');
    const user = userEvent.setup();

    const row = await screen.findByRole('textbox', { name: 'Other phone 1' });
    expect(row).toHaveValue('+525599998888');
    expect(screen.getByRole('combobox', { name: 'Type of other phone 1' })).toHaveValue('work');
    await user.clear(row);
    await user.type(row, '99');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(row).toHaveAccessibleDescription('Must be a valid phone number.'));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/v2/MX/leads/5');
    expect(put?.body).toMatchObject({ phones: [{ type: 'work', value: '99' }], first_name: 'Laura' });
  });
});
