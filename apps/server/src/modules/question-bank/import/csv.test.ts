import { readFileSync } from 'node:fs';
import { parse as parseAtOnce } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from './common.ts';
import { parseCsv, templateCsv } from './csv.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

const EXAMPLE = {
  text: 'If \\(x^2 = 49\\) and \\(x > 0\\), what is \\(x\\)?',
  options: ['5', '6', '7', '8'],
  correctIndex: 2,
  explanation: '\\(7 \\times 7 = 49\\), and 7 is the positive root.',
  difficulty: 'easy',
  subject: 'Mathematics',
  topic: 'Algebra',
  tags: ['squares', 'roots'],
  textHi: 'यदि \\(x^2 = 49\\) और \\(x > 0\\) है, तो \\(x\\) क्या है?',
  optionsHi: ['५', '६', '७', '८'],
  explanationHi: '\\(7 \\times 7 = 49\\), और 7 धनात्मक मूल है।',
};

describe('parseCsv', () => {
  it('reads Hindi headers and Hindi text (BOM, Windows line endings), leaving out the empty row', async () => {
    const items = await parseCsv(fixture('hindi-headers.csv'));
    expect(items).toEqual([
      {
        position: 'row 2',
        name: 'भारत के पहले राष्ट्रपति कौन थे?',
        status: 'ready',
        draft: {
          text: 'भारत के पहले राष्ट्रपति कौन थे?',
          options: ['डॉ. राजेंद्र प्रसाद', 'डॉ. एस. राधाकृष्णन', 'ज़ाकिर हुसैन', 'वी. वी. गिरि'],
          correctIndex: 0,
          explanation: 'डॉ. राजेंद्र प्रसाद 1950 से 1962 तक राष्ट्रपति रहे।',
          difficulty: 'easy',
          subject: 'राजव्यवस्था',
          topic: 'राष्ट्रपति',
          tags: ['इतिहास', 'राष्ट्रपति'],
        },
      },
      {
        position: 'row 3',
        name: '\\(2^{10}\\) का मान क्या है?',
        status: 'ready',
        draft: {
          text: '\\(2^{10}\\) का मान क्या है?',
          options: ['1000', '1024', '2048'],
          correctIndex: 1,
          explanation: '\\(2^{10} = 1024\\)',
          difficulty: 'medium',
          subject: 'गणित',
          topic: 'घात',
          tags: [],
        },
      },
      {
        position: 'row 5',
        name: 'संविधान सभा की पहली बैठक कब हुई?',
        status: 'invalid',
        reason: 'Option C is empty.',
      },
      {
        position: 'row 6',
        name: 'लोक सभा की अधिकतम सदस्य संख्या कितनी है?',
        status: 'invalid',
        reason: 'Correct must be the letter of one of the options (A to C), not "E".',
      },
      {
        position: 'row 7',
        name: 'एक प्रश्न जो दो पंक्तियों में है?',
        status: 'invalid',
        reason: 'Difficulty must be easy, medium or hard (आसान, मध्यम, कठिन), not "बहुत कठिन".',
      },
    ]);
  });

  it('refuses unknown columns naming them, and missing required ones', async () => {
    await expect(parseCsv('Question,Option A,Option B,Correct,Marks,Source\nq,a,b,A,1,x')).rejects.toThrow(
      ImportFileError,
    );
    await expect(parseCsv('Question,Option A,Option B,Correct,Marks,Source\nq,a,b,A,1,x')).rejects.toThrow(
      'Unknown columns: "Marks", "Source". See the template for the columns that can be used.',
    );
    await expect(parseCsv('Question,Option A\nq,a')).rejects.toThrow(
      'Missing columns: "Option B", "Correct".',
    );
    await expect(parseCsv('Question,Option A,Option B,Correct,प्रश्न\nq,a,b,A,q')).rejects.toThrow(
      'The column "प्रश्न" appears twice.',
    );
    await expect(parseCsv('Question,Option A,Option B,Correct\n"q,a,b,A')).rejects.toThrow(
      /^The CSV file cannot be read: Quote Not Closed/,
    );
  });

  it('accepts headers in any case and order, a semicolon file, and reports the schema’s messages', async () => {
    const csv = 'correct;OPTION B;option a;question;Tags\nb;Yes;No;Is \\(1 < 2\\)?;a, b, a\nA;;x;Only one?;';
    expect(await parseCsv(csv)).toEqual([
      {
        position: 'row 2',
        name: 'Is \\(1 < 2\\)?',
        status: 'ready',
        draft: {
          text: 'Is \\(1 < 2\\)?',
          options: ['No', 'Yes'],
          correctIndex: 1,
          explanation: '',
          tags: ['a', 'b'],
        },
      },
      {
        position: 'row 3',
        name: 'Only one?',
        status: 'invalid',
        reason: 'A question needs at least 2 options; this one has 1.',
      },
    ]);
  });

  it('refuses a file that is not UTF-8', async () => {
    const latin1 = Buffer.from([0x51, 0x75, 0x65, 0x73, 0x74, 0x69, 0x6f, 0x6e, 0x0a, 0xe9, 0x0a]);
    await expect(parseCsv(latin1)).rejects.toThrow(
      'The file is not UTF-8 text: save it as UTF-8 (in Excel: "CSV UTF-8") and import it again.',
    );
  });

  it('has templates in English and Hindi that parse back to their example row', async () => {
    const en = templateCsv('en');
    expect(en.split('\r\n')[0]).toBe(
      '\uFEFFQuestion,Option A,Option B,Option C,Option D,Option E,Option F,Correct,Explanation,Difficulty,Subject,Topic,Tags,Question (Hindi),Option A (Hindi),Option B (Hindi),Option C (Hindi),Option D (Hindi),Option E (Hindi),Option F (Hindi),Explanation (Hindi)',
    );
    const hi = templateCsv('hi');
    expect(hi.split('\r\n')[0]).toBe(
      '\uFEFFप्रश्न,विकल्प A,विकल्प B,विकल्प C,विकल्प D,विकल्प E,विकल्प F,सही उत्तर,व्याख्या,कठिनाई,विषय,टॉपिक,टैग,प्रश्न (हिंदी),विकल्प A (हिंदी),विकल्प B (हिंदी),विकल्प C (हिंदी),विकल्प D (हिंदी),विकल्प E (हिंदी),विकल्प F (हिंदी),व्याख्या (हिंदी)',
    );
    for (const template of [en, hi]) {
      expect(await parseCsv(Buffer.from(template, 'utf8'))).toEqual([
        { position: 'row 2', name: EXAMPLE.text, status: 'ready', draft: EXAMPLE },
      ]);
    }
  });
});

