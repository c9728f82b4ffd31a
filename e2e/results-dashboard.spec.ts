import { readFileSync } from 'node:fs';
import { pace, speedAccuracyBalance } from '@aspirant/domain/time.ts';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICK_TEST, registerStudent, testQuestions } from './support/api.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const TEST_NAME = QUICK_TEST;
const TOPIC = 'Constitutional Framework & Preamble';

// The test's five questions (content/tests.json: POL-001 to POL-005), read from the seed bank so the expected
// answers are known here without asking the app.
const QUESTIONS = testQuestions(TEST_NAME);

/** What the student answers, by question: correct, wrong, skipped, correct, correct. */
const PLAN: ('correct' | 'wrong' | 'skip')[] = ['correct', 'wrong', 'skip', 'correct', 'correct'];
const chosenIndex = (i: number): number | null => {
  const q = QUESTIONS[i]!;
  if (PLAN[i] === 'skip') return null;
  return PLAN[i] === 'correct' ? q.answer : (q.answer + 1) % 4;
};

// Hand-computed from the plan and UPSC's scheme (+2, -0.66, 0): 3 correct, 1 wrong, 1 unattempted.
const EXPECTED = {
  score: '5.34 / 10',
  percent: '53.4%',
  accuracy: '75%', // 3 correct of 4 attempted
  level: 'Novice', // below 60%
  stars: '3 of 5 stars', // ceil(53.4 / 20)
  subjectPercent: '60%', // 3 of 5 Polity questions
  subjectLevel: 'Average', // 60% is Average
};

