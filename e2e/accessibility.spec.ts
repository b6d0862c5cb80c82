import type { Locator, Page } from '@playwright/test';
import { axeViolations, DEMO, expect, settled, signIn, test } from './support.ts';

// axe-core on the main screens, in light and in dark mode: no serious or critical violation.
// The colour mode is "auto" after sign-in (the helper clears storage), so the app follows the
// browser's colour scheme, which each describe block emulates.

/** One screen: how to reach it, and what shows once its content has loaded. */
type Screen = {
  name: string;
  open: (page: Page) => Promise<unknown>;
  ready: (page: Page) => Locator;
};

const ORG = 'mx';

/** The first record link of a list's table (its name column), not a mailto or tel link. */
const firstRecord = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('link')
    .filter({ hasNotText: '@' })
    .filter({ hasNotText: /^\+?\d/ })
    .first();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Opens a list, then its first record, so a run never depends on demo record ids. */
const firstRecordOf = (path: string) => async (page: Page) => {
  await page.goto(path);
  await firstRecord(page).click();
  await expect(page).toHaveURL(/\/\d+$/);
};

const SCREENS: Screen[] = [
  { name: 'dashboard', open: (page) => page.goto(`/${ORG}`), ready: heading },
  { name: 'leads list', open: (page) => page.goto(`/${ORG}/leads`), ready: firstRecord },
  {
    name: 'lead page',
    open: firstRecordOf(`/${ORG}/leads`),
    ready: (page) => page.getByRole('list', { name: 'Activity' }),
  },
  { name: 'clients list', open: (page) => page.goto(`/${ORG}/clients`), ready: firstRecord },
  {
    name: 'client page',
    open: firstRecordOf(`/${ORG}/clients`),
    ready: (page) => page.getByRole('region', { name: 'Contacts' }),
  },
  { name: 'contacts', open: (page) => page.goto(`/${ORG}/contacts`), ready: firstRecord },
  {
    name: 'opportunities board',
    open: (page) => page.goto(`/${ORG}/opportunities`),
    ready: (page) => page.getByTestId(/^board-card-/).first(),
  },
  {
    name: 'opportunities list',
    open: (page) => page.goto(`/${ORG}/opportunities?layout=list`),
    ready: firstRecord,
  },
  {
    name: 'deal page',
    open: firstRecordOf(`/${ORG}/opportunities?layout=list`),
    ready: (page) => page.getByRole('list', { name: 'Activity' }),
  },
  { name: 'tasks', open: (page) => page.goto(`/${ORG}/tasks`), ready: heading },
  { name: 'calls', open: (page) => page.goto(`/${ORG}/calls`), ready: (page) => page.getByRole('table') },
  {
    name: 'phone numbers',
    open: (page) => page.goto(`/${ORG}/telephony/numbers`),
    ready: (page) => page.getByRole('main').getByRole('listitem').first(),
  },
  {
    name: 'teams',
    open: (page) => page.goto(`/${ORG}/teams`),
    ready: (page) => page.getByRole('link', { name: 'Ventas Ciudad de México' }),
  },
  {
    name: 'team page',
    open: async (page) => {
      await page.goto(`/${ORG}/teams`);
      await page.getByRole('link', { name: 'Ventas Ciudad de México' }).click();
    },
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Ventas Ciudad de México' }),
  },
  { name: 'organizations list', open: (page) => page.goto('/organizations'), ready: firstRecord },
  {
    name: 'organization page',
    open: async (page) => {
      await page.goto('/organizations');
      await page.getByRole('table').getByRole('link', { name: 'Aurora Viajes Colombia' }).click();
    },
    ready: (page) => page.getByRole('heading', { level: 1, name: /Aurora Viajes Colombia/ }),
  },
  { name: 'agent dashboard', open: (page) => page.goto('/agent/dashboard'), ready: heading },
  {
    name: 'search palette',
    open: async (page) => {
      await page.goto(`/${ORG}`);
      await expect(heading(page)).toBeVisible();
      await page.keyboard.press('ControlOrMeta+k');
    },
    ready: (page) => page.getByRole('dialog', { name: 'Search' }),
  },
  {
    name: 'notification centre',
    open: async (page) => {
      await page.goto(`/${ORG}`);
      await expect(heading(page)).toBeVisible();
      await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
    },
    ready: (page) => page.getByRole('dialog', { name: 'Notifications' }),
  },
];

/** Waits for a screen to settle: its own content, then nothing loading or moving (`settled`). */
async function settle(page: Page, ready: Locator) {
  await expect(ready).toBeVisible({ timeout: 15_000 });
  await settled(page);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    test(`the main screens have no serious or critical axe violation (${colorScheme})`, async ({ page }) => {
      // Each screen gets its time: the list grows with the app.
      test.setTimeout(SCREENS.length * 15_000);
      const violations: string[] = [];
      // The app really is in the mode under test: <html> has the `dark` class in dark mode only.
      const darkRoot = async () =>
        expect(page.locator('html.dark')).toHaveCount(colorScheme === 'dark' ? 1 : 0);

      await page.goto('/login');
      await settle(page, page.getByRole('button', { name: 'Sign in' }));
      await darkRoot();
      violations.push(...(await axeViolations(page, 'login')));

      await signIn(page, DEMO.admin);
      for (const screen of SCREENS) {
        await screen.open(page);
        await settle(page, screen.ready(page));
        violations.push(...(await axeViolations(page, screen.name)));
      }
      await darkRoot();

      expect(violations, `serious or critical axe violations in ${colorScheme} mode`).toEqual([]);
    });
  });
}
