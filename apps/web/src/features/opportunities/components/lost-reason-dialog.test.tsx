import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { signInForRecords } from '../../../testing/record-fixtures';
import { renderRoutes } from '../../../testing/render';
import { LostReasonDialog } from './lost-reason-dialog';

const definition = (id: number, key: string, label: string, is_active = true) => ({
  id,
  list: 'lost_reasons',
  key,
  label,
  position: id,
  is_active,
  asks_follow_up: false,
});

function renderDialog() {
  mockFetch((request) =>
    request.url.startsWith('/api/v2/definitions')
      ? {
          body: {
            data: [
              definition(1, 'price', 'Too expensive'),
              definition(2, 'competitor', 'Went with a competitor'),
              definition(3, 'retired', 'Retired reason', false),
            ],
          },
        }
      : { status: 404, body: { message: 'Not found.' } },
  );
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  renderRoutes(
    [
      {
        path: '/:orgCode/opportunities',
        element: <LostReasonDialog open stageName="Closed lost" onCancel={onCancel} onConfirm={onConfirm} />,
      },
    ],
    '/mx/opportunities',
  );
  return { onCancel, onConfirm };
}

beforeEach(() => {
  signInForRecords();
});

describe('lost reason dialog', () => {
  it('requires a reason before marking the deal lost', async () => {
    const { onConfirm } = renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    expect(within(dialog).getByText('Moving it to Closed lost marks it as lost.')).toBeInTheDocument();
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ });
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Choose why the deal was lost.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
  });

  it('gives the reason and the note', async () => {
    const { onConfirm } = renderDialog();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Why was this deal lost?' });
    await within(dialog).findByRole('option', { name: 'Too expensive' });
    expect(within(dialog).queryByRole('option', { name: 'Retired reason' })).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'competitor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), '  Booked with another agency ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    expect(onConfirm).toHaveBeenCalledWith({
      lost_reason: 'competitor',
      lost_note: 'Booked with another agency',
    });
  });

  it('cancels with Escape', async () => {
    const { onCancel, onConfirm } = renderDialog();
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Why was this deal lost?' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
