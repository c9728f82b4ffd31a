import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAiken } from './aiken.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

describe('parseAiken', () => {
  it('reads the good questions and reports each malformed one with its line', () => {
    const items = parseAiken(fixture('malformed.aiken.txt'));
    expect(items.map((i) => [i.position, i.status, i.reason])).toEqual([
      ['line 1', 'ready', undefined],
      ['line 8', 'ready', undefined],
      ['line 13', 'invalid', 'Line 18: expected "ANSWER: <letter>" after the options.'],
      ['line 19', 'invalid', 'Line 24: ANSWER must be the letter of one of the options (A to D), not "E".'],
      ['line 26', 'invalid', 'Line 28: option C where option B was expected.'],
      ['line 31', 'invalid', 'Option B is empty.'],
      ['line 37', 'invalid', 'Line 37: an ANSWER line without a question before it.'],
      ['line 39', 'ready', undefined],
    ]);
    expect(items[0]?.draft).toEqual({
      text: 'Which river is called the Sorrow of Bihar?',
      options: ['Ganga', 'Kosi', 'Son', 'Gandak'],
      correctIndex: 1,
      explanation: '',
      tags: [],
    });
    expect(items[1]?.draft).toEqual({
      text: 'हिमालय की सबसे ऊँची चोटी कौन-सी है?',
      options: ['कंचनजंगा', 'माउंट एवरेस्ट', 'नंदा देवी'],
      correctIndex: 1,
      explanation: '',
      tags: [],
    });
    expect(items[3]?.name).toBe('What is \\(\\sqrt{144}\\)?');
  });

  it('reports a question cut off at the end of the file', () => {
    expect(parseAiken('Q1?\r\nA) x\r\nB) y\r\nANSWER: a\r\nQ2?\r\nA) x')).toEqual([
      {
        position: 'line 1',
        name: 'Q1?',
        status: 'ready',
        draft: { text: 'Q1?', options: ['x', 'y'], correctIndex: 0, explanation: '', tags: [] },
      },
      {
        position: 'line 5',
        name: 'Q2?',
        status: 'invalid',
        reason: 'The file ends before the "ANSWER: <letter>" line of this question.',
      },
    ]);
    expect(parseAiken('Just a line')).toEqual([
      {
        position: 'line 1',
        name: 'Just a line',
        status: 'invalid',
        reason: 'The question has no options and no "ANSWER: <letter>" line.',
      },
    ]);
  });
});
