import {
  IMPORT_MESSAGES,
  QUESTION_IMAGE_MAX_BYTES,
  type QuestionDraft,
  type QuestionDraftInput,
  QuestionDraftSchema,
} from '@aspirant/contract/question-bank.ts';

/**
 * One item of an import file, in the order of the file: every question (and every Moodle category or other
 * non-question entry) becomes exactly one item, so the counts of a dry run add up to the file.
 */
export interface ImportItem {
  /** Where the item is: 'question 3' (Moodle XML), 'line 12' (GIFT, Aiken), 'row 5' (CSV, XLSX). */
  position: string;
  /** The Moodle question name, the GIFT title, or the question's first words: what the report shows. */
  name?: string;
  status: 'ready' | 'skipped' | 'invalid';
  /** Why the item is skipped or invalid, in plain English. */
  reason?: string;
  /** The question, checked by QuestionDraftSchema; only for 'ready' items. */
  draft?: QuestionDraft;
  /** What a ready item loses on import (a second image, an SVG, a link to another site...), so nothing is lost silently. */
  warnings?: string[];
  /**
   * The file's category of the item, its parts joined by '/': a Moodle or GIFT category path without `$course$`
   * and `top` ('Polity/Fundamental Rights'). CSV and XLSX items have none here: their Subject and Topic columns
   * are in the draft.
   */
  category?: string;
  /** The question's image as the file holds it (Moodle XML: a base64 `<file>`), only for ready items. */
  image?: ImportImage;
}

/** An image embedded in an import file, with the type read from its first bytes. */
export interface ImportImage {
  name: string;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  data: Buffer;
}

/** A whole file cannot be read (too large, broken, unknown columns): the route answers 400 with the message. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

/** The text of an upload: UTF-8 (a BOM is dropped) or UTF-16 with its BOM; anything else is refused. */
export function decodeText(input: Buffer | string): string {
  if (typeof input === 'string') return input.replace(/^\uFEFF/, '');
  if (input.length >= 2 && input[0] === 0xff && input[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(input);
  if (input.length >= 2 && input[0] === 0xfe && input[1] === 0xff)
    return new TextDecoder('utf-16be').decode(input);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.notUtf8);
  }
}

/** Windows and old Mac line endings as '\n'. */
export function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The first words of a text (at most 60 characters) for the report. */
export function firstWords(text: string | undefined): string | undefined {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!flat) return undefined;
  if (flat.length <= 60) return flat;
  // Cut at 59 characters, dropping a word cut in two (unless it is the only one).
  const cut = /\s/.test(flat[59] ?? ' ') ? flat.slice(0, 59) : flat.slice(0, 59).replace(/\s+\S*$/, '');
  return `${cut.trimEnd()}…`;
}

/** Checks a parsed question with the shared schema: 'ready' with the draft, or 'invalid' with its messages. */
export function checkDraft(
  position: string,
  name: string | undefined,
  input: QuestionDraftInput,
): ImportItem {
  const label = name ?? firstWords(input.text);
  const result = QuestionDraftSchema.safeParse(input);
  if (!result.success) {
    const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
    return { position, ...(label ? { name: label } : {}), status: 'invalid', reason: messages.join(' ') };
  }
  return { position, ...(label ? { name: label } : {}), status: 'ready', draft: result.data };
}

export function skipped(position: string, name: string | undefined, reason: string): ImportItem {
  return { position, ...(name ? { name } : {}), status: 'skipped', reason };
}

export function invalid(position: string, name: string | undefined, reason: string): ImportItem {
  return { position, ...(name ? { name } : {}), status: 'invalid', reason };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** Decodes HTML character references (named ones of the common set, decimal and hexadecimal ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X'
          ? Number.parseInt(ref.slice(2), 16)
          : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * HTML as plain text with line breaks: block ends and <br> become new lines, every other tag is dropped, character
 * references are decoded. For now the bank keeps plain text; the rich-text sanitiser (bold, lists, tables...) comes
 * with the authoring screens, and then the safe subset will be kept instead of dropped. Text between \( \) or $ $
 * is not touched beyond this (a formula holds no tags).
 */
export function htmlToText(html: string): { text: string; images: number } {
  let images = 0;
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<img\b[^>]*>/gi, () => {
      images += 1;
      return '';
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote|pre|table|ul|ol)\s*>/gi, '\n')
    .replace(/<(li)\b[^>]*>/gi, '\n')
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(/<[^>]+>/g, '');
  const lines = decodeEntities(text.replace(/\s*\n\s*/g, '\n'))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00A0]+/g, ' ').trim());
  return {
    text: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    images,
  };
}

/** What a ready item of a Moodle XML file loses: media the bank cannot hold (one image per question). */
export const MEDIA_WARNINGS = {
  secondImage: (name: string) => `A question holds one image: "${name}" is not imported.`,
  notAnImage: (name: string) =>
    `"${name}" is not a PNG, JPEG, WebP or GIF image (SVG, audio and other files are not imported).`,
  imageTooLarge: (name: string) =>
    `The image "${name}" is larger than ${QUESTION_IMAGE_MAX_BYTES / (1024 * 1024)} MB and is not imported.`,
  externalImage: (src: string) =>
    `The image ${src.length > 80 ? `${src.slice(0, 79)}…` : src} is on another site and is not imported: save it and add it to the question.`,
  missingFile: (name: string) => `The image "${name}" is not in the file and is not imported.`,
  played: (count: number) =>
    `The question has ${count} audio, video or embedded element${count === 1 ? '' : 's'}, which ${count === 1 ? 'is' : 'are'} not imported.`,
  linkedImages: (count: number) =>
    `The question links ${count} image${count === 1 ? '' : 's'}, which ${count === 1 ? 'is' : 'are'} not imported: add the image to the question after the import.`,
  optionImages: (count: number) =>
    `${count} image${count === 1 ? '' : 's'} in the options or the explanation ${count === 1 ? 'is' : 'are'} not imported.`,
} as const;

/** Moodle category paths ('$course$/top/Polity/Fundamental Rights'): the last part is the topic. */
export function topicOfCategory(path: string): string | undefined {
  return categoryParts(path).at(-1);
}

/** The parts of a Moodle category path without `$course$`-style prefixes and Moodle 4's `top`. */
export function categoryParts(path: string): string[] {
  // Moodle writes a '/' inside a name as '//'.
  const parts = path
    .trim()
    .replace(/\/\//g, '\uE000')
    .split('/')
    .map((part) => part.replaceAll('\uE000', '/').trim())
    .filter((part) => part !== '' && !/^\$[a-z0-9]+\$$/i.test(part));
  if (parts[0] === 'top') parts.shift();
  return parts;
}

/** The category of the questions after a Moodle or GIFT category entry, as ImportItem.category holds it. */
export function categoryOf(path: string): string | undefined {
  const parts = categoryParts(path);
  return parts.length > 0 ? parts.join('/') : undefined;
}

/** The type of an image by its first bytes (PNG, JPEG, GIF, WebP); undefined for anything else (SVG...). */
export function imageTypeOf(data: Buffer): ImportImage['mimeType'] | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}
