import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.ts';
import { DEMO, DEMO_PASSWORD, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Issue 16: a bank question's image is shown wherever the student meets the question again (here practice and
// saved questions; the result's solutions share the saved questions' review card), by its signed link, under
// the question text, at 320 px, in both themes.

// A real 480×160 PNG (one blue), so the browser draws it and its width can be checked against the screen's.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAeAAAACgCAIAAABbmSgaAAAByUlEQVR42u3UMQ0AAAgEsVeCTiQiixkHDE2q4IZL9QDwUCQAMGgADBrAoAEwaACDBsCgATBoAIMGwKABDBoAgwbAoAEMGgCDBjBoAAwawKABMGgADBrAoAEwaACDBsCgATBoAIMGwKABDBoAgwYwaAAMGgCDBjBoAAwawKABMGgADBrAoAEwaACDBsCgAQxaBQCDBsCgAQwaAIMGMGgADBoAgwYwaAAMGsCgATBoAAwawKABMGgAgwbAoAEMGgCDBsCgAQwaAIMGMGgADBoAgwYwaAAMGsCgATBoAIMGwKABMGgAgwbAoAEMGgCDBsCgAQwaAIMGMGgADBrAoFUAMGgADBrAoAEwaACDBsCgATBoAIMGwKABDBoAgwbAoAEMGgCDBjBoAAwawKABMGgADBrAoAEwaACDBsCgATBoAIMGwKABDBoAgwYwaAAMGgCDBjBoAAwawKABMGgADBrAoAEwaACDBsCgAQwaAIMGwKABDBoAgwYwaAAMGgCDBjBoAAwawKABMGgADBrAoAEwaACDBsCgAQwaAIMGwKABDBoAgwYwaAAMGgCDBjBoAAwawKABMGgAgwbAoAEwaACDBsCgAQwaAIMG4Fpor0AHerzWswAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT = 'Which river is marked on this map of the Deccan plateau?';
const WIDTH = 320;

let server: RunningServer;
let browser: Browser;
let page: Page;
let practiceId: number;

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  server = await startServer();
  const tokenOf = async (email: string) =>
    (
      await apiClient(server.url).post<{ token: string }>('/api/auth/login', {
        email,
        password: DEMO_PASSWORD,
      })
    ).token;
  const teacher = await tokenOf(DEMO.teacher.email);
  const student = await tokenOf(DEMO.student.email);
  const asTeacher = apiClient(server.url, teacher);

  // The demo teacher uploads the image and files a practice question with it under a topic of their own.
  const { image } = await json<{ image: string }>(
    await fetch(`${server.url}/api/questions/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${teacher}`, 'Content-Type': 'image/png' },
      body: PNG,
    }),
    201,
  );
  const meta = await asTeacher.get<{ subjects: { id: number; name: string }[] }>('/api/questions/meta');
  const polity = meta.subjects.find((s) => s.name === 'Polity')!;
  const { topic } = await asTeacher.post<{ topic: { id: number } }>(
    '/api/questions/topics',
    { subjectId: polity.id, name: 'Maps' },
    201,
  );
  const { question } = await asTeacher.post<{ question: { id: number } }>(
    '/api/questions',
    {
      text: TEXT,
      options: ['Godavari', 'Narmada', 'Tapti', 'Mahanadi'],
      correctIndex: 0,
      explanation: 'The Godavari crosses the plateau from west to east.',
      difficulty: 'easy',
      subjectId: polity.id,
      topicId: topic.id,
      tags: [],
      textHi: null,
      optionsHi: null,
      explanationHi: null,
      image,
      isPractice: true,
    },
    201,
  );

  // The demo student (same centre) practises the topic and saves the question.
  const { practice } = await apiClient(server.url, student).post<{ practice: { id: number } }>(
    '/api/practice',
    { source: 'topic', topicId: topic.id, count: 5 },
    201,
  );
  practiceId = practice.id;
  await json(
    await fetch(`${server.url}/api/bookmarks/${question.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${student}` },
    }),
    200,
  );

  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: WIDTH, height: 740 } })).newPage();
  await login(page, server.url, DEMO.student.email);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The image is drawn (loaded through its signed link), within the screen, right under the question text. */
async function expectShownUnder(image: Locator, text: Locator) {
  await image.scrollIntoViewIfNeeded();
  await image.waitFor({ state: 'visible' });
  await page.waitForFunction(
    (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    await image.elementHandle(),
  );
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(480);
  expect(await image.getAttribute('loading')).toBe('lazy');
  expect(await image.getAttribute('src')).toMatch(/^\/api\/media\/question-images\/\d+\/[0-9a-f]{64}\?exp=/);
  const box = (await image.boundingBox())!;
  const textBox = (await text.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
  expect(box.y).toBeGreaterThanOrEqual(textBox.y + textBox.height);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
}

describe(`a question's image after the test (${WIDTH} px)`, () => {
  for (const theme of ['light', 'dark']) {
    it(`shows it in practice and in saved questions (${theme} theme)`, async () => {
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);

      await page.goto(`${server.url}/practice/${practiceId}`);
      await page.getByRole('heading', { name: 'Question 1 of 1' }).waitFor();
      await expectShownUnder(
        page.getByRole('img', { name: 'Figure for question 1', exact: true }),
        page.getByText(TEXT, { exact: true }),
      );

      await page.goto(`${server.url}/saved-questions`);
      const card = page.getByRole('article').filter({ hasText: TEXT });
      await card.waitFor();
      await expectShownUnder(
        card.getByRole('img', { name: 'Figure for question 1', exact: true }),
        card.getByText(TEXT, { exact: true }),
      );
    });
  }
});
