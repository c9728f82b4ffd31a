import type { ExportQuestion } from '../../../repositories/question-import.ts';
import { firstWords } from '../import/common.ts';

/** GIFT's special characters, written with a backslash. */
export function escapeGift(text: string): string {
  return text.replace(/[~=#{}:]/g, (char) => `\\${char}`);
}

/**
 * A text as one GIFT block can hold it: a blank line would end the question, so runs of blank lines become one
 * line break; a line that would read as a comment ('//') or a category gets a space in front (which the reader
 * trims).
 */
function giftText(text: string): string {
  return escapeGift(
    text
      .replace(/\n[ \t]*(?:\n[ \t]*)+/g, '\n')
      .split('\n')
      .map((line) => (/^\s*(\/\/|\$CATEGORY:)/i.test(line) ? `\u00A0${line}` : line))
      .join('\n'),
  );
}

/** Moodle writes a '/' inside a category name as '//'. */
const categoryPart = (name: string) => name.replaceAll('/', '//');

/**
 * GIFT (https://docs.moodle.org/en/GIFT_format): `$CATEGORY: $course$/top/Subject/Topic` before each run of one
 * topic, then `::name::[moodle]text {=right ~wrong ####explanation}`. The [moodle] format keeps text, LaTeX and
 * the rich-text subset as written. GIFT has no place for Hindi, tags, the difficulty or an image.
 */
export function writeGift(questions: ExportQuestion[]): string {
  const out: string[] = [];
  let category: string | undefined;
  for (const q of questions) {
    const path = `$course$/top/${categoryPart(q.subjectName)}/${categoryPart(q.topicName)}`;
    if (path !== category) {
      category = path;
      out.push(`$CATEGORY: ${path}`, '');
    }
    // The title is only a label: without backslashes, so none can escape the closing '::'.
    const label = firstWords(q.text.replace(/<[^>]*>/g, ' ').replace(/\\/g, ' '));
    const name = escapeGift(label ?? `Question ${q.id}`);
    const answers = q.options.map((option, i) => `\t${i === q.correctIndex ? '=' : '~'}${giftText(option)}`);
    const explanation = q.explanation ? [`\t####${giftText(q.explanation)}`] : [];
    out.push(
      `// question ${q.id}`,
      `::${name}::[moodle]${giftText(q.text)} {`,
      ...answers,
      ...explanation,
      '}',
      '',
    );
  }
  return out.join('\n');
}
