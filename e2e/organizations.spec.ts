import { DEMO, expect, signIn, test } from './support.ts';

test.describe('organizations', () => {
  test('an agent switches organization from the switcher', async ({ page }) => {
    await signIn(page, DEMO.agent);
    await expect(page).toHaveURL(/\/co$/);
    await page.getByRole('button', { name: 'Switch organization' }).click();
    await page.getByRole('menuitem', { name: 'Aurora Viajes México' }).click();
    await expect(page).toHaveURL(/\/mx$/);
    await expect(page.getByRole('button', { name: 'Switch organization' })).toContainText(
      'Aurora Viajes México',
    );
  });

  test('an admin creates, edits and deletes an organization', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.getByRole('link', { name: 'Organizations' }).click();
    await page.getByRole('link', { name: 'New organization' }).click();

    await page.getByRole('textbox', { name: 'Code' }).fill('pe');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Aurora Viajes Perú');
    // Searchable pickers: type a name, Enter takes the match.
    await page.getByRole('combobox', { name: 'Country' }).fill('Peru');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Peru (PE)');
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Lima');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/America\/Lima — Lima$/);
    await page.getByRole('combobox', { name: 'Default currency' }).selectOption('PEN');
    await page.getByRole('textbox', { name: 'Phone' }).fill('01 234 5678');
    await page.getByRole('button', { name: 'Save' }).click();

    const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(notifications).toContainText('Organization Aurora Viajes Perú created');
    await expect(page.getByRole('heading', { name: 'Aurora Viajes Perú' })).toBeVisible();
    await expect(page.getByText('+51 1 2345678')).toBeVisible();
    await expect(page.getByText('Peru (PE)')).toBeVisible();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Aurora Perú Tours');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Aurora Perú Tours' })).toBeVisible();

    // The new organization is reachable from the switcher.
    await page.getByRole('button', { name: 'Switch organization' }).click();
    await expect(page.getByRole('menuitem', { name: 'Aurora Perú Tours' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Aurora Perú Tours');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/organizations$/);
    await expect(notifications).toContainText('Organization Aurora Perú Tours deleted');
    await expect(page.getByRole('link', { name: 'Aurora Perú Tours' })).toHaveCount(0);
  });

  test('a taken code is refused with the server message on the field', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/organizations/create');
    await page.getByRole('textbox', { name: 'Code' }).fill('MX');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Another Mexico');
    await page.getByRole('combobox', { name: 'Country' }).fill('Mexico');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Mexico City');
    await page.keyboard.press('Enter');
    await page.getByRole('combobox', { name: 'Default currency' }).selectOption('MXN');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The code has already been taken.')).toBeVisible();
    await expect(page).toHaveURL(/\/organizations\/create$/);
  });

  test('the organization list searches and sorts through the URL', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/organizations');
    const names = page.getByRole('table').getByRole('link');
    // Other tests may add organizations: check the order, whatever the rows are.
    const byName = (a: string, b: string) => a.localeCompare(b);

    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect.poll(() => names.allInnerTexts()).toEqual((await names.allInnerTexts()).toSorted(byName));
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=-name/);
    await expect
      .poll(() => names.allInnerTexts())
      .toEqual((await names.allInnerTexts()).toSorted(byName).reverse());

    await page.getByRole('searchbox', { name: 'Search organizations' }).fill('colombia');
    await expect(page).toHaveURL(/q=colombia/);
    await expect(names).toHaveText(['Aurora Viajes Colombia']);
    // A list URL can be shared: reloading it shows the same list.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search organizations' })).toHaveValue('colombia');
    await expect(names).toHaveText(['Aurora Viajes Colombia']);
  });
});
