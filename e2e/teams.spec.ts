import type { BrowserContext } from '@playwright/test';
import { DEMO, expect, signIn, test } from './support.ts';

/** A second browser (the agent's), watched for CSP violations like the test's own context. */
async function watchedContext(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('reportCspViolation', (_source, violation: string) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { reportCspViolation } = window as unknown as { reportCspViolation: (violation: string) => void };
      reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return context;
}

test.describe('teams and availability', () => {
  test('an admin creates a team with members and hours; an agent goes unavailable and the admin sees it live', async ({
    page,
    browser,
    cspViolations,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, DEMO.admin);
    await page.goto('/mx/teams');
    // The demo teams are there.
    await expect(page.getByRole('link', { name: 'Ventas Ciudad de México' })).toBeVisible();
    await page.getByRole('link', { name: 'New team' }).first().click();

    const form = page.getByRole('form', { name: 'New team' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Weekend desk');
    await form.getByRole('checkbox', { name: 'Carlos Agent' }).check();
    await form.getByRole('checkbox', { name: 'Ana Admin' }).check();
    await form.getByRole('combobox', { name: 'Leader' }).selectOption({ label: 'Carlos Agent' });
    await form.getByRole('combobox', { name: 'Ring strategy' }).selectOption('longest_idle');
    // Weekend hours only: clear the preset, then Saturday and Sunday mornings.
    await form.getByRole('button', { name: 'Clear all' }).click();
    await form.getByRole('button', { name: 'Add hours: Saturday' }).click();
    await form.getByRole('textbox', { name: 'Saturday Opens' }).fill('10:00');
    await form.getByRole('textbox', { name: 'Saturday Closes' }).fill('09:00');
    await form.getByRole('button', { name: 'Save team' }).click();
    // The form refuses a closing before the opening, and says so.
    await expect(form.getByText('The opening time must be before the closing time.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Saturday Closes' }).fill('14:00');
    await form.getByRole('button', { name: 'Add hours: Sunday' }).click();
    await form.getByLabel('Date').fill('2026-12-25');
    await form.getByRole('button', { name: 'Add date' }).click();
    await form.getByRole('combobox', { name: 'Then' }).selectOption('team');
    await form.getByRole('combobox', { name: /^Team/ }).selectOption({ label: 'Atención a clientes' });
    await form.getByRole('button', { name: 'Save team' }).click();

    await expect(page.getByRole('heading', { name: 'Weekend desk' })).toBeVisible();
    await expect(page).toHaveURL(/\/mx\/teams\/\d+$/);
    const members = page.getByRole('list', { name: 'Members' });
    await expect(members.getByText('Carlos Agent')).toBeVisible();
    await expect(page.getByText('10:00–14:00')).toBeVisible();
    await expect(page.getByText('09:00–18:00')).toBeVisible();
    await expect(page.getByText('Then: Atención a clientes')).toBeVisible();
    // Carlos has no browser open yet: offline.
    const carlos = members.getByRole('listitem').filter({ hasText: 'Carlos Agent' });
    await expect(carlos.getByText('Offline', { exact: true })).toBeVisible();

    const agentContext = await watchedContext(await browser.newContext(), cspViolations);
    try {
      const agentPage = await agentContext.newPage();
      await signIn(agentPage, DEMO.agent);
      await expect(agentPage.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
      // Connected: the admin's page shows Carlos available without a reload. He works in CO, so
      // no MX presence event tells of it: the periodic availability refresh does.
      await expect(carlos.getByText('Available', { exact: true })).toBeVisible({ timeout: 35_000 });
      await agentPage.getByRole('button', { name: 'User menu' }).click();
      await agentPage.getByRole('menuitem', { name: 'Unavailable: Lunch' }).click();
      await agentPage.getByRole('button', { name: 'User menu' }).click();
      await expect(agentPage.getByRole('menu').getByText('Unavailable: Lunch').first()).toBeVisible();
      await agentPage.keyboard.press('Escape');
      // The change is broadcast: the admin sees it at once.
      await expect(carlos.getByText('Unavailable: Lunch')).toBeVisible({ timeout: 5_000 });
      // Back from lunch, which leaves the agent available for the specs after this one.
      await agentPage.getByRole('button', { name: 'User menu' }).click();
      await agentPage.getByRole('menuitem', { name: 'Available', exact: true }).click();
      await expect(carlos.getByText('Available', { exact: true })).toBeVisible({ timeout: 5_000 });
    } finally {
      await agentContext.close();
    }
  });
});
