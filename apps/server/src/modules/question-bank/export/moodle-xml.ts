import type { ExportQuestion } from '../../../repositories/question-import.ts';
import { firstWords } from '../import/common.ts';

/** Text that looks like markup (the rich-text subset): written as Moodle's 'html' format, the rest as 'plain_text'. */
const HAS_MARKUP = /<[a-zA-Z/!?]/;
const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** A CDATA section (a ']]>' inside is split across two sections). */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeHtml(text).replace(/"/g, '&quot;');
}

/** A formatted element: plain text as 'plain_text', rich text as 'html'. */
function formatted(tag: string, text: string, extra = ''): string {
  const format = HAS_MARKUP.test(text) ? 'html' : 'plain_text';
  return `<${tag} format="${format}"><text>${cdata(text)}</text>${extra}</${tag}>`;
}

/** Moodle writes a '/' inside a category name as '//'. */
const categoryPart = (name: string) => name.replaceAll('/', '//');

/**
 * Moodle XML (https://docs.moodle.org/en/Moodle_XML_format) of the questions: a category question
 * `$course$/top/Subject/Topic` before each run of questions of one topic, then each as a single-answer
 * `multichoice` with its options (fraction 100 for the right one), the explanation as `generalfeedback`, the tags
 * and the image as a base64 `<file>` that the text's `<img src="@@PLUGINFILE@@/...">` names. Hindi and the
 * difficulty have no place in the format and are not written (the import README lists what each format carries).
 */
export function writeMoodleXml(questions: ExportQuestion[]): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  let category: string | undefined;
  for (const q of questions) {
    const path = `$course$/top/${categoryPart(q.subjectName)}/${categoryPart(q.topicName)}`;
    if (path !== category) {
      category = path;
      out.push(
        '  <question type="category">',
        `    <category><text>${cdata(path)}</text></category>`,
        '    <info format="moodle_auto_format"><text></text></info>',
        '  </question>',
      );
    }
    let questionText: string;
    if (q.imageData) {
      const name = `image-${(q.image ?? '').slice(5, 17)}.${EXTENSION[q.imageData.mimeType] ?? 'png'}`;
      const html = HAS_MARKUP.test(q.text) ? q.text : escapeHtml(q.text).replace(/\n/g, '<br>');
      questionText = `<questiontext format="html"><text>${cdata(
        `<p>${html}</p><p><img src="@@PLUGINFILE@@/${escapeAttribute(name)}" alt=""></p>`,
      )}</text><file name="${escapeAttribute(name)}" path="/" encoding="base64">${q.imageData.data.toString('base64')}</file></questiontext>`;
    } else {
      questionText = formatted('questiontext', q.text);
    }
    out.push(
      '  <question type="multichoice">',
      `    <name><text>${cdata(firstWords(q.text.replace(/<[^>]*>/g, ' ')) ?? `Question ${q.id}`)}</text></name>`,
      `    ${questionText}`,
      `    ${formatted('generalfeedback', q.explanation)}`,
      '    <defaultgrade>1.0000000</defaultgrade>',
      '    <penalty>0.3333333</penalty>',
      '    <hidden>0</hidden>',
      `    <idnumber>${q.id}</idnumber>`,
      '    <single>true</single>',
      '    <shuffleanswers>true</shuffleanswers>',
      '    <answernumbering>ABCD</answernumbering>',
    );
    q.options.forEach((option, i) => {
      const fraction = i === q.correctIndex ? '100' : '0';
      const format = HAS_MARKUP.test(option) ? 'html' : 'plain_text';
      out.push(
        `    <answer fraction="${fraction}" format="${format}"><text>${cdata(option)}</text><feedback format="html"><text></text></feedback></answer>`,
      );
    });
    if (q.tags.length > 0)
      out.push(`    <tags>${q.tags.map((tag) => `<tag><text>${cdata(tag)}</text></tag>`).join('')}</tags>`);
    out.push('  </question>');
  }
  out.push('</quiz>', '');
  return out.join('\n');
}
