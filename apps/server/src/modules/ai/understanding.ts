import type { Grounding, TestResultRow } from '../../repositories/reports/grounding.ts';
import { terms, tokenise } from './retrieval.ts';

/**
 * What a student's message names (issue 15): a test (by name, code, subject, "my last mock"), subjects and
 * topics (English or Hindi), a number of days, and what they want. Pure: reads only the message and the
 * grounding's catalogue and results.
 */

/** Other names of the bank's subjects, English and Hindi, lower case; the subject's own name counts too. */
const SUBJECT_ALIASES: Record<string, string[]> = {
  Polity: [
    'indian polity',
    'पॉलिटी',
    'राजव्यवस्था',
    'राज्यव्यवस्था',
    'राजनीति',
    'भारतीय राजव्यवस्था',
    'राजनीति विज्ञान',
  ],
  History: ['इतिहास', 'हिस्ट्री', 'भारतीय इतिहास'],
  Geography: ['भूगोल', 'जियोग्राफी'],
  Economy: ['economics', 'indian economy', 'इकोनॉमी', 'अर्थव्यवस्था', 'अर्थशास्त्र'],
  Environment: ['ecology', 'पर्यावरण', 'पारिस्थितिकी'],
  'Science & Technology': ['science and technology', 'science', 's&t', 'sci tech', 'विज्ञान', 'प्रौद्योगिकी'],
  'Art & Culture': ['art and culture', 'arts and culture', 'culture', 'कला', 'संस्कृति', 'कला एवं संस्कृति'],
  'International Relations': ['foreign policy', 'अंतरराष्ट्रीय संबंध', 'अंतर्राष्ट्रीय संबंध', 'विदेश नीति'],
  'Society & Social Justice': ['social justice', 'society', 'समाज', 'सामाजिक न्याय'],
};

/**
 * Abbreviations and Hindi terms a student uses, with the English words of the bank they stand for: added to
 * the message before it is matched against topics and searched (never shown).
 */
const EXPANSIONS: [RegExp, string][] = [
  [/\bdpsps?\b/i, 'directive principles of state policy'],
  [/\bFRs?\b/, 'fundamental rights'],
  [/\bfds?\b(?=.*\b(dpsp|rights|duties|constitution)\b)/i, 'fundamental duties'],
  [/मौलिक अधिकार|मूल अधिकार/, 'fundamental rights'],
  [/नीति निदेशक|निदेशक तत्व|नीति-निदेशक/, 'directive principles of state policy'],
  [/मौलिक कर्तव्य|मूल कर्तव्य/, 'fundamental duties'],
  [/संसद/, 'parliament'],
  [/प्रस्तावना/, 'preamble'],
  [/मानसून/, 'monsoon'],
  [/मुद्रास्फीति|महंगाई/, 'inflation'],
  [/अंतरिक्ष|इसरो/, 'space isro'],
  [/राष्ट्रीय आंदोलन|स्वतंत्रता संग्राम|आज़ादी की लड़ाई/, 'national movement'],
  [/जलवायु/, 'climate'],
  [/जैव विविधता/, 'biodiversity'],
  [/\brbi\b/i, 'reserve bank of india'],
  [/\bisro\b/i, 'space research'],
  [/\bfreedom struggle\b/i, 'national movement'],
  [/\bpm\b/i, 'prime minister'],
  [/\bcag\b/i, 'comptroller auditor general'],
];

/** Words of a test's name that do not tell one test from another. */
const GENERIC_TEST_WORDS = new Set(
  'test tests subject topic wise mock mocks prelims upsc full syllabus english हिन्दी हिंदी paper practice questions question minutes quick my the in on of and'.split(
    ' ',
  ),
);

/** A one-word part of a topic's name that says too little alone to name the topic. */
const GENERIC_TOPIC_WORDS = new Set(
  'india indian world important modern growth efforts concepts sections bodies policy sector technology science government movements'.split(
    ' ',
  ),
);

export type Intent =
  | 'off-topic'
  | 'greeting'
  | 'thanks'
  | 'plan'
  | 'result'
  | 'best-worst'
  | 'compare'
  | 'trend'
  | 'pacing'
  | 'subject-performance'
  | 'weak-areas'
  | 'explain';

export interface TestReference {
  /** What the message said that named it. */
  how: 'code' | 'last-mock' | 'last-test' | 'first-test' | 'name';
  /** The test named (of the catalogue); null when "my last mock" and no mock was taken. */
  test: Grounding['tests'][number] | null;
  /** The student's results of it, newest first (empty when not taken). */
  results: TestResultRow[];
}

