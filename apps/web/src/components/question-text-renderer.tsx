import { RICH_TEXT_TAGS } from '@aspirant/contract/rich-text.ts';
import Box from '@mui/material/Box';
import type { Element, Root as HastRoot, Parent } from 'hast';
import type { Options as ReactMarkdownOptions } from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkMath from 'remark-math';
import { Markdown, type MarkdownExtension } from './markdown.tsx';
import { rehypeDropLayoutNewlines } from './markdown-plugins.ts';

// The rich half of components/question-text.tsx, loaded only for a text that holds markup or a formula: the
// assistant's Markdown renderer plus the question bank's raw HTML (sanitised again here) and formulas. KaTeX
// itself (about 75 KB gzip with its CSS) loads later still, only for a text that holds a formula.

type Pluggable = NonNullable<ReactMarkdownOptions['rehypePlugins']>[number];

/** Elements that Markdown itself writes (a link, code, a quote, a heading, a rule, a task box, a formula). */
const MARKDOWN_TAGS = [
  'a',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'del',
  'input',
  'img',
];

/**
 * Defence in depth behind the server's sanitiser: whatever reached the page, only the server's tags (and
 * Markdown's own) with the server's attributes survive; a script or style loses its content too.
 */
export const QUESTION_SANITIZE_SCHEMA: SanitizeSchema = {
  tagNames: [...RICH_TEXT_TAGS, ...MARKDOWN_TAGS],
  attributes: {
    td: ['colSpan', 'rowSpan'],
    th: ['colSpan', 'rowSpan'],
    a: ['href'],
    // A numbered Markdown list may start at another number.
    ol: [['start', /^\d+$/]],
    // A formula, which KaTeX draws after this step.
    code: [['className', 'language-math', 'math-inline', 'math-display']],
    // An image never loads (Markdown's renderer shows its description): no `src`.
    img: ['alt'],
    input: [['type', 'checkbox'], ['disabled', true], 'checked'],
  },
  required: { input: { type: 'checkbox', disabled: true } },
  ancestors: { tbody: ['table'], thead: ['table'], tr: ['table'], td: ['table'], th: ['table'] },
  protocols: { href: ['http', 'https', 'mailto'] },
  strip: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  clobberPrefix: 'user-content-',
  clobber: ['id', 'name'],
};

/** `\(`…`\)` and `\[`…`\]` (LaTeX's own delimiters) as remark-math reads them: `$`…`$` and a `$$` block. */
export function texDelimitersToDollars(text: string): string {
  return text
    .replace(/(?<!\\)\\\[([\s\S]+?)\\\]/g, (_, body: string) => `\n$$\n${body.trim()}\n$$\n`)
    .replace(/(?<!\\)\\\(([\s\S]+?)\\\)/g, (_, body: string) => `$${body.trim()}$`);
}

/** A formula, as the server reads them (components/question-text.tsx has the same). */
const FORMULA = /\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\]|\\\(([\s\S]+?)\\\)|\$([^$\n]+?)\$/g;
const HTML_TAG = /<[a-zA-Z][^>]*>/;

/**
 * A text with HTML in it (an imported Moodle question, `<p>…</p>`): Markdown keeps an HTML block as it is, so a
 * formula inside would stay its source. Each formula becomes the element remark-math would have made
 * (`code.math-inline`, `pre > code.math-display`), its source written as character references so that neither
 * Markdown nor HTML reads anything into it; KaTeX draws it as any other.
 */
export function formulasAsElements(text: string): string {
  if (!HTML_TAG.test(text)) return texDelimitersToDollars(text);
  return text.replace(
    FORMULA,
    (_, display1?: string, display2?: string, inline1?: string, inline2?: string) => {
      const display = display1 ?? display2;
      const source = [...(display ?? inline1 ?? inline2 ?? '').trim()]
        .map((c) => (/[\w\s]/.test(c) && c !== '_' ? c : `&#${c.codePointAt(0)};`))
        .join('');
      return display !== undefined
        ? `<pre><code class="language-math math-display">${source}</code></pre>`
        : `<code class="language-math math-inline">${source}</code>`;
    },
  );
}

const MATH_CLASSES = ['math-inline', 'math-display'];

/**
 * rehype plugin, until KaTeX arrives: a formula shows as its source, in a box of its own (a display formula's
 * height reserved), so only that box changes when it is drawn.
 */
function rehypeMathSource() {
  return (tree: HastRoot) => replaceMath(tree);
}

function classesOf(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function replaceMath(parent: HastRoot | Parent): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'element') return child;
    const code = child.tagName === 'pre' && child.children[0]?.type === 'element' ? child.children[0] : child;
    const classes = code.tagName === 'code' ? classesOf(code) : [];
    if (!classes.some((name) => MATH_CLASSES.includes(name))) {
      replaceMath(child);
      return child;
    }
    const display = classes.includes('math-display');
    const source = code.children.map((node) => (node.type === 'text' ? node.value : '')).join('');
    return {
      type: 'element',
      tagName: display ? 'div' : 'span',
      properties: { className: [display ? 'math-source-display' : 'math-source'] },
      children: [{ type: 'text', value: source }],
    } satisfies Element;
  }) as typeof parent.children;
}

const REMARK: MarkdownExtension['remarkPlugins'] = [remarkMath];
// Markdown's layout newlines go before the raw HTML is parsed too: parsing merges them into the text after them.
const BEFORE_MATH: Pluggable[] = [
  rehypeDropLayoutNewlines,
  rehypeRaw,
  [rehypeSanitize, QUESTION_SANITIZE_SCHEMA],
];

const WITHOUT_KATEX: MarkdownExtension = {
  rawHtml: true,
  remarkPlugins: REMARK,
  rehypePlugins: [...BEFORE_MATH, rehypeMathSource],
};
let withKatex: MarkdownExtension | null = null;
let katexLoading: Promise<void> | null = null;

/** Is KaTeX here (loaded by `loadKatex`)? */
export function isKatexLoaded(): boolean {
  return withKatex !== null;
}

/** Loads KaTeX and its CSS (once); formulas are then drawn by every question text rendered after. */
export function loadKatex(): Promise<void> {
  katexLoading ??= import('./katex-plugin.ts').then(({ katexPlugins }) => {
    withKatex = { rawHtml: true, remarkPlugins: REMARK, rehypePlugins: [...BEFORE_MATH, ...katexPlugins] };
  });
  return katexLoading;
}

const RICH_SX = {
  // A wide formula scrolls in its own box instead of widening the page (phones).
  '& .katex-display': { overflowX: 'auto', overflowY: 'hidden', py: 0.5 },
  '& .math-source': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
  },
  // About a display formula's height (KaTeX's own box has a 1em margin above and below).
  '& .math-source-display': {
    my: 2,
    minHeight: '2.5em',
    textAlign: 'center',
    overflowX: 'auto',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
  },
} as const;

/** A question's rich text (see components/question-text.tsx). */
export function RichQuestionText({ text, inline, lang }: { text: string; inline: boolean; lang?: string }) {
  return (
    <Box component={inline ? 'span' : 'div'} sx={[RICH_SX, inline && { display: 'block' }]}>
      <Markdown
        text={formulasAsElements(text)}
        extension={withKatex ?? WITHOUT_KATEX}
        inline={inline}
        inheritFont
        lang={lang}
      />
    </Box>
  );
}
