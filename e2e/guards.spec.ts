import { DEMO, expect, signIn, test } from './support.ts';

// The navigation guard rules of the spec (section 2), numbered as there.
test.describe('navigation guards', () => {
  test('rule 1: a guest on a protected route is sent to login', async ({ page }) => {
    for (const path of ['/mx/leads', '/organizations', '/agent/dashboard', '/toast-test']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('rule 2: a non-admin on an admin route goes to the current dashboard, else the agent dashboard', async ({
    page,
  }) => {
    await signIn(page, DEMO.agent);
    await page.goto('/organizations/create');
    await expect(page).toHaveURL(/\/co$/);

    await signIn(page, DEMO.solo);
    await page.goto('/organizations');
    await expect(page).toHaveURL(/\/agent\/dashboard$/);
  });

  test('rule 3: a non-agent on the agent route goes to the organization dashboard', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.goto('/agent/dashboard');
    await expect(page).toHaveURL(/\/us$/);
  });

  test('rule 4: when the organizations cannot be loaded, an organization route sends to login', async ({
    page,
  }) => {
    // Staff, not an agent: a signed-in agent on /login would be sent on to the agent dashboard.
    await signIn(page, DEMO.staff);
    await page.route('**/api/v2/organizations**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Server Error' } }),
    );
    await page.goto('/us/leads');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('rules 5 and 6: an upper-case code matches and becomes the current organization', async ({ page }) => {
    await signIn(page, DEMO.agent);
    await page.goto('/MX/leads');
    await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch organization' })).toContainText(
      'Aurora Viajes México',
    );
    expect((await page.evaluate(() => localStorage.getItem('currentOrganizationCode')))?.toUpperCase()).toBe(
      'MX',
    );
    // The new current organization is where a signed-in visit to /login now leads.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/mx$/);
  });

  test('rule 5: an unknown or inaccessible code goes to the first available organization', async ({
    page,
  }) => {
    await signIn(page, DEMO.agent);
    await page.goto('/zz/leads');
    await expect(page).toHaveURL(/\/co$/);

    await signIn(page, DEMO.staff);
    await page.goto('/mx');
    await expect(page).toHaveURL(/\/us$/);
  });

  test('rule 5: with no organization at all, an agent goes to the agent dashboard', async ({ page }) => {
    await signIn(page, DEMO.solo);
    await page.goto('/mx/clients');
    await expect(page).toHaveURL(/\/agent\/dashboard$/);
  });

  test('visiting / goes to the first organization of the list', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/mx$/);
    await page.goto('/');
    // The administrator's organizations, by code: CO, MX, US.
    await expect(page).toHaveURL(/\/co$/);
  });
});
