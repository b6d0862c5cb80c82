import type { APIRequestContext } from '@playwright/test';
import { collectConsoleErrors, DEMO, DEMO_PASSWORD, expect, signIn, test } from './support.ts';

// A fake microphone, as in telephony.spec.ts (keep the project's executable and flags).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v2/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

test('an agent ends a call with "Call back", adds the offered follow-up, and finds it in Tasks (Mine)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.agent);
  const first = `Follow${`${Date.now()}`.slice(-5)}`;
  const phone = '+525555556789';
  const created = await request.post('/api/v2/MX/leads', {
    headers: { Authorization: `Bearer ${token}` },
    data: { first_name: first, last_name: 'Callback', phone },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lead = (await created.json()).data as { id: number };

  await signIn(page, DEMO.agent);
  const errors = collectConsoleErrors(page);
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`/mx/leads/${lead.id}`);
  const call = page.getByRole('button', { name: /^Call \+52/ }).first();
  await expect(call).not.toHaveAttribute('aria-disabled', 'true');
  await call.click();

  const modal = page.getByRole('dialog', { name: 'Live Call' });
  await expect(modal.getByRole('status', { name: 'Status' })).toHaveText('Connected');
  await modal.getByRole('combobox', { name: 'Outcome' }).selectOption({ label: 'Call back' });
  await modal.getByRole('button', { name: 'End Call' }).click();
  await expect(modal.getByRole('status', { name: 'Status' })).toHaveText('Call ended');

  // The call is saved, then the follow-up is offered; it outlives the 2 s reset.
  const prompt = modal.getByRole('form', { name: 'Add a follow-up task?' });
  await expect(prompt).toBeVisible();
  const title = `Follow up with ${first} Callback`;
  await expect(prompt.getByRole('textbox', { name: 'Task' })).toHaveValue(title);
  const tomorrow = await page.evaluate(() => {
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
  });
  await expect(prompt.getByLabel('Due date')).toHaveValue(tomorrow);
  await page.waitForTimeout(2500);
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Add follow-up' }).dblclick();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Follow-up task added',
  );

  // In Tasks, Mine: the task, about the call and the lead, once.
  await page.goto('/mx/tasks?tab=mine');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toHaveCount(1);
  const tasks = await request.get('/api/v2/MX/tasks', {
    headers: { Authorization: `Bearer ${token}` },
    params: { view: 'mine', 'filter[title][contains]': first },
  });
  const found = (await tasks.json()).data as Array<{
    title: string;
    type: string;
    due_date: string;
    related: Array<{ type: string; id: number }>;
  }>;
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ title, type: 'call', due_date: tomorrow });
  expect(found[0]?.related.map((record) => record.type)).toEqual(['call', 'lead']);
  expect(found[0]?.related[1]?.id).toBe(lead.id);
  expect(errors).toEqual([]);
});
