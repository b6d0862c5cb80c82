import type { Page } from '@playwright/test';
import { collectConsoleErrors, DEMO, expect, signIn, test } from './support.ts';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test.describe('tasks', () => {
  test('an agent adds a task from a lead page with Alt+T, completes it in the list and undoes it', async ({
    page,
  }) => {
    const title = `Send the Cartagena quote ${`${Date.now()}`.slice(-6)}`;
    await signIn(page, DEMO.agent);
    const errors = collectConsoleErrors(page);
    await expect(page).toHaveURL(/\/co$/);

    // A lead page: the shortcut opens quick add about that lead.
    await page.goto('/co/leads');
    const lead = page.getByRole('table').getByRole('link').first();
    const leadName = (await lead.textContent()) ?? '';
    await lead.click();
    await expect(page).toHaveURL(/\/co\/leads\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add task/ })).toBeVisible();
    await page.keyboard.press('Alt+KeyT');
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Related to' })).toContainText(leadName);
    // An empty title is refused with a clear message, and nothing is saved.
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog.getByText('The title field is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('email');
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog).toBeHidden();
    await expect(notifications(page)).toContainText('Task added');
    // It is on the lead's timeline.
    await expect(page.getByText(`Task created: ${title}`)).toBeVisible();

    // In my tasks: complete with one click, then undo from the toast.
    await page.goto('/co/tasks?tab=mine');
    const complete = page.getByRole('button', { name: `Complete "${title}"` });
    await expect(complete).toHaveAttribute('aria-pressed', 'false');
    await complete.click();
    await expect(notifications(page)).toContainText('Task completed');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByRole('button', { name: 'Reopen' })).toHaveAttribute('aria-pressed', 'true');
    await notifications(page).getByRole('button', { name: 'Undo' }).click();
    await expect(notifications(page)).toContainText('Task reopened');
    await expect(row.getByRole('button', { name: `Complete "${title}"` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(errors).toEqual([]);
  });
});
