import type { MonthTargets } from '@aurora/contracts/targets';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../testing/fetch-mock';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { TargetsEditorRoute } from './routes/targets-editor';

const availability = {
  status: 'available',
  reason: null,
  chosen: 'available',
  since: null,
  wrap_up_until: null,
  last_call_ended_at: null,
};

const month = (value: string, targets: MonthTargets['targets']): MonthTargets => ({
  month: value,
  currency: 'MXN',
  targets,
});

let saved: Record<string, MonthTargets>;
let putAnswer: ((request: MockRequest) => { status?: number; body?: unknown }) | null;
let puts: MockRequest[];

beforeEach(() => {
  signInForRecords();
  puts = [];
  putAnswer = null;
  saved = {
    '2026-05': month('2026-05', [
      {
        subject_type: 'agent',
        subject: { id: 7, name: 'Ana Agent' },
        metric: 'won_amount',
        value: 1_500_050,
      },
    ]),
    '2026-04': month('2026-04', [
      { subject_type: 'agent', subject: { id: 7, name: 'Ana Agent' }, metric: 'calls', value: 300 },
      { subject_type: 'team', subject: { id: 3, name: 'Ventas' }, metric: 'won_deals', value: 12 },
    ]),
  };
  mockFetch((request) => {
    const { url, method } = request;
    const target = url.match(/^\/api\/v2\/mx\/targets\/(\d{4}-\d{2})$/);
    if (target?.[1] && method === 'PUT') {
      puts.push(request);
      return putAnswer?.(request) ?? { body: { data: month(target[1], []) } };
    }
    if (target?.[1]) return { body: { data: saved[target[1]] ?? month(target[1], []) } };
    if (url === '/api/v2/mx/agents') {
      return { body: { data: [{ id: 7, name: 'Ana Agent', email: 'ana@example.com', availability }] } };
    }
    if (url === '/api/v2/mx/teams') return { body: { data: [{ id: 3, name: 'Ventas' }] } };
    return { status: 404, body: { message: 'Not Found' } };
  });
});

const render = () =>
  renderRoutes([{ path: '/:orgCode/targets', Component: TargetsEditorRoute }], '/mx/targets?month=2026-05');
const cell = (name: string) => screen.findByRole('textbox', { name });

describe('targets editor', () => {
  it("fills the grid with the month's targets and saves the whole set, amounts in minor units", async () => {
    render();
    expect(await cell('Ana Agent · Won amount (MXN)')).toHaveValue('15000.50');

    await userEvent.type(await cell('Ventas · Won deals'), '8');
    await userEvent.type(await cell('Ana Agent · Answer rate (%)'), '85');
    await userEvent.click(screen.getByRole('button', { name: 'Save targets' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toEqual({
      targets: [
        { subject_type: 'agent', subject_id: 7, metric: 'won_amount', value: 1_500_050 },
        { subject_type: 'team', subject_id: 3, metric: 'won_deals', value: 8 },
        { subject_type: 'agent', subject_id: 7, metric: 'answer_rate', value: 85 },
      ],
    });
  });

  it('copies the previous month into the grid, for saving', async () => {
    render();
    await cell('Ana Agent · Won amount (MXN)');
    await userEvent.click(screen.getByRole('button', { name: /Copy from Apr 2026/ }));

    expect(await cell('Ana Agent · Calls')).toHaveValue('300');
    expect(await cell('Ventas · Won deals')).toHaveValue('12');
    expect(await cell('Ana Agent · Won amount (MXN)')).toHaveValue('');
    expect(puts).toHaveLength(0);
  });

  it('shows a value that is not a number on its cell without asking the server, and the server’s errors on theirs', async () => {
    render();
    const calls = await cell('Ana Agent · Calls');
    await userEvent.type(calls, 'many');
    await userEvent.click(screen.getByRole('button', { name: 'Save targets' }));
    expect(await screen.findByText('Write a whole number, or leave it empty.')).toBeInTheDocument();
    expect(calls).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toHaveLength(0);

    putAnswer = () => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'targets.1.subject_id': ['No active agent of this organization has this id.'] },
      },
    });
    await userEvent.clear(calls);
    await userEvent.type(await cell('Ana Agent · Answer rate (%)'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save targets' }));

    expect(await screen.findByText('No active agent of this organization has this id.')).toBeInTheDocument();
    expect(await cell('Ana Agent · Answer rate (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).not.toHaveAttribute('aria-invalid');
  });
});
