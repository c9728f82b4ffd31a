import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStudent } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 15 points 2, 3 and 10 on a phone: the exam screen in full-screen exam mode, its bottom bar, the palette
 * drawer, swipes, the submit summary, the leave guard, resuming at the question last seen, and axe-core.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;
const THEMES = ['light', 'dark'] as const;
const BIO = 'Biodiversity & Protected Areas: Topic Test';
const MOCK = 'UPSC Prelims Full Mock Test 3';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function see(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/** A phone with touch, signed in as a new student (each test its own, so no attempt is left over). */
async function phone(size: (typeof SIZES)[number], theme: (typeof THEMES)[number] = 'light'): Promise<Page> {
  const student = await registerStudent(server.url, 'Priya Phone');
  // The app's CSP allows no inline script: the test injects axe past it, the app is unchanged.
  const context = await browser.newContext({ viewport: size, hasTouch: true, bypassCSP: true });
  await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  const page = await context.newPage();
  await login(page, server.url, student.email, student.password);
  return page;
}

/** Opens a test's intro from the catalogue and starts it. */
async function startTest(page: Page, search: string, name: string, count: number): Promise<void> {
  await page.goto(`${server.url}/tests?search=${encodeURIComponent(search)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('link', { name: 'Start Test' }).click();
  await see(page.getByRole('heading', { level: 1, name }));
  // The intro is scrolled to its end, where the button is: the question must still open in view.
  await page.getByRole('button', { name: 'Start Test' }).click();
  await see(page.getByRole('heading', { name: `Question 1 of ${count}` }));
}

const examHeader = (page: Page) => page.getByRole('heading', { level: 1 }).locator('..');
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Question navigation' });
const paletteDrawer = (page: Page) => page.getByRole('dialog', { name: /^Question \d+ of \d+$/ });
const paletteButton = (page: Page, label: string) =>
  page
    .getByRole('navigation', { name: 'Question palette' })
    .getByRole('button', { name: label, exact: true });

/** A one-finger swipe across the question, through the browser's touch input. */
async function swipe(page: Page, direction: 'left' | 'right'): Promise<void> {
  const { width } = page.viewportSize()!;
  const y = 360;
  const [from, to] = direction === 'left' ? [width * 0.85, width * 0.15] : [width * 0.15, width * 0.85];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 6; step++) {
    const x = from + ((to - from) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** The submit summary's table, row by row. */
async function summaryRows(page: Page): Promise<string[][]> {
  const table = page
    .getByRole('dialog', { name: 'Submit the test now?' })
    .getByRole('table', { name: 'Summary' });
  await see(table);
  return table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

/** Sideways scroll of the page, and of any element that scrolls sideways on its own. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName}: ${active.textContent ?? ''}` : 'none';
  });
}

/**
 * The test screen, its dialogs and drawers; the app's top bar and navigation drawer (under the exam layer, and
 * checked by the shell's own specs) are left out.
 */
const EXAM_LAYER = { exclude: ['.MuiAppBar-root', 'nav[aria-label="Main navigation"]'] };

