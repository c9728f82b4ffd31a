import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The seed question bank (content/FORMAT.md) is data: these checks are its schema. */
const dir = path.dirname(fileURLToPath(import.meta.url));

interface Question {
  id: string;
  topic: string;
  difficulty: string;
  practice?: boolean;
  question: string;
  options: string[];
  answer: number;
  explanation: string;
  hi?: { question: string; options: string[]; explanation: string };
}
interface Subject {
  code: string;
  name: string;
  topics: { code: string; name: string }[];
  questions: Question[];
}

const subjects: Subject[] = readdirSync(path.join(dir, 'subjects'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(dir, 'subjects', f), 'utf8')));
const questions = subjects.flatMap((s) => s.questions.map((q) => ({ ...q, subject: s })));
const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

describe('seed question bank', () => {
  it('covers at least 8 subjects, 40 topics and 300 questions', () => {
    expect(subjects.length).toBeGreaterThanOrEqual(8);
    expect(subjects.flatMap((s) => s.topics).length).toBeGreaterThanOrEqual(40);
    expect(questions.length).toBeGreaterThanOrEqual(300);
    for (const name of [
      'Polity',
      'History',
      'Geography',
      'Economy',
      'Environment',
      'Science & Technology',
      'Art & Culture',
    ]) {
      expect(subjects.map((s) => s.name)).toContain(name);
    }
  });

  it('gives every question a unique id of its subject and a topic inside its subject', () => {
    const ids = new Set<string>();
    for (const q of questions) {
      expect(q.id).toMatch(new RegExp(`^${q.subject.code}-\\d{3}$`));
      expect(ids.has(q.id), `duplicate id ${q.id}`).toBe(false);
      ids.add(q.id);
      expect(
        q.subject.topics.map((t) => t.code),
        `${q.id} topic`,
      ).toContain(q.topic);
    }
  });

  it('has four distinct options, exactly one correct answer, a difficulty and an explanation', () => {
    for (const q of questions) {
      expect(q.options, q.id).toHaveLength(4);
      expect(new Set(q.options.map(normalise)).size, `${q.id} options`).toBe(4);
      for (const option of q.options) expect(option.trim().length, q.id).toBeGreaterThan(0);
      expect(Number.isInteger(q.answer) && q.answer >= 0 && q.answer <= 3, `${q.id} answer`).toBe(true);
      expect(['easy', 'medium', 'hard'], q.id).toContain(q.difficulty);
      expect(q.explanation.trim().length, `${q.id} explanation`).toBeGreaterThanOrEqual(40);
    }
  });

  it('has no duplicate question', () => {
    const seen = new Map<string, string>();
    for (const q of questions) {
      const key = normalise(q.question);
      expect(seen.get(key), `${q.id} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, q.id);
    }
  });

  it('has a realistic difficulty mix in every subject', () => {
    for (const s of subjects) {
      const share = (d: string) => s.questions.filter((q) => q.difficulty === d).length / s.questions.length;
      expect(share('easy'), s.code).toBeGreaterThan(0.15);
      expect(share('medium'), s.code).toBeGreaterThan(0.35);
      expect(share('hard'), s.code).toBeGreaterThan(0.1);
    }
  });

  it('gives Hindi versions with four distinct options and an explanation where present', () => {
    const bilingual = questions.filter((q) => q.hi);
    expect(bilingual.length).toBeGreaterThanOrEqual(30);
    for (const q of bilingual) {
      expect(q.hi!.question.trim().length, q.id).toBeGreaterThan(0);
      expect(q.hi!.options, q.id).toHaveLength(4);
      expect(new Set(q.hi!.options).size, q.id).toBe(4);
      expect(q.hi!.explanation.trim().length, q.id).toBeGreaterThan(0);
      expect(/[\u0900-\u097F]/.test(q.hi!.question), `${q.id} is in Devanagari`).toBe(true);
    }
  });
});

interface Exam {
  code: string;
  name: string;
  marking_scheme: { corr: number; incorr: number; unatt: number };
}
interface TestDef {
  code: string;
  name: string;
  type: string;
  exam: string;
  subject?: string;
  topic?: string;
  duration: number;
  bilingual?: boolean;
  description: string;
  questions: string[];
}

const exams: Exam[] = JSON.parse(readFileSync(path.join(dir, 'exams.json'), 'utf8'));
const tests: TestDef[] = JSON.parse(readFileSync(path.join(dir, 'tests.json'), 'utf8'));
const questionById = new Map(questions.map((q) => [q.id, q]));

describe('seed exams and tests', () => {
  it('has at least 2 exams, one with the prelims marking +2 / -0.66 / 0', () => {
    expect(exams.length).toBeGreaterThanOrEqual(2);
    expect(exams.map((e) => e.marking_scheme)).toContainEqual({ corr: 2, incorr: -0.66, unatt: 0 });
  });

  it('has at least 15 tests across the three types, each with unique codes', () => {
    expect(tests.length).toBeGreaterThanOrEqual(15);
    expect(new Set(tests.map((t) => t.type))).toEqual(
      new Set(['Full Syllabus', 'Subject Wise', 'Topic Wise']),
    );
    expect(new Set(tests.map((t) => t.code)).size).toBe(tests.length);
  });

  it('builds each test from existing, distinct questions of its exam, subject and topic', () => {
    for (const t of tests) {
      expect(
        exams.map((e) => e.code),
        t.code,
      ).toContain(t.exam);
      expect(t.duration, t.code).toBeGreaterThan(0);
      expect(t.questions.length, t.code).toBeGreaterThanOrEqual(5);
      expect(new Set(t.questions).size, `${t.code} repeats a question`).toBe(t.questions.length);
      for (const id of t.questions) {
        const q = questionById.get(id);
        expect(q, `${t.code}: ${id}`).toBeDefined();
        if (t.subject) expect(q!.subject.code, `${t.code}: ${id}`).toBe(t.subject);
        if (t.topic) expect(q!.topic, `${t.code}: ${id}`).toBe(t.topic);
      }
    }
  });

  it('has at least 2 tests that are fully bilingual', () => {
    const bilingual = tests.filter((t) => t.bilingual);
    expect(bilingual.length).toBeGreaterThanOrEqual(2);
    for (const t of bilingual)
      for (const id of t.questions) expect(questionById.get(id)!.hi, `${t.code}: ${id}`).toBeDefined();
  });
});

/** Issue 13: a question reserved for practice may show its key to anyone, so no test may hold it. */
const PRACTICE_QUESTIONS_PER_TOPIC = 10;

describe('seed practice pool', () => {
  it('never lists a question reserved for practice in a test', () => {
    for (const t of tests) {
      for (const id of t.questions) expect(questionById.get(id)?.practice, `${t.code}: ${id}`).not.toBe(true);
    }
  });

  it(`lets a new student practise every topic with at least ${PRACTICE_QUESTIONS_PER_TOPIC} reserved questions`, () => {
    for (const s of subjects) {
      for (const topic of s.topics) {
        const reserved = s.questions.filter((q) => q.topic === topic.code && q.practice === true);
        expect(reserved.length, `${topic.code} practice questions`).toBeGreaterThanOrEqual(
          PRACTICE_QUESTIONS_PER_TOPIC,
        );
      }
    }
  });
});
