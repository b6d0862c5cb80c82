import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../testing/fetch-mock';
import { makeOrganization } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { OrganizationDetailRoute } from './routes/organization-detail';
import { OrganizationsListRoute } from './routes/organizations-list';

const organization = makeOrganization({
  id: 1,
  code: 'MX',
  country: 'MX',
  timezone: 'America/Mexico_City',
  default_currency: 'MXN',
  locale: 'es-MX',
  phone: '+525551234567',
});

function serve() {
  mockFetch((request) => {
    const url = new URL(request.url, 'http://test');
    if (url.pathname === '/api/v2/organizations/1') return { body: { data: organization } };
    if (url.pathname === '/api/v2/organizations') {
      return {
        body: {
          data: [
            organization,
            makeOrganization({ id: 2, code: 'CO', name: 'Aurora Colombia', country: 'CO' }),
          ],
          meta: { current_page: 1, per_page: 25, total: 2, last_page: 1 },
        },
      };
    }
    if (url.pathname === '/api/v2/currencies') return { body: { data: [] } };
    return { status: 404, body: { message: 'Not Found' } };
  });
}

/** The value shown beside a label of the details list. */
async function detail(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('organization page', () => {
  it('names the country, currency, language and time zone, and formats the phone', async () => {
    serve();
    renderRoutes([{ path: '/organizations/:id', Component: OrganizationDetailRoute }], '/organizations/1');

    expect(await detail('Country')).toHaveTextContent(/^Mexico \(MX\)$/);
    expect(await detail('Default currency')).toHaveTextContent(/^Mexican Peso \(MXN\)$/);
    expect(await detail('Locale')).toHaveTextContent(/^Spanish \(Mexico\)$/);
    expect(await detail('Time zone')).toHaveTextContent('(UTC\u221206:00) America/Mexico_City — Mexico City');
    expect(await detail('Phone')).toHaveTextContent(/^\+52 55 5123 4567$/);
  });

  it('says its ring time and recording are the defaults of new numbers', async () => {
    serve();
    renderRoutes([{ path: '/organizations/:id', Component: OrganizationDetailRoute }], '/organizations/1');

    expect(await detail('Ring time for new numbers (seconds)')).toHaveTextContent(/^25 s$/);
    expect(await detail('Record calls on new numbers')).toHaveTextContent(/^No$/);
  });

  it('names them in the interface language', async () => {
    await i18n.changeLanguage('es');
    serve();
    renderRoutes([{ path: '/organizations/:id', Component: OrganizationDetailRoute }], '/organizations/1');

    expect(await detail('País')).toHaveTextContent(/^México \(MX\)$/);
    expect(await detail('Moneda predeterminada')).toHaveTextContent(/^Peso mexicano \(MXN\)$/);
    expect(await detail('Idioma regional')).toHaveTextContent(/^Español \(México\)$/);
  });
});

describe('organizations table', () => {
  it('names each organization’s country with its code', async () => {
    serve();
    renderRoutes([{ path: '/organizations', Component: OrganizationsListRoute }], '/organizations');

    const colombia = (await screen.findByRole('link', { name: 'Aurora Colombia' })).closest('tr');
    expect(within(colombia as HTMLElement).getByText('Colombia (CO)')).toBeInTheDocument();
    expect(screen.getByText('Mexico (MX)')).toBeInTheDocument();
  });
});
