import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.ts';
import { ImportFileError, type ImportItem } from './common.ts';
import { parseCsv } from './csv.ts';
import { parseGift } from './gift.ts';
import { parseMoodleXml } from './moodle-xml.ts';
import { parseXlsx, templateXlsx } from './xlsx.ts';

/** Pieces of each format, so the generated text is often nearly valid and reaches deep into the parsers. */
const pieces = fc.constantFrom(
  '{',
  '}',
  '=',
  '~',
  '#',
  '####',
  '->',
  '%50%',
  '::',
  '\\',
  '\\{',
  '\\(x^2\\)',
  '$CATEGORY: $course$/a//b/c',
  '[html]<b>x</b>&nbsp;',
  '{T}',
  '\n',
  '\n\n',
  '\r\n',
  '// c\n',
  'A) ',
  'B. ',
  'ANSWER: ',
  'ANSWER: B\n',
  'प्रश्न',
  ',',
  '"',
  ';',
  'Question,Option A,Option B,Correct\n',
  'प्रश्न,विकल्प A,विकल्प B,सही उत्तर\n',
  '<quiz>',
  '</quiz>',
  '<question type="multichoice">',
  '<question type="truefalse">',
  '<question type="category"><category><text>$course$/x</text></category>',
  '</question>',
  '<questiontext format="html"><text>',
  '</text></questiontext>',
  '<answer fraction="100"><text>',
  '<answer fraction="0"><text>',
  '</text></answer>',
  '<single>true</single>',
  '<![CDATA[<p>a &amp; b</p>]]>',
  '&lt;p&gt;',
);
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(fc.oneof(pieces, fc.string({ maxLength: 5 })), { maxLength: 40 }).map((parts) => parts.join('')),
);

function wellFormed(items: ImportItem[]): void {
  for (const item of items) {
    expect(['ready', 'skipped', 'invalid']).toContain(item.status);
    expect(item.position).toMatch(/^(question|line|row) [1-9][0-9]*$/);
    if (item.status === 'ready') expect(item.draft).toBeDefined();
    else expect(item.reason).toMatch(/\S/);
  }
}

describe('the parsers on any input', () => {
  for (const [name, parse] of [
    ['GIFT', parseGift],
    ['Aiken', parseAiken],
    ['CSV', parseCsv],
    ['Moodle XML', parseMoodleXml],
  ] as const) {
    it(`${name}: every item is well formed, and nothing but ImportFileError is thrown`, async () => {
      await fc.assert(
        fc.asyncProperty(text, async (input) => {
          try {
            wellFormed(await parse(input));
          } catch (error) {
            if (!(error instanceof ImportFileError)) throw error;
          }
        }),
        { numRuns: 400 },
      );
    });
  }
});

describe('the XLSX parser on any bytes', () => {
  it('throws nothing but ImportFileError for random bytes and for a damaged workbook', async () => {
    const template = await templateXlsx('en');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }),
          fc
            .array(fc.tuple(fc.nat({ max: template.length - 1 }), fc.integer({ min: 0, max: 255 })), {
              minLength: 1,
              maxLength: 20,
            })
            .map((edits) => {
              const copy = Buffer.from(template);
              for (const [at, byte] of edits) copy[at] = byte;
              return copy;
            }),
        ),
        async (bytes) => {
          try {
            wellFormed(await parseXlsx(Buffer.from(bytes)));
          } catch (error) {
            if (!(error instanceof ImportFileError)) throw error;
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
