import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingRegistry } from '../../lib/calling';
import { i18n } from '../../lib/i18n';
import { organizationStore } from '../../lib/organization-store';
import { makeOrganization } from '../../testing/fixtures';
import { PhoneLink } from './phone-link';

/** Where the router ended up, for the menu item that navigates. */
function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

const renderPhone = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/mx/leads/4']}>
        <Routes>
          <Route path="/mx/leads/4" element={node} />
          <Route path="/mx/calls/log" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('PhoneLink', () => {
  afterEach(() => {
    callingRegistry.setState({ liveBlocked: 'not-ready', trackedBlocked: null, start: null });
  });

  it('shows the number formatted, the E.164 form under it, and a call button disabled until the device is ready', async () => {
    renderPhone(<PhoneLink phone="+525511112222" contact_id={31} callable_type="contact" callable_id={31} />);
    expect(screen.getByText('+52 55 1111 2222')).toBeInTheDocument();
    expect(screen.getByText('+525511112222')).toBeInTheDocument();
    const call = screen.getByRole('button', { name: 'Call +52 55 1111 2222' });
    expect(call).toHaveAttribute('aria-disabled', 'true');
    expect(call).toHaveAttribute('data-callable-type', 'contact');

    await userEvent.setup().hover(call);
    expect((await screen.findAllByText('Calling is not ready yet')).length).toBeGreaterThan(0);
  });

  it('places a live call with the contact and the record when the device is ready', async () => {
    const start = vi.fn(async () => undefined);
    callingRegistry.setState({ liveBlocked: null, trackedBlocked: null, start });
    renderPhone(<PhoneLink phone="+525511112222" contact_id={31} callable_type="contact" callable_id={31} />);
    const call = screen.getByRole('button', { name: 'Call +52 55 1111 2222' });
    expect(call).not.toHaveAttribute('aria-disabled');
    await userEvent.setup().click(call);
    expect(start).toHaveBeenCalledWith({
      mode: 'live',
      phone: '+525511112222',
      contact_id: 31,
      callable_type: 'contact',
      callable_id: 31,
    });
  });

  it('tracks an external call from the menu, and is disabled during a call', async () => {
    const start = vi.fn(async () => undefined);
    callingRegistry.setState({ liveBlocked: null, trackedBlocked: null, start });
    const user = userEvent.setup();
    renderPhone(<PhoneLink phone="+525511112222" callable_type="lead" callable_id={4} />);
    await user.click(screen.getByRole('button', { name: 'More call options for +52 55 1111 2222' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Track external call' }));
    expect(start).toHaveBeenCalledWith(expect.objectContaining({ mode: 'tracked', callable_type: 'lead' }));

    act(() => callingRegistry.setState({ liveBlocked: 'on-call', trackedBlocked: 'on-call', start }));
    const call = screen.getByRole('button', { name: 'Call +52 55 1111 2222' });
    expect(call).toHaveAttribute('aria-disabled', 'true');
    await user.hover(call);
    expect((await screen.findAllByText('A call is already in progress')).length).toBeGreaterThan(0);
  });

  it('logs a past call from the menu: opens the call log form filled with the number and the record', async () => {
    organizationStore.store.setState({
      organizations: [makeOrganization({ code: 'MX' })],
      currentCode: 'MX',
      status: 'ready',
      error: null,
    });
    const user = userEvent.setup();
    renderPhone(<PhoneLink phone="+525511112222" contact_id={31} callable_type="lead" callable_id={4} />);
    await user.click(screen.getByRole('button', { name: 'More call options for +52 55 1111 2222' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log a past call' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(
      '/mx/calls/log?phone=%2B525511112222&contact_id=31&callable_type=lead&callable_id=4',
    );
  });

  it('hides the call button for a do-not-call record', () => {
    renderPhone(<PhoneLink phone="+525511112222" doNotCall layout="inline" />);
    expect(screen.queryByRole('button', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Do not call' })).toBeInTheDocument();
  });

  it('shows a Mexican mobile stored with the old +52 1 as Mexico writes it today, in a list row too', () => {
    renderPhone(<PhoneLink phone="+5215511112222" layout="inline" callable_type="client" callable_id={9} />);
    const shown = screen.getByText('+52 55 1111 2222');
    expect(shown).toHaveAttribute('title', '+5215511112222');
    // The call still dials the number as stored.
    expect(screen.getByRole('button', { name: 'Call +52 55 1111 2222' })).toHaveAttribute(
      'data-phone',
      '+5215511112222',
    );
  });
});
