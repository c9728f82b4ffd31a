import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A question of the seed bank (content/subjects/<SUBJECT>.json), as the server loads it. */
export interface BankQuestion {
  id: string;
  difficulty: 'easy' | 'medium' | 'hard';
  question: string;
  options: string[];
  /** The index of the right option. */
  answer: number;
  explanation: string;
}

function readContent<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, 'content', file), 'utf8')) as T;
}

const banks = new Map<string, BankQuestion[]>();

/** A seed question by its code, e.g. 'POL-001' (from content/subjects/POL.json). */
export function bankQuestion(code: string): BankQuestion {
  const subject = code.split('-')[0]!;
  let bank = banks.get(subject);
  if (!bank) {
    bank = readContent<{ questions: BankQuestion[] }>(`subjects/${subject}.json`).questions;
    banks.set(subject, bank);
  }
  const question = bank.find((q) => q.id === code);
  if (!question) throw new Error(`No question ${code} in the seed bank`);
  return question;
}

/** The seed questions of a catalogue test (content/tests.json), in paper order. */
export function testQuestions(testName: string): BankQuestion[] {
  const test = readContent<{ name: string; questions: string[] }[]>('tests.json').find(
    (t) => t.name === testName,
  );
  if (!test) throw new Error(`No test called ${testName} in content/tests.json`);
  return test.questions.map(bankQuestion);
}

/** The seed catalogue's five-question Polity test (POL-001 to POL-005, all Constitutional Framework & Preamble). */
export const QUICK_TEST = 'Quick Practice: 5 Questions in 5 Minutes';

export interface ApiClient {
  /** The JSON body of a GET that must succeed. */
  get<T>(urlPath: string): Promise<T>;
  /** The JSON body of a POST that must answer `status` (any 2xx when not given). */
  post<T>(urlPath: string, body: unknown, status?: number): Promise<T>;
}

/** The app's HTTP API, called as the holder of `token` (signed out without one). */
export function apiClient(baseUrl: string, token: string | null = null): ApiClient {
  async function call<T>(method: 'GET' | 'POST', urlPath: string, body: unknown, status?: number) {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const what = `${method} ${urlPath}: ${response.status} ${text}`;
    if (status === undefined) expect(response.ok, what).toBe(true);
    else expect(response.status, what).toBe(status);
    return JSON.parse(text) as T;
  }
  return {
    get: (urlPath) => call('GET', urlPath, undefined),
    post: (urlPath, body, status) => call('POST', urlPath, body, status),
  };
}

export interface Student {
  name: string;
  email: string;
  password: string;
  token: string;
}

let registered = 0;

/** Registers a fresh student (role 3) through the API, with a new email address each time. */
export async function registerStudent(
  baseUrl: string,
  name: string,
  password = 'a good password',
): Promise<Student> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const email = `${slug}-${Date.now()}-${++registered}@example.com`;
  const { token } = await apiClient(baseUrl).post<{ token: string }>(
    '/api/auth/register',
    { name, email, password },
    201,
  );
  return { name, email, password, token };
}

/** One answer: the right option, a wrong one, or none (skipped). */
export type Choice = 'right' | 'wrong' | null;

export interface TakeTestPlan {
  /** The test's name in the catalogue (content/tests.json), e.g. QUICK_TEST. */
  testName: string;
  /** By position in the paper, from the first question; the questions after the plan are left unanswered. */
  plan: readonly (Choice | { choice: Choice; seconds: number })[];
  /** The time recorded on each answer given as a bare Choice (the server's default, 0, when not given). */
  seconds?: number;
}

export interface TakenTest {
  testId: number;
  sessionUuid: string;
  questionIds: number[];
  resultId: number;
}

/**
 * Takes a test through the API as the student: starts it, saves the planned answers in paper order (the right
 * option from the seed bank's answer key, a wrong one is the next option), and submits.
 */
export async function takeTestViaApi(baseUrl: string, token: string, take: TakeTestPlan): Promise<TakenTest> {
  const api = apiClient(baseUrl, token);
  const { tests } = await api.get<{ tests: { id: number; name: string }[] }>(
    // The search matches words: a name's bracketed part ('(English / हिन्दी)') is left out of it.
    `/api/tests?search=${encodeURIComponent(take.testName.replace(/\s*\(.*\)\s*$/, ''))}`,
  );
  const test = tests.find((t) => t.name === take.testName);
  expect(test, `the catalogue has ${take.testName}`).toBeDefined();
  const testId = test!.id;
  const questions = testQuestions(take.testName);
  const { sessionUuid } = await api.post<{ sessionUuid: string }>(
    `/api/v2/tests/${testId}/start-enhanced`,
    {},
  );
  const { questionIds } = await api.get<{ questionIds: number[] }>(`/api/tests/${testId}/question-ids`);
  // The paper is the catalogue's, so the answer key above is this paper's.
  expect(questionIds).toHaveLength(questions.length);
  for (const [i, step] of take.plan.entries()) {
    const { choice, seconds } =
      typeof step === 'object' && step !== null ? step : { choice: step, seconds: take.seconds };
    const answer = questions[i]!.answer;
    await api.post(
      '/api/v2/tests/save-answer',
      {
        sessionUuid,
        questionId: questionIds[i],
        selectedAnswer: choice === null ? null : choice === 'right' ? answer : (answer + 1) % 4,
        ...(seconds === undefined ? {} : { timeSpentSeconds: seconds }),
        isMarkedForReview: false,
        seq: i + 1,
      },
      200,
    );
  }
  const { result } = await api.post<{ result: { id: number } }>('/api/results', { testId, sessionUuid }, 201);
  return { testId, sessionUuid, questionIds, resultId: result.id };
}
