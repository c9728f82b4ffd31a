import { type AiInsight, ResultInsightMessagesSchema } from '@aspirant/contract/ai.ts';
import { fillMessage, type MessageParams } from '@aspirant/contract/message-codes.ts';
import {
  RESULT_INSIGHT_MESSAGES,
  type ResultInsightCode,
  type ResultInsightMessages,
  type ResultInsightSentence,
} from '@aspirant/contract/result-insight-messages.ts';
import { PACE_TARGET_SECONDS } from '@aspirant/domain/constants.ts';
import { pace } from '@aspirant/domain/time.ts';
import type { Grounding } from '../../repositories/reports/grounding.ts';
import type { AssistantContext } from './context.ts';

const STOP_WORDS = new Set(
  'which what when where with from that this these those there their about following statements correct incorrect given below select answer using code only both neither true false regarding consider'.split(
    ' ',
  ),
);

function significantWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w)));
}

/**
 * Integrity (issue 5): does the message ask about a question of a test the student is taking? Half of the
 * question's significant words in the message, or one of its options quoted with a third of them, is enough.
 */
export function touchesRunningTest(message: string, grounding: Grounding): string | null {
  const said = significantWords(message);
  const lower = message.toLowerCase();
  for (const test of grounding.running) {
    for (const q of test.questions) {
      const words = [...significantWords(q.text)];
      if (words.length === 0) continue;
      const shared = words.filter((w) => said.has(w)).length / words.length;
      const quotesOption = q.options.some((o) => o.length >= 6 && lower.includes(o.toLowerCase()));
      if ((words.length >= 3 && shared >= 0.5) || (quotesOption && shared >= 0.34)) return test.testName;
    }
  }
  return null;
}

export function runningTestRefusal(testName: string): string {
  return (
    `You have **${testName}** in progress, so I can't discuss its questions or answers until you submit it. ` +
    'Once it is submitted, open its result and ask me again: I will go through every question with you.'
  );
}

export const BUILTIN_NOTE =
  "_I'm Aspirant's built-in assistant: I answer from your own results and the question bank, without an AI model. " +
  'An administrator can connect one (OpenAI, Ollama, vLLM, LM Studio and others) with `AI_BASE_URL`, `AI_API_KEY` and `AI_MODEL`._';

export const weakTopics = (g: Grounding) => g.topics.filter((t) => t.attempted >= 2 && t.accuracy < 70);

/** What the built-in weak-areas answer names, in either language: the 3 weakest and 2 strongest subjects, 5 topics. */
export function weakAreaFacts(g: Grounding) {
  const attempted = g.subjects.filter((s) => s.attempted > 0);
  return {
    weakest: attempted.slice(0, 3),
    strongest: [...attempted].reverse().slice(0, 2),
    topics: weakTopics(g).slice(0, 5),
  };
}

export function studyPlan(g: Grounding): string {
  const weak = weakTopics(g).slice(0, 5);
  const subjects = g.subjects.filter((s) => s.accuracy < 70).map((s) => s.name);
  if (weak.length === 0 && g.totalTests === 0) {
    return "You haven't taken a test yet, so I can't tell your weak topics. Start with **Quick Practice: 5 Questions in 5 Minutes** and a subject test or two; then ask me again for a plan built on your results.";
  }
  const focus = weak.length
    ? weak.map((t) => `${t.name} (${t.subject}, ${t.accuracy}% correct)`)
    : g.subjects.slice(0, 3).map((s) => `${s.name} (${s.accuracy}% correct)`);
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  const lines = days.map((day, i) => {
    if (i === 6)
      return `- **${day}**: a full-length mock test under exam conditions, then review every wrong answer.`;
    if (i === 5)
      return `- **${day}**: revise the notes of the week; take a subject test in ${subjects[0] ?? 'your weakest subject'}.`;
    const topic = focus[i % focus.length]!;
    return `- **${day}**: ${topic}: read the explanations of the questions you missed, make short notes, then take its topic test.`;
  });
  return `Here is a plan for the coming week, built from your weakest topics:\n\n${lines.join('\n')}\n\nKeep each session to 90 minutes with a 10-minute break; aim for 70% or more in each topic test before moving on.`;
}

