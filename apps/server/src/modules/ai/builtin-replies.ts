import type { Grounding, RetrievedQuestion } from '../../repositories/reports/grounding.ts';
import { BUILTIN_NOTE, duration, number, pacing, studyPlan, trend, weakAreaFacts } from './assistant.ts';
import {
  BUILTIN_NOTE_HI,
  bestWorstHi,
  overviewHi,
  pacingHi,
  resultHi,
  studyPlanHi,
  subjectPerformanceHi,
  THANKS_HI,
  trendHi,
  weakAreasHi,
} from './builtin-hindi.ts';
import type { AssistantContext } from './context.ts';
import type { Understanding } from './understanding.ts';

/**
 * The built-in provider's answers (issue 15): to the question asked, from the student's own results and the
 * question bank, saying plainly when it has nothing rather than offering unrelated items.
 */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Said when nothing relevant was found: no guess, no unrelated questions. */
export const NOTHING_FOUND =
  "I couldn't find anything on that in the question bank or in your results, so I won't guess. " +
  'I can tell you how you did in a test (name it, or say "my last mock"), make a study plan for a subject or topic, ' +
  'or explain a topic of the syllabus such as "Fundamental Rights" or "monsoon".';
export const NOTHING_FOUND_HI =
  'प्रश्न बैंक या आपके परिणामों में मुझे इस पर कुछ नहीं मिला, इसलिए मैं अनुमान नहीं लगाऊँगा। ' +
  'मैं बता सकता हूँ कि किसी टेस्ट में आपका प्रदर्शन कैसा रहा (टेस्ट का नाम लिखें), किसी विषय की अध्ययन योजना बना सकता हूँ, ' +
  'या पाठ्यक्रम का कोई टॉपिक समझा सकता हूँ, जैसे "मौलिक अधिकार"।';

/** One bank question with its key and explanation (only ever called with a visible one), in the message's language. */
function questionBlock(q: RetrievedQuestion, isHindi: boolean): string {
  const useHindi = isHindi && q.questionHi && q.explanationHi;
  const text = (useHindi ? q.questionHi : q.question) ?? '';
  const answer = (useHindi ? q.answerHi : q.answer) ?? '';
  const explanation = (useHindi ? q.explanationHi : q.explanation) ?? '';
  return `**From the question bank (${q.code}, ${q.subject}, ${q.topic})**\n\n> ${text.replace(/\n/g, '\n> ')}\n\n**Answer:** ${answer}\n\n${explanation}`;
}

function coveredNote(tests: string[]): string {
  if (tests.length === 0) return '';
  const names = tests.map((t) => `**${t}**`).join(' and ');
  return `More questions on this are in ${names}, which you have not submitted yet: their answers stay hidden until you do. Take it, and I can go through them with you afterwards.`;
}

function explainReply(ctx: AssistantContext): string {
  const { found, coveredBy, understanding } = ctx;
  if (found.length === 0 && coveredBy.length === 0)
    return understanding.isHindi ? NOTHING_FOUND_HI : NOTHING_FOUND;
  if (found.length === 0) {
    return `This is covered in ${coveredBy.map((t) => `**${t}**`).join(' and ')}, which you have not submitted yet, so I can't show its questions or answers now. Take the test, and ask me again afterwards: I will go through them with you.`;
  }
  const intro = understanding.isHindi
    ? 'प्रश्न बैंक से, आपके प्रश्न से सबसे अधिक मेल खाने वाले प्रश्न:'
    : 'From the question bank, the questions closest to what you asked:';
  const parts = found.map((q) => questionBlock(q, understanding.isHindi));
  const note = coveredNote(coveredBy);
  return [intro, parts.join('\n\n---\n\n'), note].filter(Boolean).join('\n\n');
}

