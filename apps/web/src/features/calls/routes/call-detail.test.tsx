import type { Call } from '@aurora/contracts/calls';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { callOutcomes } from '../../../testing/fixtures';
import { page, signInForRecords } from '../../../testing/record-fixtures';
import { renderRoutes } from '../../../testing/render';
import { CallDetailRoute } from './call-detail';

const missed: Call = {
  id: 12,
  organization: { id: 1, code: 'MX' },
  type: 'live',
  direction: 'inbound',
  status: 'missed',
  phone_from: '+525512345678',
  phone_to: '+525500000001',
  agent: null,
  contact: null,
  callable_type: null,
  callable_id: null,
  callable_name: null,
  number_id: 3,
  line_name: 'Main line',
  provider: 'simulator',
  provider_call_id: null,
  started_at: '2026-05-01T16:00:00Z',
  answered_at: null,
  ended_at: '2026-05-01T16:00:30Z',
  duration_seconds: 0,
  outcome: null,
  notes: null,
  recording: null,
  voicemail: false,
  price: null,
  price_unit: null,
  created_at: '2026-05-01T16:00:00Z',
  updated_at: '2026-05-01T16:00:30Z',
};

function serve(call: Call, tasks: unknown[]) {
  const requests: string[] = [];
  mockFetch(({ url }) => {
    requests.push(url);
    if (url.startsWith('/api/v2/definitions')) return { body: { data: callOutcomes } };
    if (url === '/api/v2/MX/calls/12') return { body: { data: call } };
    if (url.startsWith('/api/v2/MX/tasks')) return { body: page(tasks) };
    return { status: 404, body: { message: 'Not found.' } };
  });
  return requests;
}

const open = () =>
  renderRoutes([{ path: '/:orgCode/calls/:id', Component: CallDetailRoute }], '/MX/calls/12');

describe('the call page', () => {
  beforeEach(() => {
    signInForRecords();
  });

  it('a missed call from an unknown number: titled in words, its callback task, and a lead to make of the number', async () => {
    const requests = serve(missed, [{ id: 5, title: 'Call back +52 55 1234 5678' }]);
    open();
    expect(
      await screen.findByRole('heading', { name: 'Missed call from +52 55 1234 5678 · Main line' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Callback task' })).toHaveAttribute(
      'href',
      '/MX/tasks?task=5',
    );
    expect(requests.find((url) => url.includes('/tasks'))).toContain('filter%5Brelated%5D=call%3A12');
    expect(screen.getByRole('link', { name: 'Create lead from this number' })).toHaveAttribute(
      'href',
      '/MX/leads/create?phone=%2B525512345678&call=12',
    );
  });

  it("a call to a client's contact: titled with the contact, linked to them, nothing to create", async () => {
    serve(
      {
        ...missed,
        direction: 'outbound',
        status: 'completed',
        phone_from: '+525500000001',
        phone_to: '+523330007919',
        contact: { id: 31, full_name: 'María Jiménez' },
        callable_type: 'client',
        callable_id: 9,
        callable_name: 'Familia Jiménez',
      },
      [],
    );
    open();
    expect(
      await screen.findByRole('heading', { name: 'Call to María Jiménez · Main line' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'María Jiménez · Familia Jiménez' })).toHaveAttribute(
      'href',
      '/MX/clients/9?contact=31',
    );
    expect(screen.queryByRole('link', { name: 'Create lead from this number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Callback task' })).not.toBeInTheDocument();
  });
});
