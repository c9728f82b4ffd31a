import {
  AI_MESSAGES,
  chat as chatEndpoint,
  clearConversation,
  getConversation,
} from '@aspirant/contract/ai.ts';
import { saveAnswer, startAttempt, submitResult } from '@aspirant/contract/attempts.ts';
import { currentUser, register } from '@aspirant/contract/auth.ts';
import { getQuestionIds, listTests } from '@aspirant/contract/tests.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { questions, testQuestions, tests, topics } from '../../db/schema.ts';
import { assistantRepository } from '../../repositories/assistant.ts';
import { createTestContext, type TestContext } from '../../test-support/app.ts';
import { call } from '../../test-support/call.ts';
import { startFakeOpenAi } from '../../test-support/fake-openai.ts';
import { BANK_CHECK_SECONDS } from './bank-index.ts';
import { NOTHING_FOUND } from './builtin-replies.ts';
import { tokenise } from './retrieval.ts';

// Issue 15 point 7: the assistant answers the question asked, keeps the conversation per student on the
// server, and never shows a key the student may not see (key-visibility.ts).

let t: TestContext;
let model: TestContext;
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestContext();
  model = await createTestContext({
    env: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: 'tiny-test-model' },
  });
});
afterAll(async () => {
  await t.close();
  await model.close();
  await fake.close();
});

let n = 0;
async function student(ctx: TestContext = t): Promise<string> {
  const res = await call(ctx, register, {
    body: {
      name: 'Noor Khan',
      email: `assistant${++n}-${Date.now()}@example.com`,
      password: 'a good password',
    },
  });
  return res.data.token;
}

const ask = (token: string, content: string, ctx: TestContext = t) =>
  call(ctx, chatEndpoint, { token, body: { messages: [{ role: 'user', content }] } });

/** Sits the test found by `search`, answering every question wrong. */
async function sitWrong(token: string, search: string): Promise<void> {
  const id = (await call(t, listTests, { query: { search }, token })).data.tests[0]!.id;
  const uuid = (await call(t, startAttempt, { params: { id }, token, body: {} })).data.sessionUuid;
  const ids = (await call(t, getQuestionIds, { params: { id }, token })).data.questionIds;
  const key = await t.database.db.select().from(questions).where(inArray(questions.id, ids));
  for (const q of key) {
    await call(t, saveAnswer, {
      token,
      body: {
        sessionUuid: uuid,
        questionId: q.id,
        selectedAnswer: (q.correctIndex + 1) % 4,
        timeSpentSeconds: 40,
      },
    });
  }
  t.clock.advance(60_000);
  await call(t, submitResult, { token, body: { testId: id, sessionUuid: uuid } });
}

describe('Devanagari tokens keep their vowel signs', () => {
  it('splits on spaces and punctuation only, never inside a word', () => {
    expect(tokenise('अस्पृश्यता का उन्मूलन, अनुच्छेद 17।')).toEqual(['अस्पृश्यता', 'का', 'उन्मूलन', 'अनुच्छेद', '17']);
    expect(tokenise('Fundamental Rights (Part III)')).toEqual(['fundamental', 'rights', 'part', 'iii']);
  });
});

