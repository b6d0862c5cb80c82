import type { Page } from '@playwright/test';
import { axeViolations, collectConsoleErrors, DEMO, expect, signIn, test } from './support.ts';

const ORG = 'co';

/**
 * A trip with one hotel booked from the supplier, through the API with the signed-in user's token:
 * its commission (12.5% of $ 1.000.000,00, pesos in Colombia) was expected in 2020, so it is overdue.
 */
async function bookWith(
  page: Page,
  supplierId: number,
  tag: string,
): Promise<{ id: number; reference: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { authorization: `Bearer ${token}` };
  const clients = await page.request.get(`/api/v2/${ORG}/clients?per_page=1`, { headers });
  const client = (await clients.json()).data[0];
  const trip = await page.request.post(`/api/v2/${ORG}/trips`, {
    headers,
    data: {
      client_id: client.id,
      title: `Cartagena ${tag}`,
      destinations: ['Cartagena'],
      start_date: '2027-03-10',
      end_date: '2027-03-15',
    },
  });
  expect(trip.status(), await trip.text()).toBe(201);
  const { id, reference } = (await trip.json()).data;
  const booking = await page.request.post(`/api/v2/${ORG}/trips/${id}/bookings`, {
    headers,
    data: {
      supplier_id: supplierId,
      title: `Suite ${tag}`,
      status: 'confirmed',
      starts_on: '2027-03-10',
      details: { type: 'hotel' },
      sell: 100_000_000,
      commission_rate: '12.5',
      commission_expected_on: '2020-01-01',
    },
  });
  expect(booking.status(), await booking.text()).toBe(201);
  return { id, reference };
}

test.describe('suppliers', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an agent adds a supplier with a contact person, finds it in the list, and follows its bookings and commissions', async ({
    page,
  }) => {
    const tag = `${Date.now().toString(36)}`;
    const name = `Hotel Caribe ${tag}`;
    await signIn(page, DEMO.admin);
    const errors = collectConsoleErrors(page);
    const violations: string[] = [];

    await page.goto(`/${ORG}/suppliers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
    await page.getByRole('link', { name: 'New supplier' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${ORG}/suppliers/create$`));
    const form = page.getByRole('form', { name: 'New supplier' });
    await form.getByRole('textbox', { name: /^Name/ }).first().fill(name);
    await form.getByRole('combobox', { name: /^Category/ }).selectOption('hotel');
    await form.getByRole('checkbox', { name: /Preferred supplier/ }).check();
    await form.getByRole('textbox', { name: 'Phone' }).fill('605 665 0000');
    await form
      .getByRole('textbox', { name: 'Website or booking portal' })
      .fill('https://www.hotelcaribe.com');
    await form.getByRole('textbox', { name: 'Default commission' }).fill('12.5');
    await expect(form.getByRole('combobox', { name: 'Currency' })).toHaveValue('COP');
    await form.getByRole('button', { name: 'Add contact person' }).click();
    const person = form.getByRole('group', { name: 'Contact person 1' });
    await person.getByRole('textbox', { name: /^Name/ }).fill('Marcela Ortiz');
    await person.getByRole('textbox', { name: 'Role' }).fill('Group reservations');
    await person.getByRole('textbox', { name: 'Phone' }).fill('310 555 0123');
    violations.push(...(await axeViolations(page, 'supplier form')));
    await form.getByRole('button', { name: 'Create supplier' }).click();

    // A new supplier opens on its edit screen: its contact person's phone is now callable.
    await expect(page).toHaveURL(new RegExp(`/${ORG}/suppliers/\\d+/edit$`));
    const id = Number(page.url().match(/suppliers\/(\d+)\/edit/)?.[1]);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const saved = page
      .getByRole('form', { name: 'Edit supplier' })
      .getByRole('group', { name: 'Contact person 1' });
    await expect(saved.getByRole('textbox', { name: 'Phone' })).toHaveValue('+57 310 5550123');
    await expect(saved.getByRole('button', { name: 'Call +57 310 5550123' })).toBeVisible();
    await expect(page.getByText('No bookings with this supplier yet')).toBeVisible();

    const trip = await bookWith(page, id, tag);

    // Found by search as one types, with its star and rate; a click opens it.
    await page.goto(`/${ORG}/suppliers`);
    await page.getByRole('searchbox', { name: 'Search suppliers' }).fill(`Caribe ${tag}`);
    await expect(page).toHaveURL(/q=Caribe/);
    const table = page.getByRole('table', { name: 'Suppliers' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Hotel');
    await expect(row).toContainText('12.5%');
    await expect(row.getByTitle('Preferred')).toBeVisible();
    violations.push(...(await axeViolations(page, 'suppliers list')));
    await row.getByRole('link', { name }).click();

    // Its booking, with the trip it belongs to, and the commission overdue since 2020.
    await expect(page).toHaveURL(new RegExp(`/${ORG}/suppliers/${id}/edit$`));
    const bookings = page.getByRole('table', { name: 'Bookings' });
    const booking = bookings.getByRole('row', { name: new RegExp(`Suite ${tag}`) });
    await expect(booking).toContainText('Confirmed');
    await expect(booking).toContainText(/\$\s1\.000\.000,00/);
    await expect(booking).toContainText(/\$\s125\.000,00/);
    await expect(booking).toContainText('Overdue');
    const overdue = page.getByRole('term').filter({ hasText: 'Overdue' }).locator('xpath=..');
    await expect(overdue).toContainText(/\$\s125\.000,00/);
    await expect(page.getByText('Past the expected date, unpaid')).toBeVisible();
    violations.push(...(await axeViolations(page, 'supplier edit screen')));

    await booking.getByRole('link', { name: new RegExp(trip.reference) }).click();
    await expect(page).toHaveURL(new RegExp(`/${ORG}/trips/${trip.id}$`));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
