import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { TeamOpeningBadge } from './team-opening';

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const elsewhere = browserZone === 'Asia/Tokyo' ? 'America/Bogota' : 'Asia/Tokyo';

const badge = (timeZone: string) =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <TeamOpeningBadge
            team={{
              time_zone: timeZone,
              opening: { open: true, closes_at: '2026-11-27T23:00:00Z', opens_at: null },
            }}
          />
        ),
      },
    ],
    '/',
  );

describe('team opening badge', () => {
  it("labels the team's clock with its zone when the browser's reads another time", async () => {
    badge(elsewhere);
    expect(await screen.findByText(/Open · closes .+ \(GMT[+-]\d+\)$/)).toBeInTheDocument();
  });

  it('says no zone when the team works on the browser clock', async () => {
    badge(browserZone);
    const text = (await screen.findByText(/Open · closes/)).textContent ?? '';
    expect(text).not.toMatch(/GMT/);
  });
});
