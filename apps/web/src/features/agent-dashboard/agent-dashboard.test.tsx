import type { AgentDashboard } from '@aurora/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NOT_BUILT_MODULES } from '../../lib/modules';
import { mockFetch } from '../../testing/fetch-mock';
import { agentRecord } from '../../testing/fixtures';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { AgentDashboardRoute } from './routes/agent-dashboard';

// The list of modules not built yet, as a test can change it.
const modules = vi.hoisted(() => ({ notBuilt: null as string[] | null }));
vi.mock('../../lib/modules', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/modules')>();
  return {
    ...original,
    isModuleBuilt: (module: string) =>
      !(modules.notBuilt ?? (original.NOT_BUILT_MODULES as readonly string[])).includes(module),
  };
});

const dashboard: AgentDashboard = {
  organizations: [],
  counters: { assigned_leads: 9, open_tasks: 4, calls_today: 3, calls_this_month: 57 },
  today_tasks: [],
};

async function counterLabels(): Promise<string[]> {
  const section = await screen.findByRole('region', { name: 'Your counters' });
  return within(section)
    .getAllByText(/./, { selector: 'p:first-child' })
    .map((label) => label.textContent ?? '');
}

beforeEach(() => {
  modules.notBuilt = null;
  signInForRecords({ agent: agentRecord });
  mockFetch(({ url }) =>
    url === '/api/v2/agent/dashboard'
      ? { body: { data: dashboard } }
      : { status: 404, body: { message: 'Not Found' } },
  );
});

describe('agent dashboard: counters', () => {
  it('shows a counter for each built module it counts', async () => {
    renderRoutes([{ path: '/agent/dashboard', Component: AgentDashboardRoute }], '/agent/dashboard');

    expect(await counterLabels()).toEqual([
      'Assigned leads',
      'Open tasks',
      'Calls today',
      'Calls this month',
    ]);
    expect(screen.getByText('57')).toBeInTheDocument();
  });

  it('leaves out the counters of a module not built, by the same list as the routes', async () => {
    modules.notBuilt = [...NOT_BUILT_MODULES, 'calls'];
    renderRoutes([{ path: '/agent/dashboard', Component: AgentDashboardRoute }], '/agent/dashboard');

    expect(await counterLabels()).toEqual(['Assigned leads', 'Open tasks']);
  });
});
