import { IMPORT_MESSAGES } from '@aspirant/contract/question-bank.ts';
import {
  categoryOf,
  checkDraft,
  decodeText,
  firstWords,
  htmlToText,
  type ImportItem,
  invalid,
  MEDIA_WARNINGS,
  normaliseNewlines,
  skipped,
  topicOfCategory,
} from './common.ts';

/**
 * GIFT (https://docs.moodle.org/en/GIFT_format), written by hand. Questions are separated by blank lines; lines
 * starting with // are comments; `$CATEGORY: path` sets the topic of the questions after it (its last part).
 * A question is `::title:: [format] text {answers} more text`; answers are `=right ~wrong #feedback` and
 * `####general feedback` (the explanation). {T} {F} {TRUE} {FALSE} are true/false, given as the two options
 * 'True' and 'False' (or 'सत्य' and 'असत्य' when the question is written in Devanagari). Skipped with a reason:
 * {} essay, {#...} numerical, {=a -> b} matching, {=a =b} short answer (no ~), weights like ~%50% (multiple
 * response), and text without an answer block (a description). The escapes \~ \= \# \{ \} \: stand for the
 * character itself; every other backslash is kept, so LaTeX such as \(\frac{a}{b}\) or \neq passes unchanged
 * (Moodle's own '\n' for a new line is deliberately not applied, as it would break \neq, \nu...).
 */
