import type { APIRequestContext } from '@playwright/test';
import { apiToken, bearer, collectConsoleErrors, DEMO, expect, settled, signIn, test } from './support.ts';

/** A made-up surname of letters only, unique to this run, so the searches find only its records. */
const uniqueWord = () =>
  Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

async function post(request: APIRequestContext, token: string, path: string, data: object) {
  const response = await request.post(`/api/v2/co${path}`, {
    headers: bearer(token),
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data as { id: number };
}

test.describe('search', () => {
  test('Cmd+K finds a person the way people type: no accents, words in any order, a typo; and a deal by its title', async ({
    page,
    request,
  }) => {
    const tag = uniqueWord();
    const token = await apiToken(request, DEMO.agent);
    const lead = await post(request, token, '/leads', {
      first_name: 'Ximena',
      last_name: `Ibáñez ${capitalized(tag)}`,
    });
    const client = await post(request, token, '/clients', { name: `Familia Ibáñez ${capitalized(tag)}` });
    const deal = await post(request, token, '/opportunities', {
      title: `Luna de miel en Cartagena ${capitalized(tag)}`,
      client_id: client.id,
    });

    await signIn(page, DEMO.agent);
    const errors = collectConsoleErrors(page);
    await expect(page).toHaveURL(/\/co$/);
    // The shortcut's listener is the shell's: press once the first screen has settled.
    await settled(page);
    await page.keyboard.press('ControlOrMeta+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    const input = palette.getByRole('combobox');

    // Without accents, surname first, the first name's start last.
    await input.fill(`ibanez ${tag} xim`);
    const person = palette
      .getByRole('group', { name: 'Leads' })
      .getByRole('option', { name: new RegExp(`Ximena Ibáñez ${capitalized(tag)}`) });
    await expect(person).toHaveAttribute('aria-selected', 'true');
    await expect(person.locator('mark')).toHaveText(['Xim', 'Ibáñez', capitalized(tag)]);

    // A typo: nothing matches word for word, so the closest come, and the palette says so.
    await input.fill(`ximena ibanes ${tag}`);
    await expect(
      palette.getByText(`Nothing matches “ximena ibanes ${tag}” exactly. The closest:`),
    ).toBeVisible();
    await expect(palette.getByRole('option').first()).toContainText(`Ximena Ibáñez ${capitalized(tag)}`);

    // A deal by words of its title; Enter opens it.
    await input.fill(`cartagena ${tag} luna`);
    const dealOption = palette
      .getByRole('group', { name: 'Opportunities' })
      .getByRole('option', { name: new RegExp(`Luna de miel en Cartagena ${capitalized(tag)}`) });
    await expect(dealOption).toContainText(`Familia Ibáñez ${capitalized(tag)}`);
    await dealOption.click();
    await expect(page).toHaveURL(new RegExp(`/co/opportunities/${deal.id}$`));

    // The leads list matches its search box the same way, and says when it shows the closest.
    await page.goto(`/co/leads?q=${encodeURIComponent(`${tag} ximena`)}`);
    await expect(page.getByRole('link', { name: `Ximena Ibáñez ${capitalized(tag)}` })).toBeVisible();
    await page.goto(`/co/leads?q=${encodeURIComponent(`ibanes ${tag}`)}`);
    await expect(
      page.getByText(`Nothing matches “ibanes ${tag}” exactly: these are the closest.`),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `Ximena Ibáñez ${capitalized(tag)}` })).toHaveAttribute(
      'href',
      `/co/leads/${lead.id}`,
    );
    expect(errors).toEqual([]);
  });
});
