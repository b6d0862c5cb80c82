import { readFile } from 'node:fs/promises';
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

/** A demo client with at least one person, so the trip can take one of them and a new one. */
async function demoClient(request: APIRequestContext, token: string) {
  const headers = bearer(token);
  const clients = (
    await (await request.get(`/api/v2/${ORG}/clients?per_page=20&sort=name`, { headers })).json()
  ).data as Array<{ id: number; name: string }>;
  for (const client of clients) {
    const contacts = (
      await (await request.get(`/api/v2/${ORG}/clients/${client.id}/contacts`, { headers })).json()
    ).data as Array<{ id: number; full_name: string }>;
    const first = contacts[0];
    // A name unique among the demo's, so the client picker offers exactly this one.
    if (first && clients.filter((other) => other.name === client.name).length === 1) {
      return { ...client, contact: first };
    }
  }
  throw new Error('No demo client with a contact');
}

/** `YYYY-MM-DD`, `days` from today. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The instant of a local time at a place, as the server reads a flight's times. */
function instantAt(local: string, timeZone: string): number {
  const asUtc = Date.parse(`${local}:00Z`);
  const offset = (at: number) => {
    const name =
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const [, sign, hours, minutes] = name.match(/GMT([+-])(\d{2}):(\d{2})/) ?? [];
    return sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
  };
  return asUtc - offset(asUtc - offset(asUtc));
}

