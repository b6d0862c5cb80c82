import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { signInForRecords } from '../../../testing/record-fixtures';
import { renderRoutes } from '../../../testing/render';
import { GlobalSearch } from './global-search';

const results = [
  {
    type: 'lead',
    id: 12,
    title: 'Laura Gómez',
    subtitle: 'laura@example.com · +573001234567',
    email: 'laura@example.com',
    phone: '+573001234567',
    matched: 'phone',
    resembling: false,
    url: '/leads/12',
  },
  {
    type: 'contact',
    id: 31,
    title: 'Laura Pérez',
    subtitle: 'Familia Pérez · +573001234567',
    email: null,
    phone: '+573001234567',
    matched: 'phone',
    resembling: false,
    url: '/clients/9?contact=31',
  },
];

function serve(answer: object[] = results) {
  const requests: MockRequest[] = [];
  mockFetch((request) => {
    requests.push(request);
    if (request.url.startsWith('/api/v2/MX/search')) return { body: { data: answer } };
    return { status: 404, body: { message: 'Not found.' } };
  });
  return requests;
}

function LeadPage() {
  return <p>Lead page</p>;
}

function ClientPage() {
  return <p>Client page</p>;
}

function renderShell() {
  return renderRoutes(
    [
      { path: '/:orgCode', Component: GlobalSearch },
      { path: '/:orgCode/leads/:id', Component: LeadPage },
      { path: '/:orgCode/clients/:id', Component: ClientPage },
    ],
    '/MX',
  );
}

describe('global search palette', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('opens with Ctrl+K, finds by a phone typed in another format, moves with arrows and opens with Enter', async () => {
    const requests = serve();
    const { router } = renderShell();
    const user = userEvent.setup();

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', {
      name: 'Search leads, clients, contacts and opportunities',
    });
    expect(input).toHaveFocus();
    await user.type(input, '(300) 123-4567');

    const leads = await within(dialog).findByRole('group', { name: 'Leads' });
    const contacts = within(dialog).getByRole('group', { name: 'Contacts' });
    expect(within(leads).getByRole('option', { name: /Laura Gómez/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(contacts).getByRole('option', { name: /Laura Pérez/ })).toHaveTextContent(
      '+57 300 1234567',
    );
    const search = requests.find((request) => request.url.startsWith('/api/v2/MX/search'));
    expect(new URL(search?.url ?? '', 'http://x').searchParams.get('q')).toBe('(300) 123-4567');

    await user.keyboard('{ArrowDown}');
    const second = within(contacts).getByRole('option', { name: /Laura Pérez/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowDown}');
    expect(within(leads).getByRole('option', { name: /Laura Gómez/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/clients/9'));
    expect(router.state.location.search).toBe('?contact=31');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape, gives focus back to the Search button, and lists the records opened recently', async () => {
    serve();
    const { router } = renderShell();
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Search… Ctrl K' });

    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText(/Type at least 2 characters/)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'laura');
    await user.click(await screen.findByRole('option', { name: /Laura Gómez/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/leads/12'));

    await router.navigate('/MX');
    await user.keyboard('{Control>}k{/Control}');
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: /Laura Gómez/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  /** Types `text` in the palette, which answers María Jiménez, word for word or resembling it. */
  async function searchMariaJimenez(text: string, resembling: boolean) {
    serve([
      {
        type: 'lead',
        id: 14,
        title: 'María Jiménez',
        subtitle: null,
        email: null,
        phone: null,
        matched: 'name',
        resembling,
        url: '/leads/14',
      },
    ]);
    renderShell();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), text);
  }

  it('marks where each word typed starts a word of the name, accents aside, in any order', async () => {
    await searchMariaJimenez('jim maria', false);
    const option = await screen.findByRole('option', { name: /María Jiménez/ });
    expect([...option.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['María', 'Jim']);
    expect(screen.queryByText(/exactly/)).not.toBeInTheDocument();
  });

  it('says when the results only resemble the text (a typo) and marks nothing in them', async () => {
    await searchMariaJimenez('maria jimenes', true);
    const option = await screen.findByRole('option', { name: /María Jiménez/ });
    expect(screen.getByText('Nothing matches “maria jimenes” exactly. The closest:')).toBeInTheDocument();
    expect(option.querySelector('mark')).toBeNull();
  });
});
