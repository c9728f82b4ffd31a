import type { Clock } from '../../lib/clock.ts';
import type { BankDocument, GroundingReport } from '../../repositories/reports/grounding.ts';
import { Bm25Index, type Hit } from './retrieval.ts';

/**
 * How often the bank's fingerprint is read again (decision 0016): a question a centre adds or edits (issue 16)
 * is searchable within this time in every process; `invalidate()` makes it immediate in this one.
 */
export const BANK_CHECK_SECONDS = 30;

/** The parts of a question that are searched, and how much each counts. */
export function documentOf(q: BankDocument) {
  return {
    id: q.id,
    parts: [
      { text: q.text, weight: 2 },
      { text: q.options.join(' '), weight: 1 },
      { text: q.explanation, weight: 1 },
      { text: `${q.topic} ${q.subject}`, weight: 1 },
      { text: q.textHi ?? '', weight: 2 },
      { text: (q.optionsHi ?? []).join(' '), weight: 1 },
      { text: q.explanationHi ?? '', weight: 1 },
    ],
  };
}

/**
 * The retrieval index of the question bank, kept in this process and keyed by the bank's fingerprint: built on
 * first use and again whenever the bank changed (checked at most every BANK_CHECK_SECONDS).
 */
export function bankIndex(deps: { grounding: GroundingReport; clock: Clock }) {
  let index: Bm25Index | null = null;
  let version: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let building: Promise<Bm25Index> | null = null;

  /** Reads the fingerprint and, when the bank changed, builds the index again. */
  function refresh(now: number): Promise<Bm25Index> {
    building ??= (async () => {
      try {
        const latest = await deps.grounding.bankVersion();
        checkedAt = now;
        if (!index || latest !== version) {
          index = new Bm25Index((await deps.grounding.bankDocuments()).map(documentOf));
          version = latest;
        }
        return index;
      } finally {
        building = null;
      }
    })();
    return building;
  }

  /**
   * The index to search now. Only the first search waits for a build; after that a changed bank is read in the
   * background while searches use the index they have (a build of 20,000 questions takes seconds).
   */
  async function current(): Promise<Bm25Index> {
    const now = deps.clock.now().getTime();
    if (!index) return refresh(now);
    if (now - checkedAt >= BANK_CHECK_SECONDS * 1000) {
      checkedAt = now;
      refresh(now).catch(() => {
        // A failed check keeps the index in use; the next check after BANK_CHECK_SECONDS tries again.
      });
    }
    return index;
  }

  return {
    /** The best `limit` questions for the text, best first. */
    async search(text: string, limit: number): Promise<Hit[]> {
      return (await current()).search(text, limit);
    },
    /** Waits for a rebuild in progress, if any (for tests and benchmarks). */
    async settled(): Promise<void> {
      await building;
    },
    /** Forgets the index: the next search reads the bank again (for a writer of questions in this process). */
    invalidate(): void {
      index = null;
      version = null;
    },
    /** The fingerprint the index was built from (null before the first search). */
    version: () => version,
  };
}

export type BankIndex = ReturnType<typeof bankIndex>;
