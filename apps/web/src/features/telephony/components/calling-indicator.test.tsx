import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { calling } from '../device/calling';
import { CallingIndicatorPopover } from './calling-indicator-popover';

const base = calling.store.getState();

const renderIndicator = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <CallingIndicatorPopover defaultOpen={false} />
    </I18nextProvider>,
  );

describe('calling indicator', () => {
  afterEach(() => {
    calling.store.setState(base);
    vi.restoreAllMocks();
  });

  it('says the device is ready to make calls', async () => {
    calling.store.setState({ ...base, isReady: true, status: 'Ready to make calls' });
    renderIndicator();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Calling: Ready to make calls' }));
    expect(screen.getByRole('status')).toHaveTextContent('Ready to make calls');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('explains a failed device by its provider code and offers a retry', async () => {
    const restart = vi.spyOn(calling, 'restart').mockResolvedValue(undefined);
    calling.store.setState({
      ...base,
      isReady: false,
      status: 'Failed to initialize: JWT token expired',
      deviceError: { code: 31205, message: 'JWT token expired' },
    });
    renderIndicator();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Calling: Failed to initialize: JWT token expired' }),
    );
    expect(screen.getByText('The calling token expired (31205).')).toBeInTheDocument();
    expect(screen.getByText('Try again to get a new one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(restart).toHaveBeenCalledTimes(1);
  });

  it('tells a denied microphone how to allow it', async () => {
    calling.store.setState({
      ...base,
      isReady: false,
      status: 'Error: Permission denied',
      deviceError: { code: 31401, message: 'Permission denied' },
    });
    renderIndicator();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Calling: Error/ }));
    expect(screen.getByText('The browser is not allowed to use your microphone.')).toBeInTheDocument();
  });
});
