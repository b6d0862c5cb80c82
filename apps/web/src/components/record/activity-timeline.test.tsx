import type { ActivityItem } from '@aurora/contracts/records';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { mockFetch } from '../../testing/fetch-mock';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { ActivityTimeline } from './activity-timeline';

const entry = (id: number, type: ActivityItem['type'], data: Record<string, unknown>): ActivityItem => ({
  id: `event:${id}`,
  type,
  at: '2026-11-26T22:30:00Z',
  actor: { id: 7, name: 'Ana Agent' },
  summary: 'As the server words it, in English',
  subject: { type: 'opportunity', id: 1 },
  data,
});

function serve(items: ActivityItem[]) {
  mockFetch((request) =>
    request.url.startsWith('/api/v2/MX/opportunities/1/activity')
      ? { body: { data: items, meta: { current_page: 1, last_page: 1, per_page: 20, total: items.length } } }
      : { status: 404, body: { message: 'Not found.' } },
  );
}

function DealTimeline() {
  return <ActivityTimeline subject={{ module: 'opportunities', id: 1 }} />;
}

afterEach(() => i18n.changeLanguage('en'));

describe('activity timeline', () => {
  it("reads every entry in the reader's language: seeded stages and reasons, tasks", async () => {
    signInForRecords();
    await i18n.changeLanguage('es');
    serve([
      entry(3, 'task', { task_id: 9, title: 'Llamar a Lucía', event: 'completed' }),
      entry(2, 'status_change', {
        from: 'quoted',
        from_name: 'Quoted',
        to: 'lost',
        to_name: 'Lost',
        lost_reason: 'price',
        lost_reason_name: 'Price',
        lost_note: 'Encontró un paquete más barato',
      }),
      // A stage the administrator renamed keeps its name.
      entry(1, 'status_change', {
        from: 'new',
        from_name: 'New',
        to: 'quoted',
        to_name: 'Cotización enviada',
      }),
    ]);
    renderRoutes([{ path: '/:orgCode/opportunities/:id', Component: DealTimeline }], '/MX/opportunities/1');

    const items = within(await screen.findByRole('list', { name: 'Actividad' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Tarea completada: Llamar a Lucía');
    expect(items[1]).toHaveTextContent(
      /^Movida de la etapa\s*Cotizada\s*Perdida\s*Motivo: Precio · Encontró/,
    );
    expect(items[2]).toHaveTextContent(/^Movida de la etapa\s*Nueva\s*Cotización enviada/);
    expect(screen.queryByText(/As the server words it/)).not.toBeInTheDocument();
  });
});
