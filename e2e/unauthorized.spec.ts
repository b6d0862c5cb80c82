import type { APIRequestContext, Page, Request, Route } from '@playwright/test';
import { TELEPHONY_TOKEN_REFRESH_MS } from '../packages/contracts/src/telephony.ts';
import { DEMO, expect, signIn, test } from './support.ts';

// Spec §8: "HTTP 401 on any response: clears token, user and saved organization, and sends the
// browser to /login", whatever the app is doing when the token stops working. Each test revokes
// the token behind the browser's back (as an expiry, or a logout on another device would) at one
// moment of a journey, and checks where the browser ends.

/** The API requests each page has sent and not yet seen answered, from sign-in on. */
const unanswered = new WeakMap<Page, Set<Request>>();

/** Signs the agent in, keeping count of the API requests the app leaves waiting for an answer. */
async function signInAndSettle(page: Page) {
  const requests = new Set<Request>();
  unanswered.set(page, requests);
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/v2/')) requests.add(sent);
  });
  page.on('requestfinished', (answered) => requests.delete(answered));
  page.on('requestfailed', (failed) => requests.delete(failed));
  await signIn(page, DEMO.agent);
  await expect(page).toHaveURL(/\/co$/);
}

/**
 * Waits until the API requests sent so far have been answered. A route the test has just put
 * in place sees only the requests sent after it: one already on its way would otherwise meet the
 * revocation, and end the session before the moment the test means to look at.
 */
async function answeredSoFar(page: Page) {
  const requests = unanswered.get(page) ?? new Set();
  const sent = [...requests];
  await expect.poll(() => sent.filter((request) => requests.has(request)).length).toBe(0);
}

/** Revokes the browser's token on the server: its next request answers 401. */
async function revoke(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoked = await request.post('/api/v2/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);
}

/** The end of every journey: the login form, no session left in storage, nothing still loading. */
async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('user'),
      localStorage.getItem('currentOrganizationCode'),
    ]),
  ).toEqual([null, null, null]);
}

/**
 * From now on, only the API requests matching `path` reach the server; the others wait forever,
 * so the 401 that ends the session can only come from that path.
 */
async function onlyThrough(page: Page, path: RegExp) {
  await page.route('**/api/v2/**', (route: Route) => {
    if (path.test(new URL(route.request().url()).pathname)) return route.continue();
    // Never answered: the page leaves for /login before it matters.
    return undefined;
  });
  await answeredSoFar(page);
}

/**
 * From now on the API requests wait, until `release` lets them reach the server (after the
 * revocation): requests in flight when the token dies, answered at a moment the test chooses.
 */
async function holdRequests(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/api/v2/**', (route: Route) => {
    if (!holding) return route.continue();
    held.push(route);
    return undefined;
  });
  await answeredSoFar(page);
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue().catch(() => {})));
    },
  };
}

/** Holds the requests to `url` until `open()`; `reached` settles when the first one arrives. */
async function holdRoute(page: Page, url: RegExp) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let arrived: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(url, async (route) => {
    arrived();
    await opened;
    // The page may have left for /login already, dropping the request.
    await route.continue().catch(() => {});
  });
  return { reached, open };
}

const clientsLink = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Clients' });

test.describe('a token revoked elsewhere ends the session (spec §8)', () => {
  test('when the app starts again on a signed-in page (a reload)', async ({ page, request }) => {
    await signInAndSettle(page);
    // The app closes (on a page of the origin where it does not run), the token dies, it opens.
    await page.goto('/api/v2/statuses');
    await revoke(page, request);
    // The new page sends itself on to /login before it has finished loading.
    await page.goto('/co/clients', { waitUntil: 'commit' });
    await expectSignedOut(page);
  });

  test('idle, then a click on a page that fetches', async ({ page, request }) => {
    await signInAndSettle(page);
    await onlyThrough(page, /\/clients$/);
    await revoke(page, request);
    await clientsLink(page).click();
    await expectSignedOut(page);
  });

  test('while a list request is in flight', async ({ page, request }) => {
    await signInAndSettle(page);
    await onlyThrough(page, /\/clients$/);
    // The clients list request leaves with the token, and reaches the server once it is revoked.
    const list = await holdRoute(page, /\/api\/v2\/co\/clients\b/);
    await clientsLink(page).click();
    await list.reached;
    await revoke(page, request);
    list.open();
    await expectSignedOut(page);
  });

  test("while the next screen's code is still loading", async ({ page, request }) => {
    await page.clock.install();
    await signInAndSettle(page);
    // The Clients screen's module is held until the session has ended under it.
    const screenCode = await holdRoute(page, /\/clients-list-[\w-]+\.js$/);
    const requests = await holdRequests(page);
    await revoke(page, request);
    await clientsLink(page).click();
    await screenCode.reached;
    // The refreshes of the screen being left (the overdue tasks, an agent's availability) meet the
    // 401 while the next one is loading.
    await page.clock.fastForward(60_000);
    await expect.poll(requests.count).toBeGreaterThan(0);
    const refused = page.waitForResponse(
      (response) => response.url().includes('/api/v2/') && response.status() === 401,
    );
    await requests.release();
    await refused;
    screenCode.open();
    await expectSignedOut(page);
  });

  test('with the page in the query cache, shown while it is fetched again', async ({ page, request }) => {
    await page.clock.install();
    await signInAndSettle(page);
    await clientsLink(page).click();
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Leads' }).click();
    await expect(page.getByRole('heading', { name: 'Leads', exact: true })).toBeVisible();
    await onlyThrough(page, /\/clients$/);
    await revoke(page, request);
    // Past the cache's freshness: the list shows what it kept, and asks the server again.
    await page.clock.fastForward(31_000);
    await clientsLink(page).click();
    await expectSignedOut(page);
  });

  test('when the realtime connection comes back and authorises its channels again', async ({
    page,
    request,
  }) => {
    // The socket goes through the test, which can cut it as a network would.
    const sockets: Array<() => void> = [];
    await page.routeWebSocket(/.*/, (socket) => {
      const server = socket.connectToServer();
      sockets.push(() => {
        void socket.close();
        void server.close();
      });
    });
    await signInAndSettle(page);
    await expect(page.getByRole('status', { name: 'Realtime: connected' })).toBeVisible();
    await onlyThrough(page, /\/broadcasting\/auth$/);
    await revoke(page, request);
    const refused = page.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'));
    for (const cut of sockets) cut();
    expect((await refused).status()).toBe(401);
    await expectSignedOut(page);
  });

  test("when the calling device's token is refreshed", async ({ page, request }) => {
    await page.clock.install();
    await signInAndSettle(page);
    await expect(page.getByRole('button', { name: 'Calling: Ready to make calls' })).toBeVisible();
    await onlyThrough(page, /\/telephony\/access-token$/);
    await revoke(page, request);
    const refused = page.waitForResponse((response) => response.url().endsWith('/telephony/access-token'));
    await page.clock.fastForward(TELEPHONY_TOKEN_REFRESH_MS);
    expect((await refused).status()).toBe(401);
    await expectSignedOut(page);
  });
});
