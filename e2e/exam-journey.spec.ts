import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, launchBrowser, signedInPage } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * Issue 17's journey, end to end on the real server: a teacher composes a test by blueprint and schedules it for a
 * batch from now to +10 minutes; a student of the batch sees it and takes it while the teacher's live room follows
 * the progress; a student of the same centre outside the batch never sees it; a student with +50 % time gets it.
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

const signedIn = (
  email: string,
  viewport?: { width: number; height: number },
  password?: string,
): Promise<Page> => signedInPage(browser, server.url, email, viewport, password);

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  return (await apiClient(server.url).post<{ token: string }>('/api/auth/login', { email, password })).token;
}

/** The `datetime-local` value of an instant in India time (UTC+05:30, no daylight saving). */
function istLocal(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

describe('a scheduled batch test, from the composer to the live room (issue 17)', () => {
  it('reaches its batch only, on time, with extra time for the student who has it', async () => {
    const stamp = Date.now();
    const password = 'journey pass 2026';
    const admin = apiClient(server.url, await tokenOf(DEMO.coachingAdmin.email));
    const batch = (
      await admin.post<{ batch: { id: number } }>('/api/batches', {
        name: `Journey batch ${stamp}`,
        startDate: '2026-11-01',
      })
    ).batch;
    const people = {} as Record<'inside' | 'extra' | 'outside', { id: number; email: string; name: string }>;
    for (const [key, name] of [
      ['inside', 'Journey Inside'],
      ['extra', 'Journey Extra Time'],
      ['outside', 'Journey Outside'],
    ] as const) {
      const email = `journey-${key}-${stamp}@example.com`;
      const { user } = await admin.post<{ user: { id: number } }>('/api/users', {
        name,
        email,
        password,
        role_id: 3,
      });
      people[key] = { id: user.id, email, name };
    }
    await admin.post(`/api/batches/${batch.id}/students`, { user_ids: [people.inside.id, people.extra.id] });
    const accommodation = await fetch(`${server.url}/api/students/${people.extra.id}/accommodation`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${await tokenOf(DEMO.coachingAdmin.email)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ extraTimePercent: 50, reason: 'Writer assistance' }),
    });
    expect(accommodation.status).toBe(200);

    // The teacher composes it by blueprint and publishes it.
    const teacher = await signedIn(DEMO.teacher.email);
    const name = `Journey Polity ${stamp}`;
    await teacher.goto(`${server.url}/test-studio/new`);
    await teacher.getByRole('textbox', { name: 'Name' }).fill(name);
    await teacher.getByRole('textbox', { name: 'Code' }).fill(`JRN-${stamp}`);
    await teacher.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('10');
    await teacher.getByRole('button', { name: 'Create draft' }).click();
    await teacher.waitForURL(/\/test-studio\/\d+$/);
    const testId = Number(new URL(teacher.url()).pathname.split('/').pop());
    await teacher.getByRole('button', { name: 'Draw by blueprint' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Draw the paper by a blueprint' });
    const subject = dialog.getByRole('combobox', { name: 'Subject' });
    const polity = await subject.evaluate(
      (el) => [...(el as HTMLSelectElement).options].find((o) => o.text === 'Polity')!.value,
    );
    await subject.selectOption(polity);
    await dialog.getByRole('spinbutton', { name: 'Questions' }).fill('3');
    await dialog.getByRole('textbox', { name: 'Seed' }).fill(`journey-${stamp}`);
    await dialog.getByRole('button', { name: 'Draw' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => teacher.getByTestId('paper').locator(':scope > li').count()).toBe(3);
    await teacher.getByRole('button', { name: 'Publish' }).click();
    await teacher.getByText('Test published.').first().waitFor();

    // Scheduled for the batch, from now to +10 minutes, entered in India time.
    const now = new Date();
    await teacher.getByRole('radio', { name: 'Chosen batches' }).check();
    await teacher.getByRole('checkbox', { name: new RegExp(`^Journey batch ${stamp}`) }).check();
    await teacher.getByLabel('Opens at (IST)').fill(istLocal(new Date(now.getTime() - 60_000)));
    await teacher.getByLabel('Closes at (IST)').fill(istLocal(new Date(now.getTime() + 10 * 60_000)));
    await teacher.getByRole('button', { name: 'Save schedule' }).click();
    await teacher.getByText('Schedule saved.').first().waitFor();

    // The live room lists the batch: both not started.
    await teacher.goto(`${server.url}/test-studio/${testId}/live`);
    await teacher.getByRole('heading', { level: 1, name: 'Live exam room' }).waitFor();
    const row = (who: string) => teacher.getByRole('listitem').filter({ hasText: who });
    await row(people.inside.name).getByText('Not started', { exact: true }).waitFor();
    await row(people.extra.name).getByText('Not started', { exact: true }).waitFor();
    expect(await row(people.outside.name).count()).toBe(0);

    // A student outside the batch never sees it: not in the list, not in search, not by id.
    const outsideToken = await tokenOf(people.outside.email, password);
    const outside = apiClient(server.url, outsideToken);
    const listed = await outside.get<{ tests: { id: number }[] }>(
      `/api/tests?search=${encodeURIComponent(name)}`,
    );
    expect(listed.tests.map((t) => t.id)).not.toContain(testId);
    const byId = await fetch(`${server.url}/api/tests/${testId}`, {
      headers: { Authorization: `Bearer ${outsideToken}` },
    });
    expect(byId.status).toBe(404);

    // The student of the batch finds it, starts it and answers; the live room follows.
    const student = await signedIn(people.inside.email, { width: 390, height: 844 }, password);
    await student.goto(`${server.url}/tests?search=${encodeURIComponent(name)}`);
    const card = student
      .getByRole('article')
      .filter({ has: student.getByRole('heading', { name, exact: true }) });
    await card.getByRole('link', { name: 'Start Test' }).click();
    await student.getByRole('heading', { level: 1, name }).waitFor();
    await student.getByText('10 minutes', { exact: true }).waitFor();
    expect(await student.getByText('Your time', { exact: true }).count()).toBe(0);
    await student.getByRole('button', { name: 'Start Test' }).click();
    await student.getByRole('heading', { name: 'Question 1 of 3' }).waitFor();
    await row(people.inside.name).getByText('Writing', { exact: true }).waitFor();
    await student.getByRole('radio').first().check();
    await row(people.inside.name)
      .getByText(/Answered 1 of 3/)
      .waitFor();

    // The student with +50 % time is told so before starting, and gets it.
    const extra = await signedIn(people.extra.email, { width: 390, height: 844 }, password);
    await extra.goto(`${server.url}/take-test/${testId}`);
    await extra.getByText('Your time', { exact: true }).waitFor();
    await extra.getByText('15 min (+50% extra time)', { exact: true }).waitFor();
    const extraApi = apiClient(server.url, await tokenOf(people.extra.email, password));
    const started = await extraApi.post<{ attempt: { startTime: string; deadline: string } }>(
      `/api/v2/tests/${testId}/start-enhanced`,
      {},
    );
    expect(Date.parse(started.attempt.deadline) - Date.parse(started.attempt.startTime)).toBe(15 * 60_000);
    await row(people.extra.name).getByText('Writing', { exact: true }).waitFor();
    await row(people.extra.name)
      .getByText(/\+50 ?%/)
      .waitFor();

    await Promise.all([teacher.context().close(), student.context().close(), extra.context().close()]);
  });
});