/** A flight's time as the bookings show it: `10 h 40 min`. */
function duration(from: number, to: number): string {
  const minutes = Math.round((to - from) / 60_000);
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

test.describe('trips', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('an agent plans a trip for two travellers, moves it, books a two-segment flight and a hotel, sees the totals and a passport problem, and hands over the itinerary as a PDF', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await apiToken(request, DEMO.admin);
    const headers = bearer(token);
    const client = await demoClient(request, token);
    const title = `Madrid and Lisbon ${`${Date.now()}`.slice(-6)}`;
    const violations: string[] = [];

    await signIn(page, DEMO.admin);
    const errors = collectConsoleErrors(page);

    // The form: the client, one of its people and a new one added in place, dates and a budget.
    await page.goto(`/${ORG}/trips/create`);
    await expect(page.getByRole('heading', { level: 1, name: 'New trip' })).toBeVisible();
    violations.push(...(await axeViolations(page, 'trip form')));
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('combobox', { name: 'Search clients' }).fill(client.name);
    // An option names the client, then what tells it apart from a namesake (city, email, phone, owner).
    await page
      .getByRole('option', {
        name: new RegExp(`^${client.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`),
      })
      .first()
      .click();
    const travellers = page.getByRole('group', { name: 'Travellers' });
    await travellers.getByRole('checkbox', { name: new RegExp(client.contact.full_name) }).check();
    await travellers.getByRole('button', { name: 'Add a new traveller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a new traveller' });
    await dialog.getByRole('textbox', { name: /^First name/ }).fill('Valentina');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Ortiz');
    await dialog.getByLabel('Date of birth').fill('1992-04-18');
    await dialog.getByRole('button', { name: 'Add traveller' }).click();
    await expect(dialog).toBeHidden();
    await expect(travellers.getByRole('checkbox', { name: /Valentina Ortiz/ })).toBeChecked();
    await expect(travellers.getByText('2 travellers chosen.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Destinations' }).fill('Madrid');
    await page.keyboard.press('Enter');
    await page.getByLabel('Start date').fill(day(30));
    await page.getByLabel('End date').fill(day(37));
    await page.getByRole('textbox', { name: 'Budget' }).fill('85,000');
    await page.getByRole('button', { name: 'Create trip' }).click();

    await expect(page).toHaveURL(/\/mx\/trips\/\d+$/);
    const id = Number(page.url().split('/').at(-1));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const trip = (await (await request.get(`/api/v2/${ORG}/trips/${id}`, { headers })).json()).data;
    expect(trip.travellers).toHaveLength(2);
    expect(trip.budget).toBe(8_500_000);

    // The list finds it by its reference as one types.
    await page.goto(`/${ORG}/trips`);
    await page.getByRole('searchbox', { name: 'Search trips' }).fill(trip.reference);
    const row = page.getByRole('table', { name: 'Trips' }).getByRole('row', { name: new RegExp(title) });
    // The search has answered (the header and the one trip), not the list from before it.
    await expect(page.getByRole('table', { name: 'Trips' }).getByRole('row')).toHaveCount(2);
    await expect(row).toBeVisible();
    await expect(row.getByText('Inquiry')).toBeVisible();
    violations.push(...(await axeViolations(page, 'trips list')));
    await row.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/mx/trips/${id}$`));

    // Inquiry -> Confirmed from the status menu, which offers only the allowed moves.
    await page.getByRole('button', { name: 'Status: Inquiry. Change it' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Quoted', 'Confirmed', 'Cancelled']);
    await menu.getByRole('menuitem', { name: 'Confirmed' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
      'Moved to Confirmed',
    );
    await expect(page.getByRole('button', { name: 'Status: Confirmed. Change it' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Traveller checks' })).toContainText('No problems found');

    // A passport that runs out a month after the trip: nothing to say until a flight goes abroad.
    const valentina = trip.travellers.find(
      (traveller: { name: string }) => traveller.name === 'Valentina Ortiz',
    );
    const passport = await request.put(`/api/v2/${ORG}/contacts/${valentina.id}`, {
      headers,
      data: { passport_number: 'PAB123456', passport_expiry: day(67) },
    });
    expect(passport.status()).toBe(200);

    // A flight of two segments through the booking dialog: an overnight MEX–MAD, then on to Rome.
    const totals = page.getByRole('region', { name: 'Totals' });
    const bookings = page.getByRole('region', { name: 'Bookings' });
    await bookings.getByRole('button', { name: 'Add the first booking' }).click();
    const booking = page.getByRole('dialog', { name: 'Add a booking' });
    await booking.getByRole('button', { name: /^Flight/ }).click();
    await booking.getByRole('textbox', { name: 'PNR', exact: true }).fill('QX7H2K');
    const first = booking.getByRole('listitem', { name: 'Segment 1' });
    await first.getByRole('combobox', { name: 'Airline', exact: true }).fill('AM');
    await booking.getByRole('option', { name: /^AM\s*Aerom/ }).click();
    await expect(first.getByRole('combobox', { name: 'Airline', exact: true })).toHaveValue(/^AM · Aerom/);
    await first.getByRole('textbox', { name: 'Flight number' }).fill('1');
    await first.getByRole('combobox', { name: 'From', exact: true }).fill('MEX');
    await booking.getByRole('option', { name: /^MEX/ }).click();
    await first.getByLabel('Departure (local)').fill(`${day(30)}T21:30`);
    await first.getByRole('combobox', { name: 'To', exact: true }).fill('MAD');
    await booking.getByRole('option', { name: /^MAD/ }).click();
    await first.getByLabel('Arrival (local)').fill(`${day(31)}T15:10`);
    const overnight = duration(
      instantAt(`${day(30)}T21:30`, 'America/Mexico_City'),
      instantAt(`${day(31)}T15:10`, 'Europe/Madrid'),
    );
    await expect(first.getByText(`Flight time: ${overnight}`)).toBeVisible();
    // The next segment leaves from where the last one landed, on the same airline.
    await booking.getByRole('button', { name: 'Add the next segment' }).click();
    const second = booking.getByRole('listitem', { name: 'Segment 2' });
    await expect(second.getByRole('combobox', { name: 'Airline', exact: true })).toHaveValue(/^AM · /);
    await expect(second.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(/^MAD · /);
    await second.getByRole('textbox', { name: 'Flight number' }).fill('21');
    await second.getByLabel('Departure (local)').fill(`${day(31)}T17:05`);
    await second.getByRole('combobox', { name: 'To', exact: true }).fill('FCO');
    await booking.getByRole('option', { name: /^FCO/ }).click();
    await second.getByLabel('Arrival (local)').fill(`${day(31)}T19:35`);
    await expect(second.getByText('Connection: 1 h 55 min')).toBeVisible();
    await expect(second.getByText('Flight time: 2 h 30 min')).toBeVisible();
    await booking
      .getByRole('textbox', { name: `Ticket number of ${client.contact.full_name}` })
      .fill('1392345678901');
    await booking.getByRole('textbox', { name: 'Ticket number of Valentina Ortiz' }).fill('1392345678902');
    await booking.getByRole('textbox', { name: 'Cost', exact: true }).fill('30,000');
    await booking.getByRole('textbox', { name: 'Sell price' }).fill('36,000');
    violations.push(...(await axeViolations(page, 'flight dialog')));
    await booking.getByRole('button', { name: 'Add booking' }).click();
    await expect(booking).toBeHidden();
    const flight = bookings.getByRole('listitem', { name: 'MEX → MAD → FCO' });
    await expect(flight).toContainText('QX7H2K');
    await expect(flight).toContainText('MAD 15:10+1');
    await expect(flight).toContainText(overnight);
    await expect(flight).toContainText('2 h 30 min');
    await expect(totals).toContainText('$36,000.00');

    // A hotel in Rome for the rest of the trip.
    await bookings.getByRole('button', { name: 'Add booking' }).click();
    await booking.getByRole('button', { name: /^Hotel/ }).click();
    await booking.getByRole('textbox', { name: /^Title/ }).fill('Hotel Artemide');
    await booking.getByLabel('Check-in').fill(day(31));
    await booking.getByLabel('Check-out').fill(day(37));
    await expect(booking.getByText('6 nights')).toBeVisible();
    await booking.getByRole('combobox', { name: 'Board basis' }).selectOption('BB');
    await booking.getByRole('textbox', { name: 'Sell price' }).fill('18,500');
    await booking.getByRole('button', { name: 'Add booking' }).click();
    await expect(booking).toBeHidden();
    await expect(bookings.getByRole('listitem', { name: 'Hotel Artemide' })).toBeVisible();
    await expect(flight).toBeVisible();

    // Both sells in the totals, and the passport problem the flight abroad brings, without a reload.
    await expect(totals).toContainText('$54,500.00');
    const checks = page.getByRole('region', { name: 'Traveller checks' });
    await expect(checks).toContainText('Valentina Ortiz’s passport expires on');
    await expect(checks).toContainText('too soon after the trip ends');
    violations.push(...(await axeViolations(page, 'trip page')));
    const saved = (await (await request.get(`/api/v2/${ORG}/trips/${id}/bookings`, { headers })).json())
      .data as Array<{ type: string; sell: number; travellers: Array<{ ticket_number: string | null }> }>;
    expect(saved.map((item) => [item.type, item.sell])).toEqual([
      ['flight', 3_600_000],
      ['hotel', 1_850_000],
    ]);
    expect(saved[0]?.travellers.map((traveller) => traveller.ticket_number)).toEqual([
      '1392345678901',
      '1392345678902',
    ]);

    // The itinerary, then its PDF.
    await page.getByRole('link', { name: 'Itinerary' }).click();
    await expect(page).toHaveURL(new RegExp(`/mx/trips/${id}/itinerary$`));
    const document = page.getByRole('article', { name: `Itinerary ${trip.reference}` });
    await expect(document).toContainText('Flight AM 1 · MEX → MAD');
    await expect(document).toContainText('Flight AM 21 · MAD → FCO');
    await expect(document).toContainText('Hotel Artemide');
    await expect(document).toContainText('Valentina Ortiz');
    violations.push(...(await axeViolations(page, 'itinerary')));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`itinerary-${trip.reference}.pdf`);
    const file = await download.path();
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(violations, 'serious or critical axe violations').toEqual([]);
    expect(errors).toEqual([]);
  });
});
