import { OPTION_LETTERS } from '@aspirant/contract/question-bank.ts';
import { checkDraft, decodeText, firstWords, type ImportItem, invalid, normaliseNewlines } from './common.ts';

const OPTION = /^([A-Z])[.)](?:[ \t]+(.*))?$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

interface Pending {
  line: number;
  text: string[];
  options: { letter: string; text: string; line: number }[];
}

/**
 * Aiken (https://docs.moodle.org/en/Aiken_format), written by hand: the question (one line or more), then its
 * options 'A) text' or 'A. text', then 'ANSWER: B'. Blank lines between questions are optional. A question that
 * ends without its ANSWER line, options out of order or an ANSWER naming no option is 'invalid' with the line.
 */
export function parseAiken(input: Buffer | string): ImportItem[] {
  const lines = normaliseNewlines(decodeText(input)).split('\n');
  const items: ImportItem[] = [];
  let pending: Pending | undefined;

  const unfinished = (p: Pending, reason: string) => {
    items.push(invalid(`line ${p.line}`, firstWords(p.text.join(' ')), reason));
  };

  lines.forEach((rawLine, i) => {
    const lineNo = i + 1;
    const line = rawLine.trim();
    if (line === '') return;
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!pending) {
        items.push(
          invalid(
            `line ${lineNo}`,
            undefined,
            `Line ${lineNo}: an ANSWER line without a question before it.`,
          ),
        );
        return;
      }
      items.push(finish(pending, (answer[1] ?? '').trim(), lineNo));
      pending = undefined;
      return;
    }
    const option = pending && pending.text.length > 0 ? OPTION.exec(line) : null;
    if (pending && option) {
      pending.options.push({ letter: option[1] ?? '', text: option[2] ?? '', line: lineNo });
      return;
    }
    if (pending && pending.options.length > 0) {
      // Question text after the options: the previous question never got its ANSWER line.
      const expected = (pending.options.at(-1)?.line ?? lineNo) + 1;
      unfinished(pending, `Line ${expected}: expected "ANSWER: <letter>" after the options.`);
      pending = undefined;
    }
    if (!pending) pending = { line: lineNo, text: [], options: [] };
    pending.text.push(line);
  });
  if (pending) {
    unfinished(
      pending,
      pending.options.length > 0
        ? 'The file ends before the "ANSWER: <letter>" line of this question.'
        : 'The question has no options and no "ANSWER: <letter>" line.',
    );
  }
  return items;
}

function finish(p: Pending, letter: string, answerLine: number): ImportItem {
  const position = `line ${p.line}`;
  const name = firstWords(p.text.join(' '));
  if (p.options.length === 0)
    return invalid(position, name, `Line ${answerLine}: ANSWER comes before any option.`);
  for (const [i, option] of p.options.entries()) {
    const expected = OPTION_LETTERS[i] ?? String.fromCharCode(65 + i);
    if (option.letter !== expected)
      return invalid(
        position,
        name,
        `Line ${option.line}: option ${option.letter} where option ${expected} was expected.`,
      );
  }
  const last = p.options.at(-1)?.letter ?? 'A';
  const index = p.options.findIndex((o) => o.letter === letter.toUpperCase());
  if (!/^[A-Z]$/i.test(letter) || index < 0)
    return invalid(
      position,
      name,
      `Line ${answerLine}: ANSWER must be the letter of one of the options (A to ${last}), not "${letter}".`,
    );
  return checkDraft(position, name, {
    text: p.text.join('\n'),
    options: p.options.map((o) => o.text),
    correctIndex: index,
  });
}
