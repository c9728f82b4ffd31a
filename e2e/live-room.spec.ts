import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, QUICK_TEST, registerStudent } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, signedInPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 17 point 5: the live exam room against the real server. The seed's tests are global, so the super admin
 * watches one; a student who starts it appears live, and the room follows each save.
 */
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

const signedIn = (email: string, viewport?: { width: number; height: number }): Promise<Page> =>
  signedInPage(browser, server.url, email, viewport);

describe('the live exam room (issue 17)', () => {
  it('shows a student start and answer live, extends their time, and fits a 320 px phone', async () => {
    const student = await registerStudent(server.url, 'Live Room Student');
    const api = apiClient(server.url, student.token);
    const { tests } = await api.get<{ tests: { id: number; name: string }[] }>(
      `/api/tests?search=${encodeURIComponent('quick practice')}`,
    );
    const testId = tests.find((t) => t.name === QUICK_TEST)!.id;

    const page = await signedIn(DEMO.superAdmin.email, { width: 1280, height: 900 });
    await page.goto(`${server.url}/test-studio/${testId}/live`);
    await page.getByRole('heading', { level: 1, name: 'Live exam room' }).waitFor();
    await page.getByText('Live', { exact: true }).waitFor();

    const started = await api.post<{ sessionUuid: string }>(`/api/v2/tests/${testId}/start-enhanced`, {});
    const { questionIds } = await api.get<{ questionIds: number[] }>(`/api/tests/${testId}/question-ids`);
    const row = page.getByRole('listitem').filter({ hasText: 'Live Room Student' });
    await row.getByText('Writing', { exact: true }).waitFor();
    await row.getByText(/Answered 0 of 5/).waitFor();

    await api.post('/api/v2/tests/save-answer', {
      sessionUuid: started.sessionUuid,
      questionId: questionIds[0],
      selectedAnswer: 1,
      seq: 1,
    });
    await row.getByText(/Answered 1 of 5 · Last save \d+ seconds? ago · Time left \d+:\d\d/).waitFor();

    await row.getByRole('button', { name: 'Extend time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extend time for Live Room Student' });
    await dialog.getByLabel('Minutes (1–120)').fill('5');
    await dialog.getByLabel('Reason').fill('Power cut in hall B');
    await dialog.getByRole('button', { name: 'Extend' }).click();
    await page.getByText('Live Room Student has 5 more minutes.').waitFor();
    await row.getByText(/\+5 min given/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The student's next save answers with the new deadline.
    const saved = await api.post<{ deadline: string }>('/api/v2/tests/save-answer', {
      sessionUuid: started.sessionUuid,
      questionId: questionIds[1],
      selectedAnswer: 0,
      seq: 2,
    });
    const running = await api.get<{ attempt: { startTime: string } }>(
      `/api/v2/tests/${testId}/in-progress-attempt`,
    );
    expect(Date.parse(saved.deadline) - Date.parse(running.attempt.startTime)).toBe(10 * 60_000);

    // A phone: nothing runs off the side.
    await page.setViewportSize({ width: 320, height: 700 });
    await row.getByText('Writing', { exact: true }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .slice(0, 5)
        .map(
          (el) =>
            `${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    );
    expect(overflow, wide.join('\n')).toBeLessThanOrEqual(0);
  });
});
