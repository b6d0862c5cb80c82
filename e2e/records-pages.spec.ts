import type { Page } from '@playwright/test';
import { collectConsoleErrors, DEMO, expect, signIn, test } from './support.ts';

// Data is made per test, with a suffix, so runs never depend on each other or on the demo data.
const suffix = () => `${Date.now()}`.slice(-6);
// A Colombian mobile number unique to this run: 310 + 7 digits.
const colombianMobile = () => {
  const digits = `${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
  return { national: `310 ${digits.slice(0, 3)} ${digits.slice(3)}`, digits: `310${digits}` };
};

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test.describe('record pages', () => {
  test('an agent creates a lead, finds it by phone with Cmd+K, notes it, and converts it into a client', async ({
    page,
  }) => {
    const tag = suffix();
    const phone = colombianMobile();
    const lastName = `Ríos ${tag}`;
    const fullName = `Valentina ${lastName}`;

    await signIn(page, DEMO.agent);
    // From here on (the sign-in helper's own JSON page is not part of the journey).
    const errors = collectConsoleErrors(page);
    await expect(page).toHaveURL(/\/co$/);
    await page.goto('/co/leads/create');
    await page.getByRole('textbox', { name: 'First name' }).fill('Valentina');
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await page.getByRole('textbox', { name: 'Phone' }).fill(phone.national);
    await page.getByRole('textbox', { name: 'Destinations' }).fill('Cartagena');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Create lead' }).click();

    await expect(page).toHaveURL(/\/co\/leads\/\d+$/);
    const leadUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    await expect(notifications(page)).toContainText(`Lead ${fullName} created`);
    // Stored E.164, shown formatted, with the call button (live once the calling device registered).
    await expect(page.getByText(`+57${phone.digits}`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Call / }).first()).toBeEnabled();

    // Global search from another page, by the phone typed in another format.
    await page.goto('/co');
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    await expect(palette).toBeVisible();
    const international = `+57 (${phone.digits.slice(0, 3)}) ${phone.digits.slice(3, 6)}-${phone.digits.slice(6)}`;
    await palette.getByRole('combobox').fill(international);
    const result = palette
      .getByRole('group', { name: 'Leads' })
      .getByRole('option', { name: new RegExp(fullName) });
    await expect(result).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(leadUrl);

    // A note, saved with Ctrl/Cmd+Enter, shows in the timeline.
    const note = `Wants a beach week in Cartagena (${tag}).`;
    await page.getByRole('textbox', { name: 'Add a note' }).fill(note);
    await page.keyboard.press('ControlOrMeta+Enter');
    const timeline = page.getByRole('list', { name: 'Activity' });
    await expect(timeline).toContainText(note);
    await expect(timeline).toContainText('Lead created');

    // Convert into a new client: the client page opens with the lead as its contact.
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Convert ${fullName}` });
    await dialog.getByRole('button', { name: 'Convert lead' }).click();
    await expect(page).toHaveURL(/\/co\/clients\/\d+$/);
    await expect(notifications(page)).toContainText(`${fullName} converted to client ${fullName}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    const contacts = page.getByRole('region', { name: 'Contacts' });
    await expect(contacts.getByRole('button', { name: fullName, exact: true })).toBeVisible();
    await expect(contacts).toContainText('Primary');
    // The lead's history shows on the client's timeline.
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(note);

    // The lead is now read-only and links to what it became.
    await page.getByRole('link', { name: fullName }).first().click();
    await expect(page).toHaveURL(leadUrl);
    await expect(page.getByText('This lead was converted and is read-only.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

    expect(errors).toEqual([]);
  });

  test('an agent adds contacts to a client and merges two of them', async ({ page }) => {
    const tag = suffix();
    const clientName = `Familia Ortega ${tag}`;

    await signIn(page, DEMO.agent);
    // From here on (the sign-in helper's own JSON page is not part of the journey).
    const errors = collectConsoleErrors(page);
    await page.goto('/co/clients/create');
    await page.getByRole('radio', { name: 'Household' }).check();
    await page.getByRole('textbox', { name: 'Name' }).fill(clientName);
    await page.getByRole('button', { name: 'Create client' }).click();
    await expect(page).toHaveURL(/\/co\/clients\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible();

    const contacts = page.getByRole('region', { name: 'Contacts' });
    await expect(contacts).toContainText('No contacts yet');

    const addContact = async (first: string, last: string, email: string, phone?: string) => {
      await contacts.getByRole('button', { name: 'Add contact' }).click();
      const sheet = page.getByRole('dialog', { name: 'New contact' });
      await sheet.getByRole('textbox', { name: 'First name (as on passport)' }).fill(first);
      await sheet.getByRole('textbox', { name: 'Last name (as on passport)' }).fill(last);
      await sheet.getByRole('textbox', { name: 'Email' }).fill(email);
      if (phone) await sheet.getByRole('textbox', { name: 'Phone', exact: true }).fill(phone);
      await sheet.getByRole('button', { name: 'Add contact' }).click();
      await expect(notifications(page)).toContainText(`Contact ${first} ${last} added`);
    };

    await addContact('Lucía', `Ortega ${tag}`, `lucia.${tag}@example.com`, colombianMobile().national);
    // Closing the sheet (no duplicate found) leaves the list with the new contact.
    await expect(page.getByRole('dialog', { name: 'New contact' })).toBeHidden();
    await expect(contacts.getByRole('button', { name: `Lucía Ortega ${tag}`, exact: true })).toBeVisible();

    // The same person entered again, under a shorter name.
    await addContact('Lucia', `O. ${tag}`, `lucia.o.${tag}@example.com`);
    await expect(contacts.getByRole('button', { name: `Lucia O. ${tag}`, exact: true })).toBeVisible();
    await expect(contacts).toContainText('2 people');

    await contacts.getByRole('button', { name: `Actions for Lucía Ortega ${tag}` }).click();
    await page.getByRole('menuitem', { name: 'Merge with…' }).click();
    const merge = page.getByRole('dialog', { name: `Merge Lucía Ortega ${tag} with another contact` });
    await merge.getByRole('radio', { name: new RegExp(`Lucia O\\. ${tag}`) }).check();
    // The confirmation says what moves where before anything happens.
    await expect(merge).toContainText(
      `The notes, files and timeline of Lucia O. ${tag} move to Lucía Ortega ${tag}.`,
    );
    await expect(merge).toContainText(`Lucia O. ${tag} is then deleted.`);
    await merge.getByRole('button', { name: 'Merge contacts' }).click();

    await expect(notifications(page)).toContainText(`Lucia O. ${tag} merged into Lucía Ortega ${tag}`);
    await expect(contacts.getByRole('button', { name: `Lucia O. ${tag}`, exact: true })).toHaveCount(0);
    await expect(contacts).toContainText('1 person');

    // The survivor kept the other's email, and its timeline says what happened.
    await contacts.getByRole('button', { name: `Lucía Ortega ${tag}`, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: `Lucía Ortega ${tag}` });
    await expect(sheet).toContainText(`lucia.o.${tag}@example.com`);
    await expect(sheet.getByRole('list', { name: 'Activity' })).toContainText(`Merged with Lucia O. ${tag}`);
    await expect(page).toHaveURL(/\?contact=\d+$/);

    expect(errors).toEqual([]);
  });
});
