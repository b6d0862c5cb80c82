import type { Task } from '@aurora/contracts/tasks';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callingRegistry } from '../../../lib/calling';
import { i18n } from '../../../lib/i18n';
import { TaskAbout, TaskTypeAction } from './task-actions';

const task = (overrides: Partial<Task>): Task => ({
  id: 5,
  title: 'Call back Marta Ríos · Main line',
  description: null,
  type: 'call',
  priority: 'high',
  status: 'open',
  due_date: '2026-12-01',
  due_time: '10:00',
  due_at: '2026-12-01T16:00:00.000Z',
  remind_at: null,
  remind_before_minutes: null,
  reminder_sent_at: null,
  assignee: { id: 2, name: 'Ana López' },
  assignment_reason: { code: 'record_owner', name: 'Marta Ríos' },
  team: null,
  related: [
    { type: 'call', id: 40, name: '+525511112222' },
    {
      type: 'lead',
      id: 3,
      name: 'Marta Ríos',
      phone: '+525533334444',
      email: 'marta@example.com',
      do_not_call: false,
    },
  ],
  origin: 'missed_call',
  group: 'today',
  completed_at: null,
  completed_by: null,
  completion_note: null,
  created_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const renderWith = (node: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </I18nextProvider>,
  );

describe('task actions by type', () => {
  afterEach(() => {
    callingRegistry.setState({ liveBlocked: 'not-ready', trackedBlocked: null, start: null });
  });

  it('a callback task says why it is mine and calls the missed number back from its organization', async () => {
    const start = vi.fn(async () => undefined);
    callingRegistry.setState({ liveBlocked: null, trackedBlocked: null, start });
    renderWith(<TaskAbout task={task({})} organizationCode="co" />);
    expect(screen.getByText('Assigned as owner of Marta Ríos')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Call back +52 55 1111 2222' }));
    expect(start).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'live',
        phone: '+525511112222',
        organization_code: 'co',
        callable_type: 'lead',
        callable_id: 3,
      }),
    );
  });

  it('a call task about a lead calls the lead; an email task writes to them; a done task offers nothing', () => {
    const lead = task({}).related.slice(1);
    const { rerender } = renderWith(
      <TaskTypeAction task={task({ origin: 'manual', related: lead })} organizationCode="mx" />,
    );
    expect(screen.getByRole('button', { name: 'Call +52 55 3333 4444' })).toBeInTheDocument();
    rerender(
      <I18nextProvider i18n={i18n}>
        <TaskTypeAction task={task({ type: 'email', related: lead })} organizationCode="mx" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Email marta@example.com' })).toHaveAttribute(
      'href',
      'mailto:marta@example.com',
    );
    rerender(
      <I18nextProvider i18n={i18n}>
        <TaskTypeAction task={task({ status: 'done' })} organizationCode="mx" />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a meeting with a day offers to add it to a calendar; one without a day, or another type, nothing', () => {
    const { rerender } = renderWith(
      <TaskTypeAction task={task({ type: 'meeting' })} organizationCode="mx" />,
    );
    expect(
      screen.getByRole('button', { name: 'Add Call back Marta Ríos · Main line to your calendar' }),
    ).toBeInTheDocument();
    for (const other of [
      task({ type: 'meeting', due_date: null, due_at: null }),
      task({ type: 'payment' }),
    ]) {
      rerender(
        <I18nextProvider i18n={i18n}>
          <TaskTypeAction task={other} organizationCode="mx" />
        </I18nextProvider>,
      );
      expect(screen.queryByRole('button')).toBeNull();
    }
  });

  it('in Spanish, the reason reads naturally', async () => {
    await i18n.changeLanguage('es');
    try {
      renderWith(
        <TaskAbout
          task={task({ assignment_reason: { code: 'team_leader', name: 'Ventas' } })}
          organizationCode="mx"
        />,
      );
      expect(screen.getByText('Asignada como líder del equipo Ventas')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Devolver llamada a +52 55 1111 2222' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