export interface Understanding {
  intent: Intent;
  /** Is the message written in Devanagari (mostly)? */
  isHindi: boolean;
  /** The message with the English words its abbreviations and Hindi terms stand for, for searching. */
  searchText: string;
  test: TestReference | null;
  subjects: string[];
  topics: { name: string; subject: string }[];
  /** A plan's length in days (7 unless the message says otherwise, at most 14). */
  days: number;
  /** For a comparison: the two things compared. */
  sides: [string, string] | null;
}

export const PLAN_DAYS_MAX = 14;

export function isDevanagari(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const deva = text.match(/[\u0900-\u097F]/gu) ?? [];
  return deva.length > 0 && deva.length >= letters.length / 3;
}

/** The message with the expansions of its abbreviations and Hindi terms appended. */
export function expand(message: string): string {
  const extra = EXPANSIONS.filter(([pattern]) => pattern.test(message)).map(([, words]) => words);
  return extra.length ? `${message} ${extra.join(' ')}` : message;
}

/** Does `text` contain `phrase` as whole words (Latin or Devanagari)? */
function hasPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'u').test(text);
}

/** The subjects named in the message, by name or alias. */
export function namedSubjects(text: string, subjects: { name: string }[]): string[] {
  const lower = text.toLowerCase();
  return subjects
    .filter((s) => [s.name, ...(SUBJECT_ALIASES[s.name] ?? [])].some((alias) => hasPhrase(lower, alias)))
    .map((s) => s.name);
}

/** The parts of a topic's name that name it alone ("Fundamental Rights", "Directive Principles", "Duties"). */
function topicPieces(name: string): string[][] {
  return name
    .split(/[,:&]| and /)
    .map((piece) => terms(piece))
    .filter((words) => words.length > 1 || (words.length === 1 && !GENERIC_TOPIC_WORDS.has(words[0]!)));
}

/** The topics named in the message: every word of one part of the topic's name is in it. */
export function namedTopics(
  text: string,
  topics: { name: string; subject: string }[],
): { name: string; subject: string }[] {
  const said = new Set(terms(text));
  return topics.filter((t) => topicPieces(t.name).some((piece) => piece.every((w) => said.has(w))));
}

const LAST = /\b(last|latest|recent|previous|most recent|newest)\b|पिछल|आखिरी|आख़िरी|अंतिम|हाल/;
const MOCK = /\b(mocks?|full[- ]length|full syllabus|full tests?)\b|मॉक|मोक/;
const TEST_WORD = /\b(tests?|mocks?|papers?|exams?|quiz)\b|टेस्ट|परीक्षा|मॉक|पेपर/;

/**
 * The test the message names, if any: a code ("UPSC-SW-HIS"), "my last mock", "my last test", "my first test",
 * or a name ("the History test", "Mock Test 2", "इतिहास टेस्ट"). Among tests that fit equally, one the student
 * took comes first, then a subject test, then the shorter name.
 */
