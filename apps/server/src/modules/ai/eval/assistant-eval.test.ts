import { describe, expect, it } from 'vitest';
import { loadEvalCases, runAssistantEval } from '../../../test-support/assistant-eval.ts';

// Issue 15 point 7: the built-in assistant answers the question asked. The cases (cases.json) are asked as the
// demo student against the demo history; `npm run bench -- assistant-eval` prints the same score and the
// failures, and bench/README.md records it.
const SCORE_FLOOR = 0.9;

describe('the assistant evaluation', () => {
  it('has at least 40 realistic questions, some in Hindi, in every category of the issue', () => {
    const cases = loadEvalCases();
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(cases.filter((c) => /[\u0900-\u097F]/.test(c.question)).length).toBeGreaterThanOrEqual(5);
    expect(new Set(cases.map((c) => c.category))).toEqual(
      new Set([
        'test-result',
        'last-test',
        'hindi',
        'not-taken',
        'plan',
        'explanation',
        'comparison',
        'performance',
        'off-topic',
        'cannot-answer',
        'no-leak',
      ]),
    );
    expect(cases.filter((c) => c.mustNotLeak).length).toBeGreaterThanOrEqual(5);
  });

  it(`scores at least ${SCORE_FLOOR * 100}% with the built-in provider, and never leaks a hidden key`, async () => {
    const report = await runAssistantEval();
    const failures = report.outcomes.filter((o) => !o.passed).map((o) => `${o.id}: ${o.reasons.join('; ')}`);
    expect(report.score, failures.join('\n')).toBeGreaterThanOrEqual(SCORE_FLOOR);
    expect(report.leakCases.passed).toBe(report.leakCases.total);
    // The leak check of every reply (no explanation of a question the student may not see) holds everywhere.
    expect(report.outcomes.flatMap((o) => o.reasons.filter((r) => r.startsWith('leaks')))).toEqual([]);
  }, 300_000);
});
