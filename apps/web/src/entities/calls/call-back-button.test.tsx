import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingRegistry } from '../../lib/calling';
import { i18n } from '../../lib/i18n';
import { CallBackButton } from './call-back-button';

const renderButton = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('CallBackButton', () => {
  afterEach(() => {
    callingRegistry.setState({ liveBlocked: 'not-ready', trackedBlocked: null, start: null });
  });

  it('dials a live call from the organization it is given, with the caller and their record', async () => {
    const start = vi.fn(async () => undefined);
    callingRegistry.setState({ liveBlocked: null, trackedBlocked: null, start });
    renderButton(
      <CallBackButton
        organizationCode="CO"
        phone="+525511112222"
        contactId={8}
        callable={{ type: 'lead', id: 3 }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Call back +52 55 1111 2222' });
    expect(button).toHaveTextContent('Call back');
    await userEvent.setup().click(button);
    expect(start).toHaveBeenCalledWith({
      mode: 'live',
      phone: '+525511112222',
      organization_code: 'CO',
      contact_id: 8,
      callable_type: 'lead',
      callable_id: 3,
    });
  });

  it('tracks a call made on another phone from its menu', async () => {
    const start = vi.fn(async () => undefined);
    callingRegistry.setState({ liveBlocked: null, trackedBlocked: null, start });
    const user = userEvent.setup();
    renderButton(<CallBackButton organizationCode="mx" phone="+525511112222" label="call" />);
    await user.click(screen.getByRole('button', { name: 'More call options for +52 55 1111 2222' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Track external call' }));
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({ mode: 'tracked', organization_code: 'mx', phone: '+525511112222' }),
    );
  });

  it('without a device, on a call, or for a do-not-call record: disabled, with a tooltip saying why', async () => {
    const start = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const { rerender } = renderButton(<CallBackButton organizationCode="mx" phone="+525511112222" />);
    const button = () => screen.getByRole('button', { name: 'Call back +52 55 1111 2222' });
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    await user.hover(button());
    expect((await screen.findAllByText('Calling is not ready yet')).length).toBeGreaterThan(0);
    await user.click(button());

    act(() => callingRegistry.setState({ liveBlocked: 'on-call', trackedBlocked: 'on-call', start }));
    await user.unhover(button());
    await user.hover(button());
    expect((await screen.findAllByText('A call is already in progress')).length).toBeGreaterThan(0);
    await user.click(button());

    act(() => callingRegistry.setState({ liveBlocked: null, trackedBlocked: null, start }));
    rerender(
      <I18nextProvider i18n={i18n}>
        <CallBackButton organizationCode="mx" phone="+525511112222" label="call" doNotCall />
      </I18nextProvider>,
    );
    const call = screen.getByRole('button', { name: 'Call +52 55 1111 2222' });
    expect(call).toHaveAttribute('aria-disabled', 'true');
    await user.click(call);
    expect(start).not.toHaveBeenCalled();
  });
});