export function trend(g: Grounding): string {
  if (g.totalTests === 0)
    return "You haven't taken any tests yet: your score trend starts with your first test.";
  const scores = g.recent.map((r) => `- ${r.date}: ${r.test}: **${r.percent}%**`).join('\n');
  const [latest, ...older] = g.recent;
  const olderAvg = older.length ? older.reduce((s, r) => s + r.percent, 0) / older.length : null;
  const direction =
    olderAvg === null || !latest
      ? ''
      : latest.percent > olderAvg + 2
        ? `Your latest score is above the average of the tests before it (${olderAvg.toFixed(1)}%): keep going.`
        : latest.percent < olderAvg - 2
          ? `Your latest score is below the average of the tests before it (${olderAvg.toFixed(1)}%): review its wrong answers before the next test.`
          : `Your latest score is close to the average of the tests before it (${olderAvg.toFixed(1)}%).`;
  return `You have taken ${g.totalTests} test${g.totalTests === 1 ? '' : 's'}, averaging **${g.averageScore}%**. Your recent scores:\n\n${scores}\n\n${direction}`;
}

export function pacing(g: Grounding): string {
  if (g.pace.length === 0)
    return 'I have no timing data yet: take a test and I will compare your pace with the targets.';
  const lines = g.pace
    .sort((a, b) => PACE_TARGET_SECONDS[a.difficulty] - PACE_TARGET_SECONDS[b.difficulty])
    .map(
      (p) =>
        `- **${p.difficulty}** questions: ${p.averageSeconds} s on average against a target of ${PACE_TARGET_SECONDS[p.difficulty]} s (${pace(p.averageSeconds, p.difficulty)}), over ${p.answered} answers`,
    );
  const slow = g.pace.filter((p) => p.averageSeconds >= PACE_TARGET_SECONDS[p.difficulty]);
  const advice = slow.length
    ? `You are over the target on ${slow.map((p) => p.difficulty).join(' and ')} questions. In the exam, move on after the target time and come back at the end: a skipped question costs nothing, a rushed guess can cost a third of a mark.`
    : 'You are within the targets: use the spare time to re-read the statements of the multi-statement questions.';
  return `Your pace against the targets:\n\n${lines.join('\n')}\n\n${advice}`;
}