describe('the built-in assistant answers the question asked', () => {
  it('gives the named test’s own figures, and says so when it was not taken', async () => {
    const token = await student();
    await sitWrong(token, 'fundamental rights');
    const reply = (await ask(token, 'How did I do in the Fundamental Rights test?')).data.content;
    expect(reply).toContain('**Fundamental Rights & Duties: Topic Test (English / हिन्दी)** (UPSC-TW-POL-FR)');
    expect(reply).toContain(
      '- 0 correct, 9 wrong, 0 unattempted of 9 questions; accuracy 0% of those attempted',
    );
    expect(reply).toContain('- Score: **-5.94 of 18 (-33%)**');
    expect(reply).toContain('- Time: 1 min 0 s');
    expect(reply).toContain('- Rank: 1 of 1 (first attempts)');
    expect(reply).not.toContain('From the question bank');
    const mock = (await ask(token, 'What was my score in my last mock?')).data.content;
    expect(mock).toContain("You haven't taken a full-length mock test yet.");
    const history = (await ask(token, 'इतिहास टेस्ट में मेरा प्रदर्शन कैसा रहा?')).data.content;
    expect(history).toContain("You haven't taken **History Subject Test** (UPSC-SW-HIS) yet");
  });

  it('makes a plan about the subject named, in the days asked', async () => {
    const token = await student();
    const reply = (await ask(token, 'a 5-day plan for Polity')).data.content;
    expect(reply).toContain('Here is a 5-day plan for **Polity**, weakest topics first');
    expect(reply).toContain(
      '- **Day 5**: take **Indian Polity Subject Test (English / हिन्दी)** under exam conditions',
    );
    expect(reply).not.toContain('**Day 6**');
    for (const other of ['Geography', 'Economy', 'History']) expect(reply).not.toContain(other);
  });

  it('compares the two things named from the bank, and says plainly when it has nothing', async () => {
    const token = await student();
    const reply = (await ask(token, 'Difference between Fundamental Rights and DPSP?')).data.content;
    expect(reply).toContain('### Fundamental Rights');
    expect(reply).toContain('### DPSP');
    expect(reply).toContain('Directive Principles');
    const none = (await ask(token, 'What is the capital of Mars?')).data.content;
    expect(none.startsWith(`${NOTHING_FOUND}\n\n`)).toBe(true);
    expect(none).not.toContain('**Answer:**');
  });

  it('finds a question added to the bank once the index refreshes', async () => {
    const token = await student();
    const question = 'Which treaty of the Zorblax archipelago settled the Quillon boundary dispute?';
    expect((await ask(token, 'Explain the Zorblax Quillon boundary')).data.content).toContain(NOTHING_FOUND);
    const [topic] = await t.database.db.select().from(topics).where(eq(topics.code, 'IRS-MAP'));
    await t.database.db.insert(questions).values({
      code: 'IRS-901',
      subjectId: topic!.subjectId,
      topicId: topic!.id,
      difficulty: 'easy',
      text: question,
      options: ['Treaty of Vell', 'Treaty of Orm', 'Treaty of Pashk', 'Treaty of Dun'],
      correctIndex: 1,
      explanation: 'The Treaty of Orm fixed the Quillon boundary along the river.',
      isPractice: true,
    });
    // Within BANK_CHECK_SECONDS the index in use stays; after it, the changed bank is read (in the background:
    // the search that notices the change still uses the index it had, the next ones the new).
    t.clock.advance((BANK_CHECK_SECONDS + 1) * 1000);
    await expect
      .poll(async () => (await ask(token, 'Explain the Zorblax Quillon boundary')).data.content, {
        timeout: 10_000,
      })
      .toContain(`> ${question}`);
    const found = (await ask(token, 'Explain the Zorblax Quillon boundary')).data.content;
    expect(found).toContain('**Answer:** Treaty of Orm');
  });
});

describe('no key leaks through the assistant', () => {
  it.each(['builtin', 'openai'] as const)(
    '%s: asked about every question of an untaken test, in English and Hindi, shows no key or explanation',
    async (which) => {
      const ctx = which === 'builtin' ? t : model;
      fake.set({ kind: 'reply', content: 'A reply from the model.' });
      const token = await student(ctx);
      const hidden = await ctx.database.db
        .select({
          text: questions.text,
          textHi: questions.textHi,
          options: questions.options,
          correctIndex: questions.correctIndex,
          explanation: questions.explanation,
          explanationHi: questions.explanationHi,
        })
        .from(questions)
        .innerJoin(testQuestions, eq(testQuestions.questionId, questions.id))
        .innerJoin(tests, eq(tests.id, testQuestions.testId))
        .where(eq(tests.code, 'UPSC-TW-POL-FR'));
      expect(hidden.length).toBe(9);
      for (const q of hidden) {
        for (const message of [
          `What is the answer to: ${q.text}`,
          `Explain this: ${q.text}`,
          `Difference between ${q.options[0]} and ${q.options[1]}`,
          ...(q.textHi ? [`${q.textHi} इसका उत्तर बताइए`] : []),
        ]) {
          const before = fake.requests.length;
          const res = await ask(token, message, ctx);
          expect(res.statusCode).toBe(200);
          const sent = [res.data.content, ...fake.requests.slice(before).map((r) => JSON.stringify(r.body))];
          for (const text of sent) {
            expect(text).not.toContain(q.explanation.slice(0, 60));
            if (q.explanationHi) expect(text).not.toContain(q.explanationHi.slice(0, 40));
            expect(text).not.toContain(`**Answer:** ${q.options[q.correctIndex]}`);
            expect(text).not.toContain(`Correct answer: ${q.options[q.correctIndex]}`);
          }
        }
      }
    },
    120_000,
  );
});

