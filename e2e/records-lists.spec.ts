import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, DEMO, expect, signIn, test } from './support.ts';

/** A tag unique to one test, in names and emails, so its records are told from everyone else's. */
const uniqueTag = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Creates leads through the API with the signed-in user's token (faster than the form). */
async function createLeads(page: Page, org: string, leads: Array<Record<string, unknown>>) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  for (const lead of leads) {
    const answer = await page.request.post(`/api/v2/${org}/leads`, {
      headers: { authorization: `Bearer ${token}` },
      data: lead,
    });
    expect(answer.status()).toBe(201);
  }
}

/** The record links of the table (its first column), not the mailto links. */
const names = (page: Page) => page.getByRole('table').getByRole('link').filter({ hasNotText: '@' });

test.describe('record lists', () => {
  test('imports a CSV with a duplicate and reads the report', async ({ page }) => {
    const tag = uniqueTag();
    const file = join(tmpdir(), `leads-${tag}.csv`);
    writeFileSync(
      file,
      [
        'Nombre,Apellido,Correo,Teléfono',
        `Valeria,Import${tag},valeria.${tag}@example.com,300 555 0101`,
        `Mateo,Import${tag},mateo.${tag}@example.com,not a phone`,
        `Valeria,Again${tag},valeria.${tag}@example.com,`,
        `Julián,Import${tag},julian.${tag}@example.com,`,
      ].join('\n'),
    );
    await signIn(page, DEMO.agent);
    // After signing in: the sign-in helper's own steps (a JSON page, a 401) are not the lists'.
    const errors = collectConsoleErrors(page);
    await page.goto('/co/leads');
    await page.getByRole('button', { name: 'Import' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import Leads from CSV' });
    await dialog.getByLabel('Choose a CSV file').setInputFiles(file);

    // The server's suggested mapping, and a preview of the rows.
    await expect(dialog.getByRole('combobox', { name: 'Import column “Correo” as' })).toHaveValue('email');
    await dialog.getByRole('combobox', { name: 'Import column “Nombre” as' }).selectOption('first_name');
    await dialog.getByRole('combobox', { name: 'Import column “Apellido” as' }).selectOption('last_name');
    await dialog.getByRole('combobox', { name: 'Import column “Teléfono” as' }).selectOption('phone');
    await expect(dialog.getByRole('cell', { name: `mateo.${tag}@example.com`, exact: true })).toBeVisible();
    await dialog.getByRole('radio', { name: /Skip the row/ }).check();
    await dialog.getByRole('button', { name: 'Import 4 rows' }).click();

    await expect(dialog.getByText(`leads-${tag}.csv imported`)).toBeVisible({ timeout: 15_000 });
    const counters = dialog.getByRole('definition');
    await expect(counters).toHaveText(['2', '0', '1', '1']);
    await expect(
      dialog.getByRole('table', { name: 'Rows with errors' }).getByRole('row').nth(1),
    ).toContainText(/^2\s*phone/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('searchbox', { name: 'Search leads' }).fill(`Import${tag}`);
    await expect(page).toHaveURL(new RegExp(`q=Import${tag}`));
    await expect(names(page)).toHaveCount(2);
    await expect(page.getByRole('table')).toContainText(`Valeria Import${tag}`);
    await expect(page.getByRole('table')).toContainText(`Julián Import${tag}`);
    expect(errors).toEqual([]);
  });

  test('filters, sorts and pages a list, and the URL brings it all back', async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page, DEMO.agent);
    // After signing in: the sign-in helper's own steps (a JSON page, a 401) are not the lists'.
    const errors = collectConsoleErrors(page);
    const people = Array.from({ length: 28 }, (_, index) => ({
      first_name: `P${String(index).padStart(2, '0')}`,
      last_name: `List${tag}`,
      email: `p${index}.${tag}@example.com`,
      status: index % 2 === 0 ? 'new' : 'contacted',
    }));
    await createLeads(page, 'co', people);
    await page.goto('/co/leads');

    // Filter: last name contains the tag, and status is Contacted (14 of 28).
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Last name' });
    await page.getByLabel('Value', { exact: true }).fill(tag);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/filter%5Blast_name%5D%5Bcontains%5D=/);
    await expect(page.getByText('28 leads')).toBeVisible();

    // Sort by name, descending (two clicks); 25 rows a page, so page 2 has the last 3.
    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(names(page).first()).toHaveText(`P27 List${tag}`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(names(page)).toHaveText([`P02 List${tag}`, `P01 List${tag}`, `P00 List${tag}`]);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Status' });
    await page.getByRole('checkbox', { name: 'Contacted', exact: true }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('14 leads')).toBeVisible();
    // A new filter starts again at page 1.
    await expect(page).not.toHaveURL(/page=2/);
    await expect(names(page)).toHaveCount(14);
    await expect(names(page).first()).toHaveText(`P27 List${tag}`);

    const url = page.url();
    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(page.getByText('14 leads')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit filter: Status is any of Contacted' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(names(page).last()).toHaveText(`P01 List${tag}`);

    // Back walks through the earlier states of the list.
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(names(page)).toHaveCount(3);
    expect(errors).toEqual([]);
  });

  test('saves a view and opens it again after a reload', async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page, DEMO.agent);
    // After signing in: the sign-in helper's own steps (a JSON page, a 401) are not the lists'.
    const errors = collectConsoleErrors(page);
    await createLeads(page, 'co', [
      { first_name: 'Inés', last_name: `View${tag}`, status: 'contacted' },
      { first_name: 'Bruno', last_name: `View${tag}`, status: 'new' },
    ]);
    await page.goto(`/co/leads?q=View${tag}`);
    await expect(names(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Status' });
    await page.getByRole('checkbox', { name: 'Contacted', exact: true }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(names(page)).toHaveText([`Inés View${tag}`]);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Created' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Contacted ${tag}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
      `View “Contacted ${tag}” saved`,
    );
    await expect(page).toHaveURL(/view=\d+/);

    await page.reload();
    await expect(page.getByRole('button', { name: `View: Contacted ${tag}` })).toBeVisible();
    await expect(names(page)).toHaveText([`Inés View${tag}`]);

    // From the plain list, the view brings back its search, filter and columns.
    await page.getByRole('button', { name: `View: Contacted ${tag}` }).click();
    await page.getByRole('menuitem', { name: 'All leads' }).click();
    await expect(page).not.toHaveURL(/view=/);
    await expect(page.getByRole('columnheader', { name: 'Created' })).toBeVisible();
    await page.getByRole('button', { name: 'View: All leads' }).click();
    await page.getByRole('menuitem', { name: `Contacted ${tag}` }).click();
    await expect(names(page)).toHaveText([`Inés View${tag}`]);
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('changes the status of selected leads in bulk', async ({ page }) => {
    const tag = uniqueTag();
    await signIn(page, DEMO.agent);
    // After signing in: the sign-in helper's own steps (a JSON page, a 401) are not the lists'.
    const errors = collectConsoleErrors(page);
    await createLeads(
      page,
      'co',
      ['Olga', 'Pablo', 'Rita'].map((first_name) => ({ first_name, last_name: `Bulk${tag}`, status: 'new' })),
    );
    await page.goto(`/co/leads?q=Bulk${tag}&sort=full_name`);
    await expect(names(page)).toHaveText([`Olga Bulk${tag}`, `Pablo Bulk${tag}`, `Rita Bulk${tag}`]);

    await page.getByRole('checkbox', { name: `Select Olga Bulk${tag}` }).check();
    await page.getByRole('checkbox', { name: `Select Rita Bulk${tag}` }).check();
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Status' }).click();
    await page.getByRole('menuitem', { name: 'Qualified', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
      'Status changed to Qualified',
    );
    await expect(bar).toHaveCount(0);

    const statusOf = (name: string) =>
      page
        .getByRole('row')
        .filter({ hasText: name })
        .getByText(/^(New|Qualified)$/);
    await expect(statusOf(`Olga Bulk${tag}`)).toHaveText('Qualified');
    await expect(statusOf(`Pablo Bulk${tag}`)).toHaveText('New');
    await expect(statusOf(`Rita Bulk${tag}`)).toHaveText('Qualified');
    expect(errors).toEqual([]);
  });
});