function compareReply(ctx: AssistantContext): string {
  const sides = ctx.sides;
  if (sides.every((s) => s.found.length === 0)) {
    if (ctx.coveredBy.length)
      return `Both are covered in ${ctx.coveredBy.map((t) => `**${t}**`).join(' and ')}, which you have not submitted yet, so I can't show those answers now. Take the test and ask me again.`;
    return ctx.understanding.isHindi ? NOTHING_FOUND_HI : NOTHING_FOUND;
  }
  const [a, b] = sides.map((s) => `**${s.label}**`);
  const blocks = sides.map((s) =>
    s.found.length
      ? `### ${s.label}\n\n${s.found.map((q) => questionBlock(q, ctx.understanding.isHindi)).join('\n\n')}`
      : `### ${s.label}\n\nI found nothing on ${s.label} in the question bank that you can see yet.`,
  );
  return [
    `How ${a} and ${b} differ, from what the question bank says about each:`,
    ...blocks,
    'Read the two side by side: what each covers, who it binds, and whether a court can enforce it.',
    coveredNote(ctx.coveredBy),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function resultReply(g: Grounding, ctx: AssistantContext): string {
  const ref = ctx.understanding.test;
  const tr = ctx.testResult;
  if (!ref) {
    const taken = [...new Map(g.results.map((r) => [r.testId, r.test])).values()].slice(0, 5);
    return taken.length
      ? `I couldn't find a test called that. Name it as it is called on **Tests**, or by its code; your recent tests are ${taken.map((t) => `**${t}**`).join(', ')}.`
      : "I couldn't find a test called that, and you haven't taken a test yet. Start one from **Tests**, and ask me again afterwards.";
  }
  if (!ref.test) {
    return ref.how === 'last-mock'
      ? "You haven't taken a full-length mock test yet. Start one from **Tests** (type Full Syllabus), and ask me again afterwards."
      : "You haven't taken a test yet. Start one from **Tests**, and ask me again afterwards.";
  }
  if (!tr) {
    return `You haven't taken **${ref.test.name}** (${ref.test.code}) yet, so I have no result for it. Start it from **Tests**; once it is submitted I can go through every question with you.`;
  }
  const { row, detail, attempts } = tr;
  const lines = [
    `**${row.test}** (${row.code}), your ${attempts.length > 1 ? 'latest attempt' : 'attempt'} on ${row.date}:`,
    '',
    `- Score: **${number(row.score)} of ${number(row.totalScore)} (${number(row.percent)}%)**`,
    `- ${row.correct} correct, ${row.wrong} wrong, ${row.unattempted} unattempted of ${plural(row.totalQuestions, 'question')}; accuracy ${number(row.accuracy)}% of those attempted`,
    `- Time: ${duration(row.timeSpentSeconds)}`,
    detail?.rank
      ? `- Rank: ${detail.rank.rank} of ${detail.rank.takers} (first attempts)`
      : '- Rank: not counted for a retake (ranks count first attempts only)',
  ];
  if (detail && detail.subjects.length > 1) {
    lines.push(
      '',
      'By subject:',
      ...detail.subjects.map((s) => `- ${s.name}: ${s.correct} of ${s.questions} correct`),
    );
  }
  if (detail && detail.topics.length > 0) {
    const topics = [...detail.topics]
      .sort((x, y) => x.correct / x.questions - y.correct / y.questions || y.questions - x.questions)
      .slice(0, 5);
    lines.push(
      '',
      'Weakest topics in it:',
      ...topics.map((t) => `- ${t.name} (${t.subject}): ${t.correct} of ${t.questions} correct`),
    );
  }
  if (attempts.length > 1) {
    const oldest = attempts.at(-1)!;
    const change = row.percent - oldest.percent;
    lines.push(
      '',
      `You have taken it ${attempts.length} times: ${[...attempts]
        .reverse()
        .map((a) => `${a.date}: ${number(a.percent)}%`)
        .join(', ')} (${change >= 0 ? '+' : ''}${number(change)} points since the first).`,
    );
  }
  lines.push(
    '',
    'Open its result to read the explanation of every question you missed, then practise its weakest topics.',
  );
  return lines.join('\n');
}

function bestWorstReply(g: Grounding): string {
  if (g.results.length === 0) return "You haven't taken any tests yet: take one and I'll rank your results.";
  const sorted = [...g.results].sort((a, b) => b.percent - a.percent);
  const best = sorted[0]!;
  const worst = sorted.at(-1)!;
  return [
    `Your best result is **${best.test}** on ${best.date}: **${number(best.percent)}%**.`,
    `Your lowest is **${worst.test}** on ${worst.date}: **${number(worst.percent)}%**.`,
    `Over ${plural(g.results.length, 'result')} your average is ${g.averageScore}%.`,
  ].join('\n');
}

function subjectPerformance(g: Grounding, subject: string): string {
  const s = g.subjects.find((x) => x.name === subject);
  if (!s || s.attempted === 0)
    return `You haven't answered any **${subject}** questions in a test yet. Take its subject test from **Tests**, and I'll tell you where you stand.`;
  const topics = g.topics.filter((t) => t.subject === subject && t.attempted > 0);
  const lines = [
    `In **${subject}** you have answered ${plural(s.attempted, 'question')} in your tests, **${s.accuracy}%** of them correctly.`,
    '',
    'By topic, weakest first:',
    ...topics.map((t) => `- ${t.name}: ${t.accuracy}% of ${t.attempted}`),
  ];
  const weak = topics.filter((t) => t.accuracy < 70);
  lines.push(
    '',
    weak.length
      ? `Work on ${weak
          .slice(0, 2)
          .map((t) => t.name)
          .join(' and ')} first: ask me for a plan for ${subject} and I'll build the week around them.`
      : `Every topic is at 70% or above: keep it warm with one ${subject} test a week.`,
  );
  return lines.join('\n');
}

function weakAreas(g: Grounding): string {
  if (g.totalTests === 0)
    return "You haven't taken a test yet, so I can't tell your weak areas. Take a test and ask me again.";
  const { weakest, strongest, topics } = weakAreaFacts(g);
  return [
    `Your weakest subjects: ${weakest.map((s) => `**${s.name}** (${s.accuracy}% correct)`).join(', ')}.`,
    `Your strongest: ${strongest.map((s) => `**${s.name}** (${s.accuracy}% correct)`).join(', ')}.`,
    topics.length
      ? `Weak topics to start with: ${topics.map((t) => `${t.name} (${t.subject}, ${t.accuracy}%)`).join('; ')}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The plan for a named subject or topic: its topics, weakest first, one a day, its tests on the way. */
function focusedPlan(g: Grounding, u: Understanding): string {
  const days = u.days;
  const topicFocus = u.topics.length > 0;
  const subjects = topicFocus ? [...new Set(u.topics.map((t) => t.subject))] : u.subjects;
  const topicNames = topicFocus
    ? u.topics.map((t) => t.name)
    : g.catalogue.topics.filter((t) => subjects.includes(t.subject)).map((t) => t.name);
  const accuracy = new Map(g.topics.map((t) => [t.name, t]));
  // Weakest first; topics never answered between the weak and the strong ones.
  const rank = (name: string) => {
    const t = accuracy.get(name);
    return !t || t.attempted === 0 ? 69.5 : t.accuracy;
  };
  const ordered = [...topicNames].sort((a, b) => rank(a) - rank(b));
  const testOf = (topic: string) => g.tests.find((t) => t.type === 'Topic Wise' && t.topic === topic);
  const subjectTest = g.tests.find(
    (t) => t.type === 'Subject Wise' && t.subject && subjects.includes(t.subject),
  );
  const label = topicFocus ? u.topics.map((t) => t.name).join(' and ') : subjects.join(' and ');
  const state = (name: string) => {
    const t = accuracy.get(name);
    return !t || t.attempted === 0 ? 'not in your tests yet' : `${t.accuracy}% correct of ${t.attempted}`;
  };
  const lines: string[] = [];
  const TASKS = [
    (t: string) =>
      `${t} (${state(t)}): read the explanations of its questions, starting with the ones you missed, and make one page of notes.`,
    (t: string) => `${t}: practise 10 questions of it in **Practice** and read every explanation.`,
    (t: string) => {
      const test = testOf(t);
      return test
        ? `${t}: take **${test.name}** and review every wrong answer.`
        : `${t}: revise your notes, then practise 10 more questions of it.`;
    },
  ];
  for (let day = 1; day <= days; day++) {
    if (day === days && days > 1) {
      lines.push(
        `- **Day ${day}**: ${
          subjectTest && !topicFocus
            ? `take **${subjectTest.name}** under exam conditions and review every wrong answer.`
            : `revise your notes on ${label} and practise 15 mixed questions of it.`
        }`,
      );
      break;
    }
    const i = day - 1;
    if (topicFocus) {
      const topic = ordered[i % ordered.length]!;
      const task = TASKS[Math.floor(i / ordered.length) % TASKS.length]!;
      lines.push(`- **Day ${day}**: ${task(topic)}`);
    } else {
      const topic = ordered[i % ordered.length]!;
      const round = Math.floor(i / ordered.length);
      lines.push(`- **Day ${day}**: ${TASKS[round === 0 ? 0 : 2]!(topic)}`);
    }
  }
  return [
    `Here is a ${days}-day plan for **${label}**${topicFocus ? '' : ', weakest topics first'} (your accuracy is from your own tests):`,
    '',
    ...lines,
    '',
    'Keep each session to 90 minutes with a 10-minute break; aim for 70% or more on a topic before moving on.',
  ].join('\n');
}

function overview(g: Grounding): string {
  if (g.totalTests === 0) {
    return `Hello ${g.name}! Take your first test and I'll tell you where you stand. Meanwhile I can explain a concept from the question bank: ask me about a topic, for example "Fundamental Rights" or "monsoon".`;
  }
  const weakest = g.subjects[0];
  const strongest = g.subjects.at(-1);
  const lines = [
    `Hello ${g.name}! You have taken ${plural(g.totalTests, 'test')} with an average of **${g.averageScore}%**.`,
    weakest ? `Your weakest subject is **${weakest.name}** (${weakest.accuracy}% correct).` : '',
    strongest && strongest !== weakest
      ? `Your strongest is **${strongest.name}** (${strongest.accuracy}% correct).`
      : '',
    '',
    'Ask me **how you did in a test** (by its name, or "my last mock"), for **a 7-day plan for a subject**, **how your scores are trending**, or to **explain** a topic such as "Directive Principles".',
  ];
  return lines.filter((l, i) => l !== '' || i === 3).join('\n');
}

/** The Hindi answer to the message, when builtin-hindi.ts has one for its intent. */
function hindiReply(message: string, g: Grounding, ctx: AssistantContext): string | null {
  const u = ctx.understanding;
  switch (u.intent) {
    case 'result':
      return resultHi(g, ctx);
    case 'greeting':
      return overviewHi(g);
    case 'off-topic':
      return NOTHING_FOUND_HI;
    case 'thanks':
      return THANKS_HI;
    case 'plan':
      return u.subjects.length || u.topics.length ? null : studyPlanHi(g);
    case 'best-worst':
      return bestWorstHi(g);
    case 'trend':
      return trendHi(g);
    case 'pacing':
      return pacingHi(g);
    case 'subject-performance':
      return subjectPerformanceHi(g, u.subjects[0]!);
    case 'weak-areas':
      return weakAreasHi(g);
    default:
      return message.trim() ? null : overviewHi(g);
  }
}

/** The built-in assistant's reply to the message, from the grounding and what was found for it. */
export function builtinReply(
  message: string,
  g: Grounding,
  ctx: AssistantContext,
  language: 'en' | 'hi' | null = null,
): string {
  const u = ctx.understanding;
  // Issue 15 point 9: for a student whose interface is Hindi, the answers builtin-hindi.ts has; the others
  // (a plan for a named subject or topic, comparisons, explanations) are English yet.
  if (language === 'hi') {
    const hindi = hindiReply(message, g, ctx);
    if (hindi) return `${hindi}\n\n${BUILTIN_NOTE_HI}`;
  }
  let body: string;
  switch (u.intent) {
    case 'greeting':
      body = overview(g);
      break;
    case 'off-topic':
      body = u.isHindi ? NOTHING_FOUND_HI : NOTHING_FOUND;
      break;
    case 'thanks':
      body = "You're welcome. Ask me whenever you want a plan, a test's figures or a topic explained.";
      break;
    case 'plan':
      body = u.subjects.length || u.topics.length ? focusedPlan(g, u) : studyPlan(g);
      break;
    case 'result':
      body = resultReply(g, ctx);
      break;
    case 'best-worst':
      body = bestWorstReply(g);
      break;
    case 'compare':
      body = compareReply(ctx);
      break;
    case 'trend':
      body = trend(g);
      break;
    case 'pacing':
      body = pacing(g);
      break;
    case 'subject-performance':
      body = subjectPerformance(g, u.subjects[0]!);
      break;
    case 'weak-areas':
      body = weakAreas(g);
      break;
    default:
      body = message.trim() ? explainReply(ctx) : overview(g);
  }
  return `${body}\n\n${BUILTIN_NOTE}`;
}
