import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, QUICK_TEST, registerStudent, takeTestViaApi } from './support/api.ts';
import { launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const IST_OFFSET_MS = 330 * 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon, 23 Nov" of the day `n` days after today in India. */
function dayLabel(n: number): string {
  const date = new Date(Date.now() + IST_OFFSET_MS + n * 86_400_000);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  // A fresh student submits the quick test (POL-001 to POL-005, all Constitutional Framework & Preamble)
  // through the API: two right, three wrong, so 40 % on the one topic answered.
  const student = await registerStudent(server.url, 'Plan Student');
  await takeTestViaApi(server.url, student.token, {
    testName: QUICK_TEST,
    plan: ['right', 'right', 'wrong', 'wrong', 'wrong'],
    seconds: 20,
  });

  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, server.url, student.email, student.password);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const DAY_NAME = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}$/;
const days = () => page.getByRole('region', { name: DAY_NAME });
const progress = () => page.getByTestId('plan-progress');

describe('study plan', () => {
  it('generates a plan from the dashboard link, checks an item off, and keeps it', async () => {
    await page.goto(`${server.url}/dashboard`);
    // The dashboard's Quick Actions link (the drawer has one too since issue 15).
    await page.getByRole('main').getByRole('link', { name: 'Study Plan', exact: true }).click();
    await page.waitForURL(`${server.url}/study-plan`);
    await page.getByRole('heading', { level: 1, name: 'Study Plan', exact: true }).waitFor();
    await page.getByText('No study plan yet').waitFor();

    await page.getByRole('button', { name: 'Generate plan', exact: true }).click();
    await progress().waitFor();
    // The coming 7 days from today. The one weak topic (Constitutional Framework & Preamble, 2 of 5) every
    // day; its topic test (the quick test) is taken, so day 1 has the Polity subject test; day 7 the first
    // full mock and the review; the sample lecture daily. 3 + 5 x 2 + 4 = 17 items.
    expect(await days().count()).toBe(7);
    for (let n = 0; n < 7; n++) {
      expect(await days().nth(n).getByRole('heading', { level: 2 }).textContent()).toBe(dayLabel(n));
    }
    expect(await progress().textContent()).toBe('0 of 17 done');

    const today = days().first();
    await today.getByText('Today', { exact: true }).waitFor();
    const todayItems = today.getByRole('checkbox');
    expect(await todayItems.count()).toBe(3);
    const names = [];
    for (const box of await todayItems.all()) {
      names.push(
        await box.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent),
      );
    }
    expect(names).toEqual([
      'Practise Constitutional Framework & Preamble',
      'Test: Indian Polity Subject Test (English / हिन्दी)',
      'Watch: Sample lecture: getting started',
    ]);
    await today.getByText('Your accuracy here is 40% (2 of 5).', { exact: false }).waitFor();
    await today.getByRole('link', { name: 'Start test' }).waitFor();
    await today.getByRole('link', { name: 'Watch' }).waitFor();

    const practise = today.getByRole('checkbox', { name: 'Practise Constitutional Framework & Preamble' });
    // The box is drawn from the plan's query cache, which tells React a task after the click: so click, then
    // wait for the tick (Playwright's check() reads the state at once and can catch the frame before it).
    await practise.click();
    await expect.poll(() => practise.isChecked()).toBe(true);
    expect(await progress().textContent()).toBe('1 of 17 done');
    // Wait until the server has it, then reload.
    await expect
      .poll(async () => {
        const token = await page.evaluate(() => localStorage.getItem('token'));
        const { plan } = await apiClient(server.url, token).get<{
          plan: { days: { items: { done: boolean }[] }[] };
        }>('/api/study-plan');
        return plan.days[0]!.items[0]!.done;
      })
      .toBe(true);

    await page.reload();
    await progress().waitFor();
    expect(await progress().textContent()).toBe('1 of 17 done');
    expect(
      await days()
        .first()
        .getByRole('checkbox', { name: 'Practise Constitutional Framework & Preamble' })
        .isChecked(),
    ).toBe(true);
    expect(
      await days()
        .first()
        .getByRole('checkbox', { name: 'Watch: Sample lecture: getting started' })
        .isChecked(),
    ).toBe(false);
    expect(await page.getByRole('button', { name: 'Regenerate plan', exact: true }).isVisible()).toBe(true);
    if (process.env.STUDY_PLAN_SCREENSHOT) await page.screenshot({ path: process.env.STUDY_PLAN_SCREENSHOT });
  });

  it('regenerates only after a confirmation, clearing the checks', async () => {
    await page.getByRole('button', { name: 'Regenerate plan', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate the plan?' });
    await dialog.getByText('the items you have checked off will be cleared', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await progress().textContent()).toBe('1 of 17 done');

    await page.getByRole('button', { name: 'Regenerate plan', exact: true }).click();
    await dialog.getByRole('button', { name: 'Regenerate', exact: true }).click();
    await expect.poll(() => progress().textContent()).toBe('0 of 17 done');
  });

  it("starts a practice set on the day's weak topic", async () => {
    await days().first().getByRole('button', { name: 'Practise', exact: true }).click();
    await page.waitForURL(/\/practice\/\d+$/);
  });
});
