import { IMPORT_MESSAGES, QUESTION_IMAGE_MAX_BYTES } from '@aspirant/contract/question-bank.ts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  categoryOf,
  checkDraft,
  decodeText,
  firstWords,
  htmlToText,
  ImportFileError,
  type ImportImage,
  type ImportItem,
  imageTypeOf,
  invalid,
  MEDIA_WARNINGS,
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

/** A `<file>` of a formatted element: Moodle's embedded media, base64. */
interface EmbeddedFile {
  name: string;
  content: string;
}

function filesOf(element: unknown): EmbeddedFile[] {
  const node = asNode(element);
  const files = node && Array.isArray(node.file) ? node.file : [];
  return files.map((f: unknown) => {
    const file = asNode(f) ?? {};
    return { name: str(file['@_name']).trim(), content: str(file).replace(/\s+/g, '') };
  });
}

const SRC = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const PLAYED = /<(audio|video|source|object|embed|iframe)\b/gi;

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

function base64(content: string): Buffer | undefined {
  return /^[A-Za-z0-9+/]*={0,2}$/.test(content) && content.length > 0
    ? Buffer.from(content, 'base64')
    : undefined;
}

/**
 * The question's image and what cannot be kept: the first image of the question text (an `<img>` of
 * `@@PLUGINFILE@@/name` resolved to its `<file>`, a data: URL, or a `<file>` no tag names) becomes the question's
 * image; a second image, an SVG or another type, a link to another site, audio and video are warnings.
 */
function questionMedia(element: unknown): { image?: ImportImage; warnings: string[] } {
  const node = asNode(element);
  const raw = node ? str(node.text) : '';
  const files = filesOf(element);
  const warnings: string[] = [];
  const images: ImportImage[] = [];
  const used = new Set<string>();
  const take = (name: string, data: Buffer | undefined) => {
    const mimeType = data ? imageTypeOf(data) : undefined;
    if (!data || !mimeType) warnings.push(MEDIA_WARNINGS.notAnImage(name));
    else if (data.length > QUESTION_IMAGE_MAX_BYTES) warnings.push(MEDIA_WARNINGS.imageTooLarge(name));
    else images.push({ name, mimeType, data });
  };
  for (const match of raw.matchAll(SRC)) {
    const src = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (src.startsWith('@@PLUGINFILE@@/')) {
      const name = decodeName(src.slice('@@PLUGINFILE@@/'.length).replace(/[?#].*$/, ''));
      const file = files.find((f) => f.name === name || f.name === name.split('/').at(-1));
      if (!file) warnings.push(MEDIA_WARNINGS.missingFile(name));
      else {
        used.add(file.name);
        take(name, base64(file.content));
      }
    } else if (/^data:/i.test(src)) {
      const data = /^data:[^;,]*;base64,(.*)$/is.exec(src)?.[1];
      take('data: URL', data ? base64(data.replace(/\s+/g, '')) : undefined);
    } else if (/^(https?:)?\/\//i.test(src)) {
      warnings.push(MEDIA_WARNINGS.externalImage(src));
    } else {
      warnings.push(MEDIA_WARNINGS.missingFile(src || 'image'));
    }
  }
  for (const file of files) {
    if (used.has(file.name)) continue;
    const data = base64(file.content);
    if (data && imageTypeOf(data)) take(file.name, data);
    else warnings.push(MEDIA_WARNINGS.notAnImage(file.name || 'file'));
  }
  const played = [...raw.matchAll(PLAYED)].length;
  if (played > 0) warnings.push(MEDIA_WARNINGS.played(played));
  const [image, ...more] = images;
  for (const extra of more) warnings.push(MEDIA_WARNINGS.secondImage(extra.name));
  return { ...(image ? { image } : {}), warnings };
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
  let category: string | undefined;
  return questions.map((element: unknown, i: number): ImportItem => {
    const q = asNode(element) ?? {};
    const position = `question ${i + 1}`;
    const type = str(q['@_type']).trim();
    const name = firstWords(formatted(q.name).text);
    if (type === 'category') {
      const path = formatted(q.category).text;
      topic = topicOfCategory(path);
      category = categoryOf(path);
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
    if (item.status !== 'ready') return item;
    const media = questionMedia(q.questiontext);
    const elsewhere = answers.reduce((n, a) => n + a.images, 0) + feedback.images;
    const warnings = [...media.warnings, ...(elsewhere > 0 ? [MEDIA_WARNINGS.optionImages(elsewhere)] : [])];
    return {
      ...item,
      ...(category ? { category } : {}),
      ...(media.image ? { image: media.image } : {}),
      ...(warnings.length > 0 ? { warnings } : {}),
    };
  });
}
