import http from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerStudent, takeTestViaApi } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { DEMO, launchBrowser, login } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Exact texts: the page's greeting, the built-in assistant's replies to the seeded demo student (no test taken
// yet), its note, and SPEC §8's failure text.
const GREETING =
  "Hello! I'm your AI study assistant. Ask me for a study plan for the week, how your scores are trending, " +
  'how your pace compares with the targets, or to explain a topic from the syllabus.';
const BUILTIN_NOTE =
  "I'm Aspirant's built-in assistant: I answer from your own results and the question bank, without an AI " +
  'model. An administrator can connect one (OpenAI, Ollama, vLLM, LM Studio and others) with AI_BASE_URL, ' +
  'AI_API_KEY and AI_MODEL.';
const TREND_REPLY = "You haven't taken any tests yet: your score trend starts with your first test.";
const PACE_REPLY = 'I have no timing data yet: take a test and I will compare your pace with the targets.';
const STARTERS = [
  'Make me a study plan for this week',
  'How are my scores trending?',
  'How is my pacing against the targets?',
];
const CHAT_FAILED = 'Sorry, I encountered an error. Please try again later.';
const HINT = 'Enter to send, Shift+Enter for a new line';
const TOO_LONG = 'Each message may be at most 4000 characters.';
const INPUT = 'Ask the AI study assistant';
const PIECE_DELAY_MS = 700;
/** Long enough for a slow model's whole reply. */
const REPLY_WAIT = { timeout: 10_000 };

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  page = await context.newPage();
});

const log = () => page.getByRole('log', { name: 'Conversation' });
/** Each message as a screen reader reads it: who speaks, then the text. */
const messages = () => log().getByRole('article').allTextContents();
const input = () => page.getByLabel(INPUT, { exact: true });
const sendButton = () => page.getByRole('button', { name: 'Send', exact: true });
const stopButton = () => page.getByRole('button', { name: 'Stop', exact: true });
const clearButton = () => page.getByRole('button', { name: 'Clear conversation', exact: true });
const clearDialog = () => page.getByRole('dialog', { name: 'Clear conversation?' });
const CLEAR_TEXT =
  'This deletes your whole conversation with the assistant, on every device you use. It cannot be undone.';
const starters = () => page.getByRole('group', { name: 'Try asking' }).getByRole('button').allTextContents();
const storedConversations = () =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('aspirant.chat.'))
      .map((key) => [key, JSON.parse(localStorage.getItem(key) ?? 'null')] as const),
  );

/** A freshly registered student: the demo student has a history (issue 13), these replies assume none. */
async function openAssistant(baseUrl: string): Promise<void> {
  const student = await registerStudent(baseUrl, 'Assistant Student');
  await openAssistantAs(baseUrl, student.email, student.password);
}

async function openAssistantAs(baseUrl: string, email: string, password: string): Promise<void> {
  await login(page, baseUrl, email, password);
  await page.getByRole('link', { name: 'AI Assistant', exact: true }).click();
  await page.waitForURL(`${baseUrl}/ai-assistant`);
  await expect.poll(messages).toEqual([`Assistant: ${GREETING}`]);
}

