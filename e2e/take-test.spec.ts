import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
/** The student's signed-in browser state, so each test opens its own browser without signing in again. */
let studentState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext();
  await login(await context.newPage(), server.url, DEMO.student.email);
  studentState = await context.storageState();
  await context.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** SPEC §4 palette colours, as the palette paints them. */
const COLOURS = {
  answered: 'rgb(46, 125, 50)',
  notAnswered: 'rgb(198, 40, 40)',
  marked: 'rgb(106, 27, 154)',
  notVisited: 'rgb(224, 224, 224)',
};

async function see(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/** A new browser signed in as the student: by signing in through the form, or with the saved state. */
async function signedIn(options: { freshSignIn?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...(options.freshSignIn ? {} : { storageState: studentState }),
  });
  const page = await context.newPage();
  if (options.freshSignIn) await login(page, server.url, DEMO.student.email);
  return page;
}

/** Finds a test in the catalogue and opens it; answers its id. */
async function openTest(page: Page, search: string, name: string): Promise<number> {
  await page.goto(`${server.url}/tests?search=${encodeURIComponent(search)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.getByRole('link', { name: 'Start Test' }).click();
  await see(page.getByRole('heading', { level: 1, name }));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

const palette = (page: Page) => page.getByRole('navigation', { name: 'Question palette' });
const paletteButton = (page: Page, label: string) =>
  palette(page).getByRole('button', { name: label, exact: true });
const options = (page: Page) => page.getByRole('radiogroup').getByRole('radio');
const saveStatus = (page: Page, text: string) => page.getByText(text, { exact: true });

/** The submit summary's table, row by row: [status, count for the whole test, count per subject...]. */
async function summaryRows(page: Page): Promise<string[][]> {
  const table = page
    .getByRole('dialog', { name: 'Submit the test now?' })
    .getByRole('table', { name: 'Summary' });
  await see(table);
  return table
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
}

/** The focused element as tag and text, to say where the focus is. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName}: ${active.textContent ?? ''}` : 'none';
  });
}

