/**
 * Retrieval by relevance over the question bank (issue 15, decision 0016): a small in-process BM25 index over
 * each question's text, options, explanation, topic and subject, English and Hindi. Tokens are runs of letters,
 * combining marks and digits (\p{L}\p{M}\p{N}), so a Devanagari word keeps its vowel signs (matras) and
 * viramas inside it: "अस्पृश्यता" is one token, not five.
 */

/** Words too common to tell questions apart (English and Hindi), dropped from documents and queries alike. */
const STOP_WORDS = new Set(
  [
    // English
    'a an the of in on at to for from by with and or not no is are was were be been being it its this that these',
    'those which what when where who whom whose why how there their them they he she his her we our you your i me',
    'my mine do does did done can could should would will shall may might must has have had about into over under',
    'than then so such as if but also only both either neither any all each some more most other same very just',
    'following statements statement correct incorrect given below above select answer using code true false',
    'regarding consider pair pairs matched one two three four none options option explain explanation tell',
    'please give difference between compare vs versus meaning mean means define definition describe concept',
    'concepts idea ideas key main important notes note question questions topic topics subject best described',
    'describes describe refers refer known called term terms among least',
    // Hindi
    'का की के को में से पर है हैं था थे थी और या तथा एवं भी यह वह ये वे इस उस इन उन एक कि जो तो ही नहीं न',
    'लिए द्वारा किया किसी कौन कौनसा कौन-सा क्या कैसे क्यों कब कहाँ सही गलत निम्नलिखित कथन कथनों उत्तर',
    'बताइए बताओ समझाइए समझाओ बताएं अंतर बीच मुझे मेरा मेरी मेरे हो होता होती होते रहा रही रहे',
  ]
    .join(' ')
    .split(' '),
);

/** Lower-cased word tokens of `text`: letters with their combining marks, and digits. */
export function tokenise(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/**
 * A light English stemmer (plurals and a few suffixes), enough that "rights" meets "right" and "principles"
 * meets "principle"; Devanagari and other scripts are kept as written.
 */
export function stem(word: string): string {
  if (!/^[a-z0-9]+$/.test(word) || word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The indexed terms of `text`: tokens without stop words, stemmed. */
export function terms(text: string): string[] {
  return tokenise(text)
    .filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\p{N}/u.test(w)))
    .map(stem);
}

export interface IndexedDocument {
  id: number;
  /** Weighted parts: each part's terms count `weight` times (a simple BM25F). */
  parts: { text: string; weight: number }[];
}

export interface Hit {
  id: number;
  score: number;
  /** How many of the query's distinct terms the document has, and their share (0 to 1). */
  matched: number;
  coverage: number;
  /**
   * The same share weighted by how telling each word is (its IDF; a word no question has counts as the
   * rarest): "When is my UPSC interview scheduled?" matches two words of a question, but not "interview".
   */
  weightedCoverage: number;
}

const K1 = 1.2;
const B = 0.75;

/** BM25 (Robertson and Zaragoza's Okapi weighting) over an array of documents, built once. */
export class Bm25Index {
  private readonly postings = new Map<string, { doc: number; tf: number }[]>();
  private readonly lengths: number[] = [];
  private readonly ids: number[] = [];
  private readonly averageLength: number;

  constructor(documents: IndexedDocument[]) {
    documents.forEach((document, doc) => {
      const counts = new Map<string, number>();
      let length = 0;
      for (const part of document.parts) {
        for (const term of terms(part.text)) {
          counts.set(term, (counts.get(term) ?? 0) + part.weight);
          length += part.weight;
        }
      }
      for (const [term, tf] of counts) {
        const list = this.postings.get(term);
        if (list) list.push({ doc, tf });
        else this.postings.set(term, [{ doc, tf }]);
      }
      this.lengths.push(length);
      this.ids.push(document.id);
    });
    this.averageLength = this.lengths.reduce((a, b) => a + b, 0) / Math.max(1, this.lengths.length);
  }

  get size(): number {
    return this.ids.length;
  }

  /** Inverse document frequency of a term (0 when no document has it). */
  idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    if (df === 0) return 0;
    return Math.log(1 + (this.ids.length - df + 0.5) / (df + 0.5));
  }

  /** The `limit` best documents for the query, best first; ties by id. */
  search(query: string, limit: number): Hit[] {
    const queryTerms = [...new Set(terms(query))];
    if (queryTerms.length === 0) return [];
    const scores = new Map<number, { score: number; matched: number; mass: number }>();
    const rarest = Math.log(1 + (this.ids.length + 0.5) / 0.5);
    let totalMass = 0;
    for (const term of queryTerms) {
      const list = this.postings.get(term);
      if (!list) {
        totalMass += rarest;
        continue;
      }
      const idf = this.idf(term);
      totalMass += idf;
      for (const { doc, tf } of list) {
        const norm = tf + K1 * (1 - B + (B * this.lengths[doc]!) / this.averageLength);
        const entry = scores.get(doc) ?? { score: 0, matched: 0, mass: 0 };
        entry.score += (idf * tf * (K1 + 1)) / norm;
        entry.matched += 1;
        entry.mass += idf;
        scores.set(doc, entry);
      }
    }
    return [...scores.entries()]
      .map(([doc, { score, matched, mass }]) => ({
        id: this.ids[doc]!,
        score,
        matched,
        coverage: matched / queryTerms.length,
        weightedCoverage: totalMass > 0 ? mass / totalMass : 0,
      }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, limit);
  }
}