/** The system message for a model: who the student is, by their own numbers, what the message names, the rules. */
export function systemPrompt(g: Grounding, ctx: AssistantContext): string {
  const list = <T>(xs: T[], f: (x: T) => string) => (xs.length ? xs.map(f).join('; ') : 'none yet');
  const running = g.running.map((r) => r.testName);
  const shown = [...ctx.found, ...ctx.sides.flatMap((s) => s.found)];
  const tr = ctx.testResult;
  return [
    "You are Aspirant's study assistant for a candidate preparing for India's civil-services preliminary exam (UPSC GS Paper I).",
    'Answer in Markdown, concisely and concretely. Ground advice in the student data below; do not invent numbers. If the data and the explanations below do not answer the question, say so plainly.',
    '',
    `Student: ${g.name}. Tests taken: ${g.totalTests}. Average score: ${g.averageScore}%.`,
    `Recent scores (newest first): ${list(g.recent, (r) => `${r.test} ${r.percent}% on ${r.date}`)}.`,
    `Subjects by accuracy (weakest first): ${list(g.subjects, (s) => `${s.name} ${s.accuracy}% of ${s.attempted}`)}.`,
    `Weak topics: ${list(weakTopics(g).slice(0, 8), (t) => `${t.name} (${t.subject}) ${t.accuracy}%`)}.`,
    `Strong topics: ${list(
      g.topics.filter((t) => t.attempted >= 2 && t.accuracy >= 80).slice(-5),
      (t) => `${t.name} ${t.accuracy}%`,
    )}.`,
    `Pace against targets (easy 30 s, medium 60 s, hard 90 s): ${list(g.pace, (p) => `${p.difficulty} ${p.averageSeconds} s`)}.`,
    ctx.understanding.subjects.length
      ? `The message names the subject(s): ${ctx.understanding.subjects.join(', ')}.`
      : '',
    ctx.understanding.topics.length
      ? `The message names the topic(s): ${ctx.understanding.topics.map((t) => `${t.name} (${t.subject})`).join(', ')}.`
      : '',
    tr
      ? `The message asks about the test ${tr.row.test} (${tr.row.code}). Latest attempt on ${tr.row.date}: ${number(tr.row.score)} of ${number(tr.row.totalScore)} (${number(tr.row.percent)}%), ${tr.row.correct} correct, ${tr.row.wrong} wrong, ${tr.row.unattempted} unattempted of ${tr.row.totalQuestions}, accuracy ${number(tr.row.accuracy)}%, ${duration(tr.row.timeSpentSeconds)}${tr.detail?.rank ? `, rank ${tr.detail.rank.rank} of ${tr.detail.rank.takers}` : ''}. Attempts: ${tr.attempts.map((a) => `${a.date} ${number(a.percent)}%`).join(', ')}.`
      : ctx.understanding.test?.test
        ? `The message asks about the test ${ctx.understanding.test.test.name}, which the student has not taken.`
        : '',
    '',
    shown.length ? 'Relevant explanations from the question bank:' : '',
    ...shown.map(
      (e, i) =>
        `${i + 1}. [${e.code}, ${e.subject} / ${e.topic}] Q: ${e.question} Correct answer: ${e.answer}. Explanation: ${e.explanation}`,
    ),
    ctx.coveredBy.length
      ? `Further questions on this are in tests the student has not submitted (${ctx.coveredBy.join(', ')}): never guess their answers.`
      : '',
    '',
    running.length
      ? `The student has a test in progress (${running.join(', ')}). Never reveal, hint at or discuss answers to questions of that test; if asked, say you will discuss them after submission.`
      : '',
  ]
    .filter((line, i, all) => line !== '' || (all[i - 1] ?? '') !== '')
    .join('\n');
}

/** A figure as the assistant writes it: at most two decimals, no trailing zeros. */
export function number(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/** Seconds as "12 min 5 s". */
export function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

export interface ResultFacts {
  testName: string;
  percent: number;
  score: number;
  totalScore: number;
  correct: number;
  wrong: number;
  unattempted: number;
  accuracy: number;
  timeSpentSeconds: number;
  questions: number;
  difficulty: string;
  subjects: Record<string, number>;
  topics: Record<string, number>;
}

/** SPEC §7: the insight prompt carries score, accuracy, counts, time, difficulty, subjects and the top-5 topics. */
export function insightPrompt(f: ResultFacts): string {
  const topTopics = Object.entries(f.topics)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([t, p]) => `${t}: ${p}%`)
    .join(', ');
  return [
    `Analyse this mock-test result of a UPSC prelims aspirant and reply with JSON only.`,
    `Test: ${f.testName}. Score: ${f.score} of ${f.totalScore} (${f.percent}%). Accuracy: ${f.accuracy}%.`,
    `Correct: ${f.correct}, incorrect: ${f.wrong}, unattempted: ${f.unattempted}, of ${f.questions} questions.`,
    `Time spent: ${Math.round(f.timeSpentSeconds / 60)} minutes. Difficulty: ${f.difficulty}.`,
    `Subjects: ${Object.entries(f.subjects)
      .map(([s, p]) => `${s}: ${p}%`)
      .join(', ')}. Top topics: ${topTopics}.`,
    'Reply with a JSON object with exactly these keys: "performanceAnalysis" (string), "subjectFocus" (string), "timeManagement" (string), "nextSteps" (array of 3 to 5 strings), "studyStrategy" (string).',
  ].join('\n');
}

/** SPEC §2: the default sentences when a field is missing. */
export const DEFAULT_INSIGHT: AiInsight = {
  performanceAnalysis:
    'Your result shows where you stand on this test; compare it with your earlier attempts to see your progress.',
  subjectFocus: 'Focus on the subjects where you answered fewer than 70% of the questions correctly.',
  timeManagement: 'Aim for about a minute per question, and move on from a question that stalls you.',
  nextSteps: [
    'Review every incorrect answer and read its explanation.',
    'Practise your weak subjects with subject and topic tests.',
    'Take a similar test again within a week.',
  ],
  studyStrategy:
    'Study in focused sessions, revise with short notes, and test yourself regularly under exam conditions.',
};

