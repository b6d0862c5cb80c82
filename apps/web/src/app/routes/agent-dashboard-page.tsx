import { AgentDashboardRoute } from '../../features/agent-dashboard/routes/agent-dashboard';
import { MyTasksPanel } from '../../features/tasks/components/my-tasks-panel';

/**
 * The agent dashboard with "My tasks" across organizations in it: the dashboard feature's page
 * and the tasks feature's panel, put together by the app (features do not import each other).
 */
export function AgentDashboardPageRoute() {
  return <AgentDashboardRoute tasks={MyTasksPanel} />;
}
