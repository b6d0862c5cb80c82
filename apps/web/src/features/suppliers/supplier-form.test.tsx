import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from 'radix-ui';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockAnswer, type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { SupplierCreateRoute } from './routes/supplier-create';
import { SupplierEditRoute } from './routes/supplier-edit';
import { categoriesAnswer, makeSupplier, makeSupplierBookings } from './supplier-fixtures';

function serve(onWrite: (request: MockRequest) => MockAnswer) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    const reference = categoriesAnswer(request.url) ?? referenceAnswer(request.url);
    if (reference) return reference;
    if (request.method !== 'GET') return onWrite(request);
    if (request.url === '/api/v2/MX/suppliers/12') return { body: { data: makeSupplier() } };
    if (request.url === '/api/v2/MX/suppliers/12/bookings') return { body: makeSupplierBookings([]) };
    if (request.url.startsWith('/api/v2/MX/suppliers/12/')) return { body: page([]) };
    return { body: page([]) };
  });
  return requests;
}

// The app shell provides the tooltips' provider.
const withTooltips = (Route: () => React.ReactNode) => () => (
  <Tooltip.Provider>
    <Route />
  </Tooltip.Provider>
);

const routes = [
  { path: '/:orgCode/suppliers/create', Component: withTooltips(SupplierCreateRoute) },
  { path: '/:orgCode/suppliers/:id/edit', Component: withTooltips(SupplierEditRoute) },
];

describe('supplier form', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it("sends the contract's payload: the commission rate as a string, the contact people as rows", async () => {
    const requests = serve(() => ({ status: 201, body: { data: makeSupplier({ id: 12 }) } }));
    const { router } = renderRoutes(routes, '/MX/suppliers/create');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hotel Casa Santo Domingo');
    const category = screen.getByRole('combobox', { name: /^Category/ });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Hotel' })).toBeInTheDocument());
    await user.selectOptions(category, 'hotel');
    await user.click(screen.getByRole('checkbox', { name: /Preferred supplier/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Website or booking portal' }),
      'https://www.casasd.com',
    );
    // A decimal comma, as a Spanish-speaking agent types it.
    await user.type(screen.getByRole('textbox', { name: 'Default commission' }), '12,5');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('MXN');

    expect(screen.getByText(/No contact people yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add contact person' }));
    const person = screen.getByRole('group', { name: 'Contact person 1' });
    expect(within(person).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    await user.keyboard('Lucía Pérez');
    await user.type(within(person).getByRole('textbox', { name: 'Role' }), 'Reservations');
    await user.type(within(person).getByRole('textbox', { name: 'Phone' }), '55 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Create supplier' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/MX/suppliers/12/edit'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Hotel Casa Santo Domingo',
      category: 'hotel',
      preferred: true,
      phone: null,
      email: null,
      website: 'https://www.casasd.com',
      commission_rate: '12.5',
      payment_terms: null,
      currency: 'MXN',
      owner_id: 7,
      contacts: [{ name: 'Lucía Pérez', role: 'Reservations', email: null, phone: '55 1234 5678' }],
    });
  });

  it('checks a contact person needs a name before asking the server', async () => {
    const requests = serve(() => ({ status: 500 }));
    renderRoutes(routes, '/MX/suppliers/create');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Aeroméxico');
    await user.click(screen.getByRole('button', { name: 'Add contact person' }));
    await user.click(screen.getByRole('button', { name: 'Create supplier' }));

    const person = screen.getByRole('group', { name: 'Contact person 1' });
    await waitFor(() =>
      expect(within(person).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        'The name field is required.',
      ),
    );
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveAccessibleDescription(
      'The category field is required.',
    );
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("shows the server's 422 on the second contact person's phone, and keeps the first one callable", async () => {
    const requests = serve(() => ({
      status: 422,
      body: { message: 'Invalid.', errors: { 'contacts.1.phone': ['Must be a valid phone number.'] } },
    }));
    renderRoutes(routes, '/MX/suppliers/12/edit');
    const user = userEvent.setup();

    const form = await screen.findByRole('form', { name: 'Edit supplier' });
    expect(within(form).getByRole('textbox', { name: 'Default commission' })).toHaveValue('12.5');
    const first = within(form).getByRole('group', { name: 'Contact person 1' });
    expect(within(first).getByRole('textbox', { name: 'Phone' })).toHaveValue('+52 55 1234 5678');
    // Saved, so it can be called from here, the call logged on the supplier.
    expect(within(first).getByRole('button', { name: 'Call +52 55 1234 5678' })).toHaveAttribute(
      'data-callable-type',
      'supplier',
    );

    await user.click(within(form).getByRole('button', { name: 'Add contact person' }));
    const second = within(form).getByRole('group', { name: 'Contact person 2' });
    await user.keyboard('Mario Ruiz');
    await user.type(within(second).getByRole('textbox', { name: 'Phone' }), '12');
    // Not saved yet: nothing to call.
    expect(within(second).queryByRole('button', { name: /^Call/ })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(within(second).getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
        'Must be a valid phone number.',
      ),
    );
    expect(within(first).getByRole('textbox', { name: 'Phone' })).not.toHaveAccessibleDescription();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/api/v2/MX/suppliers/12');
    expect(put?.body).toMatchObject({
      commission_rate: '12.5',
      contacts: [
        { name: 'Lucía Pérez', role: 'Reservations', email: 'lucia@casasd.com', phone: '+52 55 1234 5678' },
        { name: 'Mario Ruiz', role: null, email: null, phone: '12' },
      ],
    });
  });
});