async function background(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

async function checkedOption(page: Page): Promise<number | null> {
  const states = await options(page).evaluateAll((radios) =>
    radios.map((radio) => (radio as HTMLInputElement).checked),
  );
  const index = states.indexOf(true);
  return index === -1 ? null : index;
}

/** The student's bearer token, for reading what the server holds. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

interface InProgress {
  attempt: { remainingSeconds: number; sessionUuid: string } | null;
  savedAnswers: { questionId: number; selectedAnswer: number | null; markedForReview: boolean }[];
}

/** The countdown in seconds, read from the page's timer. */
async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /(?:(\d+):)?(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`No time in "${text}"`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

describe('Take Test', () => {
  it('takes the Quick Practice test from the intro to the result', async () => {
    const page = await signedIn();
    await openTest(page, 'quick', 'Quick Practice: 5 Questions in 5 Minutes');

    // Intro (SPEC §2): instructions, duration, question count, marking scheme.
    await see(
      page.getByText('Each question has two to six options (A, B, …) and exactly one correct answer.'),
    );
    await see(page.getByText(/the test is submitted automatically when time expires/));
    await see(page.getByText('5 minutes', { exact: true }));
    await see(page.getByText('+2 correct · −0.66 incorrect · 0 unattempted', { exact: true }));
    await page.getByRole('button', { name: 'Start Test' }).click();

    // Starting marks question 1 visited (red until answered); the others are grey.
    await see(page.getByRole('heading', { name: 'Question 1 of 5' }));
    const first = paletteButton(page, 'Question 1: Visited but Not Answered');
    expect(await first.getAttribute('aria-current')).toBe('step');
    expect(await background(first)).toBe(COLOURS.notAnswered);
    expect(await background(paletteButton(page, 'Question 2: Not Visited'))).toBe(COLOURS.notVisited);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await see(page.getByRole('timer'));

    // Key 2 chooses option B: green, and saved.
    await page.keyboard.press('2');
    await see(paletteButton(page, 'Question 1: Answered'));
    expect(await checkedOption(page)).toBe(1);
    expect(await background(paletteButton(page, 'Question 1: Answered'))).toBe(COLOURS.answered);
    await see(saveStatus(page, 'All answers saved'));

    // Marking takes priority over answered; 'Mark for Review & Next' advances.
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await see(page.getByRole('heading', { name: 'Question 2 of 5' }));
    const marked = paletteButton(page, 'Question 1: Marked for Review, answered');
    expect(await background(marked)).toBe(COLOURS.marked);

    // Arrow keys move between questions; a visited question left unanswered turns red.
    await page.keyboard.press('ArrowRight');
    await see(page.getByRole('heading', { name: 'Question 3 of 5' }));
    expect(await background(paletteButton(page, 'Question 2: Visited but Not Answered'))).toBe(
      COLOURS.notAnswered,
    );
    await page.keyboard.press('ArrowLeft');
    await see(page.getByRole('heading', { name: 'Question 2 of 5' }));
    await page.keyboard.press('4');
    await see(paletteButton(page, 'Question 2: Answered'));
    expect(await checkedOption(page)).toBe(3);

    // Next, then a click on an option; Previous goes back with the answer kept.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await see(page.getByRole('heading', { name: 'Question 3 of 5' }));
    await options(page).nth(0).check();
    await see(paletteButton(page, 'Question 3: Answered'));
    await page.getByRole('button', { name: 'Previous' }).click();
    await see(page.getByRole('heading', { name: 'Question 2 of 5' }));
    expect(await checkedOption(page)).toBe(3);

    // Clearing a response makes the question unanswered again.
    await page.getByRole('button', { name: 'Clear Response' }).click();
    await see(paletteButton(page, 'Question 2: Visited but Not Answered'));
    expect(await checkedOption(page)).toBeNull();
    await page.keyboard.press('3');
    await see(paletteButton(page, 'Question 2: Answered'));

    // The language switch of a bilingual test.
    const englishText = await page.getByRole('radiogroup').getAttribute('aria-labelledby');
    const questionText = page.locator(`[id="${englishText?.split(' ')[1]}"]`);
    const inEnglish = await questionText.textContent();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => questionText.getAttribute('lang')).toBe('hi');
    expect(await questionText.textContent()).not.toBe(inEnglish);
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => questionText.textContent()).toBe(inEnglish);

    // Issue 15: the legend counts as the summary does: a marked question with a choice is answered too.
    for (const text of [
      'Answered (3)',
      'Visited but Not Answered (0)',
      'Marked for Review (1)',
      'Not Visited (2)',
    ])
      await see(palette(page).getByText(text, { exact: true }));

    // 'Early Submit' asks first, with the summary.
    await page.getByRole('button', { name: 'Early Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the test now?' });
    expect(await summaryRows(page)).toEqual([
      ['Status', 'Questions'],
      ['Answered', '3'],
      ['Not Answered', '0'],
      ['Marked for Review', '1'],
      ['Not Visited', '2'],
      ['Total', '5'],
    ]);
    await see(
      dialog.getByText(
        'Answers marked for review are scored like any other. Once submitted, your answers cannot be changed.',
      ),
    );
    await dialog.getByRole('button', { name: 'Keep Answering' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The palette jumps; the last question has 'Submit Test' instead of Next, and marking stays on it.
    await paletteButton(page, 'Question 5: Not Visited').click();
    await see(page.getByRole('heading', { name: 'Question 5 of 5' }));
    // Issue 15 (WCAG 2.1.4): the focus is on the palette, outside the question: keys choose nothing.
    await page.keyboard.press('2');
    await page.keyboard.press('ArrowLeft');
    await see(paletteButton(page, 'Question 5: Visited but Not Answered'));
    await see(page.getByRole('heading', { name: 'Question 5 of 5' }));
    expect(await checkedOption(page)).toBeNull();
    expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    await see(paletteButton(page, 'Question 5: Marked for Review'));
    await see(page.getByRole('heading', { name: 'Question 5 of 5' }));
    expect(await background(paletteButton(page, 'Question 4: Not Visited'))).toBe(COLOURS.notVisited);

    // Issue 15 / decision 0014: 'Submit Test' asks as 'Early Submit' does, with the same summary.
    let posted = 0;
    page.on('request', (request) => {
      if (request.url() === `${server.url}/api/results` && request.method() === 'POST') posted++;
    });
    await page.getByRole('button', { name: 'Submit Test' }).click();
    expect(await summaryRows(page)).toEqual([
      ['Status', 'Questions'],
      ['Answered', '3'],
      ['Not Answered', '1'],
      ['Marked for Review', '2'],
      ['Not Visited', '1'],
      ['Total', '5'],
    ]);
    expect(posted).toBe(0);
    const submitted = page.waitForResponse(
      (response) => response.url() === `${server.url}/api/results` && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit Now' }).click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const { result } = (await response.json()) as { result: { id: number } };
    await page.waitForURL(`${server.url}/results/${result.id}`);
    // The focus goes to the result's heading (issue 15 point 10), not <body>.
    await expect.poll(() => focused(page)).toBe('H1: Quick Practice: 5 Questions in 5 Minutes');
    await page.context().close();
  });

  it('loses no answer: offline, a reload without network, then back online', async () => {
    const page = await signedIn();
    const testId = await openTest(
      page,
      'fundamental',
      'Fundamental Rights & Duties: Topic Test (English / हिन्दी)',
    );
    await page.getByRole('button', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { name: 'Question 1 of 9' }));
    // The service worker keeps the app shell: every built file this page loaded is in the cache.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return false;
          const assets = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
          const cached = await Promise.all(assets.map((url) => caches.match(url.pathname)));
          return assets.length > 0 && cached.every(Boolean);
        }),
      )
      .toBe(true);

    await page.context().setOffline(true);
    const chosen = [0, 1, 2, 3, 1];
    for (const [index, option] of chosen.entries()) {
      await see(page.getByRole('heading', { name: `Question ${index + 1} of 9` }));
      if (index % 2 === 0) await page.keyboard.press(String(option + 1));
      else await options(page).nth(option).check();
      await see(paletteButton(page, `Question ${index + 1}: Answered`));
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await see(saveStatus(page, 'Offline — 5 answers waiting'));

    // Leaving with answers waiting warns; a reload without network: the service worker serves the app, the
    // device the attempt.
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });
    const warning = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.reload();
    expect(await warning).toBe('beforeunload');
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
    await see(page.getByRole('heading', { name: 'Question 6 of 9' }));
    await see(saveStatus(page, 'Offline — 5 answers waiting'));
    for (const [index, option] of chosen.entries()) {
      await paletteButton(page, `Question ${index + 1}: Answered`).click();
      await see(page.getByRole('heading', { name: `Question ${index + 1} of 9` }));
      expect(await checkedOption(page)).toBe(option);
    }

    await page.context().setOffline(false);
    await see(saveStatus(page, 'All answers saved'));

    // The server holds all five before the submission.
    const { questionIds } = await api<{ questionIds: number[] }>(page, `/api/tests/${testId}/question-ids`);
    const running = await api<InProgress>(page, `/api/v2/tests/${testId}/in-progress-attempt`);
    const saved = new Map(running.savedAnswers.map((answer) => [answer.questionId, answer.selectedAnswer]));
    expect(chosen.map((_, index) => saved.get(questionIds[index]!))).toEqual(chosen);

    await paletteButton(page, 'Question 9: Not Visited').click();
    const submitted = page.waitForResponse(
      (response) => response.url() === `${server.url}/api/results` && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Test' }).click();
    await page
      .getByRole('dialog', { name: 'Submit the test now?' })
      .getByRole('button', { name: 'Submit Now' })
      .click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as {
      sessionUuid: string;
      answers: { questionId: number; selectedAnswer: number | null }[];
    };
    expect(sent.sessionUuid).toBe(running.attempt?.sessionUuid);
    expect(sent.answers.map((answer) => answer.questionId)).toEqual(questionIds);
    expect(sent.answers.slice(0, 5).map((answer) => answer.selectedAnswer)).toEqual(chosen);
    const { result } = (await response.json()) as { result: { id: number } };
    await page.waitForURL(`${server.url}/results/${result.id}`);
    // All five answers are in the result.
    const marked = await api<{
      result: { questionBreakdown: { questionId: number; userAnswerIndex: number | null }[] };
    }>(page, `/api/results/${result.id}`);
    const inResult = new Map(
      marked.result.questionBreakdown.map((item) => [item.questionId, item.userAnswerIndex]),
    );
    expect(chosen.map((_, index) => inResult.get(questionIds[index]!))).toEqual(chosen);
    expect(questionIds.slice(5).map((id) => inResult.get(id))).toEqual([null, null, null, null]);
    // The attempt is closed on the server, and nothing waits on the device.
    const after = await api<InProgress>(page, `/api/v2/tests/${testId}/in-progress-attempt`);
    expect(after.attempt).toBeNull();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('aspirant.saves.'))),
    ).toEqual([]);
    await page.context().close();
  });

  it('resumes on a second browser with every saved answer and the server time', async () => {
    const first = await signedIn();
    const name = 'Indian National Movement: Topic Test';
    const testId = await openTest(first, 'national movement', name);
    await first.getByRole('button', { name: 'Start Test' }).click();
    await see(first.getByRole('heading', { name: 'Question 1 of 8' }));
    await first.keyboard.press('1');
    // Issue 15: the question the student is on is kept on the server a moment after they reach it.
    const positionSaved = first.waitForResponse(
      (response) =>
        response.url() === `${server.url}/api/v2/tests/save-position` && response.status() === 200,
    );
    await first.getByRole('button', { name: 'Next', exact: true }).click();
    await first.keyboard.press('3');
    await see(paletteButton(first, 'Question 2: Answered'));
    await see(saveStatus(first, 'All answers saved'));
    expect((await positionSaved).request().postDataJSON()).toMatchObject({ questionIndex: 1 });

    // The same account signs in on a second browser.
    const second = await signedIn({ freshSignIn: true });
    await second.goto(`${server.url}/take-test/${testId}`);
    const dialog = second.getByRole('dialog', { name: 'Resume your test?' });
    await see(dialog.getByText(/2 of 8 questions answered/));
    await dialog.getByRole('button', { name: 'Resume' }).click();

    // Issue 15: the second browser opens the question the first one was on, not question 1.
    await see(second.getByRole('heading', { name: 'Question 2 of 8' }));
    expect(await checkedOption(second)).toBe(2);
    await see(paletteButton(second, 'Question 1: Answered'));
    await see(paletteButton(second, 'Question 3: Not Visited'));
    await paletteButton(second, 'Question 1: Answered').click();
    await see(second.getByRole('heading', { name: 'Question 1 of 8' }));
    expect(await checkedOption(second)).toBe(0);

    // The countdown runs on the server's clock: it agrees with the server's remaining seconds.
    const held = await api<InProgress>(second, `/api/v2/tests/${testId}/in-progress-attempt`);
    const shown = await timerSeconds(second);
    expect(shown).toBeLessThan(15 * 60);
    expect(Math.abs(shown - held.attempt!.remainingSeconds)).toBeLessThanOrEqual(5);

    await first.context().close();
    await second.context().close();
  });

  it('asks before a running test is left through the drawer, and resumes at the question last seen', async () => {
    const page = await signedIn();
    const name = 'Space Technology: Topic Test';
    await openTest(page, 'space technology', name);
    await page.getByRole('button', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { name: 'Question 1 of 8' }));
    await page.keyboard.press('2');
    const positionSaved = page.waitForResponse(
      (response) =>
        response.url() === `${server.url}/api/v2/tests/save-position` && response.status() === 200,
    );
    await paletteButton(page, 'Question 4: Not Visited').click();
    await see(page.getByRole('heading', { name: 'Question 4 of 8' }));
    expect((await positionSaved).request().postDataJSON()).toMatchObject({ questionIndex: 3 });
    await see(saveStatus(page, 'All answers saved'));
    const testUrl = page.url();

    // WCAG 2.4.11: a control the focus moves to is never under the sticky header.
    await page.setViewportSize({ width: 1280, height: 560 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await options(page).nth(0).focus();
    const header = await page.getByRole('heading', { level: 1, name }).locator('..').boundingBox();
    const option = await options(page).nth(0).boundingBox();
    expect(option!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The drawer's Dashboard link asks first; staying keeps the test as it was.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the test?' });
    await see(
      leave.getByText(
        'The timer keeps running while you are away. Your answers are saved, and the test opens again at this question when you come back.',
        { exact: true },
      ),
    );
    await leave.getByRole('button', { name: 'Stay in Test' }).click();
    await leave.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toMatch(/^\/take-test\/\d+$/);
    await see(page.getByRole('heading', { name: 'Question 4 of 8' }));

    // The browser's Back asks too; leaving goes.
    await page.goBack();
    await see(leave);
    await leave.getByRole('button', { name: 'Stay in Test' }).click();
    await navigation.getByRole('link', { name: 'Dashboard' }).click();
    await leave.getByRole('button', { name: 'Leave Test' }).click();
    await page.waitForURL(`${server.url}/dashboard`);

    // Coming back: the resume dialog counts as the palette does, and the test opens at question 4.
    await page.goto(testUrl);
    const resume = page.getByRole('dialog', { name: 'Resume your test?' });
    await see(resume.getByText(/^You have an unfinished attempt of this test: 1 of 8 questions answered, /));
    await resume.getByRole('button', { name: 'Resume' }).click();
    await see(page.getByRole('heading', { name: 'Question 4 of 8' }));
    await see(paletteButton(page, 'Question 1: Answered'));
    await see(palette(page).getByText('Answered (1)', { exact: true }));
    await page.context().close();
  });

  it("'Start Afresh' submits the unfinished attempt and starts a new one", async () => {
    const page = await signedIn();
    const name = 'Money, Banking & Inflation: Topic Test';
    const testId = await openTest(page, 'banking', name);
    await page.getByRole('button', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { name: 'Question 1 of 9' }));
    await page.keyboard.press('2');
    await see(saveStatus(page, 'All answers saved'));
    const before = await api<InProgress>(page, `/api/v2/tests/${testId}/in-progress-attempt`);

    // Reloading a running test asks first (the browser's own question): the test accepts it.
    page.once('dialog', (question) => void question.accept());
    await page.goto(`${server.url}/take-test/${testId}`);
    const dialog = page.getByRole('dialog', { name: 'Resume your test?' });
    await see(dialog.getByText(/1 of 9 questions answered/));
    await dialog.getByRole('button', { name: 'Start Afresh' }).click();

    await see(page.getByRole('heading', { name: 'Question 1 of 9' }));
    await see(paletteButton(page, 'Question 1: Visited but Not Answered'));
    expect(await checkedOption(page)).toBeNull();
    const after = await api<InProgress>(page, `/api/v2/tests/${testId}/in-progress-attempt`);
    expect(after.attempt?.sessionUuid).toBeDefined();
    expect(after.attempt?.sessionUuid).not.toBe(before.attempt?.sessionUuid);
    expect(after.savedAnswers).toEqual([]);
    await page.context().close();
  });

  it('submits by itself when the time runs out', async () => {
    const page = await signedIn();
    // The page's clock is driven by the test; the countdown still reads the deadline from the server.
    await page.clock.install();
    await openTest(page, 'quick', 'Quick Practice: 5 Questions in 5 Minutes');
    await page.getByRole('button', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { name: 'Question 1 of 5' }));
    await page.keyboard.press('1');
    await see(saveStatus(page, 'All answers saved'));

    const submitted = page.waitForResponse(
      (response) => response.url() === `${server.url}/api/results` && response.request().method() === 'POST',
    );
    await page.clock.fastForward('05:01');
    const response = await submitted;
    expect(response.status()).toBe(201);
    const { result } = (await response.json()) as { result: { id: number } };
    await page.waitForURL(`${server.url}/results/${result.id}`);
    await page.context().close();
  });

  it("says 'Test Not Found' for a test that does not exist", async () => {
    const page = await signedIn();
    await page.goto(`${server.url}/take-test/999999`);
    await see(page.getByRole('heading', { level: 1, name: 'Test Not Found' }));
    await see(page.getByText("The test you're looking for doesn't exist or has been removed."));
    await page.getByRole('link', { name: 'Back to Tests' }).click();
    await page.waitForURL(`${server.url}/tests`);
    await page.context().close();
  });
});