export function parseGift(input: Buffer | string): ImportItem[] {
  const lines = normaliseNewlines(decodeText(input)).split('\n');
  const blocks: { line: number; text: string }[] = [];
  let current: { line: number; lines: string[] } | undefined;
  lines.forEach((line, i) => {
    if (/^\s*\/\//.test(line)) return;
    if (line.trim() === '') {
      if (current) blocks.push({ line: current.line, text: current.lines.join('\n') });
      current = undefined;
      return;
    }
    if (/^\s*\$CATEGORY:/i.test(line)) {
      // A category line is an item of its own even when a question follows it without a blank line.
      if (current) blocks.push({ line: current.line, text: current.lines.join('\n') });
      blocks.push({ line: i + 1, text: line });
      current = undefined;
      return;
    }
    if (!current) current = { line: i + 1, lines: [] };
    current.lines.push(line);
  });
  if (current) blocks.push({ line: current.line, text: current.lines.join('\n') });

  let topic: string | undefined;
  let path: string | undefined;
  return blocks.map((block) => {
    const position = `line ${block.line}`;
    const category = /^\s*\$CATEGORY:(.*)$/i.exec(block.text);
    if (category) {
      topic = topicOfCategory(category[1] ?? '');
      path = categoryOf(category[1] ?? '');
      return skipped(position, undefined, IMPORT_MESSAGES.skipCategory(topic));
    }
    const item = parseQuestion(block.text, block.line, topic);
    if (item.status !== 'ready') return item;
    const images = block.text.match(/<img\b/gi)?.length ?? 0;
    return {
      ...item,
      ...(path ? { category: path } : {}),
      ...(images > 0 ? { warnings: [MEDIA_WARNINGS.linkedImages(images)] } : {}),
    };
  });
}

// Escaped characters become private-use characters while the question is taken apart, then the characters again.
const ESCAPES: Record<string, string> = {
  '~': '\uE001',
  '=': '\uE002',
  '#': '\uE003',
  '{': '\uE004',
  '}': '\uE005',
  ':': '\uE006',
};
const UNESCAPES = Object.fromEntries(Object.entries(ESCAPES).map(([char, code]) => [code, char]));

function protect(text: string): string {
  return text.replace(/\\([~=#{}:])/g, (_, char: string) => ESCAPES[char] ?? char);
}

function restore(text: string): string {
  return text.replace(/[\uE001-\uE006]/g, (code) => UNESCAPES[code] ?? code);
}

const DEVANAGARI = /[\u0900-\u097F]/;

function parseQuestion(raw: string, startLine: number, topic: string | undefined): ImportItem {
  const position = `line ${startLine}`;
  const whole = protect(raw).trimEnd();
  let text = whole.trim();
  // The line of a place in `text`, which is the end of `whole` (only its start is cut off below).
  const lineAt = (index: number) =>
    startLine + (whole.slice(0, whole.length - (text.length - index)).match(/\n/g)?.length ?? 0);
  let title: string | undefined;
  const titleMatch = /^::([\s\S]*?)::/.exec(text);
  if (titleMatch) {
    title = restore(titleMatch[1] ?? '').trim() || undefined;
    text = text.slice(titleMatch[0].length).trim();
  }
  let format = 'moodle';
  const formatMatch = /^\[(html|moodle|plain|markdown)\]/i.exec(text);
  if (formatMatch) {
    format = (formatMatch[1] ?? '').toLowerCase();
    text = text.slice(formatMatch[0].length).trim();
  }
  const asText = (value: string): string => {
    const plain = restore(value).trim();
    return format === 'html' ? htmlToText(plain).text : plain;
  };

  const open = text.indexOf('{');
  if (open < 0) {
    if (text.includes('}'))
      return invalid(position, title, `A } without its { in the question at line ${startLine}.`);
    return skipped(position, title ?? firstWords(asText(text)), IMPORT_MESSAGES.skipDescription);
  }
  const close = text.indexOf('}', open);
  if (close < 0) {
    const line = lineAt(open);
    return invalid(
      position,
      title ?? firstWords(asText(text.slice(0, open))),
      `The answer block opened with { on line ${line} is not closed with }.`,
    );
  }
  const before = text.slice(0, open).trim();
  const after = text.slice(close + 1).trim();
  if (after.includes('{')) {
    // A second question follows the first without a blank line: say where it starts.
    const rest = text.slice(close + 1);
    const second = lineAt(close + 1 + rest.length - rest.trimStart().length);
    return invalid(position, title ?? firstWords(asText(before)), IMPORT_MESSAGES.giftNoBlankLine(second));
  }
  // Text after the answers makes a 'missing word' question: the answers fill the blank.
  const questionText = asText(after ? `${before} _____ ${after}` : before);
  const name = title ?? firstWords(questionText);
  let answers = text.slice(open + 1, close).trim();
  let explanation = '';
  const general = answers.indexOf('####');
  if (general >= 0) {
    explanation = asText(answers.slice(general + 4));
    answers = answers.slice(0, general).trim();
  }

  if (answers === '') return skipped(position, name, IMPORT_MESSAGES.skipEssay);
  if (answers.startsWith('#')) return skipped(position, name, IMPORT_MESSAGES.skipNumerical);
  const trueFalse = /^(T|F|TRUE|FALSE)\s*(#[\s\S]*)?$/i.exec(answers);
  if (trueFalse) {
    const hindi = DEVANAGARI.test(questionText);
    return checkDraft(position, name, {
      text: questionText,
      options: hindi ? ['सत्य', 'असत्य'] : ['True', 'False'],
      correctIndex: (trueFalse[1] ?? '').toUpperCase().startsWith('T') ? 0 : 1,
      explanation,
      ...(topic ? { topic } : {}),
    });
  }
  if (!/^[~=]/.test(answers))
    return invalid(position, name, 'Each answer must start with = (the right one) or ~ (a wrong one).');
  if (answers.includes('->')) return skipped(position, name, IMPORT_MESSAGES.skipMatching);

  const parts = [...answers.matchAll(/([~=])([^~=]*)/g)].map((m) => {
    let body = m[2] ?? '';
    let weight: number | undefined;
    const weightMatch = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(body);
    if (weightMatch) {
      weight = Number.parseFloat(weightMatch[1] ?? '0');
      body = body.slice(weightMatch[0].length);
    }
    const feedback = body.indexOf('#');
    if (feedback >= 0) body = body.slice(0, feedback);
    return { right: m[1] === '=', weight, text: asText(body) };
  });
  if (!parts.some((p) => !p.right)) return skipped(position, name, IMPORT_MESSAGES.skipShortAnswer);
  const credit = (p: (typeof parts)[number]) => p.weight ?? (p.right ? 100 : 0);
  const full = parts.filter((p) => credit(p) >= 100);
  if (parts.some((p) => credit(p) > 0 && credit(p) < 100) || full.length > 1)
    return skipped(position, name, IMPORT_MESSAGES.skipMultipleResponse);
  if (full.length === 0)
    return invalid(position, name, 'No answer is marked right: start the right answer with =.');
  return checkDraft(position, name, {
    text: questionText,
    options: parts.map((p) => p.text),
    correctIndex: parts.findIndex((p) => credit(p) >= 100),
    explanation,
    ...(topic ? { topic } : {}),
  });
}
