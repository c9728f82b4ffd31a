import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { switchToHindi } from './support/hindi.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 15 point 9: the analytics screens in Hindi (dashboard, /tests, /performance, /progress, /study-plan and a
 * subject page) for the demo student: their headings and labels, no sideways scroll at 320 px, and axe-core with
 * no serious or critical violation on main in both themes.
 */
const THEMES = ['light', 'dark'] as const;

let server: RunningServer;
let browser: Browser;
/** A subject of the demo student's tests, e.g. '/subjects/Physics'. */
let subjectPath: string;

async function open(
  viewport: { width: number; height: number },
  theme: (typeof THEMES)[number],
): Promise<Page> {
  // The app's CSP allows no inline script: the test injects axe past it, the app is unchanged.
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  return context.newPage();
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // The demo student chooses Hindi once; it is kept for them, so every later sign-in opens in Hindi.
  const page = await open({ width: 1280, height: 900 }, 'light');
  await login(page, server.url, DEMO.student.email);
  await page.getByRole('heading', { name: 'Performance Analytics Hub', level: 1 }).waitFor();
  await switchToHindi(page);
  await page.goto(`${server.url}/tests`);
  await page.getByRole('heading', { name: 'उपलब्ध टेस्ट', level: 1 }).waitFor();
  const firstSubject = page.locator('main a[href^="/subjects/"]').first();
  await firstSubject.waitFor();
  subjectPath = (await firstSubject.getAttribute('href'))!;
  await page.context().close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Each screen and the heading that says it has loaded in Hindi. */
const SCREENS = [
  { path: '/dashboard', heading: 'प्रदर्शन विश्लेषण केंद्र' },
  { path: '/tests', heading: 'उपलब्ध टेस्ट' },
  { path: '/performance', heading: 'विस्तृत विश्लेषण' },
  { path: '/progress', heading: 'प्रगति ट्रैकर' },
  { path: '/study-plan', heading: 'अध्ययन योजना' },
] as const;

describe('the analytics screens in Hindi', () => {
  it('shows the headings, labels and figure names in Hindi', async () => {
    const page = await open({ width: 1280, height: 900 }, 'light');
    await login(page, server.url, DEMO.student.email);

    await page.getByRole('heading', { name: 'प्रदर्शन विश्लेषण केंद्र', level: 1 }).waitFor();
    await page.getByText('फिर से स्वागत है, Student Demo!').waitFor();
    await page.getByRole('link', { name: 'टेस्ट दें', exact: true }).waitFor();
    for (const name of ['AI-आधारित इनसाइट', 'त्वरित आँकड़े', 'अध्ययन सुझाव', 'त्वरित कार्य', 'हाल के टेस्ट का प्रदर्शन'])
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    await page.getByRole('tab', { name: 'प्रदर्शन रुझान' }).waitFor();
    await page.getByRole('tab', { name: 'प्रतिस्पर्धा' }).waitFor();
    await page.getByRole('heading', { name: 'स्कोर और सटीकता रुझान', level: 3 }).waitFor();
    await page.getByRole('button', { name: 'औसत स्कोर की गणना कैसे होती है?' }).waitFor();
    expect(await page.getByText('औसत स्कोर', { exact: true }).count()).toBeGreaterThan(0);

    await page.goto(`${server.url}/tests`);
    await page.getByRole('heading', { name: 'उपलब्ध टेस्ट', level: 1 }).waitFor();
    await page.getByRole('search', { name: 'टेस्ट खोजें' }).waitFor();
    await page.getByRole('button', { name: 'रीसेट करें' }).waitFor();
    await page.getByRole('heading', { name: 'प्रदर्शन सारांश', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'सही बनाम गलत', level: 3 }).waitFor();
    expect(await page.getByRole('link', { name: 'टेस्ट शुरू करें' }).count()).toBeGreaterThan(0);

    await page.goto(`${server.url}/performance`);
    await page.getByRole('heading', { name: 'विस्तृत विश्लेषण', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'सभी परिणाम', level: 2 }).waitFor();
    await page.getByRole('table', { name: 'आपके परिणाम' }).waitFor();
    await page.getByRole('heading', { name: 'टॉपर तुलना', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'सटीकता बनाम गति', level: 2 }).waitFor();

    await page.goto(`${server.url}/progress`);
    await page.getByRole('heading', { name: 'प्रगति ट्रैकर', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'लक्ष्य स्कोर', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'सप्ताह-दर-सप्ताह', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'सक्रिय दिन', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'लक्ष्य सहेजें' }).waitFor();
    await page.getByRole('region', { name: 'गतिविधि कैलेंडर, पिछले 52 सप्ताह' }).waitFor();

    await page.goto(`${server.url}/study-plan`);
    await page.getByRole('heading', { name: 'अध्ययन योजना', level: 1 }).waitFor();
    await page.getByLabel('परीक्षा तिथि').waitFor();
    await page.getByText('वैकल्पिक। इसके बिना योजना आने वाले 7 दिनों की होती है।').waitFor();

    await page.goto(`${server.url}${subjectPath}`);
    await page
      .getByRole('heading', { name: decodeURIComponent(subjectPath.split('/').pop()!), level: 1 })
      .waitFor();
    await page.getByRole('heading', { name: 'टॉपिक', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'सबसे अधिक गलत हुए प्रश्न', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'प्रति प्रश्न समय', level: 2 }).waitFor();
    await page.getByRole('columnheader', { name: /टॉपिक सटीकता/ }).waitFor();
    await page.context().close();
  });

  for (const theme of THEMES) {
    it(`fits 320 px without sideways scroll and passes axe on main, ${theme}`, async () => {
      const page = await open({ width: 320, height: 700 }, theme);
      await login(page, server.url, DEMO.student.email);
      for (const screen of [...SCREENS, { path: subjectPath, heading: 'टॉपिक' }]) {
        await page.goto(`${server.url}${screen.path}`);
        await page.getByRole('heading', { name: screen.heading }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await sidewaysScroll(page), screen.path).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page, 'main'), screen.path).toEqual([]);
      }
      await page.context().close();
    });
  }
});
