import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, registerStudent, type Student, takeTestViaApi, testQuestions } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 15 points 1 and 6: every solution (View All Questions, filters, the attempt's language with the switch),
// bookmarks → Saved questions → Practice these, 'Report a question', and a public scorecard opened by a
// stranger and then revoked; at a desktop and a phone size, axe-core clean in both themes.
const TEST = 'Indian Polity Subject Test (English / हिन्दी)';
const PAPER = testQuestions(TEST);
const SIZES = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface HindiText {
  question: string;
  options: string[];
  explanation: string;
}
const hindi = (i: number) => (PAPER[i] as unknown as { hi: HindiText }).hi;

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
  await locator.first().waitFor({ state: 'visible' });
}

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Runs `check` in the light theme and again in the dark one (the theme is stored, then the page reloaded). */
async function inBothThemes(
  page: Page,
  reopen: () => Promise<void>,
  check: (theme: string) => Promise<void>,
) {
  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    await reopen();
    await check(theme);
  }
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

for (const size of SIZES) {
  describe(`solutions, saved questions and the scorecard (${size.name}, ${size.width} px)`, () => {
    let context: BrowserContext;
    let page: Page;
    let student: Student;
    let resultId: number;
    /** The standing as the server computes it (others may have taken the test): the page must show it so. */
    const standing = { rank: '', top: '', percentile: '', firstShare: '' };

    beforeAll(async () => {
      student = await registerStudent(server.url, `Solver ${size.name}`);
      // The attempt opens in Hindi: the profile's language.
      const res = await fetch(`${server.url}/api/profile`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: student.name, preferredLanguage: 'hi' }),
      });
      expect(res.status).toBe(200);
      // Right, right, right, wrong, then 21 unanswered.
      resultId = (
        await takeTestViaApi(server.url, student.token, {
          testName: TEST,
          plan: ['right', 'right', 'right', 'wrong'],
          seconds: 12,
        })
      ).resultId;
      const api = apiClient(server.url, student.token);
      const { result } = await api.get<{ result: { rank: { rank: number; takers: number } } }>(
        `/api/results/${resultId}`,
      );
      const { rank, takers } = result.rank;
      standing.rank = `${rank} of ${takers}`;
      standing.top = `Top ${Math.ceil((rank / takers) * 100)}%`;
      standing.percentile = `Percentile ${Math.round(((takers - rank) / takers) * 100)}`;
      const { solutions } = await api.get<{ solutions: { correctShare: number }[] }>(
        `/api/results/${resultId}/solutions?limit=1`,
      );
      standing.firstShare = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(solutions[0]!.correctShare)}% of takers got it right`;
      context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        bypassCSP: true,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      page = await context.newPage();
      await login(page, server.url, student.email, student.password);
    });
    afterAll(async () => {
      await context?.close();
    });

    const openAllQuestions = async () => {
      await page.goto(`${server.url}/results/${resultId}`);
      await see(page.getByRole('heading', { level: 1, name: TEST }));
      await page.getByRole('tab', { name: 'Question Breakdown' }).click();
      await see(page.getByText('Showing first 20 questions. Total questions: 25', { exact: true }));
      await page.getByRole('button', { name: 'View All Questions' }).click();
      await see(page.getByRole('heading', { name: 'All Questions', level: 3 }));
      await see(page.getByRole('article', { name: 'Question 1' }));
    };
    const card = (n: number) => page.getByRole('article', { name: `Question ${n}`, exact: true });

    it('shows Top N% and the percentile, and the first 20 as a table or as cards with the Q1 button named as shown', async () => {
      await page.goto(`${server.url}/results/${resultId}`);
      await see(page.getByRole('heading', { level: 1, name: TEST }));
      await see(page.getByText(standing.top, { exact: true }));
      await see(page.getByText(standing.percentile, { exact: true }));
      await page.getByRole('tab', { name: 'Question Breakdown' }).click();
      const q1 = page.getByRole('button', { name: 'Q1: Question 1 details', exact: true });
      await see(q1);
      expect(await q1.innerText()).toBe('Q1');
      expect(await page.getByRole('table', { name: 'Question breakdown' }).isVisible()).toBe(
        size.width >= 900,
      );
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });

    it('opens every question in the attempt’s language, with the switch, the share right and the toppers’ time', async () => {
      await openAllQuestions();
      await see(
        page.getByText('Showing questions 1–10 of 25 matching questions (25 in the test)', { exact: true }),
      );
      const first = card(1);
      await see(first.getByText(hindi(0).explanation, { exact: true }));
      await see(first.getByText(hindi(0).question, { exact: true }));
      expect(await first.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
      await first.getByRole('button', { name: 'English' }).click();
      await see(first.getByText(PAPER[0]!.explanation, { exact: true }));
      expect(await first.getByText(hindi(0).explanation, { exact: true }).count()).toBe(0);
      await see(first.getByText(standing.firstShare, { exact: true }));
      await see(first.getByText(/^Your time \d+ s · Toppers' average \d+ s$/));
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Go to page 2' }).click();
      await see(card(11));
      await see(
        page.getByText('Showing questions 11–20 of 25 matching questions (25 in the test)', { exact: true }),
      );
    });

    it('filters by status and subject on the server', async () => {
      await openAllQuestions();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('incorrect');
      await see(
        page.getByText('Showing questions 1–1 of 1 matching question (25 in the test)', { exact: true }),
      );
      await see(card(4));
      expect(await page.getByRole('article').count()).toBe(1);
      await page.getByRole('combobox', { name: 'Status' }).selectOption('correct');
      await see(
        page.getByText('Showing questions 1–3 of 3 matching questions (25 in the test)', { exact: true }),
      );
      await page.getByRole('combobox', { name: 'Status' }).selectOption('unattempted');
      await see(
        page.getByText('Showing questions 1–10 of 21 matching questions (25 in the test)', { exact: true }),
      );
      await page.getByRole('combobox', { name: 'Status' }).selectOption('marked');
      await see(page.getByText('No questions match these filters.', { exact: true }));
      await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
      await page.getByRole('combobox', { name: 'Subject' }).selectOption('Polity');
      await see(
        page.getByText('Showing questions 1–10 of 25 matching questions (25 in the test)', { exact: true }),
      );
    });

    it('reports a question once per kind and shows it as Reported', async () => {
      await openAllQuestions();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('incorrect');
      await see(card(4));
      await card(4).getByRole('button', { name: 'Report a question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report question 4' });
      await dialog.getByRole('radio', { name: 'Typo or error in the text' }).check();
      await dialog
        .getByRole('textbox', { name: 'Comment (optional)' })
        .fill('The second option has a spelling mistake.');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await see(page.getByText('Question 4 reported. Thank you.', { exact: true }));
      await see(card(4).getByText('Reported', { exact: true }));
      await card(4).getByRole('button', { name: 'Report a question' }).click();
      expect(
        await dialog.getByRole('radio', { name: 'Typo or error in the text (reported)' }).isDisabled(),
      ).toBe(true);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });

    it('saves a question, lists it on Saved questions and practises it', async () => {
      await openAllQuestions();
      await page.getByRole('combobox', { name: 'Status' }).selectOption('incorrect');
      const save = card(4).getByRole('button', { name: 'Save question 4' });
      expect(await save.getAttribute('aria-pressed')).toBe('false');
      await save.click();
      await page.waitForFunction(
        () =>
          document.querySelector('[aria-label="Save question 4"]')?.getAttribute('aria-pressed') === 'true',
      );
      await inBothThemes(page, openAllQuestions, async (theme) => {
        expect(
          await seriousViolations(page, 'section[aria-labelledby="all-solutions-heading"]'),
          theme,
        ).toEqual([]);
      });

      await page.goto(`${server.url}/saved-questions`);
      await see(page.getByRole('heading', { level: 1, name: 'Saved questions' }));
      const saved = page.getByRole('article', { name: 'Saved question 1' });
      await see(saved.getByText(hindi(3).question, { exact: true }));
      await see(saved.getByText(hindi(3).explanation, { exact: true }));
      await see(saved.getByText('Correct answer', { exact: true }));
      await see(page.getByText('1 saved question', { exact: true }));
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await inBothThemes(
        page,
        async () => {
          await page.reload();
          await see(page.getByRole('heading', { level: 1, name: 'Saved questions' }));
          await see(saved);
        },
        async (theme) => expect(await seriousViolations(page, 'main'), theme).toEqual([]),
      );
      await page.getByRole('button', { name: 'Practice these' }).click();
      await page.waitForURL(/\/practice\/\d+$/);
      await see(page.getByText('Practice: saved questions').first());
      // The practised question shows as saved, with the same toggle.
      const practiseSave = page.getByRole('button', { name: 'Save question 1' });
      await see(practiseSave);
      expect(await practiseSave.getAttribute('aria-pressed')).toBe('true');

      // Removing it empties the page.
      await page.goto(`${server.url}/saved-questions`);
      await page
        .getByRole('article', { name: 'Saved question 1' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await see(page.getByText('No saved questions yet', { exact: true }));
    });

    it('shares a public scorecard that a stranger opens, and stops sharing it', async () => {
      await page.goto(`${server.url}/results/${resultId}`);
      await see(page.getByRole('heading', { level: 1, name: TEST }));
      await page
        .getByRole('group', { name: 'Report actions' })
        .getByRole('button', { name: 'Share Results' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Share your scorecard' });
      const field = dialog.getByRole('textbox', { name: 'Scorecard link' });
      await see(field);
      const url = await field.inputValue();
      expect(url).toMatch(new RegExp(`^${server.url}/scorecard/[A-Za-z0-9_-]{24}$`));
      await dialog.getByRole('button', { name: 'Copy link' }).click();
      await see(page.getByText('Link copied to clipboard', { exact: true }));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Share image' }).click();
      const image = await download;
      expect(image.suggestedFilename()).toBe('scorecard-indian-polity-subject-test-english.png');
      const png = readFileSync((await image.path())!);
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

      // A stranger, never signed in, on a fresh browser.
      const stranger = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        bypassCSP: true,
      });
      const anon = await stranger.newPage();
      await anon.goto(url);
      await see(anon.getByRole('heading', { level: 1, name: student.name }));
      await see(anon.getByText(TEST, { exact: true }));
      // 3 right (+2), 1 wrong (-0.66) of 25 at 2 marks: 5.34 / 50, 10.68 %.
      await see(anon.getByText('5.34 / 50', { exact: true }));
      await see(anon.getByText(standing.rank, { exact: true }));
      await see(anon.getByText(standing.top, { exact: true }));
      await see(anon.getByRole('progressbar', { name: 'Polity: 12%' }));
      const body = await anon.locator('body').innerText();
      for (const secret of [PAPER[0]!.question, hindi(0).question, PAPER[0]!.explanation, student.email]) {
        expect(body).not.toContain(secret);
      }
      expect(await sidewaysOverflow(anon)).toBeLessThanOrEqual(0);
      await inBothThemes(
        anon,
        async () => {
          await anon.reload();
          await see(anon.getByRole('heading', { level: 1, name: student.name }));
        },
        async (theme) => expect(await seriousViolations(anon, 'main'), theme).toEqual([]),
      );

      await dialog.getByRole('button', { name: 'Stop sharing' }).click();
      await see(dialog.getByText('Your scorecard link no longer works.', { exact: true }));
      await anon.reload();
      await see(anon.getByRole('heading', { level: 1, name: 'This scorecard is no longer shared.' }));
      await stranger.close();
      await dialog.getByRole('button', { name: 'Close' }).click();
    });
  });
}

describe('at 320 px', () => {
  it('shows the breakdown as cards and every solution without sideways scrolling', async () => {
    const student = await registerStudent(server.url, 'Narrow Solver');
    const { resultId } = await takeTestViaApi(server.url, student.token, {
      testName: TEST,
      plan: ['right', 'wrong'],
      seconds: 5,
    });
    const context = await browser.newContext({ viewport: { width: 320, height: 640 }, bypassCSP: true });
    const page = await context.newPage();
    await login(page, server.url, student.email, student.password);
    await page.goto(`${server.url}/results/${resultId}`);
    await see(page.getByRole('heading', { level: 1, name: TEST }));
    await page.getByRole('tab', { name: 'Question Breakdown' }).click();
    await see(page.getByRole('list', { name: 'Question breakdown' }));
    expect(await page.getByRole('table', { name: 'Question breakdown' }).isVisible()).toBe(false);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'View All Questions' }).click();
    await see(page.getByRole('article', { name: 'Question 2', exact: true }));
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page, 'section[aria-labelledby="all-solutions-heading"]')).toEqual([]);
    await context.close();
  });
});
