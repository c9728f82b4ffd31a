import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerStudent } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 15 point 9: the messages the server sends (in English) are shown in the interface language: a device that
 * chose Hindi sees the sign-in and registration refusals in Hindi (lib/i18n/server-text.ts).
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  // The device chose Hindi before (the switch on every signed-out card keeps it in localStorage).
  await context.addInitScript(() => localStorage.setItem('uiLanguage', 'hi'));
  page = await context.newPage();
});

const alertText = () => page.getByRole('alert').first().textContent();

describe("the server's messages on the signed-out screens, in Hindi", () => {
  it('shows the invalid-credentials message in Hindi', async () => {
    const student = await registerStudent(server.url, 'Hindi Sign In');
    await page.goto(`${server.url}/login`);
    await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
    await page.getByLabel('ईमेल', { exact: true }).fill(student.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'लॉगिन', exact: true }).click();
    await expect.poll(alertText).toBe('ईमेल या पासवर्ड गलत है।');
  });

  it("shows the server's password rule in Hindi at registration", async () => {
    await page.goto(`${server.url}/register`);
    await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
    await page.getByLabel('नाम', { exact: true }).fill('Asha Verma');
    await page.getByLabel('ईमेल पता', { exact: true }).fill(`hindi-rule-${Date.now()}@example.com`);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('password');
    await page.getByLabel('पासवर्ड की पुष्टि करें', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'रजिस्टर करें', exact: true }).click();
    await expect
      .poll(alertText)
      .toBe('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए और आम तौर पर इस्तेमाल होने वाला पासवर्ड नहीं होना चाहिए।');
    expect(page.url()).toBe(`${server.url}/register`);
  });
});
