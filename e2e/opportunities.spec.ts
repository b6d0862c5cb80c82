import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiToken, bearer, collectConsoleErrors, DEMO, expect, signIn, test } from './support.ts';

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

/** A deal of its own in Colombia's first stage, so the test moves nothing of the demo's. */
async function createDeal(request: APIRequestContext, token: string, title: string): Promise<number> {
  const headers = bearer(token);
  const clients = await request.get('/api/v2/co/clients?per_page=1', { headers });
  const client = (await clients.json()).data[0];
  const created = await request.post('/api/v2/co/opportunities', {
    headers,
    data: { title, client_id: client.id, stage: 'new', amount: 1_250_000, expected_close_date: '2027-02-15' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).data.id;
}

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor expects a hand to move. */
async function drag(page: Page, card: Locator, target: Locator) {
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await page.mouse.up();
}

/** Picks the card up and drops it on the won or lost zone, which shows only while a card is dragged. */
async function dragToZone(page: Page, card: Locator, stage: string) {
  const from = await card.boundingBox();
  if (!from) throw new Error('card not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 5 });
  const zone = page.getByTestId(`close-zone-${stage}`);
  await expect(zone).toBeVisible();
  const to = await zone.boundingBox();
  if (!to) throw new Error('drop zone not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

test.describe('opportunities', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('an agent drags a deal across the board, gives the lost reason, reopens it, and a colleague sees each move live', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers and many moves: more than the default time on a busy machine.
    test.slow();
    const title = `Cartagena honeymoon ${`${Date.now()}`.slice(-6)}`;
    const id = await createDeal(request, await apiToken(request, DEMO.admin), title);
    const card = (on: Page) => on.getByTestId(`board-card-${id}`);
    const column = (on: Page, stage: string) => on.getByTestId(`board-column-${stage}`);

    // A colleague keeps the board open in a browser of their own.
    const colleagueContext = await browser.newContext();
    const colleague = await colleagueContext.newPage();
    await signIn(colleague, DEMO.admin);
    await colleague.goto('/co/opportunities');
    await expect(colleague.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    await expect(column(colleague, 'new').getByTestId(`board-card-${id}`)).toBeVisible();

    await signIn(page, DEMO.agent);
    const errors = collectConsoleErrors(page);
    await page.goto('/co/opportunities');
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    await expect(column(page, 'new').getByTestId(`board-card-${id}`)).toBeVisible();

    // New -> Quoted with the mouse: the card stays where it was dropped, here and there.
    await drag(page, card(page), column(page, 'quoted'));
    await expect(column(page, 'quoted').getByTestId(`board-card-${id}`)).toBeVisible();
    await expect(column(colleague, 'quoted').getByTestId(`board-card-${id}`)).toBeVisible();

    // Quoted -> the Lost zone asks why; cancelling leaves the card in place.
    await dragToZone(page, card(page), 'lost');
    const dialog = page.getByRole('dialog', { name: 'Why was this deal lost?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(column(page, 'quoted').getByTestId(`board-card-${id}`)).toBeVisible();

    // Again, with a reason this time: the closed deal leaves the board, here and there.
    await dragToZone(page, card(page), 'lost');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Mark as lost' }).click();
    await expect(dialog.getByText('Choose why the deal was lost.')).toBeVisible();
    await dialog.getByRole('combobox', { name: /Reason/ }).selectOption('price');
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Found a cheaper package online.');
    await dialog.getByRole('button', { name: 'Mark as lost' }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page)).toBeHidden();
    await expect(card(colleague)).toBeHidden();

    // The record says so, and its timeline says why; picking an open stage reopens it.
    await page.goto(`/co/opportunities/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Found a cheaper package online.').first()).toBeVisible();
    await expect(page.getByText('Moved from stage').first()).toBeVisible();
    await expect(page.getByText('Reason: Price').first()).toBeVisible();
    await page.getByRole('list', { name: 'Stages' }).getByRole('button', { name: 'Negotiation' }).click();
    await expect(notifications(page)).toContainText('Moved to Negotiation');
    await expect(page.getByText('Pick an open stage above to reopen it')).toBeHidden();
    await expect(column(colleague, 'negotiation').getByTestId(`board-card-${id}`)).toBeVisible();

    // The Won zone asks to confirm; the deal leaves the board, and the toast's Undo brings it back.
    await page.goto('/co/opportunities');
    await expect(column(page, 'negotiation').getByTestId(`board-card-${id}`)).toBeVisible();
    await dragToZone(page, card(page), 'won');
    const confirm = page.getByRole('dialog', { name: `Mark “${title}” as won?` });
    await confirm.getByRole('button', { name: 'Mark as won' }).click();
    await expect(card(page)).toBeHidden();
    await expect(notifications(page)).toContainText(`“${title}” is won`);
    await notifications(page).getByRole('button', { name: 'Undo' }).click();
    await expect(column(page, 'negotiation').getByTestId(`board-card-${id}`)).toBeVisible();
    await expect(column(colleague, 'negotiation').getByTestId(`board-card-${id}`)).toBeVisible();

    expect(errors).toEqual([]);
    await colleagueContext.close();
  });

  test('at 1366x768 with the sidebar collapsed, five open columns are in view', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, DEMO.agent);
    await page.goto('/co/opportunities');
    await expect(page.getByTestId('board-column-new')).toBeVisible();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    const inView = await page.getByTestId(/^board-column-/).evaluateAll(
      (columns) =>
        columns.filter((column) => {
          const box = column.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        }).length,
    );
    expect(inView).toBeGreaterThanOrEqual(5);
    // Cards are compact: a column shows several at once.
    const card = await page
      .getByTestId(/^board-card-/)
      .first()
      .boundingBox();
    expect(card?.height).toBeLessThanOrEqual(90);
  });

  test('the list and the forecast show the same deals, filtered the same way', async ({ page }) => {
    await signIn(page, DEMO.agent);
    await page.goto('/co/opportunities?layout=list');
    const table = page.getByRole('table', { name: 'Opportunities' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await page.getByRole('navigation', { name: 'Layout' }).getByRole('link', { name: 'Forecast' }).click();
    await expect(page).toHaveURL(/layout=forecast/);
    await expect(page.getByRole('heading', { name: 'Expected value by close month' })).toBeVisible();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
  });
});
