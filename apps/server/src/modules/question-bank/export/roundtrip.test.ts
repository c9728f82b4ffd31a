import { optionKey, type QuestionDraft, QuestionDraftSchema } from '@aspirant/contract/question-bank.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../lib/rich-text.ts';
import type { ExportQuestion } from '../../../repositories/question-import.ts';
import { type ImportItem, parseCsv, parseGift, parseMoodleXml } from '../import/index.ts';
import { writeCsv } from './csv.ts';
import { writeGift } from './gift.ts';
import { writeMoodleXml } from './moodle-xml.ts';

/**
 * Issue 16 point 8: export → import is the identity on generated questions, for every field each format carries
 * (the import README lists them). The words mix English, Devanagari, LaTeX, and each format's special characters.
 */
const WORD = fc.constantFrom(
  'India',
  'the',
  'Article',
  '17',
  '-7',
  'संविधान',
  'अनुच्छेद',
  '\\(x^2 = 49\\)',
  '$\\frac{a}{b}$',
  '\\(a < b\\)',
  '\\{1, 2\\}',
  '3 < 5',
  'a > b',
  '&',
  '&amp;',
  '"quoted"',
  "it's",
  'a,b',
  '~',
  '=',
  '#',
  '{',
  '}',
  ':',
  '::',
  '\\',
  ']]>',
  '[html]',
  '$CATEGORY',
  '=SUM(A1)',
  '+1',
  '@x',
  '<b>bold</b>',
  '<i>italic</i>',
  'H<sub>2</sub>O',
  'x<sup>2</sup>',
);
/** A text as the bank stores it: through the rich-text sanitiser, as every write does. */
const text = (maxWords: number) =>
  fc
    .array(fc.tuple(WORD, fc.constantFrom(' ', ' ', ' ', '\n')), { minLength: 1, maxLength: maxWords })
    .map((parts) =>
      parts
        .map(([w, sep], i) => (i === 0 ? w : `${sep}${w}`))
        .join('')
        .trim(),
    )
    .map(sanitizeRichText);
const NAME = fc.constantFrom('Polity', 'Economy', 'इतिहास', 'Rights & Duties', 'Algebra: Roots');
const TAG = fc.constantFrom('rights', 'maths', 'संविधान', 'set 1', 'pyq-2023');

const question = fc
  .record({
    text: text(12),
    options: fc.uniqueArray(text(4), { minLength: 2, maxLength: 6, selector: optionKey }),
    correct: fc.nat(),
    explanation: fc.option(text(10), { nil: '' }),
    difficulty: fc.constantFrom('easy', 'medium', 'hard') as fc.Arbitrary<'easy' | 'medium' | 'hard'>,
    subject: NAME,
    topic: NAME,
    tags: fc.uniqueArray(TAG, { maxLength: 4 }),
    hindi: fc.boolean(),
  })
  .map((q): ExportQuestion => {
    const correctIndex = q.correct % q.options.length;
    return {
      id: 1,
      subjectName: q.subject,
      topicName: q.topic,
      difficulty: q.difficulty,
      text: q.text,
      options: q.options,
      correctIndex,
      explanation: q.explanation,
      textHi: q.hindi ? `हिंदी: ${q.text}` : null,
      optionsHi: q.hindi ? q.options.map((o) => `वि ${o}`) : null,
      explanationHi: q.hindi && q.explanation ? `व्याख्या ${q.explanation}` : null,
      image: null,
      tags: q.tags,
    };
  })
  .filter((q) => QuestionDraftSchema.safeParse(draftOf(q)).success);

function draftOf(q: ExportQuestion) {
  return {
    text: q.text,
    options: q.options,
    correctIndex: q.correctIndex,
    explanation: q.explanation,
    difficulty: q.difficulty,
    subject: q.subjectName,
    topic: q.topicName,
    tags: q.tags,
    ...(q.textHi ? { textHi: q.textHi } : {}),
    ...(q.optionsHi ? { optionsHi: q.optionsHi } : {}),
    ...(q.explanationHi ? { explanationHi: q.explanationHi } : {}),
  };
}

const drafts = (items: ImportItem[]) =>
  items
    .filter((i) => i.status !== 'skipped' || !i.reason?.startsWith('A category'))
    .map((i) => ({
      status: i.status,
      reason: i.reason,
      draft: i.draft,
      category: i.category,
    }));

describe('export → import is the identity (fast-check)', () => {
  it('CSV: every field', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(question, { minLength: 1, maxLength: 5 }), async (questions) => {
        const parsed = drafts(await parseCsv(writeCsv(questions)));
        expect(parsed).toEqual(
          questions.map((q) => ({
            status: 'ready',
            reason: undefined,
            draft: QuestionDraftSchema.parse(draftOf(q)),
            category: undefined,
          })),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('Moodle XML: text, options, key, explanation, tags, subject and topic as the category', () => {
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 5 }), (questions) => {
        const parsed = drafts(parseMoodleXml(writeMoodleXml(questions)));
        expect(parsed).toEqual(
          questions.map((q) => {
            const { difficulty, subject, textHi, optionsHi, explanationHi, ...draft } =
              QuestionDraftSchema.parse(draftOf(q)) as QuestionDraft;
            return { status: 'ready', reason: undefined, draft, category: `${q.subjectName}/${q.topicName}` };
          }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('GIFT: text, options, key, explanation, subject and topic as the category', () => {
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 5 }), (questions) => {
        const parsed = drafts(parseGift(writeGift(questions)));
        expect(parsed).toEqual(
          questions.map((q) => {
            const { difficulty, subject, textHi, optionsHi, explanationHi, tags, ...draft } =
              QuestionDraftSchema.parse(draftOf(q)) as QuestionDraft;
            return {
              status: 'ready',
              reason: undefined,
              // GIFT keeps single line breaks; a blank line would end the question.
              draft: { ...draft, tags: [] },
              category: `${q.subjectName}/${q.topicName}`,
            };
          }),
        );
      }),
      { numRuns: 300 },
    );
  });
});
