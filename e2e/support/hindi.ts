import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Turns the interface to Hindi with the top bar's switch, as a signed-in student does: the choice is kept on the
 * server (PUT /api/profile/ui-language answers 200), and the page's lang turns to 'hi' once the Hindi messages (a
 * chunk of their own) have arrived.
 */
export async function switchToHindi(page: Page): Promise<void> {
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/profile/ui-language') && res.request().method() === 'PUT',
  );
  await page.getByRole('switch', { name: 'हिन्दी' }).click();
  expect((await saved).status()).toBe(200);
  // Not expect.poll: it is refused outside a test, and some specs switch in beforeAll.
  await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
}
