import { IMPORT_MESSAGES } from '@aspirant/contract/question-bank.ts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  checkDraft,
  decodeText,
  firstWords,
  htmlToText,
  ImportFileError,
  type ImportItem,
  imageWarning,
  invalid,
  skipped,
  topicOfCategory,
} from './common.ts';

/** An element as fast-xml-parser gives it with the options below: attributes as '@_name', text as '#text'. */
type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Values stay strings: a question text '1947' must not become a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['question', 'answer', 'tag', 'file', 'subquestion'].includes(name),
});

function asNode(value: unknown): Node | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
}

function str(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const node = asNode(value);
  return node ? str(node['#text']) : '';
}

/** The <text> of a formatted element (questiontext, answer, generalfeedback), as plain text, and its images. */
function formatted(element: unknown): { text: string; images: number } {
  const node = asNode(element);
  if (!node) return { text: str(element).trim(), images: 0 };
  const raw = str(node.text);
  const files = Array.isArray(node.file) ? node.file.length : 0;
  const format = str(node['@_format']) || 'html';
  if (format === 'html' || format === 'moodle_auto_format') {
    const { text, images } = htmlToText(raw);
    return { text, images: Math.max(images, files) };
  }
  // plain_text and markdown are kept as written.
  return { text: raw.trim(), images: files };
}

const SKIP: Record<string, string> = {
  essay: IMPORT_MESSAGES.skipEssay,
  matching: IMPORT_MESSAGES.skipMatching,
  ddmatch: IMPORT_MESSAGES.skipMatching,
  numerical: IMPORT_MESSAGES.skipNumerical,
  calculated: IMPORT_MESSAGES.skipNumerical,
  calculatedsimple: IMPORT_MESSAGES.skipNumerical,
  calculatedmulti: IMPORT_MESSAGES.skipNumerical,
  shortanswer: IMPORT_MESSAGES.skipShortAnswer,
  multianswer: IMPORT_MESSAGES.skipCloze,
  description: IMPORT_MESSAGES.skipDescription,
};

/**
 * Moodle XML (https://docs.moodle.org/en/Moodle_XML_format): single-answer multiple choice and true/false are
 * ready; a category sets the topic of the questions after it; every other type is skipped with its reason.
 * A file that is not well-formed XML or has no <quiz> throws ImportFileError naming the line.
 */
export function parseMoodleXml(input: Buffer | string): ImportItem[] {
  const xml = decodeText(input);
  if (xml.trim() === '') throw new ImportFileError(IMPORT_MESSAGES.empty);
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new ImportFileError(IMPORT_MESSAGES.badXml(valid.err.msg.replace(/\.$/, ''), valid.err.line));
  let parsed: unknown;
  try {
    parsed = parser.parse(xml);
  } catch (error) {
    // For instance a DOCTYPE whose entities expand beyond fast-xml-parser's limits.
    throw new ImportFileError(
      IMPORT_MESSAGES.xmlUnreadable(error instanceof Error ? error.message : String(error)),
    );
  }
  const quiz = asNode(asNode(parsed)?.quiz);
  if (!quiz) {
    if (/<quiz\b/.test(xml)) return [];
    throw new ImportFileError(IMPORT_MESSAGES.notMoodleXml);
  }
  const questions = Array.isArray(quiz.question) ? quiz.question : [];
  let topic: string | undefined;
  return questions.map((element: unknown, i: number): ImportItem => {
    const q = asNode(element) ?? {};
    const position = `question ${i + 1}`;
    const type = str(q['@_type']).trim();
    const name = firstWords(formatted(q.name).text);
    if (type === 'category') {
      const path = formatted(q.category).text;
      topic = topicOfCategory(path);
      return skipped(position, firstWords(path), IMPORT_MESSAGES.skipCategory(topic));
    }
    const question = formatted(q.questiontext);
    const label = name ?? firstWords(question.text);
    if (type !== 'multichoice' && type !== 'truefalse') {
      return skipped(position, label, SKIP[type] ?? IMPORT_MESSAGES.skipOtherType(type || 'unnamed'));
    }
    const answers = (Array.isArray(q.answer) ? q.answer : []).map((a: unknown) => {
      const node = asNode(a) ?? {};
      return { ...formatted(node), fraction: Number.parseFloat(str(node['@_fraction'])) || 0 };
    });
    if (type === 'multichoice') {
      const single = str(q.single).trim().toLowerCase();
      if (single === 'false' || single === '0')
        return skipped(position, label, IMPORT_MESSAGES.skipMultipleResponse);
    }
    const correct = answers.filter((a) => a.fraction >= 99.9999);
    if (correct.length === 0)
      return invalid(position, label, 'No answer has fraction 100: the question has no correct answer.');
    if (correct.length > 1)
      return invalid(
        position,
        label,
        `${correct.length} answers have fraction 100: only one answer can be correct.`,
      );
    const feedback = formatted(q.generalfeedback);
    const tagList = asNode(q.tags)?.tag;
    const tags = (Array.isArray(tagList) ? (tagList as unknown[]) : [])
      .map((t) => formatted(t).text)
      .filter((t) => t !== '');
    const item = checkDraft(position, label, {
      text: question.text,
      options: answers.map((a) => a.text),
      correctIndex: answers.findIndex((a) => a.fraction >= 99.9999),
      explanation: feedback.text,
      ...(topic ? { topic } : {}),
      tags,
    });
    const warnings = imageWarning(
      question.images + answers.reduce((n, a) => n + a.images, 0) + feedback.images,
    );
    return item.status === 'ready' && warnings.length > 0 ? { ...item, warnings } : item;
  });
}
