import type { Invoice } from '@aurora/contracts/billing/invoices';
import type { APIRequestContext } from '@playwright/test';
import {
  apiToken,
  axeViolations,
  bearer,
  collectConsoleErrors,
  DEMO,
  expect,
  signIn,
  test,
} from './support.ts';

const ORG = 'mx';

/** `YYYY-MM-DD`, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type DemoTrip = {
  id: number;
  reference: string;
  title: string;
  start_date: string;
  client: { name: string };
};

/**
 * A demo trip far enough ahead that its balance (45 days before the start) falls in another month
 * than today's deposit, with something sold and no invoice yet.
 */
async function tripToInvoice(request: APIRequestContext, token: string): Promise<DemoTrip> {
  const headers = bearer(token);
  const trips = (await (await request.get(`/api/v2/${ORG}/trips?per_page=100`, { headers })).json())
    .data as Array<DemoTrip & { status: string; totals: { sell: number } }>;
  for (const trip of trips) {
    if (trip.start_date < day(90) || trip.status === 'cancelled' || trip.totals.sell <= 0) continue;
    const invoices = await (
      await request.get(`/api/v2/${ORG}/invoices?filter[trip_id]=${trip.id}`, { headers })
    ).json();
    if (invoices.meta.total === 0) return trip;
  }
  throw new Error('No demo trip to invoice');
}

test.describe('billing', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an agent invoices a trip with a deposit and a balance, issues it, records the deposit, and sees the status and the money calendar follow', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, DEMO.admin);
    const trip = await tripToInvoice(request, token);
    const violations: string[] = [];

    await signIn(page, DEMO.admin);
    const errors = collectConsoleErrors(page);

    // From the trip's page: its billing panel starts the invoice with the trip (and its client) chosen.
    await page.goto(`/${ORG}/trips/${trip.id}`);
    await page.getByRole('link', { name: 'Invoice this trip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
    // The trip's bookings are the lines already, to check before saving.
    await expect(page.getByRole('textbox', { name: 'Description, line 1' })).not.toHaveValue('');
    await page.getByRole('radio', { name: /Deposit and balance/ }).check();
    await page.getByLabel('Deposit as').selectOption('percent');
    await page.getByRole('textbox', { name: 'Deposit %' }).fill('30');
    violations.push(...(await axeViolations(page, 'invoice form')));
    await page.getByRole('button', { name: 'Create draft' }).click();

    // The draft: its page; issuing gives it a number and locks it.
    await expect(page).toHaveURL(new RegExp(`/${ORG}/billing/invoices/\\d+$`));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Issue', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue and lock' }).click();
    const invoice = (
      await (await request.get(`/api/v2/${ORG}/invoices/${id}`, { headers: bearer(token) })).json()
    ).data as Invoice;
    expect(invoice.number).toMatch(/^MX-\d{4}-\d{5}$/);
    const [deposit, balance] = invoice.instalments;
    if (!deposit || !balance) throw new Error('A deposit and a balance were expected');
    expect(deposit.amount + balance.amount).toBe(invoice.total);
    expect(deposit.due_date).toBe(invoice.issue_date);
    await expect(page.getByRole('heading', { level: 1, name: invoice.number ?? '' })).toBeVisible();
    await expect(page.getByText('Issued', { exact: true }).first()).toBeVisible();
    const schedule = page.getByRole('table', { name: /Payment schedule/ });
    await expect(schedule.getByRole('row')).toHaveCount(3);
    violations.push(...(await axeViolations(page, 'issued invoice')));

    // The money calendar: the deposit today, the balance in its own month.
    const entry = page.getByRole('link', { name: `${invoice.number} · ${trip.client.name}` });
    await page.goto(`/${ORG}/billing/calendar?view=agenda`);
    await expect(entry).toBeVisible();
    await page.goto(`/${ORG}/billing/calendar?view=agenda&month=${balance.due_date?.slice(0, 7)}`);
    await expect(entry).toBeVisible();

    // The deposit arrives by transfer: recorded from the invoice's page.
    await page.goto(`/${ORG}/billing/invoices/${id}`);
    await page.getByRole('button', { name: 'Record payment' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Amount received' }).fill((deposit.amount / 100).toFixed(2));
    await dialog.getByLabel('Method').selectOption('transfer');
    await dialog.getByRole('textbox', { name: 'Reference' }).fill('SPEI 4471');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Partly paid', { exact: true }).first()).toBeVisible();
    await expect(schedule.getByRole('row').nth(1)).toContainText('Paid');
    await expect(schedule.getByRole('row').nth(2)).toContainText('Open');

    // Paid, the deposit leaves the calendar (reached through the billing tabs); the balance stays on its day.
    await page.goto(`/${ORG}/billing`);
    const tabs = page.getByRole('navigation', { name: 'Billing sections' });
    await tabs.getByRole('link', { name: 'Money calendar' }).click();
    await expect(tabs.getByRole('link', { name: 'Money calendar' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Agenda' }).click();
    await expect(page).toHaveURL(/\/billing\/calendar\?view=agenda$/);
    // The month's totals show once its entries are in: only then can an absence be read.
    await expect(page.getByLabel('This month, in MXN')).toBeVisible();
    await expect(entry).toHaveCount(0);
    await page.goto(`/${ORG}/billing/calendar?view=agenda&month=${balance.due_date?.slice(0, 7)}`);
    await expect(entry).toBeVisible();

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