describe('parseCsv of a long file, read in slices', () => {
  /**
   * `n` rows with Hindi text, a quoted cell over two lines and CRLF line ends; `pad` shifts every byte, so the
   * slices' edges fall inside a Devanagari letter, a quoted cell or a CRLF in one run or another.
   */
  function longCsv(n: number, pad: number): Buffer {
    const rows = ['Question,Option A,Option B,Correct,Explanation'];
    for (let i = 1; i <= n; i++) {
      rows.push(
        `"प्रश्न ${i}${'x'.repeat(pad)}: कौन सा
अनुच्छेद?",अनुच्छेद ${i},"Article ${i}, clause 2",${i % 2 === 0 ? 'A' : 'B'},व्याख्या ${i}`,
      );
    }
    // The last row has no line break after it.
    return Buffer.from(rows.join('\r\n'), 'utf8');
  }

  it('reads every row whole wherever the slices fall', async () => {
    for (const pad of [0, 1, 2, 3, 5, 8, 13]) {
      const file = longCsv(1_200, pad);
      expect(file.length).toBeGreaterThan(2 * 64 * 1024);
      const items = await parseCsv(file);
      expect(items).toHaveLength(1_200);
      items.forEach((item, i) => {
        const n = i + 1;
        expect(item).toMatchObject({
          position: `row ${n + 1}`,
          status: 'ready',
          draft: {
            text: `प्रश्न ${n}${'x'.repeat(pad)}: कौन सा\nअनुच्छेद?`,
            options: [`अनुच्छेद ${n}`, `Article ${n}, clause 2`],
            correctIndex: n % 2 === 0 ? 0 : 1,
            explanation: `व्याख्या ${n}`,
          },
        });
      });
    }
  });

  it('reports an unclosed quote far into the file as csv-parse does reading the file at once', async () => {
    const file = Buffer.concat([longCsv(1_000, 0), Buffer.from('\r\n"never closed,a,b,A,x\r\nmore,a,b,A,x')]);
    let whole = '';
    try {
      parseAtOnce(file, { bom: true, relax_column_count: true });
    } catch (error) {
      whole = (error as Error).message;
    }
    // csv-parse names the line where the file ended still inside the quote: 1 + 2 × 1,000 + 3.
    expect(whole).toBe('Quote Not Closed: the parsing is finished with an opening quote at line 2004');
    await expect(parseCsv(file)).rejects.toThrow(`The CSV file cannot be read: ${whole}`);
  });

  it('lets other work run between slices', async () => {
    const order: string[] = [];
    const parsing = parseCsv(longCsv(1_200, 0)).then(() => order.push('parsed'));
    setImmediate(() => order.push('another request'));
    await parsing;
    expect(order).toEqual(['another request', 'parsed']);
  });
});
