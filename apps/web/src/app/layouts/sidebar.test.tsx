import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForRecords } from '../../testing/record-fixtures';
import { renderRoutes } from '../../testing/render';
import { SidebarNavigation, SidebarToggle } from './sidebar';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

function Sidebar() {
  const sidebar = useSidebarCollapsed();
  return (
    <aside data-testid="sidebar" data-collapsed={sidebar.collapsed}>
      <SidebarNavigation collapsed={sidebar.collapsed} />
      <SidebarToggle collapsed={sidebar.collapsed} onToggle={sidebar.toggle} />
    </aside>
  );
}

const renderSidebar = () => renderRoutes([{ path: '/:orgCode/*', element: <Sidebar /> }], '/mx/leads');

beforeEach(() => {
  localStorage.clear();
  signInForRecords();
});

describe('sidebar', () => {
  it('offers the built modules, call analytics among them since issue 25', () => {
    renderSidebar();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).getByRole('link', { name: 'Opportunities' })).toHaveAttribute(
      'href',
      '/mx/opportunities',
    );
    expect(within(navigation).getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/mx/billing');
    expect(within(navigation).getByRole('link', { name: 'Call analytics' })).toHaveAttribute(
      'href',
      '/mx/analytics/calls',
    );
  });

  it('collapses to icons named for screen readers, remembers it, and toggles with Ctrl+B', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSidebar();
    expect(screen.getByText('Opportunities')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    // The label is the link's name, not visible text.
    expect(screen.queryByText('Opportunities')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opportunities' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem('aurora.sidebar.collapsed')).toBe('true');

    unmount();
    renderSidebar();
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
    await user.keyboard('{Control>}b{/Control}');
    expect(screen.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByText('Opportunities')).toBeInTheDocument();
    expect(localStorage.getItem('aurora.sidebar.collapsed')).toBeNull();
  });
});
