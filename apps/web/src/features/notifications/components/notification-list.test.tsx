import type { Notification } from '@aurora/contracts/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { organizationStore } from '../../../lib/organization-store';
import { makeOrganization } from '../../../testing/fixtures';
import { renderRoutes } from '../../../testing/render';
import { NotificationList } from './notification-list';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const elsewhere = browserZone === 'Asia/Tokyo' ? 'America/Bogota' : 'Asia/Tokyo';

const entry = (id: number, code: string, name: string): Notification => ({
  id,
  kind: 'task_assigned',
  organization: { id, code, name },
  subject: null,
  actor: null,
  data: { task_id: id, title: `Task ${id}` },
  created_at: '2026-11-26T22:30:00Z',
  read_at: null,
});

beforeEach(() => {
  organizationStore.store.setState({
    organizations: [
      makeOrganization({ id: 1, code: 'MX', name: 'Mexico', timezone: browserZone }),
      makeOrganization({ id: 2, code: 'JP', name: 'Japan', timezone: elsewhere }),
    ],
    currentCode: 'MX',
    status: 'ready',
    error: null,
  });
});

describe('notification list: times', () => {
  it("dates each entry on its own organization's clock, not the current one's", async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <NotificationList
              notifications={[entry(1, 'MX', 'Mexico'), entry(2, 'JP', 'Japan')]}
              status="success"
              unread={2}
              older={null}
              onOpen={() => {}}
              onMarkAllRead={() => {}}
              onRetry={() => {}}
            />
          ),
        },
      ],
      '/',
    );

    const times = await screen.findAllByText((_, element) => element?.tagName === 'TIME');
    const [mexico, japan] = times.map((time) => time.getAttribute('title') ?? '');
    // The current organization's zone is the browser's: no label; Japan's entry carries its own.
    expect(mexico).not.toMatch(/\(GMT/);
    expect(japan).toMatch(/\(GMT[+-]\d+\)$/);
    expect(japan).not.toBe(mexico);
  });
});