describe('the exam screen on a phone (issue 15)', () => {
  for (const size of SIZES) {
    it(`takes a test at ${size.width}x${size.height}: exam mode, bottom bar, palette drawer, swipes, summary, leave guard, resume`, async () => {
      const page = await phone(size);
      await startTest(page, 'biodiversity', BIO, 7);

      // Exam mode: the test covers the app's top bar; the question sits between the header and the bottom bar.
      const header = (await examHeader(page).boundingBox())!;
      const bar = (await bottomBar(page).boundingBox())!;
      const question = (await page.getByRole('heading', { name: 'Question 1 of 7' }).boundingBox())!;
      expect(header.y).toBe(0);
      expect(question.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(question.y + question.height).toBeLessThanOrEqual(bar.y);
      expect(bar.y + bar.height).toBeLessThanOrEqual(size.height);
      // What is on top at the screen's top edge is the exam's header, not the app's top bar.
      expect(
        await page.evaluate(
          () => document.elementFromPoint(window.innerWidth / 2, 8)?.closest('.MuiAppBar-root') ?? null,
        ),
      ).toBeNull();

      // The app behind the layer is inert: Tab never reaches a control the layer covers.
      expect(await page.evaluate(() => document.getElementById('root')?.inert)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#root') ?? null)).toBeNull();

      // The bottom bar: Previous, 'Mark for Review & Next', Next, on one row.
      const buttons = bottomBar(page).getByRole('button');
      expect(await buttons.allTextContents()).toEqual(['Previous', 'Mark for Review & Next', 'Next']);
      const tops = await buttons.evaluateAll((list) =>
        list.map((b) => Math.round(b.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(1);
      expect(await sidewaysOverflow(page)).toBe(0);

      // The palette drawer, by keyboard: Enter opens it with its legend, Escape closes it back to its button.
      const toggle = page.getByRole('button', { name: 'Palette', exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const drawer = paletteDrawer(page);
      await see(drawer);
      // The toggle is behind the drawer now (hidden from the accessibility tree), so found by its attribute.
      expect(
        await page
          .locator('button[aria-haspopup="dialog"]', { hasText: 'Palette' })
          .getAttribute('aria-expanded'),
      ).toBe('true');
      for (const text of [
        'Answered (0)',
        'Visited but Not Answered (1)',
        'Marked for Review (0)',
        'Not Visited (6)',
      ])
        await see(drawer.getByText(text, { exact: true }));
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await expect.poll(() => focused(page)).toBe('BUTTON: Palette');

      // A number chosen from the drawer opens that question, with the focus on it: keys 1–4 answer it there.
      await page.keyboard.press('Enter');
      await see(drawer);
      await paletteButton(page, 'Question 3: Not Visited').focus();
      await page.keyboard.press('Enter');
      await drawer.waitFor({ state: 'hidden' });
      await see(page.getByRole('heading', { name: 'Question 3 of 7' }));
      await expect.poll(() => focused(page)).toBe('H2: Question 3 of 7');
      await page.keyboard.press('2');
      await expect.poll(() => page.getByRole('radio').nth(1).isChecked()).toBe(true);

      // Swipes: left for the next question, right for the previous one.
      await swipe(page, 'left');
      await see(page.getByRole('heading', { name: 'Question 4 of 7' }));
      await swipe(page, 'right');
      await see(page.getByRole('heading', { name: 'Question 3 of 7' }));

      // 'Mark for Review & Next', a key from the bottom bar, then Next.
      await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
      await see(page.getByRole('heading', { name: 'Question 4 of 7' }));
      await page.keyboard.press('1');
      await expect.poll(() => page.getByRole('radio').nth(0).isChecked()).toBe(true);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await see(page.getByRole('heading', { name: 'Question 5 of 7' }));

      // To the last question through the drawer; its position reaches the server.
      const positionSaved = page.waitForResponse(
        (response) =>
          response.url() === `${server.url}/api/v2/tests/save-position` &&
          response.request().postDataJSON().questionIndex === 6,
      );
      await toggle.click();
      await paletteButton(page, 'Question 7: Not Visited').click();
      await see(page.getByRole('heading', { name: 'Question 7 of 7' }));
      expect((await positionSaved).status()).toBe(200);
      expect(await bottomBar(page).getByRole('button').allTextContents()).toEqual([
        'Previous',
        'Mark for Review & Next',
        'Submit Test',
      ]);
      expect(await sidewaysOverflow(page)).toBe(0);

      // 'Submit Test' asks first, with the exact summary.
      await page.getByRole('button', { name: 'Submit Test' }).click();
      expect(await summaryRows(page)).toEqual([
        ['Status', 'Questions'],
        ['Answered', '2'],
        ['Not Answered', '3'],
        ['Marked for Review', '1'],
        ['Not Visited', '2'],
        ['Total', '7'],
      ]);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.getByRole('button', { name: 'Keep Answering' }).click();

      // The browser's Back mid-test asks first.
      await page.goBack();
      const leave = page.getByRole('dialog', { name: 'Leave the test?' });
      await see(leave);
      await leave.getByRole('button', { name: 'Stay in Test' }).click();
      await leave.waitFor({ state: 'hidden' });
      await see(page.getByRole('heading', { name: 'Question 7 of 7' }));

      // Another device (a new browser, same student): it resumes at question 7, counted as the palette counts.
      const state = await page.context().storageState();
      const other = await browser.newContext({ viewport: size, hasTouch: true, storageState: state });
      const second = await other.newPage();
      await second.goto(page.url());
      const resume = second.getByRole('dialog', { name: 'Resume your test?' });
      await see(
        resume.getByText(
          /^You have an unfinished attempt of this test: 2 of 7 questions answered, 1 marked for review, /,
        ),
      );
      await resume.getByRole('button', { name: 'Resume' }).click();
      await see(second.getByRole('heading', { name: 'Question 7 of 7' }));
      await second.getByRole('button', { name: 'Palette', exact: true }).click();
      for (const text of [
        'Answered (2)',
        'Visited but Not Answered (3)',
        'Marked for Review (1)',
        'Not Visited (2)',
      ])
        await see(paletteDrawer(second).getByText(text, { exact: true }));
      await other.close();
      await page.context().close();
    });
  }

  it('gives the summary per subject for a test of several subjects', async () => {
    const page = await phone(SIZES[0]);
    await startTest(page, 'mock test 3', MOCK, 50);
    await page.keyboard.press('1');
    await page.getByRole('button', { name: 'Early Submit' }).click();
    const subjects = [
      'Art & Culture',
      'Economy',
      'Environment',
      'Geography',
      'History',
      'International Relations',
      'Polity',
      'Science & Technology',
      'Society & Social Justice',
    ];
    expect(await summaryRows(page)).toEqual([
      ['Status', 'Questions', ...subjects],
      ['Answered', '1', '1', '0', '0', '0', '0', '0', '0', '0', '0'],
      ['Not Answered', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0'],
      ['Marked for Review', '0', '0', '0', '0', '0', '0', '0', '0', '0', '0'],
      ['Not Visited', '49', '4', '7', '5', '7', '6', '4', '6', '6', '4'],
      ['Total', '50', '5', '7', '5', '7', '6', '4', '6', '6', '4'],
    ]);
    // The wide table scrolls inside its own region; the page does not.
    await see(page.getByRole('region', { name: 'Summary by subject' }));
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.getByRole('button', { name: 'Submit Now' }).click();
    await page.waitForURL(/\/results\/\d+$/);
    await expect.poll(() => focused(page)).toBe(`H1: ${MOCK}`);
    await page.context().close();
  });

  for (const size of SIZES) {
    for (const theme of THEMES) {
      it(`has no serious or critical axe-core violation on the exam screen at ${size.width} px, ${theme}`, async () => {
        const page = await phone(size, theme);
        await page.goto(`${server.url}/tests?search=biodiversity`);
        const card = page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: BIO, exact: true }) });
        await card.getByRole('link', { name: 'Start Test' }).click();
        await see(page.getByRole('button', { name: 'Start Test' }));
        // The intro (its definition list included).
        expect(await seriousViolations(page, EXAM_LAYER)).toEqual([]);
        await page.getByRole('button', { name: 'Start Test' }).click();
        await see(page.getByRole('heading', { name: 'Question 1 of 7' }));
        await page.keyboard.press('3');
        await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
        await see(page.getByRole('heading', { name: 'Question 2 of 7' }));
        expect(await seriousViolations(page, EXAM_LAYER)).toEqual([]);
        await page.getByRole('button', { name: 'Palette', exact: true }).click();
        await see(paletteDrawer(page));
        expect(await seriousViolations(page, EXAM_LAYER)).toEqual([]);
        await page.keyboard.press('Escape');
        await paletteDrawer(page).waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Early Submit' }).click();
        await see(page.getByRole('button', { name: 'Submit Now' }));
        expect(await seriousViolations(page, EXAM_LAYER)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