export function namedTest(message: string, g: Grounding): TestReference | null {
  const lower = message.toLowerCase();
  const resultsOf = (testId: number) => g.results.filter((r) => r.testId === testId);
  const byId = (id: number) => g.tests.find((t) => t.id === id) ?? null;

  const coded = g.tests.find((t) => hasPhrase(lower, t.code.toLowerCase()));
  if (coded) return { how: 'code', test: coded, results: resultsOf(coded.id) };
  if (!TEST_WORD.test(lower)) return null;

  const mockNumber = /\bmock(?: test)?\s*(\d+)\b|मॉक(?: टेस्ट)?\s*(\d+)/.exec(lower);
  if (LAST.test(lower) && MOCK.test(lower) && !mockNumber) {
    const last = g.results.find((r) => r.type === 'Full Syllabus');
    return last
      ? { how: 'last-mock', test: byId(last.testId), results: resultsOf(last.testId) }
      : { how: 'last-mock', test: null, results: [] };
  }

  // The name: how many of its telling words the message has (Hindi subject names count as their subject).
  const said = new Set(terms(withSubjectNames(lower, g)));
  const candidates = g.tests
    .map((test) => {
      const words = [...new Set(terms(test.name).filter((w) => !GENERIC_TEST_WORDS.has(w)))];
      let matched = words.filter((w) => said.has(w)).length;
      // "Mock Test 2": the number must be the test's own.
      if (mockNumber) {
        const n = mockNumber[1] ?? mockNumber[2];
        if (!new RegExp(`\\b${n}$`).test(test.name) || test.type !== 'Full Syllabus') return null;
        matched += words.length + 1;
      }
      // "the Polity test": the subject's name (or a Hindi one) names its subject test.
      if (
        test.subject &&
        test.type === 'Subject Wise' &&
        namedSubjects(lower, [{ name: test.subject }]).length
      )
        matched = Math.max(matched, words.length);
      if (matched === 0) return null;
      return { test, share: matched / Math.max(1, words.length), extra: words.length - matched };
    })
    .filter((c) => c !== null && c.share >= 0.5);
  if (candidates.length > 0) {
    const taken = (id: number) => (resultsOf(id).length > 0 ? 1 : 0);
    const typeRank = (type: string) => (type === 'Subject Wise' ? 0 : type === 'Topic Wise' ? 1 : 2);
    candidates.sort(
      (a, b) =>
        b!.share - a!.share ||
        a!.extra - b!.extra ||
        taken(b!.test.id) - taken(a!.test.id) ||
        typeRank(a!.test.type) - typeRank(b!.test.type) ||
        a!.test.name.length - b!.test.name.length,
    );
    const best = candidates[0]!.test;
    return { how: 'name', test: best, results: resultsOf(best.id) };
  }

  if (LAST.test(lower) || /\b(latest|recent)\b/.test(lower)) {
    const last = g.results[0];
    return last
      ? { how: 'last-test', test: byId(last.testId), results: resultsOf(last.testId) }
      : { how: 'last-test', test: null, results: [] };
  }
  if (/\bfirst (test|mock|exam)\b|पहल/.test(lower)) {
    const first = g.results.at(-1);
    return first
      ? { how: 'first-test', test: byId(first.testId), results: resultsOf(first.testId) }
      : { how: 'first-test', test: null, results: [] };
  }
  return null;
}

/** The message with the English name of each subject it names in another way, so test names match too. */
function withSubjectNames(lower: string, g: Grounding): string {
  const names = namedSubjects(lower, g.catalogue.subjects);
  return names.length ? `${lower} ${names.join(' ').toLowerCase()}` : lower;
}

/** A plan's length: "7-day", "10 days", "two weeks", "5 दिन"; a week unless said. */
export function planDays(message: string): number {
  const lower = message.toLowerCase();
  const days = /(\d{1,3})\s*-?\s*(days?|दिन|din)\b/u.exec(lower) ?? /(\d{1,3})\s*(?:दिन)/u.exec(lower);
  if (days) return Math.min(PLAN_DAYS_MAX, Math.max(1, Number(days[1])));
  if (/\b(two|2) weeks?\b|fortnight|दो सप्ताह|दो हफ्ते/.test(lower)) return 14;
  return 7;
}

const WORD_NUMBERS: Record<string, string> = { three: '3', five: '5', seven: '7', ten: '10' };

/** The two things a comparison names: "difference between A and B", "A vs B", "compare A with B", "A और B में अंतर". */
export function comparedSides(message: string): [string, string] | null {
  const text = message.replace(/[?!.।]+\s*$/u, '').trim();
  const patterns = [
    /difference(?:s)? (?:between|of) (.+?) (?:and|&|vs\.?|versus) (.+)/i,
    /(?:compare|contrast|distinguish(?: between)?) (.+?) (?:and|with|to|&|from) (.+)/i,
    /how (?:is|are|does|do) (.+?) differ(?:ent)? from (.+)/i,
    /(.+?) (?:vs\.?|versus) (.+)/i,
    /(.+?) (?:और|तथा|एवं) (.+?) (?:में|के बीच) (?:क्या )?(?:अंतर|फर्क|फ़र्क|भेद)/u,
    /(?:अंतर|फर्क|फ़र्क)[^:]*?:?\s*(.+?) (?:और|तथा|एवं) (.+)/u,
  ];
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (m?.[1] && m[2]) {
      const clean = (s: string) =>
        s
          .replace(/^(the|a|an)\s+/i, '')
          .replace(/\s+(in|of) (the )?(indian )?constitution$/i, '')
          .trim();
      const a = clean(m[1]);
      const b = clean(m[2]);
      if (tokenise(a).length && tokenise(b).length) return [a, b];
    }
  }
  return null;
}

