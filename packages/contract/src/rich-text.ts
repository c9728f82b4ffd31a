/**
 * Issue 16 point 2: the HTML tags a question's rich text may hold, one list for the server's sanitiser
 * (apps/server/src/lib/rich-text.ts) and the web's second one (components/question-text-renderer.tsx). No
 * attribute is kept but a table cell's spans. Zod-free, so the web's renderer chunk takes nothing else with it.
 */
export const RICH_TEXT_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  'sub',
  'sup',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;