describe('the conversation is kept on the server per student', () => {
  it('stores each question and reply, reads it back a page at a time, and clears it on request', async () => {
    const token = await student();
    const first = await ask(token, 'How are my scores trending?');
    const second = await ask(token, 'How is my pacing?');
    const all = await call(t, getConversation, { token, query: {} });
    expect(all.statusCode).toBe(200);
    expect(all.data.provider).toBe('builtin');
    expect(all.data.hasMore).toBe(false);
    expect(all.data.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'How are my scores trending?'],
      ['assistant', first.data.content],
      ['user', 'How is my pacing?'],
      ['assistant', second.data.content],
    ]);
    const newest = await call(t, getConversation, { token, query: { limit: 2 } });
    expect(newest.data.messages.map((m) => m.content)).toEqual(['How is my pacing?', second.data.content]);
    expect(newest.data.hasMore).toBe(true);
    const older = await call(t, getConversation, {
      token,
      query: { limit: 2, before: newest.data.messages[0]!.id },
    });
    expect(older.data.messages.map((m) => m.content)).toEqual([
      'How are my scores trending?',
      first.data.content,
    ]);
    expect(older.data.hasMore).toBe(false);

    // Another student sees none of it and clears none of it.
    const other = await student();
    expect((await call(t, getConversation, { token: other, query: {} })).data.messages).toEqual([]);
    expect((await call(t, clearConversation, { token: other })).data).toEqual({ success: true, deleted: 0 });
    expect((await call(t, getConversation, { token, query: {} })).data.messages).toHaveLength(4);

    expect((await call(t, clearConversation, { token })).data).toEqual({ success: true, deleted: 4 });
    expect((await call(t, getConversation, { token, query: {} })).data.messages).toEqual([]);
  });

  it('stores the model’s reply too', async () => {
    const token = await student(model);
    fake.set({ kind: 'reply', content: 'Revise the Preamble first.' });
    await ask(token, 'What should I revise?', model);
    fake.set({ kind: 'stream', pieces: ['Then ', 'Article 21.'] });
    await call(model, chatEndpoint, {
      token,
      body: { messages: [{ role: 'user', content: 'And then?' }] },
      headers: { accept: 'text/event-stream' },
    });
    const stored = (await call(model, getConversation, { token, query: {} })).data;
    expect(stored.provider).toBe('openai');
    expect(stored.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'What should I revise?'],
      ['assistant', 'Revise the Preamble first.'],
      ['user', 'And then?'],
      ['assistant', 'Then Article 21.'],
    ]);
  });

  it('keeps the newest messages only, and refuses bad page requests', async () => {
    const token = await student();
    const userId = (await call(t, currentUser, { token })).data.user.id;
    const repo = assistantRepository(t.database.db);
    for (let i = 1; i <= 5; i++) await repo.append(userId, 'user', `message ${i}`, t.clock.now(), 3);
    expect(
      (await call(t, getConversation, { token, query: {} })).data.messages.map((m) => m.content),
    ).toEqual(['message 3', 'message 4', 'message 5']);
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from assistant_messages where user_id = ${userId}`,
    );
    expect(rowsOf<{ n: number }>(rows)).toEqual([{ n: 3 }]);

    for (const [query, message] of [
      [{ limit: 101 }, AI_MESSAGES.badLimit],
      [{ limit: 0 }, AI_MESSAGES.badLimit],
      [{ before: 0 }, AI_MESSAGES.badBefore],
    ] as const) {
      const res = await call(t, getConversation, { token, query });
      expect(res.statusCode).toBe(400);
      expect(res.error.message).toBe(message);
    }
    expect((await call(t, getConversation, { query: {} })).statusCode).toBe(401);
    expect((await call(t, clearConversation, {})).statusCode).toBe(401);
    // Over the per-message limit: refused before anything is stored.
    expect((await ask(token, 'x'.repeat(4001))).error.message).toBe(AI_MESSAGES.tooLong);
    expect((await call(t, getConversation, { token, query: {} })).data.messages).toHaveLength(3);
  });
});
