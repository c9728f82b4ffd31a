import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { minutesSeconds } from './results-file.ts';

/** Everything one card shows. */
export interface ResultCard {
  /** The language of the card's own words (the reader's interface language). */
  language: 'en' | 'hi';
  studentName: string;
  studentEmail: string;
  testName: string;
  examName: string;
  completedAt: Date;
  isRetake: boolean;
  score: number;
  totalScore: number;
  percent: number;
  level: string;
  correct: number;
  wrong: number;
  unattempted: number;
  totalQuestions: number;
  timeSpentSeconds: number;
  /** Among every first attempt of the test (the All India Rank of the result page). */
  rank: { rank: number; takers: number };
  /** Among the test's audience (a centre's test for a batch or the centre), when it has one. */
  groupRank: { rank: number; takers: number } | null;
  topper: { score: number; percent: number } | null;
  average: { score: number; percent: number } | null;
  /** In paper order: share correct (the result page's subject percent) and marks. */
  subjects: { name: string; percent: number; marks: number }[];
  regrades: { date: Date; position: number }[];
  generatedAt: Date;
}

/**
 * Noto Sans Devanagari (OFL, shipped in the npm package @expo-google-fonts/noto-sans-devanagari as TTF) has both
 * the Devanagari and the Latin letters, so a name like 'अनन्या शर्मा' and 'Ananya Sharma' are set in one face;
 * fontkit (inside pdfkit) shapes the conjuncts and vowel signs, and only the glyphs used are embedded.
 */
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const FONT_FILES = {
  regular: `${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`,
  bold: `${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`,
} as const;
/** The embedded font's PostScript name (tests look for it in the file). */
export const CARD_FONT_NAME = 'NotoSansDevanagari';

/**
 * The faces, parsed once per process: a document given the parsed font (pdfkit takes a fontkit font as it takes
 * a file) skips parsing the font and its layout tables again, which is most of the time a card takes.
 */