describe('with the built-in assistant', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('greets, offers starters, sends with Enter only, streams the Markdown reply, keeps it across a reload and clears it', async () => {
    await openAssistant(server.url);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('AI Study Assistant');
    await expect.poll(starters).toEqual(STARTERS);
    expect(await clearButton().isDisabled()).toBe(true);
    expect(await page.getByText('Built-in assistant').count()).toBe(0);

    // Shift+Enter adds a line and sends nothing.
    await input().click();
    await page.keyboard.type('First line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second line');
    expect(await input().inputValue()).toBe('First line\nsecond line');
    expect(await messages()).toEqual([`Assistant: ${GREETING}`]);

    // SPEC §5: a whitespace-only input is not sent, by Enter or by the button.
    await input().fill('  \n  ');
    await input().press('Enter');
    expect(await sendButton().isDisabled()).toBe(true);
    expect(await input().inputValue()).toBe('  \n  ');
    expect(await messages()).toEqual([`Assistant: ${GREETING}`]);

    // Issue 5: at most 4000 characters a message.
    await input().fill('a'.repeat(4001));
    expect(await page.getByText(TOO_LONG).count()).toBe(1);
    expect(await sendButton().isDisabled()).toBe(true);
    await input().press('Enter');
    expect(await messages()).toEqual([`Assistant: ${GREETING}`]);
    await input().fill('a'.repeat(4000));
    expect(await page.getByText(HINT).count()).toBe(1);
    expect(await sendButton().isEnabled()).toBe(true);

    // Enter sends, as server-sent events.
    await input().fill('How are my scores trending?');
    const answered = page.waitForResponse((r) => r.url() === `${server.url}/api/ai/chat`);
    await input().press('Enter');
    const response = await answered;
    expect(response.request().headers().accept).toBe('text/event-stream');
    expect(JSON.parse(response.request().postData() ?? '')).toEqual({
      messages: [{ role: 'user', content: 'How are my scores trending?' }],
    });
    expect(response.headers()['content-type']).toBe('text/event-stream; charset=utf-8');

    const conversation = [
      `Assistant: ${GREETING}`,
      'You said: How are my scores trending?',
      `Assistant: ${TREND_REPLY}${BUILTIN_NOTE}`,
    ];
    await expect.poll(messages).toEqual(conversation);
    await expect.poll(() => sendButton().isVisible()).toBe(true);
    expect(await input().inputValue()).toBe('');
    expect(await input().isEnabled()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    // Rendered from Markdown: the note in italics with its code spans, no Markdown signs left.
    const reply = log().getByRole('article').last();
    expect(await reply.getByRole('paragraph').allTextContents()).toEqual([TREND_REPLY, BUILTIN_NOTE]);
    expect(await reply.locator('em').textContent()).toBe(BUILTIN_NOTE);
    expect(await reply.locator('em code').allTextContents()).toEqual([
      'AI_BASE_URL',
      'AI_API_KEY',
      'AI_MODEL',
    ]);
    expect(await page.getByText('Built-in assistant', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Try asking' }).count()).toBe(0);

    // Kept on the server (issue 15), not in this browser: a reload reads it back.
    expect(await storedConversations()).toEqual([]);
    await page.reload();
    await expect.poll(messages).toEqual(conversation);
    expect(await page.getByText('Built-in assistant', { exact: true }).count()).toBe(1);

    // 'Clear conversation' asks first; Cancel keeps everything and gives the focus back.
    await clearButton().click();
    await clearDialog().waitFor();
    expect(await clearDialog().getByRole('paragraph').textContent()).toBe(CLEAR_TEXT);
    expect(
      await clearDialog()
        .getByRole('button', { name: 'Cancel' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await clearDialog().waitFor({ state: 'hidden' });
    await expect.poll(() => clearButton().evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await messages()).toEqual(conversation);

    // Confirmed: gone here and on the server; the starters come back.
    await clearButton().click();
    await clearDialog().getByRole('button', { name: 'Clear conversation' }).click();
    await clearDialog().waitFor({ state: 'hidden' });
    expect(await messages()).toEqual([`Assistant: ${GREETING}`]);
    expect(await page.getByRole('status').filter({ hasText: 'Conversation cleared' }).count()).toBe(1);
    await expect.poll(starters).toEqual(STARTERS);
    expect(await clearButton().isDisabled()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.reload();
    await expect.poll(starters, REPLY_WAIT).toEqual(STARTERS);
    expect(await messages()).toEqual([`Assistant: ${GREETING}`]);

    // A starter is sent as it is.
    await page.getByRole('button', { name: STARTERS[2] }).click();
    await expect
      .poll(messages)
      .toEqual([
        `Assistant: ${GREETING}`,
        `You said: ${STARTERS[2]}`,
        `Assistant: ${PACE_REPLY}${BUILTIN_NOTE}`,
      ]);
  });

  it('answers about the test named, keeps the answer across a reload, and clears it (issue 15)', async () => {
    const student = await registerStudent(server.url, 'History Student');
    // 20 questions: 12 right, 5 wrong, 3 left; +2 / -0.66: 24 - 3.3 = 20.7 of 40, 51.75%.
    await takeTestViaApi(server.url, student.token, {
      testName: 'History Subject Test',
      plan: [...Array(12).fill('right'), ...Array(5).fill('wrong'), null, null, null],
      seconds: 30,
    });
    await openAssistantAs(server.url, student.email, student.password);
    await input().fill('How did I do in the History Subject Test test?');
    await input().press('Enter');
    const reply = log().getByRole('article').last();
    await expect
      .poll(() => reply.getByRole('listitem').allTextContents(), REPLY_WAIT)
      .toEqual(
        expect.arrayContaining([
          'Score: 20.7 of 40 (51.75%)',
          '12 correct, 5 wrong, 3 unattempted of 20 questions; accuracy 70.59% of those attempted',
        ]),
      );
    expect(await reply.locator('strong').first().textContent()).toBe('History Subject Test');

    await page.reload();
    await expect.poll(async () => (await messages()).length).toBe(3);
    expect((await messages())[1]).toBe('You said: How did I do in the History Subject Test test?');
    expect(await log().getByRole('article').last().getByRole('listitem').allTextContents()).toContain(
      'Score: 20.7 of 40 (51.75%)',
    );

    await clearButton().click();
    await clearDialog().getByRole('button', { name: 'Clear conversation' }).click();
    await expect.poll(messages).toEqual([`Assistant: ${GREETING}`]);
    await page.reload();
    await expect.poll(() => page.getByRole('group', { name: 'Try asking' }).count()).toBe(1);
    expect(await messages()).toEqual([`Assistant: ${GREETING}`]);
  });

  it('shows SPEC §8’s failure text when the request fails, and does not send that text back', async () => {
    await openAssistant(server.url);
    await page.route('**/api/ai/chat', (route) => route.abort('failed'));
    await input().fill('Hello');
    await sendButton().click();
    await expect
      .poll(messages)
      .toEqual([`Assistant: ${GREETING}`, 'You said: Hello', `Assistant: ${CHAT_FAILED}`]);
    expect(await input().isEnabled()).toBe(true);

    await page.unroute('**/api/ai/chat');
    const sent = page.waitForRequest((r) => r.url() === `${server.url}/api/ai/chat`);
    await input().fill('How are my scores trending?');
    await input().press('Enter');
    expect(JSON.parse((await sent).postData() ?? '')).toEqual({
      messages: [
        { role: 'user', content: 'Hello' },
        { role: 'user', content: 'How are my scores trending?' },
      ],
    });
    await expect.poll(async () => (await messages()).at(-1)).toBe(`Assistant: ${TREND_REPLY}${BUILTIN_NOTE}`);
  });

  it('goes to /login when the server no longer accepts the session (SPEC §4: a 401 ends it)', async () => {
    await openAssistant(server.url);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const logout = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    await input().fill('Hello');
    await input().press('Enter');
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('shows the server’s own message for a refusal such as the per-minute limit', async () => {
    await login(page, server.url, DEMO.teacher.email);
    // Ten questions within the minute use up the limit (issue 5); the next, from the page, is refused. The
    // limit counts in fixed one-minute windows: use it up until a refusal leaves at least 10 s of its window,
    // so the page's question surely falls in the same window.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    let secondsLeft = 0;
    for (let i = 0; i < 40 && secondsLeft < 10; i++) {
      const res = await fetch(`${server.url}/api/ai/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ role: 'user', content: `Question ${i}` }] }),
      });
      if (res.status === 429) {
        secondsLeft = Number(res.headers.get('retry-after'));
        if (secondsLeft < 10) await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
      } else expect(res.status).toBe(200);
    }
    expect(secondsLeft).toBeGreaterThanOrEqual(10);
    await page.goto(`${server.url}/ai-assistant`);
    // The questions above are kept (issue 15): the newest page of them shows first.
    await expect.poll(async () => (await messages()).length).toBeGreaterThan(1);
    const shown = (await messages()).length;
    await input().fill('One more');
    await input().press('Enter');
    // The reply's place shows while the request is out (an empty 'Assistant: '); wait for the refusal itself.
    await expect
      .poll(async () => (await messages()).at(-1))
      .toMatch(/^Assistant: Too many attempts\. Please try again in \d+ seconds?\.$/);
    const all = await messages();
    expect(all.length).toBe(shown + 2);
    expect(all.at(-2)).toBe('You said: One more');
  });
});

describe('the assistant on a phone, in both themes, under axe-core (issue 15)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  for (const size of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    for (const theme of ['light', 'dark'] as const) {
      it(`at ${size.width} px, ${theme}: the conversation, the reply and the clear dialog`, async () => {
        await context?.close();
        // The app's CSP allows no inline script: the test injects axe past it, the app is unchanged.
        context = await browser.newContext({ viewport: size, bypassCSP: true });
        await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
        page = await context.newPage();
        const student = await registerStudent(server.url, 'Phone Student');
        await login(page, server.url, student.email, student.password);
        // On a phone the drawer is closed: the address is the way in.
        await page.goto(`${server.url}/ai-assistant`);
        await expect.poll(messages, REPLY_WAIT).toEqual([`Assistant: ${GREETING}`]);
        await input().fill('Explain the monsoon');
        await input().press('Enter');
        await expect.poll(async () => (await messages()).length, REPLY_WAIT).toBe(3);
        await expect.poll(() => sendButton().isVisible(), REPLY_WAIT).toBe(true);
        expect(await seriousViolations(page, 'main')).toEqual([]);
        // Nothing scrolls sideways, the input and the buttons stay in the window.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        const box = await sendButton().boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);

        await clearButton().click();
        await clearDialog().waitFor();
        // Measured once the dialog has faded in: half-transparent text reads as low contrast.
        await expect
          .poll(() =>
            page.evaluate(() => getComputedStyle(document.querySelector('.MuiDialog-container')!).opacity),
          )
          .toBe('1');
        expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
        await clearDialog().getByRole('button', { name: 'Cancel' }).click();
      });
    }
  }
});

/** A model on loopback that writes its pieces slowly (and, when told, never finishes). */
async function startSlowModel() {
  let script: { pieces: string[]; hangs: boolean } = { pieces: [], hangs: false };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of script.pieces) {
        if (res.destroyed) return;
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, PIECE_DELAY_MS));
      }
      if (!script.hangs && !res.destroyed) res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    set(next: { pieces: string[]; hangs: boolean }) {
      script = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('with a model that streams', () => {
  let server: RunningServer;
  let model: Awaited<ReturnType<typeof startSlowModel>>;
  beforeAll(async () => {
    model = await startSlowModel();
    server = await startServer({ AI_BASE_URL: model.baseUrl, AI_MODEL: 'slow-test-model' });
  });
  afterAll(async () => {
    await server?.stop();
    await model?.close();
  });

  it('shows the reply as it arrives, with the input disabled, then the whole reply as Markdown', async () => {
    model.set({
      pieces: [
        '## Your week\n\n',
        '- **Monday**: Polity\n',
        '- **Tuesday**: ',
        'Geography\n\n',
        '> Keep going.',
      ],
      hangs: false,
    });
    await openAssistant(server.url);
    await input().fill('Plan my week');
    await input().press('Enter');

    // Part of the reply is on the page while the rest is still coming.
    await expect
      .poll(async () => (await messages()).at(-1), REPLY_WAIT)
      .toBe('Assistant: Your weekMonday: Polity');
    expect(await stopButton().isVisible()).toBe(true);
    expect(await input().isDisabled()).toBe(true);
    expect(await log().getAttribute('aria-busy')).toBe('true');

    await expect.poll(() => sendButton().isVisible(), REPLY_WAIT).toBe(true);
    const reply = log().getByRole('article').last();
    expect(await reply.getByRole('heading', { level: 3 }).textContent()).toBe('Your week');
    expect(await reply.getByRole('listitem').allTextContents()).toEqual([
      'Monday: Polity',
      'Tuesday: Geography',
    ]);
    expect(await reply.locator('strong').allTextContents()).toEqual(['Monday', 'Tuesday']);
    expect(await reply.locator('blockquote').textContent()).toBe('Keep going.');
    expect(await page.getByText('AI model', { exact: true }).count()).toBe(1);
    expect(await log().getAttribute('aria-busy')).toBe('false');
  });

  it('Stop ends the reply and keeps what arrived, also across a reload', async () => {
    model.set({ pieces: ['Half of a reply'], hangs: true });
    await openAssistant(server.url);
    await input().fill('Tell me everything');
    await input().press('Enter');
    await expect.poll(async () => (await messages()).at(-1)).toBe('Assistant: Half of a reply');
    expect(await stopButton().evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => sendButton().isVisible()).toBe(true);
    const stopped = [
      `Assistant: ${GREETING}`,
      'You said: Tell me everything',
      'Assistant: Half of a replyStopped',
    ];
    expect(await messages()).toEqual(stopped);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');

    // The server keeps what arrived (issue 15): once it is stored, a reload shows it (without the caption,
    // which belongs to this screen).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/api/ai/conversation`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await res.json()) as { messages: { content: string }[] }).messages.map((m) => m.content);
      })
      .toEqual(['Tell me everything', 'Half of a reply']);
    await page.reload();
    await expect
      .poll(messages)
      .toEqual([`Assistant: ${GREETING}`, 'You said: Tell me everything', 'Assistant: Half of a reply']);
  });
});
