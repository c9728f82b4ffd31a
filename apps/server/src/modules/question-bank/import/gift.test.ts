import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGift } from './gift.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('parseGift', () => {
  it('accounts for every question of a file with every construct, by line', () => {
    const items = parseGift(fixture('all-constructs.gift'));
    expect(items.map((i) => [i.position, i.name, i.status, i.reason])).toEqual([
      [
        'line 4',
        undefined,
        'skipped',
        'A category, not a question: the questions after it get the topic "Parliament".',
      ],
      ['line 6', 'Rajya Sabha', 'ready', undefined],
      ['line 14', 'Money bill', 'ready', undefined],
      ['line 16', 'The Rajya Sabha is dissolved every five years.', 'ready', undefined],
      ['line 18', 'राज्य सभा एक स्थायी सदन है।', 'ready', undefined],
      ['line 20', 'Escapes', 'ready', undefined],
      ['line 22', 'Formula', 'ready', undefined],
      ['line 24', 'The capital of India is _____ city.', 'ready', undefined],
      ['line 26', 'Essay', 'skipped', 'Essay questions are not imported.'],
      ['line 28', 'Numeric', 'skipped', 'Numerical questions are not imported.'],
      ['line 30', 'Matching', 'skipped', 'Matching questions are not imported.'],
      ['line 32', 'Short answer', 'skipped', 'Short-answer questions are not imported.'],
      [
        'line 34',
        'Multiple response',
        'skipped',
        'Multiple-response questions (more than one correct answer) are not imported.',
      ],
      ['line 36', 'Description', 'skipped', 'Descriptions are not questions and are not imported.'],
      ['line 38', 'No right answer', 'invalid', 'No answer is marked right: start the right answer with =.'],
      ['line 40', 'Unclosed', 'invalid', 'The answer block opened with { on line 40 is not closed with }.'],
    ]);
  });

  it('reads multiple choice with feedback, the general feedback as explanation, and the category as topic', () => {
    expect(parseGift(fixture('all-constructs.gift'))[1]?.draft).toEqual({
      text: 'Who presides over the Rajya Sabha?',
      options: [
        'The Vice-President of India',
        'The President of India',
        'The Speaker of the Lok Sabha',
        'The Prime Minister',
      ],
      correctIndex: 0,
      explanation: 'The Vice-President is the ex-officio Chairman of the Rajya Sabha (Article 64).',
      topic: 'Parliament',
      tags: [],
    });
  });

  it('reads true/false in every spelling, in English or Hindi, [html] as plain text', () => {
    const items = parseGift(fixture('all-constructs.gift'));
    expect(items.slice(2, 5).map((i) => i.draft)).toEqual([
      {
        text: 'A money bill can be introduced only in the Lok Sabha.',
        options: ['True', 'False'],
        correctIndex: 0,
        explanation: '',
        topic: 'Parliament',
        tags: [],
      },
      {
        text: 'The Rajya Sabha is dissolved every five years.',
        options: ['True', 'False'],
        correctIndex: 1,
        explanation: 'One third of its members retire every second year.',
        topic: 'Parliament',
        tags: [],
      },
      {
        text: 'राज्य सभा एक स्थायी सदन है।',
        options: ['सत्य', 'असत्य'],
        correctIndex: 0,
        explanation: '',
        topic: 'Parliament',
        tags: [],
      },
    ]);
  });

  it('unescapes \\~ \\= \\# \\{ \\} \\: and keeps LaTeX as written', () => {
    const items = parseGift(fixture('all-constructs.gift'));
    expect(items[5]?.draft?.text).toBe('Which sign is written = in GIFT and { } for braces: the answer?');
    expect(items[5]?.draft?.options).toEqual(['~ tilde', '# hash', '= equals']);
    expect(items[6]?.draft).toEqual({
      text: 'Solve \\(x^2 - 5x + 6 = 0\\): the larger root is',
      options: ['2', '3', '\\(\\frac{5}{2}\\)', '6'],
      correctIndex: 1,
      explanation: '',
      topic: 'Parliament',
      tags: [],
    });
    // A backslash before anything else stays, so \neq and \nu survive.
    expect(parseGift('Is \\(a \\neq b\\)? {T}')[0]?.draft?.text).toBe('Is \\(a \\neq b\\)?');
  });

  it('reads Windows line endings and a BOM, and fills the blank of a missing-word question', () => {
    const text =
      '\uFEFF// comment\r\n::Q::The capital of India is {=New Delhi ~Mumbai} city.\r\n\r\n2+2? {=4 ~5}\r\n';
    expect(parseGift(Buffer.from(text, 'utf8')).map((i) => [i.position, i.status, i.draft?.text])).toEqual([
      ['line 2', 'ready', 'The capital of India is _____ city.'],
      ['line 4', 'ready', '2+2?'],
    ]);
  });

  it('checks each question with the draft schema', () => {
    expect(parseGift('Pick {=a ~A}\n\nOnly one {=x ~}')).toEqual([
      { position: 'line 1', name: 'Pick', status: 'invalid', reason: 'Options A and B are the same.' },
      { position: 'line 3', name: 'Only one', status: 'invalid', reason: 'Option B is empty.' },
    ]);
  });
});

describe('parseGift, mistakes of layout', () => {
  it('reports two questions without a blank line between them, and a category line followed by a question', () => {
    const text = '$CATEGORY: $course$/Science\n::T::\nFirst? {=a ~b}\nSecond? {=c ~d}\n\nThird? {\n=e ~f}';
    expect(parseGift(text)).toEqual([
      {
        position: 'line 1',
        status: 'skipped',
        reason: 'A category, not a question: the questions after it get the topic "Science".',
      },
      {
        position: 'line 2',
        name: 'T',
        status: 'invalid',
        reason:
          'Two questions without a blank line between them: the second starts on line 4. Put a blank line before it.',
      },
      {
        position: 'line 6',
        name: 'Third?',
        status: 'ready',
        category: 'Science',
        draft: {
          text: 'Third?',
          options: ['e', 'f'],
          correctIndex: 0,
          explanation: '',
          topic: 'Science',
          tags: [],
        },
      },
    ]);
    expect(parseGift('::U::\n\nOpen {=a ~b\n')).toEqual([
      {
        position: 'line 1',
        name: 'U',
        status: 'skipped',
        reason: 'Descriptions are not questions and are not imported.',
      },
      {
        position: 'line 3',
        name: 'Open',
        status: 'invalid',
        reason: 'The answer block opened with { on line 3 is not closed with }.',
      },
    ]);
  });
});
