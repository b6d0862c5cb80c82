import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export { expect };

export const DEMO_PASSWORD = 'password';

export const DEMO = {
  admin: 'admin@example.com',
  agent: 'agent@example.com',
  staff: 'staff@example.com',
  solo: 'solo@example.com',
} as const;

/** A demo user's API token, for a test's requests beside the browser. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v2/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Every browser test runs under the server's Content-Security-Policy, and fails if any page of its
 * context reported a violation: `cspViolations` lists them as they come (directive, blocked URL,
 * source line), for a test that provokes one on purpose.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  cspViolations: async ({}, use) => {
    const violations: string[] = [];
    await use(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  context: async ({ context, cspViolations }, use) => {
    await context.exposeBinding('reportCspViolation', (_source, violation: string) => {
      cspViolations.push(violation);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const { reportCspViolation } = window as unknown as {
          reportCspViolation: (violation: string) => void;
        };
        reportCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
        );
      });
    });
    await use(context);
  },
});

/**
 * Signs in through the login form, as a person would, and waits for the app to land somewhere.
 * Any earlier session is dropped first (a signed-in visit to /login redirects). Storage is cleared
 * on a JSON page of the same origin, where the app is not running and cannot race the next
 * navigation with a redirect of its own.
 */
export async function signIn(page: Page, email: string) {
  await page.goto('/api/v2/statuses');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Collects console errors so a test can assert that a journey produced none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until nothing in the page's main area is loading or moving: no busy table or panel, no
 * spinner or skeleton, no transition or entrance animation running (axe would read colours
 * mid-fade; a table fades while it refetches).
 */
export async function settled(page: Page): Promise<void> {
  await expect(
    page.locator('main [aria-busy="true"], main [role="status"] .animate-spin, main .animate-pulse'),
  ).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** The serious and critical axe violations of the page once it has settled, one line per element. */
export async function axeViolations(page: Page, screen: string): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is an "experimental" rule, off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${screen}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    );
}
