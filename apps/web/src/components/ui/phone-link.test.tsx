import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { PhoneLink } from './phone-link';

const renderPhone = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('PhoneLink', () => {
  it('shows the number formatted, the E.164 form under it, and a call button that is not live yet', async () => {
    renderPhone(<PhoneLink phone="+525511112222" contact_id={31} callable_type="contact" callable_id={31} />);
    expect(screen.getByText('+52 55 1111 2222')).toBeInTheDocument();
    expect(screen.getByText('+525511112222')).toBeInTheDocument();
    const call = screen.getByRole('button', { name: 'Call +52 55 1111 2222' });
    expect(call).toHaveAttribute('aria-disabled', 'true');
    expect(call).toHaveAttribute('data-callable-type', 'contact');

    await userEvent.setup().hover(call);
    expect((await screen.findAllByText('Calling is not available yet')).length).toBeGreaterThan(0);
  });

  it('hides the call button for a do-not-call record', () => {
    renderPhone(<PhoneLink phone="+525511112222" doNotCall layout="inline" />);
    expect(screen.queryByRole('button', { name: /^Call/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Do not call' })).toBeInTheDocument();
  });
});
