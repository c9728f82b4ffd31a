import { readFileSync } from 'node:fs';
import { chat, clearConversation } from '@aspirant/contract/ai.ts';
import { currentUser } from '@aspirant/contract/auth.ts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { rowsOf } from '../db/client.ts';
import { seedDemoHistory } from '../demo/seed-demo-history.ts';
import { number } from '../modules/ai/assistant.ts';
import { isKeyVisible } from '../repositories/key-visibility.ts';
import { DEMO_EMAILS, signIn } from './accounts.ts';
import { createTestContext, type TestContext } from './app.ts';
import { call } from './call.ts';

/**
 * The assistant's evaluation (issue 15): realistic questions of the demo student (modules/ai/eval/cases.json)
 * asked of the built-in provider against the demo history, each checked for what a good answer must and must
 * not contain, and every reply checked for a leaked key (an explanation of a question the student may not see).
 */

export interface EvalCase {
  id: string;
  category: string;
  question: string;
  /** Every one of these must be in the reply (placeholders below resolved first). */
  mustContain?: string[];
  /** At least one of each group must be in the reply. */
  mustContainAny?: string[][];
  /** None of these may be in the reply. */
  mustNotContain?: string[];
  /** A case about a question whose key the student may not see: counted apart, and must always pass. */
  mustNotLeak?: boolean;
}

export interface EvalOutcome {
  id: string;
  category: string;
  question: string;
  passed: boolean;
  reasons: string[];
  reply: string;
}

export interface EvalReport {
  total: number;
  passed: number;
  score: number;
  byCategory: Record<string, { total: number; passed: number }>;
  leakCases: { total: number; passed: number };
  outcomes: EvalOutcome[];
}

export const EVAL_CASES_PATH = new URL('../modules/ai/eval/cases.json', import.meta.url);

export function loadEvalCases(): EvalCase[] {
  return JSON.parse(readFileSync(EVAL_CASES_PATH, 'utf8')) as EvalCase[];
}

/** Reads the demo student's figures and the bank that the cases' placeholders name. */
async function resolver(t: TestContext, userId: number) {
  const db = t.database.db;
  const resultRows = rowsOf<{
    code: string;
    name: string;
    type: string;
    percent: number;
    score: number;
    total: number;
    correct: number;
    wrong: number;
    unattempted: number;
  }>(
    await db.execute(sql`
      select t.code, t.name, t.type, r.perc_score as percent, r.score, r.total_score as total, r.correct, r.wrong,
             r.unattempted
        from results r join tests t on t.id = r.test_id
       where r.user_id = ${userId} order by r.created_at desc, r.id desc`),
  );
  const questionRows = rowsOf<{
    code: string;
    text: string;
    answer: string;
    explanation: string;
    textHi: string | null;
    answerHi: string | null;
    explanationHi: string | null;
  }>(
    await db.execute(sql`
      select code, text, options ->> correct_index as answer, explanation, text_hi as "textHi",
             options_hi ->> correct_index as "answerHi", explanation_hi as "explanationHi"
        from questions`),
  );
  const testRows = rowsOf<{ code: string; name: string }>(
    await db.execute(sql`select code, name from tests`),
  );
  const hidden = rowsOf<{ explanation: string; explanationHi: string | null }>(
    await db.execute(sql`
      select explanation, explanation_hi as "explanationHi" from questions q
       where not ${isKeyVisible(userId, sql`q.id`)}`),
  );
  const latest = (code: string) => resultRows.find((r) => r.code === code);
  const field = (row: (typeof resultRows)[number] | undefined, name: string): string => {
    if (!row) throw new Error(`The demo student has no result of this test (${name}).`);
    const value = row[name as keyof typeof row];
    return typeof value === 'number' ? number(value) : String(value);
  };
  const resolve = (text: string): string =>
    text.replace(/\{\{([^}]+)\}\}/g, (_, spec: string) => {
      const [kind, a, b] = spec.split(':');
      if (kind === 'result') return field(latest(a!), b!);
      if (kind === 'lastmock')
        return field(
          resultRows.find((r) => r.type === 'Full Syllabus'),
          a!,
        );
      if (kind === 'lasttest') return field(resultRows[0], a!);
      if (kind === 'test') {
        const test = testRows.find((r) => r.code === a);
        if (!test) throw new Error(`No test ${a}`);
        return test.name;
      }
      if (kind === 'question') {
        const q = questionRows.find((r) => r.code === a);
        if (!q) throw new Error(`No question ${a}`);
        return String(q[b as keyof typeof q]);
      }
      throw new Error(`Unknown placeholder ${spec}`);
    });
  // The start of each hidden explanation, English and Hindi: none may appear in any reply.
  const leaks = hidden.flatMap((h) =>
    [h.explanation, h.explanationHi].filter((x): x is string => Boolean(x)).map((x) => x.slice(0, 60)),
  );
  return { resolve, leaks };
}

/** Judges one reply against its case. */
export function judge(
  c: EvalCase,
  reply: string,
  resolve: (s: string) => string,
  leaks: string[],
): { passed: boolean; reasons: string[] } {
  const reasons: string[] = [];
  for (const s of (c.mustContain ?? []).map(resolve)) if (!reply.includes(s)) reasons.push(`missing "${s}"`);
  for (const group of c.mustContainAny ?? []) {
    const options = group.map(resolve);
    if (!options.some((s) => reply.includes(s))) reasons.push(`missing one of ${JSON.stringify(options)}`);
  }
  for (const s of (c.mustNotContain ?? []).map(resolve))
    if (reply.includes(s)) reasons.push(`contains "${s}"`);
  for (const leak of leaks) if (reply.includes(leak)) reasons.push(`leaks a hidden explanation: "${leak}"`);
  return { passed: reasons.length === 0, reasons };
}

/** Runs every case against a fresh app with the demo history, as the demo student, with the built-in provider. */
export async function runAssistantEval(cases: EvalCase[] = loadEvalCases()): Promise<EvalReport> {
  const t = await createTestContext();
  try {
    await seedDemoHistory(t.database.db, loadConfig({}), t.clock.now());
    const token = await signIn(t, DEMO_EMAILS.student);
    const userId = (await call(t, currentUser, { token })).data.user.id;
    const { resolve, leaks } = await resolver(t, userId);
    const outcomes: EvalOutcome[] = [];
    for (const c of cases) {
      const question = resolve(c.question);
      const res = await call(t, chat, { token, body: { messages: [{ role: 'user', content: question }] } });
      const reply = res.statusCode === 200 ? res.data.content : `HTTP ${res.statusCode}: ${res.body}`;
      outcomes.push({ id: c.id, category: c.category, question, reply, ...judge(c, reply, resolve, leaks) });
    }
    await call(t, clearConversation, { token });
    const byCategory: EvalReport['byCategory'] = {};
    for (const o of outcomes) {
      const entry = byCategory[o.category] ?? { total: 0, passed: 0 };
      byCategory[o.category] = entry;
      entry.total++;
      if (o.passed) entry.passed++;
    }
    const leakIds = new Set(cases.filter((c) => c.mustNotLeak).map((c) => c.id));
    const leakOutcomes = outcomes.filter((o) => leakIds.has(o.id));
    const passed = outcomes.filter((o) => o.passed).length;
    return {
      total: outcomes.length,
      passed,
      score: outcomes.length ? passed / outcomes.length : 0,
      byCategory,
      leakCases: { total: leakOutcomes.length, passed: leakOutcomes.filter((o) => o.passed).length },
      outcomes,
    };
  } finally {
    await t.close();
  }
}
