import { runAssistantEval } from '../apps/server/src/test-support/assistant-eval.ts';

/**
 * The assistant's evaluation (issue 15): the cases of apps/server/src/modules/ai/eval/cases.json asked of the
 * built-in provider as the demo student, with the score overall and per category, and what each failure missed.
 */
export async function assistantEval(): Promise<Record<string, unknown>> {
  const report = await runAssistantEval();
  return {
    score: `${report.passed} / ${report.total} (${Math.round(report.score * 1000) / 10}%)`,
    leakCases: `${report.leakCases.passed} / ${report.leakCases.total}`,
    byCategory: Object.fromEntries(
      Object.entries(report.byCategory).map(([category, { passed, total }]) => [
        category,
        `${passed} / ${total}`,
      ]),
    ),
    failures: report.outcomes
      .filter((o) => !o.passed)
      .map((o) => ({ id: o.id, question: o.question, reasons: o.reasons })),
  };
}