/**
 * Takes what a model returned and keeps what fits the shape; the rest comes from the defaults. `keepMessages`
 * (a stored built-in insight) keeps its sentences' codes when they are well formed; a model's never count.
 */
export function normaliseInsight(value: Record<string, unknown> | null, keepMessages = false): AiInsight {
  const text = (key: keyof AiInsight) => {
    const v = value?.[key];
    return typeof v === 'string' && v.trim() ? v.trim() : (DEFAULT_INSIGHT[key] as string);
  };
  const raw = value?.nextSteps;
  const nextSteps = Array.isArray(raw)
    ? raw.filter((s): s is string => typeof s === 'string' && s.trim() !== '').map((s) => s.trim())
    : typeof raw === 'string' && raw.trim()
      ? raw
          .split(/\n|;/)
          .map((s) => s.replace(/^[-*\d.)\s]+/, '').trim())
          .filter(Boolean)
      : [];
  const messages = keepMessages ? ResultInsightMessagesSchema.safeParse(value?.messages) : null;
  return {
    performanceAnalysis: text('performanceAnalysis'),
    subjectFocus: text('subjectFocus'),
    timeManagement: text('timeManagement'),
    nextSteps: nextSteps.length ? nextSteps.slice(0, 6) : DEFAULT_INSIGHT.nextSteps,
    studyStrategy: text('studyStrategy'),
    ...(messages?.success ? { messages: messages.data } : {}),
  };
}

/** The built-in provider's insights: the same JSON, from rules, with each sentence's code (issue 15 point 9). */
export function builtinInsight(f: ResultFacts): AiInsight {
  const subjects = Object.entries(f.subjects).sort((a, b) => a[1] - b[1]);
  const topics = Object.entries(f.topics).sort((a, b) => a[1] - b[1]);
  const weakest = subjects[0];
  const weakTopics = topics
    .filter(([, p]) => p < 70)
    .slice(0, 3)
    .map(([t]) => t);
  const perQuestion = f.questions ? f.timeSpentSeconds / f.questions : 0;
  const say = (code: ResultInsightCode, params: MessageParams = {}): ResultInsightSentence => ({
    code,
    params,
  });
  const messages: ResultInsightMessages = {
    performanceAnalysis: [
      say(f.percent >= 80 ? 'scoredStrong' : f.percent >= 60 ? 'scoredFair' : 'scoredGrow', {
        score: f.score,
        totalScore: f.totalScore,
        percent: f.percent,
        correct: f.correct,
        wrong: f.wrong,
        unattempted: f.unattempted,
        questions: f.questions,
        accuracy: f.accuracy,
      }),
    ],
    subjectFocus: weakest
      ? [
          say('weakestArea', { subject: weakest[0], percent: weakest[1] }),
          ...(weakTopics.length ? [say('startWith', { topics: weakTopics.join(', ') })] : []),
        ]
      : [say('focusDefault')],
    timeManagement: [
      say('perQuestion', { seconds: Math.round(perQuestion) }),
      say(perQuestion > 60 ? 'paceSlow' : 'paceFast'),
    ],
    nextSteps: [
      say('reviewIncorrect'),
      weakest ? say('practiseWeakest', { subject: weakest[0] }) : say('practiseWeakSubjects'),
      say(f.wrong > f.correct / 2 ? 'narrowDown' : 'takeSimilar'),
    ],
    studyStrategy: [say(f.accuracy < 60 ? 'buildAccuracy' : 'weeklyRhythm')],
  };
  const english = (sentences: ResultInsightSentence[]) =>
    sentences.map((s) => fillMessage(RESULT_INSIGHT_MESSAGES[s.code], s.params)).join(' ');
  return {
    performanceAnalysis: english(messages.performanceAnalysis),
    subjectFocus: english(messages.subjectFocus),
    timeManagement: english(messages.timeManagement),
    nextSteps: messages.nextSteps.map((step) => english([step])),
    studyStrategy: english(messages.studyStrategy),
    messages,
  };
}