let fonts: { regular: PDFKit.Mixins.PDFFontSource; bold: PDFKit.Mixins.PDFFontSource } | undefined;
function loadFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const parse = (file: string): PDFKit.Mixins.PDFFontSource => {
      const font = fontkit.create(readFileSync(require.resolve(file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one face`);
      // @types/pdfkit names files only; pdfkit itself takes any object with fontkit's layout (PDFFontFactory.open).
      return font as unknown as PDFKit.Mixins.PDFFontSource;
    };
    fonts = { regular: parse(FONT_FILES.regular), bold: parse(FONT_FILES.bold) };
  }
  return fonts;
}

const COLOURS = {
  brand: '#1565c0',
  text: '#212121',
  muted: '#616161',
  line: '#bdbdbd',
  track: '#e0e0e0',
  good: '#2e7d32',
  fair: '#ed6c02',
  poor: '#d32f2f',
} as const;

/** The result page's colours: 80 and above green, 60 and above amber, else red. */
const barColour = (percent: number) =>
  percent >= 80 ? COLOURS.good : percent >= 60 ? COLOURS.fair : COLOURS.poor;

/** The card's own words; names, numbers and dates are data. The Hindi is the web catalogue's where it has one. */
const WORDS = {
  en: {
    title: 'Aspirant · Result card',
    generatedOn: (when: string) => `Generated on ${when}`,
    completedOn: (when: string) => `completed on ${when}`,
    retake: 'Retake (not ranked)',
    score: 'Score',
    percent: 'Percent',
    level: 'Performance level',
    time: 'Time spent (mm:ss)',
    correct: 'Correct',
    wrong: 'Wrong',
    unattempted: 'Unattempted',
    questions: 'Questions',
    allIndiaRank: 'All India Rank',
    groupRank: 'Rank in the group',
    topper: 'Topper’s score',
    average: 'Average score',
    subjects: 'Subjects',
    marks: (marks: string) => `${marks} marks`,
    more: (n: number) => `and ${n} more subject${n === 1 ? '' : 's'}`,
    regraded: (date: string, position: number) => `Regraded on ${date}: question ${position}`,
    footnote:
      'Ranks count first attempts only. Subject percent is correct answers out of the subject’s questions.',
    levels: {
      Expert: 'Expert',
      Advanced: 'Advanced',
      Intermediate: 'Intermediate',
      Beginner: 'Beginner',
      Novice: 'Novice',
    },
    locale: 'en-IN',
  },
  hi: {
    title: 'Aspirant · परिणाम कार्ड',
    generatedOn: (when: string) => `${when} को बनाया गया`,
    completedOn: (when: string) => `${when} को पूरा किया`,
    retake: 'दोबारा प्रयास (रैंक में नहीं)',
    score: 'स्कोर',
    percent: 'प्रतिशत',
    level: 'प्रदर्शन स्तर',
    time: 'लगा समय (मि:से)',
    correct: 'सही',
    wrong: 'गलत',
    unattempted: 'अनुत्तरित',
    questions: 'प्रश्न',
    allIndiaRank: 'अखिल भारतीय रैंक',
    groupRank: 'समूह में रैंक',
    topper: 'टॉपर का स्कोर',
    average: 'औसत स्कोर',
    subjects: 'विषय',
    marks: (marks: string) => `${marks} अंक`,
    more: (n: number) => `और ${n} विषय`,
    regraded: (date: string, position: number) => `${date} को फिर से जाँचा गया: प्रश्न ${position}`,
    footnote: 'रैंक में केवल पहले प्रयास गिने जाते हैं। विषय का प्रतिशत उस विषय के प्रश्नों में से सही उत्तरों का है।',
    levels: {
      Expert: 'विशेषज्ञ',
      Advanced: 'उन्नत',
      Intermediate: 'मध्यम',
      Beginner: 'शुरुआती',
      Novice: 'नौसिखिया',
    },
    locale: 'hi-IN',
  },
} as const;

const number = (n: number) => String(Math.round(n * 100) / 100);
const indiaDate = (locale: string, d: Date, withTime = false) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit', hour12: true } : {}),
  }).format(d) + (withTime ? ' IST' : '');

const PAGE = { width: 595.28, height: 841.89 };
const X = 40;
const WIDTH = PAGE.width - 2 * X;
/** Subject rows that fit under the figures on one page; more are summed up in one line. */
const MAX_SUBJECT_ROWS = 14;

/** The one-page A4 PDF of a result (issue 18 point 4), as the bytes of the file. */
export function resultCardPdf(card: ResultCard): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const words = WORDS[card.language];
  const date = (d: Date, withTime = false) => indiaDate(words.locale, d, withTime);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, left: X, right: X, bottom: 10 },
    info: {
      Title: `Result card: ${card.testName}`,
      Author: 'Aspirant',
      Subject: card.studentName,
      CreationDate: card.generatedAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /** One line of text that never wraps or breaks the page: cut with an ellipsis to its width. */
  const line = (
    text: string,
    x: number,
    y: number,
    options: {
      size: number;
      font?: 'regular' | 'bold';
      colour?: string;
      width?: number;
      align?: 'left' | 'right';
    },
  ) => {
    doc
      .font(options.font ?? 'regular')
      .fontSize(options.size)
      .fillColor(options.colour ?? COLOURS.text)
      .text(text, x, y, {
        width: options.width ?? WIDTH - (x - X),
        height: options.size * 1.6,
        lineBreak: false,
        ellipsis: true,
        align: options.align ?? 'left',
      });
  };

  // The band.
  doc.rect(0, 0, PAGE.width, 78).fill(COLOURS.brand);
  line(words.title, X, 22, { size: 20, font: 'bold', colour: '#ffffff' });
  line(words.generatedOn(date(card.generatedAt, true)), X, 50, { size: 9, colour: '#e3f2fd' });

  // Who and what.
  let y = 96;
  line(card.studentName, X, y, { size: 20, font: 'bold' });
  y += 30;
  line(card.studentEmail, X, y, { size: 10, colour: COLOURS.muted });
  y += 22;
  line(card.testName, X, y, { size: 14, font: 'bold' });
  y += 22;
  line(
    `${card.examName} · ${words.completedOn(date(card.completedAt, true))}${card.isRetake ? ` · ${words.retake}` : ''}`,
    X,
    y,
    { size: 10, colour: COLOURS.muted },
  );
  y += 26;

  // The figures, four tiles a row.
  const tile = (column: number, top: number, label: string, value: string) => {
    const gap = 10;
    const w = (WIDTH - 3 * gap) / 4;
    const x = X + column * (w + gap);
    doc.roundedRect(x, top, w, 50, 6).lineWidth(0.8).strokeColor(COLOURS.line).stroke();
    line(label, x + 10, top + 8, { size: 9, colour: COLOURS.muted, width: w - 20 });
    line(value, x + 10, top + 22, { size: 15, font: 'bold', width: w - 20 });
  };
  const rows: [string, string][][] = [
    [
      [words.score, `${number(card.score)} / ${number(card.totalScore)}`],
      [words.percent, `${number(card.percent)}%`],
      [words.level, words.levels[card.level as keyof typeof words.levels] ?? card.level],
      [words.time, minutesSeconds(card.timeSpentSeconds)],
    ],
    [
      [words.correct, String(card.correct)],
      [words.wrong, String(card.wrong)],
      [words.unattempted, String(card.unattempted)],
      [words.questions, String(card.totalQuestions)],
    ],
    [
      [words.allIndiaRank, `${card.rank.rank} / ${card.rank.takers}`],
      [words.groupRank, card.groupRank ? `${card.groupRank.rank} / ${card.groupRank.takers}` : '—'],
      [words.topper, card.topper ? `${number(card.topper.score)} (${number(card.topper.percent)}%)` : '—'],
      [
        words.average,
        card.average ? `${number(card.average.score)} (${number(card.average.percent)}%)` : '—',
      ],
    ],
  ];
  for (const row of rows) {
    for (const [column, [label, value]] of row.entries()) tile(column, y, label, value);
    y += 60;
  }

  // The subjects' bars: share correct, as on the result page, with the marks.
  y += 8;
  line(words.subjects, X, y, { size: 13, font: 'bold' });
  y += 24;
  const nameWidth = 150;
  const barX = X + nameWidth + 10;
  const barWidth = 230;
  for (const subject of card.subjects.slice(0, MAX_SUBJECT_ROWS)) {
    const percent = Math.max(0, Math.min(100, subject.percent));
    line(subject.name, X, y - 2, { size: 10, width: nameWidth });
    doc.rect(barX, y, barWidth, 10).fill(COLOURS.track);
    if (percent > 0) doc.rect(barX, y, (barWidth * percent) / 100, 10).fill(barColour(percent));
    line(`${number(subject.percent)}% · ${words.marks(number(subject.marks))}`, barX + barWidth + 10, y - 2, {
      size: 10,
      colour: COLOURS.muted,
    });
    y += 22;
  }
  const more = card.subjects.length - MAX_SUBJECT_ROWS;
  if (more > 0) {
    line(words.more(more), X, y - 2, { size: 10, colour: COLOURS.muted });
    y += 22;
  }

  // Regrades: the same words as the result page's note.
  if (card.regrades.length > 0) {
    y += 6;
    for (const g of card.regrades.slice(0, 3)) {
      line(words.regraded(date(g.date), g.position), X, y, {
        size: 10,
        colour: COLOURS.fair,
      });
      y += 16;
    }
  }

  line(words.footnote, X, PAGE.height - 34, { size: 8, colour: COLOURS.muted });
  doc.end();
  return done;
}
