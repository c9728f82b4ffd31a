import { RICH_TEXT_TAGS } from '@aspirant/contract/rich-text.ts';
import sanitizeHtml from 'sanitize-html';

/**
 * Issue 16 point 2: the rich text an author or an import file may write in a question, its options and its
 * explanation (both languages). The safe subset of HTML of the contract's RICH_TEXT_TAGS is kept (bold, italic,
 * underline, sub- and superscript, paragraphs, line breaks, lists and tables), with no attribute at all but a
 * table cell's spans. Everything else loses its tags and keeps its text (a <script> or <style> loses its content
 * too), so nothing a question holds can run script in a student's browser. Markdown and LaTeX (`\(`…`\)`,
 * `$`…`$`) are text and pass unchanged; the web draws all three with the assistant's renderer
 * (components/question-text.tsx).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: [],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
};

/** Does the text hold anything that looks like markup? Plain text (most questions) is returned untouched. */
const HAS_MARKUP = /<[a-zA-Z/!?]/;
/** Formulas, kept out of the sanitiser as they are: `$$…$$`, `$…$`, `\[…\]`, `\(…\)`. */
const MATH = /\$\$[\s\S]+?\$\$|\\\[[\s\S]+?\\\]|\\\([\s\S]+?\\\)|\$[^$\n]+?\$/g;
/** A '<' that starts a tag, a closing tag or a comment; any other '<' is text ('3<5'). */
const TAG_START = /<(?=\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>|!--)/y;

/**
 * The safe subset of `text` (see above). Plain text, Markdown and formulas come back unchanged; text around
 * kept tags comes back HTML-escaped ('&' as '&amp;'), as the web's renderer reads it.
 */
export function sanitizeRichText(text: string): string {
  if (!HAS_MARKUP.test(text)) return text;
  const formulas: string[] = [];
  const held = text.replace(MATH, (formula) => `\uE000${formulas.push(formula) - 1}\uE000`);
  const escaped = escapeStrayAngles(held);
  const clean = sanitizeHtml(escaped, OPTIONS);
  // In a formula '<' is an operator: a space after it (which LaTeX ignores) keeps any parser from seeing a tag.
  return clean
    .replace(/\uE000(\d+)\uE000/g, (_, i: string) => formulas[Number(i)]!.replace(/<(?=[a-zA-Z/!?])/g, '< '))
    .trim();
}

function escapeStrayAngles(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '<') {
      out += text[i];
      continue;
    }
    TAG_START.lastIndex = i;
    out += TAG_START.test(text) ? '<' : '&lt;';
  }
  return out;
}
