import { DEMO, expect, signIn, test } from './support.ts';

test.describe('session and interface', () => {
  test('a 401 in the middle of a session clears it and goes to login', async ({ page, request }) => {
    await signIn(page, DEMO.agent);
    await expect(page).toHaveURL(/\/co$/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    // The token is revoked behind the browser's back, as an expiry or an admin would.
    const revoked = await request.post('/api/v2/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(204);

    // The next request the app makes gets a 401: switching organization, unless one of its own
    // refreshes (availability, the overdue count) gets there first. Either way: to login.
    const switchOrganization = async () => {
      await page.getByRole('button', { name: 'Switch organization' }).click();
      await page.getByRole('menuitem', { name: 'Aurora Viajes México' }).click();
    };
    await Promise.race([page.waitForURL(/\/login$/), switchOrganization().catch(() => {})]);
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('token'),
        localStorage.getItem('user'),
        localStorage.getItem('currentOrganizationCode'),
      ]),
    ).toEqual([null, null, null]);
  });

  test('the colour mode is kept across a reload', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('colorMode'))).toBe('dark');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Light' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('auto colour mode follows the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signIn(page, DEMO.staff);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('the toast test page shows one toast per colour and keeps at most five', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.goto('/toast-test');
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');

    await page.getByRole('button', { name: 'Success', exact: true }).click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText('Success notification');

    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(toasts).toHaveCount(5);
    // Toasts last five seconds, then leave.
    await expect(toasts).toHaveCount(0, { timeout: 10_000 });
  });

  test('F8 moves the focus to the notifications', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.goto('/toast-test');
    const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
    await page.getByRole('button', { name: 'Info', exact: true }).click();
    await expect(notifications.getByRole('listitem')).toBeVisible();
    await page.keyboard.press('F8');
    await expect(notifications.getByRole('list')).toBeFocused();
  });

  test('on a phone the navigation opens from a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.agent);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL(/\/co\/clients$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Clients', exact: true })).toBeVisible();
  });
});
