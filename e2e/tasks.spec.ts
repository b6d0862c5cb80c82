import type { Page } from '@playwright/test';
import { apiToken, bearer, collectConsoleErrors, DEMO, expect, settled, signIn, test } from './support.ts';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test.describe('tasks', () => {
  test('an agent adds a task from a lead page with Alt+T, completes it in the list and undoes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const title = `Send the Cartagena quote ${`${Date.now()}`.slice(-6)}`;
    await signIn(page, DEMO.agent);
    const errors = collectConsoleErrors(page);
    await expect(page).toHaveURL(/\/co$/);

    // A demo lead's page (one with an email, which the task will write to): the shortcut opens
    // quick add about that lead.
    const leads = await request.get('/api/v2/CO/leads', {
      headers: bearer(await apiToken(request, DEMO.agent)),
      params: { sort: 'created_at', per_page: '1' },
    });
    const [demoLead] = (await leads.json()).data as Array<{ id: number; email: string | null }>;
    expect(demoLead?.email).toContain('@');
    await page.goto(`/co/leads/${demoLead?.id}`);
    const lead = page.getByRole('heading', { level: 1 });
    await expect(lead).not.toBeEmpty();
    const leadName = (await lead.textContent()) ?? '';
    await expect(page.getByRole('button', { name: /Add task/ })).toBeVisible();
    // The shell listens for the shortcut from its first screen; the form's chunk may come later,
    // and opens with the press it was asked for.
    await settled(page);
    await page.keyboard.press('Alt+KeyT');
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Related to' })).toContainText(leadName);
    // An empty title is refused with a clear message, and nothing is saved.
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog.getByText('The title field is required.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('email');
    // A reminder before the due needs a due: the server says so on the field.
    await dialog.getByRole('combobox', { name: 'Reminder' }).selectOption({ label: '1 hour before' });
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog.getByText('A reminder before the due needs a due date.')).toBeVisible();
    await dialog.getByLabel('Due date').fill('2099-03-10');
    await dialog.getByLabel('Time').fill('10:00');
    await dialog.getByRole('button', { name: 'Add task' }).click();
    await expect(dialog).toBeHidden();
    await expect(notifications(page)).toContainText('Task added');
    // It is on the lead's timeline.
    await expect(page.getByText(`Task created: ${title}`)).toBeVisible();

    // In my tasks (open ones by default): the reminder is kept as chosen, and the email task
    // writes to the lead.
    await page.goto('/co/tasks?tab=mine');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row.getByRole('link', { name: /^Email / })).toHaveAttribute('href', /^mailto:.+@/);
    await row.getByRole('button', { name: title, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit task' });
    await expect(edit.getByRole('combobox', { name: 'Reminder' })).toHaveValue('60');
    await edit.getByRole('button', { name: 'Cancel' }).click();

    // Complete with one click: it leaves the open tasks; undo from the toast brings it back. The
    // agent's done tasks are many pages (the demo's callbacks): the search keeps this one in view.
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill(title);
    await expect(page.getByRole('row')).toHaveCount(2);
    const complete = page.getByRole('button', { name: `Complete "${title}"` });
    await expect(complete).toHaveAttribute('aria-pressed', 'false');
    await complete.click();
    await expect(notifications(page)).toContainText('Task completed');
    await expect(row).toBeHidden();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect(row.getByRole('button', { name: 'Reopen' })).toHaveAttribute('aria-pressed', 'true');
    await notifications(page).getByRole('button', { name: 'Undo' }).click();
    await expect(notifications(page)).toContainText('Task reopened');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(row.getByRole('button', { name: `Complete "${title}"` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // A search that finds nothing says so once, with no "closest" above it.
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('zzzqqq');
    await expect(page.getByText('No matching records')).toBeVisible();
    await expect(page.getByText(/these are the closest/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
