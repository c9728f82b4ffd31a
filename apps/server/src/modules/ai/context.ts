import type {
  Grounding,
  GroundingReport,
  RetrievedQuestion,
  TestResultDetail,
  TestResultRow,
} from '../../repositories/reports/grounding.ts';
import type { BankIndex } from './bank-index.ts';
import type { Hit } from './retrieval.ts';
import { expand, type Understanding, understand } from './understanding.ts';

/**
 * A hit counts as relevant when it is this strong and has this share of the query's words (decision 0016):
 * one rare word alone ("Mars" in "the capital of Mars") is not enough, two telling words are.
 */
export const MIN_SCORE = 4;
export const MIN_COVERAGE = 0.5;
/** Questions read back per search, and shown per answer. */
const CANDIDATES = 10;
export const SHOWN = 3;

export interface AssistantContext {
  understanding: Understanding;
  /** The named test's latest result of the student, its figures and every attempt (newest first). */
  testResult: { row: TestResultRow; detail: TestResultDetail | null; attempts: TestResultRow[] } | null;
  /** Relevant bank questions the student may see in full (key-visibility.ts), best first. */
  found: RetrievedQuestion[];
  /** For a comparison: what was found on each side. */
  sides: { label: string; found: RetrievedQuestion[] }[];
  /** Tests not yet submitted that hold relevant questions (their keys stay hidden). */
  coveredBy: string[];
}

export interface ContextDeps {
  grounding: GroundingReport;
  index: BankIndex;
}

/** Relevant hits only: strong enough and covering enough of the query. */
export function relevant(hits: Hit[]): Hit[] {
  return hits.filter((h) => h.score >= MIN_SCORE && h.coverage >= MIN_COVERAGE);
}

async function search(
  deps: ContextDeps,
  userId: number,
  text: string,
): Promise<{ found: RetrievedQuestion[]; coveredBy: string[] }> {
  const hits = relevant(await deps.index.search(text, CANDIDATES));
  const rows = await deps.grounding.retrieve(
    userId,
    hits.map((h) => h.id),
  );
  // A question of a test in progress is never discussed, not even as "covered in".
  const open = rows.filter((r) => r.heldBackBy === null);
  return {
    found: open.filter((r) => r.isVisible).slice(0, SHOWN),
    coveredBy: [...new Set(open.filter((r) => !r.isVisible && r.inTest).map((r) => r.inTest!))].slice(0, 2),
  };
}

/** Understands the message and reads what answering it needs: the named test's figures, relevant questions. */
export async function gatherContext(
  deps: ContextDeps,
  userId: number,
  message: string,
  g: Grounding,
): Promise<AssistantContext> {
  const understanding = understand(message, g);
  const context: AssistantContext = { understanding, testResult: null, found: [], sides: [], coveredBy: [] };
  const { intent, test } = understanding;
  if (intent === 'result' && test?.results[0]) {
    const row = test.results[0];
    context.testResult = { row, detail: await deps.grounding.resultDetail(userId, row.id), attempts: test.results };
  } else if (intent === 'compare' && understanding.sides) {
    const seen = new Set<number>();
    for (const label of understanding.sides) {
      const side = await search(deps, userId, expand(label));
      const found = side.found.filter((q) => !seen.has(q.id)).slice(0, 2);
      for (const q of found) seen.add(q.id);
      context.sides.push({ label, found });
      context.coveredBy.push(...side.coveredBy.filter((t) => !context.coveredBy.includes(t)));
    }
  } else if (intent === 'explain') {
    const result = await search(deps, userId, understanding.searchText);
    context.found = result.found;
    context.coveredBy = result.coveredBy;
  }
  return context;
}
