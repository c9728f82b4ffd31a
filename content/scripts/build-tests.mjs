// Writes content/tests.json from the question bank: deterministic selections, so the file can be rebuilt
// after the bank grows. Run: node content/scripts/build-tests.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const subjects = readdirSync(path.join(dir, 'subjects'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(dir, 'subjects', f), 'utf8')))
  // Issue 13: a question reserved for practice shows its key to anyone, so no test may hold it.
  .map((s) => ({ ...s, questions: s.questions.filter((q) => !q.practice) }));
const byCode = Object.fromEntries(subjects.map((s) => [s.code, s]));

/** Every n-th question of a list, starting at offset: spreads topics and difficulties. */
function stride(list, count, offset = 0) {
  const step = list.length / count;
  return Array.from({ length: count }, (_, i) => list[Math.floor(offset + i * step) % list.length]);
}

/** A full-syllabus paper: each subject in proportion to its size, interleaved as a real paper is. */
function fullPaper(total, offset) {
  const all = subjects.reduce((n, s) => n + s.questions.length, 0);
  const picks = subjects.map((s) =>
    stride(s.questions, Math.max(2, Math.ceil((s.questions.length / all) * total)), offset),
  );
  const out = [];
  for (let i = 0; out.length < total && i < 100; i++)
    for (const p of picks) if (p[i] && out.length < total) out.push(p[i].id);
  return [...new Set(out)];
}

const ids = (questions) => questions.map((q) => q.id);
const topicQuestions = (topic) => subjects.flatMap((s) => s.questions.filter((q) => q.topic === topic));

const tests = [
  {
    code: 'UPSC-FS-01',
    name: 'UPSC Prelims Full Mock Test 1',
    type: 'Full Syllabus',
    exam: 'UPSC-CSE',
    duration: 60,
    description:
      'A 50-question full-syllabus paper in the prelims pattern: +2 for a correct answer, -0.66 for a wrong one.',
    questions: fullPaper(50, 0),
  },
  {
    code: 'UPSC-FS-02',
    name: 'UPSC Prelims Full Mock Test 2',
    type: 'Full Syllabus',
    exam: 'UPSC-CSE',
    duration: 60,
    description: 'A second full-syllabus paper with a fresh set of 50 questions across every subject.',
    questions: fullPaper(50, 1),
  },
  {
    code: 'UPSC-FS-03',
    name: 'UPSC Prelims Full Mock Test 3',
    type: 'Full Syllabus',
    exam: 'UPSC-CSE',
    duration: 60,
    description: 'The third full mock: 50 questions, balanced across subjects and difficulty.',
    questions: fullPaper(50, 2),
  },
  {
    code: 'PCS-FS-01',
    name: 'State PCS Prelims Mock Test 1',
    type: 'Full Syllabus',
    exam: 'STATE-PCS',
    duration: 45,
    description:
      'A 40-question general studies paper for state civil services prelims: +1 correct, -0.33 wrong.',
    questions: fullPaper(40, 3),
  },
  {
    code: 'UPSC-SW-POL',
    name: 'Indian Polity Subject Test (English / हिन्दी)',
    type: 'Subject Wise',
    exam: 'UPSC-CSE',
    subject: 'POL',
    duration: 30,
    bilingual: true,
    description:
      'Constitution, rights, Parliament, executive, judiciary and local government. Available in English and Hindi.',
    questions: ids(stride(byCode.POL.questions, 25, 0)),
  },
  {
    code: 'UPSC-SW-GEO',
    name: 'Geography Subject Test (English / हिन्दी)',
    type: 'Subject Wise',
    exam: 'UPSC-CSE',
    subject: 'GEO',
    duration: 30,
    bilingual: true,
    description:
      'Physical, Indian and world geography, climate and resources. Available in English and Hindi.',
    questions: ids(stride(byCode.GEO.questions, 25, 0)),
  },
  ...['HIS', 'ECO', 'ENV', 'SCI', 'ART', 'IRS', 'SOC'].map((code) => ({
    code: `UPSC-SW-${code}`,
    name: `${byCode[code].name} Subject Test`,
    type: 'Subject Wise',
    exam: 'UPSC-CSE',
    subject: code,
    duration: 25,
    description: `Twenty questions across every topic of ${byCode[code].name}: ${byCode[code].topics.map((t) => t.name).join(', ')}.`,
    questions: ids(stride(byCode[code].questions, 20, 0)),
  })),
  {
    code: 'PCS-SW-HIS',
    name: 'History Subject Test (State PCS)',
    type: 'Subject Wise',
    exam: 'STATE-PCS',
    subject: 'HIS',
    duration: 20,
    description: 'Fifteen history questions in the state prelims marking pattern.',
    questions: ids(stride(byCode.HIS.questions, 15, 1)),
  },
  ...[
    ['POL-FR', 'UPSC', 'Fundamental Rights & Duties: Topic Test (English / हिन्दी)', true],
    ['GEO-CLIM', 'UPSC', 'Climatology & Oceanography: Topic Test (English / हिन्दी)', true],
    ['HIS-INM', 'UPSC', 'Indian National Movement: Topic Test', false],
    ['ECO-MON', 'UPSC', 'Money, Banking & Inflation: Topic Test', false],
    ['SCI-SPACE', 'UPSC', 'Space Technology: Topic Test', false],
    ['ENV-BIO', 'PCS', 'Biodiversity & Protected Areas: Topic Test', false],
  ].map(([topic, exam, name, bilingual]) => {
    const subject = topic.split('-')[0];
    const topicName = byCode[subject].topics.find((t) => t.code === topic).name;
    return {
      code: `${exam}-TW-${topic}`,
      name,
      type: 'Topic Wise',
      exam: exam === 'UPSC' ? 'UPSC-CSE' : 'STATE-PCS',
      subject,
      topic,
      duration: 15,
      ...(bilingual ? { bilingual: true } : {}),
      description: `Every question of the topic ${topicName}, with explanations after you submit.`,
      questions: ids(topicQuestions(topic)),
    };
  }),
  {
    code: 'UPSC-QUICK-05',
    name: 'Quick Practice: 5 Questions in 5 Minutes',
    type: 'Topic Wise',
    exam: 'UPSC-CSE',
    subject: 'POL',
    topic: 'POL-CF',
    duration: 5,
    bilingual: true,
    description: 'A five-minute warm-up on the Constitution and the Preamble.',
    questions: ids(topicQuestions('POL-CF').slice(0, 5)),
  },
];

writeFileSync(path.join(dir, 'tests.json'), `${JSON.stringify(tests, null, 2)}\n`);
console.log(`${tests.length} tests: ${tests.map((t) => `${t.code}(${t.questions.length})`).join(' ')}`);
