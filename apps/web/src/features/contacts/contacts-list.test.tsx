import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../testing/fetch-mock';
import { makeContact, page, referenceAnswer, signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { ContactsListRoute } from './routes/contacts-list';

const contacts = [
  makeContact({ id: 1, full_name: 'Marta Pérez', relationship: null }),
  makeContact({ id: 2, full_name: 'Luis Pérez', relationship: 'spouse', is_primary: false }),
  makeContact({ id: 3, full_name: 'Sofía Pérez', relationship: 'Child', is_primary: false }),
  makeContact({ id: 4, full_name: 'Elena Ruiz', relationship: 'Tía abuela', is_primary: false }),
];

// The relationship column is one the column picker adds (it is not among the default columns).
const LIST_WITH_RELATIONSHIP = '/mx/contacts?columns=full_name,relationship';

function serve() {
  mockFetch((request) => {
    const reference = referenceAnswer(request.url);
    if (reference) return reference;
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v2/MX/saved-views') return { body: { data: [] } };
    if (url.pathname === '/api/v2/MX/contacts') return { body: page(contacts) };
    return { status: 404, body: { message: 'Not Found' } };
  });
}

/** The relationship cell of a contact's row. */
async function relationshipOf(name: string) {
  const row = (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
  const column = headers.findIndex((header) => header === 'Relationship' || header === 'Relación');
  return within(row).getAllByRole('cell')[column];
}

beforeEach(() => {
  signInForRecords();
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('contacts list: relationship column', () => {
  it('shows the relationship keys as words, and a relationship typed by hand as typed', async () => {
    serve();
    renderRoutes([{ path: '/:orgCode/contacts', Component: ContactsListRoute }], LIST_WITH_RELATIONSHIP);

    expect(await relationshipOf('Luis Pérez')).toHaveTextContent(/^Spouse$/);
    expect(await relationshipOf('Sofía Pérez')).toHaveTextContent(/^Child$/);
    expect(await relationshipOf('Elena Ruiz')).toHaveTextContent(/^Tía abuela$/);
    expect(await relationshipOf('Marta Pérez')).toHaveTextContent('Empty');
  });

  it('translates them into the interface language', async () => {
    await i18n.changeLanguage('es');
    serve();
    renderRoutes([{ path: '/:orgCode/contacts', Component: ContactsListRoute }], LIST_WITH_RELATIONSHIP);

    expect(await relationshipOf('Luis Pérez')).toHaveTextContent(/^Cónyuge$/);
    expect(await relationshipOf('Sofía Pérez')).toHaveTextContent(/^Hijo o hija$/);
  });
});