/** What the student wants, from the words of the message and what it names. */
export function understand(message: string, g: Grounding): Understanding {
  const lower = message.toLowerCase().trim();
  const searchText = expand(message);
  const test = namedTest(message, g);
  const subjects = namedSubjects(searchText, g.catalogue.subjects);
  const topics = namedTopics(searchText, g.catalogue.topics);
  const sides = comparedSides(message);
  const base = {
    isHindi: isDevanagari(message),
    searchText,
    test,
    subjects,
    topics,
    days: planDays(message.replace(/\b(three|five|seven|ten)\b/gi, (w) => WORD_NUMBERS[w.toLowerCase()]!)),
    sides: null as [string, string] | null,
  };
  const is = (intent: Intent, extra: Partial<Understanding> = {}): Understanding => ({
    ...base,
    ...extra,
    intent,
  });

  if (
    /^(hi|hello|hey|hii+|namaste|namaskar|नमस्ते|नमस्कार|good (morning|afternoon|evening))\b[\s!.,]*$/u.test(
      lower,
    )
  )
    return is('greeting');
  if (/^(thanks|thank you|thx|ok thanks|धन्यवाद|शुक्रिया)\b/u.test(lower)) return is('thanks');
  // Requests no exam preparation answers: creative writing, weather, sport, films.
  if (
    /\b(write|compose|make) (me )?(a|an) (poem|story|song|essay|letter|joke|shayari)\b|\btell me a (joke|story)\b|\b(weather|ipl|cricket score|movie|film|recipe)\b|मौसम|चुटकुला/u.test(
      lower,
    )
  )
    return is('off-topic');
  if (
    /\b(plan|planner|schedule|timetable|time table|routine|roadmap)\b|what should i (study|revise|do)|study next|how (should|do) i (prepare|study|revise)|योजना|प्लान|टाइम ?टेबल|समय ?सारणी|कैसे पढ़|क्या पढ़ूँ|क्या पढ़ूं/u.test(
      lower,
    )
  )
    return is('plan');
  if (/\b(best|highest|worst|lowest|top)\b.*\b(score|scores|test|tests|result|results|mock)\b/.test(lower))
    if (test?.how !== 'code') return is('best-worst');
  if (test) {
    if (
      !sides &&
      !/^(explain|what is|what are|define)\b/.test(lower) &&
      (/\b(how did i|how have i|how was|my (score|result|marks|rank|performance|accuracy)|score|scored|result|marks|rank|perform\w*|analy[sz]\w*|review|mistakes|wrong|went|do in|did in)\b/.test(
        lower,
      ) ||
        /कैसा|कैसे|अंक|परिणाम|रिजल्ट|स्कोर|प्रदर्शन|नतीजा/u.test(lower) ||
        test.how !== 'name')
    )
      return is('result');
  }
  // "How did I do in the Astronomy test?": a test is asked about, but none has that name.
  if (
    !test &&
    TEST_WORD.test(lower) &&
    /\b(how did i (do|perform|score)|my (score|result|marks|rank) (in|for|of)|result of)\b/.test(lower)
  )
    return is('result');
  if (sides) return is('compare', { sides });
  // गति (pace), not the गति inside प्रगति (progress), which asks for the trend.
  if (
    /\b(pace|pacing|timing|speed|slow|too long|time management|time per question|per question)\b|(?<!प्र)गति|समय प्रबंधन/u.test(
      lower,
    )
  )
    return is('pacing');
  if (
    /\b(weakest|strongest|weak|strong|weakness\w*|strength\w*|improve on|focus on|work on)\b|कमज़ोर|कमजोर|मज़बूत|मजबूत/u.test(
      lower,
    ) &&
    !/^(explain|what is|what are|define)\b/.test(lower)
  ) {
    if (subjects.length === 1 && topics.length === 0) return is('subject-performance');
    return is('weak-areas');
  }
  if (
    subjects.length > 0 &&
    /\b(how am i doing|how good am i|my (accuracy|performance|score|scores)|accuracy in|doing in|performance in|how is my)\b|कैसा चल|कैसी चल/u.test(
      lower,
    )
  )
    return is('subject-performance');
  if (
    /\b(trend|trending|progress|improv\w*|over time|getting better|how am i doing|overall|my scores|average score|my average)\b|प्रगति|सुधार/u.test(
      lower,
    )
  )
    return is('trend');
  return is('explain');
}
