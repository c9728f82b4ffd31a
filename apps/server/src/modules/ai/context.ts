import type {
  Grounding,
  GroundingReport,
  RetrievedQuestion,
  TestResultDetail,
  TestResultRow,
} from '../../repositories/reports/grounding.ts';
import type { BankIndex } from './bank-index.ts';
import type { Hit } from './retrieval.ts';
import { expand, namedTopics, type Understanding, understand } from './understanding.ts';

/**
 * A hit counts as relevant when it is this strong and has this share of the query's words, and at least two
 * of them when the query has two or more (decision 0016): one rare word alone ("Mars" in "the capital of
 * Mars") is not enough.
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
  return hits.filter(
    (h) =>
      h.score >= MIN_SCORE &&
      h.coverage >= MIN_COVERAGE &&
      h.weightedCoverage >= MIN_COVERAGE &&
      h.matched >= Math.min(2, Math.round(h.matched / h.coverage)),
  );
}

async function search(
  deps: ContextDeps,
  userId: number,
  text: string,
  topics: string[],
): Promise<{ found: RetrievedQuestion[]; coveredBy: string[] }> {
  const hits = relevant(await deps.index.search(text, CANDIDATES));
  const rows = await deps.grounding.retrieve(
    userId,
    hits.map((h) => h.id),
  );
  // A question of a test in progress is never discussed, not even as "covered in"; a question of a topic the
  // message names comes before the others (the sort is stable: relevance order otherwise).
  const inTopic = (r: RetrievedQuestion) => (topics.includes(r.topic) ? 0 : 1);
  const open = rows.filter((r) => r.heldBackBy === null).sort((a, b) => inTopic(a) - inTopic(b));
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
    context.testResult = {
      row,
      detail: await deps.grounding.resultDetail(userId, row.id),
      attempts: test.results,
    };
  } else if (intent === 'compare' && understanding.sides) {
    const seen = new Set<number>();
    for (const label of understanding.sides) {
      const sideText = expand(label);
      const side = await search(
        deps,
        userId,
        sideText,
        namedTopics(sideText, g.catalogue.topics).map((t) => t.name),
      );
      const found = side.found.filter((q) => !seen.has(q.id)).slice(0, 2);
      for (const q of found) seen.add(q.id);
      context.sides.push({ label, found });
      context.coveredBy.push(...side.coveredBy.filter((t) => !context.coveredBy.includes(t)));
    }
  } else if (intent === 'explain') {
    const result = await search(
      deps,
      userId,
      understanding.searchText,
      understanding.topics.map((t) => t.name),
    );
    context.found = result.found;
    context.coveredBy = result.coveredBy;
  }
  return context;
}
