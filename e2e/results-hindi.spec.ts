import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { switchToHindi } from './support/hindi.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 15 point 9: the result page in Hindi for the demo student, opened from /performance: its header, tabs,
 * toolbar and the 'View All Questions' list with its filters, and axe-core with no serious or critical violation
 * on main at 390 px in both themes.
 */
const THEMES = ['light', 'dark'] as const;

let server: RunningServer;
let browser: Browser;
/** A result of the demo student, e.g. '/results/12'. */
let resultPath: string;

async function open(
  viewport: { width: number; height: number },
  theme: (typeof THEMES)[number],
): Promise<Page> {
  // The app's CSP allows no inline script: the test injects axe past it, the app is unchanged.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  return context.newPage();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The demo student chooses Hindi once; it is kept for them, so every later sign-in opens in Hindi.
  const page = await open({ width: 1280, height: 900 }, 'light');
  await login(page, server.url, DEMO.student.email);
  await page.getByRole('heading', { name: 'Performance Analytics Hub', level: 1 }).waitFor();
  await switchToHindi(page);
  await page.goto(`${server.url}/performance`);
  await page.getByRole('heading', { name: 'विस्तृत विश्लेषण', level: 1 }).waitFor();
  const firstResult = page.locator('main a[href^="/results/"]').first();
  await firstResult.waitFor();
  resultPath = (await firstResult.getAttribute('href'))!;
  await page.context().close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the result page in Hindi', () => {
  it('shows the header, tabs, toolbar and every question with its filters in Hindi', async () => {
    const page = await open({ width: 1280, height: 900 }, 'light');
    await login(page, server.url, DEMO.student.email);
    await page.getByRole('heading', { name: 'प्रदर्शन विश्लेषण केंद्र', level: 1 }).waitFor();
    await page.goto(`${server.url}${resultPath}`);

    await page.getByText(/^परिणाम विश्लेषण · /).waitFor();
    await page
      .getByText(/^\d+ प्रश्न$/)
      .first()
      .waitFor();
    for (const name of ['प्रदर्शन अवलोकन', 'विषयवार विश्लेषण', 'समय विश्लेषण', 'प्रश्नवार विवरण'])
      await page.getByRole('tab', { name, exact: true }).waitFor();
    await page.getByRole('link', { name: 'नया टेस्ट दें' }).waitFor();
    await page.getByRole('link', { name: 'डैशबोर्ड देखें' }).waitFor();
    await page.getByRole('group', { name: 'रिपोर्ट के विकल्प' }).waitFor();
    await page.getByRole('button', { name: 'रिपोर्ट डाउनलोड करें' }).waitFor();
    await page.getByRole('heading', { name: 'उत्तर सारांश', level: 3 }).waitFor();
    await page.getByRole('heading', { name: 'अंकन योजना', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'आगे क्या?', level: 2 }).waitFor();

    await page.getByRole('tab', { name: 'प्रश्नवार विवरण', exact: true }).click();
    await page.getByRole('heading', { name: 'प्रश्नवार विश्लेषण', level: 3 }).waitFor();
    await page.getByRole('table', { name: 'प्रश्नवार विवरण' }).waitFor();
    await page.getByRole('button', { name: 'सभी प्रश्न देखें' }).click();
    await page.getByRole('heading', { name: 'सभी प्रश्न', level: 3 }).waitFor();
    await page.getByRole('combobox', { name: 'स्थिति' }).waitFor();
    await page.getByRole('combobox', { name: 'विषय' }).waitFor();
    await page.getByRole('article', { name: 'प्रश्न 1', exact: true }).waitFor();
    await page.getByText(/^प्रश्न 1–\d+ दिखाए जा रहे हैं, कुल \d+ मेल खा(ता|ते) प्रश्न \(टेस्ट में \d+\)$/).waitFor();
    await page.getByRole('button', { name: 'पहले 20 पर वापस जाएँ' }).waitFor();
    expect(await page.getByRole('button', { name: 'प्रश्न की रिपोर्ट करें' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  for (const theme of THEMES) {
    it(`has no serious axe violation on main at 390 px (${theme})`, async () => {
      const page = await open({ width: 390, height: 844 }, theme);
      await login(page, server.url, DEMO.student.email);
      await page.getByRole('heading', { name: 'प्रदर्शन विश्लेषण केंद्र', level: 1 }).waitFor();
      await page.goto(`${server.url}${resultPath}`);
      await page.getByRole('tab', { name: 'प्रदर्शन अवलोकन', exact: true }).waitFor();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.getByRole('tab', { name: 'प्रश्नवार विवरण', exact: true }).click();
      await page.getByRole('button', { name: 'सभी प्रश्न देखें' }).click();
      await page.getByRole('article', { name: 'प्रश्न 1', exact: true }).waitFor();
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.context().close();
    });
  }
});
