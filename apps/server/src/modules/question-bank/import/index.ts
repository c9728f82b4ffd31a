import {
  IMPORT_MESSAGES,
  type ImportFormat,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_ITEMS,
} from '@aspirant/contract/question-bank.ts';
import { parseAiken } from './aiken.ts';
import { decodeText, ImportFileError, type ImportItem } from './common.ts';
import { parseCsv } from './csv.ts';
import { parseGift } from './gift.ts';
import { parseMoodleXml } from './moodle-xml.ts';
import { parseXlsx } from './xlsx.ts';

export { parseAiken } from './aiken.ts';
export { ImportFileError, type ImportItem } from './common.ts';
export { parseCsv, templateCsv } from './csv.ts';
export { parseGift } from './gift.ts';
export { parseMoodleXml } from './moodle-xml.ts';
export { parseXlsx, templateXlsx } from './xlsx.ts';

/**
 * A .txt file is GIFT when it holds a GIFT answer block: a '{' (not the escaped \{) followed by '=', '~', '#',
 * T, F, TRUE or FALSE, or an empty '{}', and not right after a letter, digit, '}', '^' or '_', so that LaTeX such
 * as \frac{a}{b} or \mathbf{F} does not count. Otherwise the file is read as Aiken, whose report then says what
 * is wrong with each question.
 */
export function detectTextFormat(text: string): 'gift' | 'aiken' {
  return /(?<![A-Za-z0-9}^_])\{\s*(?:[=~#}]|(?:T|F|TRUE|FALSE)\s*[#}])/i.test(text.replace(/\\[{}=~#]/g, ''))
    ? 'gift'
    : 'aiken';
}

/** The format of a file by its name's extension (and, for .txt, its content); throws for anything else. */
export function formatOf(fileName: string, bytes: Buffer | Uint8Array): ImportFormat {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  switch (extension) {
    case 'xml':
      return 'moodle-xml';
    case 'gift':
      return 'gift';
    case 'aiken':
      return 'aiken';
    case 'txt':
      return detectTextFormat(decodeText(Buffer.from(bytes)));
    case 'csv':
      return 'csv';
    case 'xlsx':
      return 'xlsx';
    case 'xls':
      throw new ImportFileError(IMPORT_MESSAGES.oldExcel);
    default:
      throw new ImportFileError(IMPORT_MESSAGES.unknownFormat(fileName));
  }
}

/**
 * Reads an uploaded file: picks the format (formatOf), refuses files over MAX_IMPORT_FILE_BYTES and files with
 * more than MAX_IMPORT_ITEMS items, and accounts for every item of the file. A file that cannot be read throws
 * ImportFileError with a message for the user; nothing else is thrown for a file's content.
 */
export async function parseImport(
  fileName: string,
  bytes: Buffer | Uint8Array,
  format?: ImportFormat,
): Promise<{ format: ImportFormat; items: ImportItem[] }> {
  if (bytes.byteLength > MAX_IMPORT_FILE_BYTES)
    throw new ImportFileError(IMPORT_MESSAGES.fileTooLarge(bytes.byteLength));
  if (bytes.byteLength === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
  const buffer = Buffer.isBuffer(bytes)
    ? bytes
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chosen = format ?? formatOf(fileName, buffer);
  let items: ImportItem[];
  switch (chosen) {
    case 'moodle-xml':
      items = parseMoodleXml(buffer);
      break;
    case 'gift':
      items = parseGift(buffer);
      break;
    case 'aiken':
      items = parseAiken(buffer);
      break;
    case 'csv':
      items = await parseCsv(buffer);
      break;
    case 'xlsx':
      items = await parseXlsx(buffer);
      break;
  }
  if (items.length > MAX_IMPORT_ITEMS) throw new ImportFileError(IMPORT_MESSAGES.tooManyItems(items.length));
  if (items.length === 0) throw new ImportFileError(IMPORT_MESSAGES.noQuestions);
  return { format: chosen, items };
}