const letter = (i: number) => String.fromCharCode(65 + i);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let resultId: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  // A fresh student: the demo student has a history (issue 13), and this spec reads a first test's dashboard.
  const student = await registerStudent(server.url, 'Dashboard Student');
  await login(page, server.url, student.email, student.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function see(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

/** The student's own API, with the token the page holds. */
async function api<T>(method: 'GET' | 'POST', urlPath: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.fetch(`${server.url}${urlPath}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

interface ApiResult {
  result: {
    timeAnalysis: { totalTime: number; averageTimePerQuestion: number; questionsPerMinute: number };
    speed_score: number;
    accuracy_rate: number;
    questionBreakdown: { questionNumber: number; timeSpent: number; correctAnswerIndex: number }[];
  };
}

/** The value of a labelled figure (label, then value). */
async function figureValue(container: Locator): Promise<string | null> {
  return container.locator('p').nth(1).textContent();
}
/** The value of a stat card (its title is the heading, the value its first paragraph). */
async function cardValue(container: Locator): Promise<string | null> {
  return container.locator('p').first().textContent();
}
const figure = (name: string) => page.getByRole('tabpanel').getByRole('group', { name, exact: true });
const card = (name: string) => page.getByRole('region', { name, exact: true });

/** A non-empty canvas: the chart was drawn into a box with a size. */
async function expectDrawnCharts(scope: Locator, count: number): Promise<void> {
  await expect.poll(() => scope.locator('canvas').count()).toBe(count);
  for (const canvas of await scope.locator('canvas').all()) {
    const box = await canvas.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.height).toBeGreaterThan(0);
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width * c.height)).toBeGreaterThan(0);
  }
}

describe('result analysis and dashboard', () => {
  it('takes the Quick Practice test through the exam screen', async () => {
    await page.goto(`${server.url}/tests?search=quick`);
    const testCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: TEST_NAME, exact: true }) });
    await testCard.getByRole('link', { name: 'Start Test' }).click();
    await see(page.getByRole('heading', { level: 1, name: TEST_NAME }));
    await page.getByRole('button', { name: 'Start Test' }).click();

    for (let i = 0; i < QUESTIONS.length; i++) {
      await see(page.getByRole('heading', { name: `Question ${i + 1} of 5` }));
      const choice = chosenIndex(i);
      if (choice !== null) {
        await page.keyboard.press(String(choice + 1));
        await see(
          page
            .getByRole('navigation', { name: 'Question palette' })
            .getByRole('button', { name: `Question ${i + 1}: Answered`, exact: true }),
        );
      }
      if (i < QUESTIONS.length - 1) await page.getByRole('button', { name: 'Next', exact: true }).click();
    }
    await see(page.getByText('All answers saved', { exact: true }));
    const submitted = page.waitForResponse(
      (response) => response.url() === `${server.url}/api/results` && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Submit Test' }).click();
    // Issue 15 (decision 0014): 'Submit Test' asks first, with the summary.
    await page
      .getByRole('dialog', { name: 'Submit the test now?' })
      .getByRole('button', { name: 'Submit Now' })
      .click();
    resultId = ((await (await submitted).json()) as { result: { id: number } }).result.id;
    await page.waitForURL(`${server.url}/results/${resultId}`);
  });

  it('shows the header, the four cards and the Performance Overview tab', async () => {
    await see(page.getByRole('heading', { level: 1, name: TEST_NAME }));
    await see(page.getByText('5 questions', { exact: true }));
    await see(page.getByText('5 minutes', { exact: true }));
    await see(page.getByText(/^Completed on /));
    await see(page.getByText(EXPECTED.level, { exact: true }));
    await see(page.getByText('Rank 1 of 1', { exact: true }));
    expect(
      await page.getByRole('progressbar', { name: `Percentage score: ${EXPECTED.percent}` }).count(),
    ).toBe(1);
    expect(await page.getByRole('link', { name: 'Take New Test' }).getAttribute('href')).toBe('/tests');
    expect(await page.getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/dashboard');

    expect(await cardValue(card('Accuracy Rate'))).toBe(EXPECTED.accuracy);
    expect(await card('Accuracy Rate').getByText('3 correct of 4 attempted').count()).toBe(1);
    expect(await cardValue(card('Performance Level'))).toBe(EXPECTED.level);
    await see(card('Performance Level').getByRole('img', { name: EXPECTED.stars }));

    const tab = page.getByRole('tab', { name: 'Performance Overview' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    expect(await figureValue(figure('Score'))).toBe(EXPECTED.score);
    expect(await figureValue(figure('Percentage'))).toBe(EXPECTED.percent);
    expect(await figureValue(figure('Attempted'))).toBe('4 / 5');
    const breakdown = page.getByRole('table', { name: 'Score breakdown' });
    expect(await breakdown.getByRole('row').allInnerTexts()).toEqual([
      'Answers\tQuestions\tMarks each\tMarks',
      'Correct\t3\t+2\t+6',
      'Incorrect\t1\t-0.66\t-0.66',
      'Unattempted\t1\t0\t0',
      'Total\t5\t\t5.34 / 10',
    ]);
    await expectDrawnCharts(page.getByRole('tabpanel'), 1);
  });

  it('opens the Subject Analysis tab by keyboard, with the subject level and a topic dialog', async () => {
    await page.getByRole('tab', { name: 'Performance Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const tab = page.getByRole('tab', { name: 'Subject Analysis' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');

    const subject = panel.getByRole('button', { name: /^Polity/ });
    expect(await subject.innerText()).toContain(EXPECTED.subjectLevel);
    expect(await subject.innerText()).toContain(EXPECTED.subjectPercent);
    await subject.click();
    expect(await subject.getAttribute('aria-expanded')).toBe('true');
    await see(panel.getByText('5 questions: 3 correct, 1 incorrect, 1 unattempted', { exact: false }));
    await expectDrawnCharts(panel, 1);

    // One topic only: no "top 10" note.
    expect(await panel.getByText(/Showing top 10 topics/).count()).toBe(0);
    await panel.getByRole('button', { name: new RegExp(`^${TOPIC}`) }).click();
    const dialog = page.getByRole('dialog', { name: TOPIC });
    await see(dialog);
    await see(dialog.getByText('Topic score', { exact: true }));
    await see(dialog.getByText(EXPECTED.subjectPercent, { exact: true }));
    await see(dialog.getByText('Subject: Polity', { exact: true }));
    await see(dialog.getByText('Q3: Unattempted', { exact: true }));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('opens the Time Analysis tab with the server’s times and the speed/accuracy balance', async () => {
    const { result } = await api<ApiResult>('GET', `/api/results/${resultId}`);
    await page.getByRole('tab', { name: 'Time Analysis' }).click();
    const panel = page.getByRole('tabpanel');
    await see(panel.getByRole('heading', { name: 'Time Management Analysis' }));
    const seconds = Math.round(result.timeAnalysis.totalTime);
    expect(await figureValue(figure('Total Time'))).toBe(`${Math.floor(seconds / 60)}m ${seconds % 60}s`);
    expect(await figureValue(figure('Questions per Minute'))).toBe(
      String(Math.round(result.timeAnalysis.questionsPerMinute * 100) / 100),
    );
    await see(panel.getByText(`Total time against 60 s per question (5m 0s for 5 questions)`));
    await see(panel.getByRole('heading', { name: 'Speed vs Accuracy' }));
    await see(
      panel.getByText(speedAccuracyBalance(result.speed_score, result.accuracy_rate), { exact: true }),
    );
    await see(panel.getByRole('heading', { name: 'Time Distribution' }));
    await expectDrawnCharts(panel, 1);
  });

  it('opens the Question Breakdown tab and a question dialog with its pacing insight', async () => {
    const { result } = await api<ApiResult>('GET', `/api/results/${resultId}`);
    // The options keep the bank's order.
    expect(result.questionBreakdown.map((q) => q.correctAnswerIndex)).toEqual(QUESTIONS.map((q) => q.answer));

    await page.getByRole('tab', { name: 'Question Breakdown' }).click();
    const panel = page.getByRole('tabpanel');
    await see(panel.getByRole('heading', { name: 'Question-by-Question Analysis' }));
    expect(await figureValue(figure('Correct Answers'))).toBe('3');
    expect(await figureValue(figure('Incorrect Answers'))).toBe('1');
    expect(await figureValue(figure('Unattempted'))).toBe('1');
    expect(await panel.getByText(/Showing first 20 questions/).count()).toBe(0);

    const rows = panel.getByRole('table', { name: 'Question breakdown' }).getByRole('row');
    const cells = (row: number) => rows.nth(row).locator('th, td').allInnerTexts();
    expect(await cells(0)).toEqual([
      'Q#',
      'Your Answer',
      'Correct Answer',
      'Time Spent',
      'Status',
      'Subject',
      'Difficulty',
    ]);
    expect(await rows.count()).toBe(6);
    for (let i = 0; i < QUESTIONS.length; i++) {
      const q = QUESTIONS[i]!;
      const choice = chosenIndex(i);
      const time = `${Math.round(result.questionBreakdown[i]!.timeSpent)}s`;
      const status = PLAN[i] === 'skip' ? 'Unattempted' : PLAN[i] === 'correct' ? 'Correct' : 'Incorrect';
      expect(await cells(i + 1)).toEqual([
        `Q${i + 1}`,
        choice === null ? '—' : `${letter(choice)}. ${q.options[choice]}`,
        `${letter(q.answer)}. ${q.options[q.answer]}`,
        time,
        status,
        'Polity',
        capitalise(q.difficulty),
      ]);
    }

    // Question 3 was skipped: the dialog says so, with the correct answer, pace, chips and explanation.
    const q3 = QUESTIONS[2]!;
    const seconds = result.questionBreakdown[2]!.timeSpent;
    await panel.getByRole('button', { name: 'Question 3 details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Question 3' });
    await see(dialog);
    await see(dialog.getByText('This question was not attempted', { exact: true }));
    await see(dialog.getByText(`${letter(q3.answer)}. ${q3.options[q3.answer]}`, { exact: true }));
    await see(dialog.getByText(`${Math.round(seconds)} seconds`, { exact: true }));
    await see(dialog.getByText(pace(seconds, q3.difficulty), { exact: true }));
    await see(dialog.getByText('The target for a medium question is 60 seconds.', { exact: false }));
    await see(dialog.getByText('Difficulty: Medium', { exact: true }));
    await see(dialog.getByText('Subject: Polity', { exact: true }));
    await see(dialog.getByText(`Topic: ${TOPIC}`, { exact: true }));
    await see(dialog.getByText(q3.explanation, { exact: true }));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // A row opens its dialog with a click too.
    await rows.nth(1).getByRole('cell').nth(2).click();
    const first = page.getByRole('dialog', { name: 'Question 1' });
    await see(first.getByText('Correct', { exact: true }));
    await page.keyboard.press('Escape');
    await first.waitFor({ state: 'hidden' });
  });

  it('explains the marking scheme with this result as the worked example', async () => {
    const scheme = page.getByRole('region', { name: 'Marking Scheme' });
    await see(scheme);
    expect(await scheme.locator('dd').allInnerTexts()).toEqual(['+2', '-0.66', '0']);
    await scheme.getByRole('button', { name: 'View Full Scheme' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Marking Scheme: UPSC Civil Services Prelims (GS Paper I)',
    });
    await see(dialog.getByText('Each correct answer earns +2 marks.', { exact: true }));
    expect(
      await dialog.getByRole('table', { name: 'Worked example' }).getByRole('row').last().innerText(),
    ).toBe('Score\t5.34 of 10 = 53.4%');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('generates AI insights with the built-in provider and shows every section', async () => {
    const aiCard = page.getByRole('region', { name: 'AI-Powered Insights' });
    await see(aiCard.getByRole('button', { name: 'Turn On AI Insights' }));
    await aiCard.getByRole('switch', { name: 'Enable AI Insights' }).click();
    await aiCard.getByRole('button', { name: 'Generate AI Insights' }).click();
    for (const heading of [
      'Performance Analysis',
      'Subject Focus',
      'Study Strategy',
      'Time Management',
      'Next Steps',
    ])
      await see(aiCard.getByRole('heading', { name: heading, exact: true }));
    await see(aiCard.getByText('AI Recommendation', { exact: true }));
    await see(aiCard.getByText(/^Generated by the built-in study assistant on /));

    // The card shows what the server stored (asking again returns it without generating anew).
    const stored = await api<{
      provider: string;
      insights: { performanceAnalysis: string; subjectFocus: string; nextSteps: string[] };
    }>('POST', `/api/results/${resultId}/ai-insights`, {});
    expect(stored.provider).toBe('builtin');
    await see(aiCard.getByText(stored.insights.performanceAnalysis, { exact: true }));
    await see(aiCard.getByText(stored.insights.subjectFocus, { exact: true }));
    expect(await aiCard.getByRole('list').last().getByRole('listitem').allInnerTexts()).toEqual(
      stored.insights.nextSteps,
    );
  });

  it('downloads the report, copies the link, compares, prints cleanly and opens the settings', async () => {
    const actions = page.getByRole('group', { name: 'Report actions' });
    const download = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Download Report' }).click();
    const file = await download;
    // Issue 18 point 4: the report is the server's one-page PDF result card.
    expect(file.suggestedFilename()).toBe(`result-card-${resultId}.pdf`);
    const pdf = readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    await see(page.getByText('Report downloaded', { exact: true }));

    // Issue 15: Share Results makes a public scorecard link (the result page itself is private).
    await actions.getByRole('button', { name: 'Share Results' }).click();
    const shareDialog = page.getByRole('dialog', { name: 'Share your scorecard' });
    await shareDialog.getByRole('button', { name: 'Copy link' }).click();
    await see(page.getByText('Link copied to clipboard', { exact: true }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^${server.url}/scorecard/[A-Za-z0-9_-]{24}$`),
    );
    await shareDialog.getByRole('button', { name: 'Close' }).click();

    const compare = actions.getByRole('button', { name: 'Compare Tests' });
    await compare.click();
    expect(await compare.getAttribute('aria-pressed')).toBe('true');
    const comparison = page.getByRole('region', { name: 'Compare with Previous Attempt' });
    await see(
      comparison.getByText(
        'This is your first attempt at this test, so there is no earlier attempt to compare it with.',
      ),
    );

    await page.emulateMedia({ media: 'print' });
    expect(await actions.isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: TEST_NAME }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await actions.getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    expect(await settings.getByRole('switch', { name: 'Comparison Mode' }).isChecked()).toBe(true);
    await settings.getByRole('switch', { name: 'Show Advanced Metrics' }).click();
    await settings.getByRole('button', { name: 'Close settings' }).click();
    await page.getByRole('tab', { name: 'Performance Overview' }).click();
    expect(await figureValue(figure('Marks Lost to Negative Marking'))).toBe('0.66');
    await see(page.getByRole('button', { name: 'Quick actions' }));
  });

  it('finds the test in the dashboard’s Recent Test Performance, with its charts drawn', async () => {
    await page.getByRole('link', { name: 'View Dashboard' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await see(page.getByRole('heading', { level: 1, name: 'Performance Analytics Hub' }));
    expect(await cardValue(card('Total Tests Taken'))).toBe('1');
    expect(await cardValue(card('Average Score'))).toBe(EXPECTED.percent);
    expect(await cardValue(card('Best Performance'))).toBe(EXPECTED.percent);
    expect(await cardValue(card('Accuracy & Speed'))).toBe(EXPECTED.accuracy);
    // Ten of the demo's students (its history, issue 13) average above this one test's 53.4 %.
    expect(await cardValue(card('All India Rank'))).toBe('#11');
    await see(card('Performance Level').getByRole('img', { name: '1 of 5 stars' }));
    // Issue 15: one test on one day is '1 test per day'; the target is the one of /progress, here its default;
    // SPEC's minutes-per-question card has its own name, apart from the Time Efficiency percent.
    await see(card('Total Tests Taken').getByText('1 test per day', { exact: true }));
    await see(card('Average Score').getByText('Target: 85% (default)', { exact: true }));
    await see(card('Time per Question'));
    expect(await card('Time Efficiency').count()).toBe(0);

    // Every figure explains itself by keyboard: Tab onto its button and the definition shows.
    const info = card('Average Score').getByRole('button', { name: 'How is Average Score computed?' });
    await info.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const tip = page.getByRole('tooltip');
    await see(tip);
    expect(await tip.textContent()).toBe(
      'The mean of your tests’ scores (marks obtained ÷ maximum marks × 100), every test counted once.',
    );
    expect(await info.getAttribute('aria-describedby')).toBeTruthy();
    await page.keyboard.press('Escape');
    await expect.poll(() => tip.count()).toBe(0);

    const recent = page.getByRole('region', { name: 'Recent Test Performance' });
    const link = recent.getByRole('link', {
      name: new RegExp(TEST_NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    });
    expect(await link.getAttribute('href')).toBe(`/results/${resultId}`);
    expect(await link.innerText()).toContain(EXPECTED.percent);

    const analytics = page.getByRole('region', { name: 'Performance analytics' });
    expect(
      await analytics.getByRole('tab', { name: 'Performance Trends' }).getAttribute('aria-selected'),
    ).toBe('true');
    await expectDrawnCharts(analytics.getByRole('tabpanel'), 2);
    await analytics.getByRole('tab', { name: 'Subject Analysis' }).click();
    await expectDrawnCharts(analytics.getByRole('tabpanel'), 2);
    await analytics.getByRole('tab', { name: 'Competition' }).click();
    // Rank 11 of 22 test takers (the demo's 21 and this student): the top share ceil(11 / 22 x 100) = 50 and
    // the percentile round((22 - 11) / 22 x 100) = 50, each named for what it is.
    await see(analytics.getByText('Top 50%', { exact: true }));
    await see(analytics.getByText('Percentile: 50', { exact: true }));
    await see(analytics.getByRole('button', { name: 'How is Top 50% computed?' }));
    await analytics.getByRole('tab', { name: 'Time Analytics' }).click();
    await see(figure('Time Efficiency'));
    await analytics.getByRole('tab', { name: 'Competition' }).click();

    // The period toggle: this week's test is also this month's.
    await page.getByRole('button', { name: 'This Week' }).click();
    await see(page.getByRole('button', { name: 'This Month' }));
    expect(await link.isVisible()).toBe(true);

    const insights = page.getByRole('region', { name: 'AI-Powered Insights' });
    const regenerated = page.waitForResponse((r) => r.url().endsWith('/api/results/insights/regenerate'));
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/results/enhanced-dashboard'));
    await insights.getByRole('button', { name: 'Generate New Insights' }).click();
    const made = await regenerated;
    expect(made.status()).toBe(200);
    expect((await made.json()).provider).toBe('builtin');
    expect((await reloaded).status()).toBe(200);
  });
});
