import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import { Link } from 'react-router';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import {
  rehypeDropLayoutNewlines,
  remarkEndListsAtUnindentedLines,
  remarkHtmlAsText,
} from './markdown-plugins.ts';

// Shared by every screen that shows Markdown (the assistant's replies; the question bank's rich text next).
// Import it only from lazily loaded pages: react-markdown must stay out of the entry chunk (CODE_STYLE: Web).

// Order matters: HTML becomes text and lists are ended before remark-breaks turns each newline into a line break.
type PluggableList = NonNullable<Options['remarkPlugins']>;

const REMARK_PLUGINS: PluggableList = [
  remarkGfm,
  remarkHtmlAsText,
  remarkEndListsAtUnindentedLines,
  remarkBreaks,
];
const REHYPE_PLUGINS: PluggableList = [rehypeDropLayoutNewlines];

/**
 * What a caller may add to the pipeline (the question bank's rich text, components/question-text.tsx): raw HTML
 * parsed and sanitised by its own rehype steps instead of shown as text, more remark steps (formulas) and rehype
 * steps (their rendering) around the same Markdown. Lists of plugins kept stable by the caller (module constants).
 */
export interface MarkdownExtension {
  /** Runs after GFM, before lists are ended and newlines become breaks. */
  remarkPlugins: PluggableList;
  /** Runs first: parses and sanitises the raw HTML, then renders formulas. */
  rehypePlugins: PluggableList;
  /** Raw HTML is parsed by `rehypePlugins` (which must sanitise it) instead of shown as its letters. */
  rawHtml: boolean;
}

const pipelines = new WeakMap<MarkdownExtension, { remark: PluggableList; rehype: PluggableList }>();

function pipelineOf(extension: MarkdownExtension | undefined) {
  if (!extension) return { remark: REMARK_PLUGINS, rehype: REHYPE_PLUGINS };
  let pipeline = pipelines.get(extension);
  if (!pipeline) {
    pipeline = {
      remark: [
        remarkGfm,
        ...(extension.rawHtml ? [] : [remarkHtmlAsText]),
        ...extension.remarkPlugins,
        remarkEndListsAtUnindentedLines,
        remarkBreaks,
      ],
      rehype: [...extension.rehypePlugins, rehypeDropLayoutNewlines],
    };
    pipelines.set(extension, pipeline);
  }
  return pipeline;
}

/** Links open only to the web, mail, or a page of this app; `javascript:`, `//host` and the like stay text. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;

const MARKDOWN_SX: SxProps<Theme> = {
  typography: 'body1',
  overflowWrap: 'anywhere',
  '& > :first-child': { mt: 0 },
  '& > :last-child': { mb: 0 },
  '& p': { my: 1 },
  '& li > p': { my: 0.25 },
  '& h2, & h3, & h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
  '& ul, & ol': { my: 1, pl: 3 },
  '& li': { my: 0.25 },
  '& blockquote': {
    my: 1.5,
    mx: 0,
    py: 0.5,
    pl: 1.5,
    borderLeft: 4,
    borderColor: 'divider',
    color: 'text.secondary',
  },
  '& hr': { my: 2, border: 0, borderTop: 1, borderColor: 'divider' },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.875em',
    px: 0.5,
    py: 0.125,
    borderRadius: 0.5,
    bgcolor: 'action.selected',
  },
  '& pre': { my: 1, p: 1.5, overflowX: 'auto', borderRadius: 1, bgcolor: 'action.selected' },
  '& pre code': { p: 0, bgcolor: 'transparent' },
  '& a': { color: 'primary.main' },
  '& table': { borderCollapse: 'collapse', overflowWrap: 'normal' },
  '& th, & td': {
    px: 1,
    py: 0.5,
    border: 1,
    borderColor: 'divider',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: 700 },
};

const COMPONENTS: Components = {
  // The text sits under the page's <h1>, so '#' is an <h2>, '##' an <h3>, and so on.
  h1: ({ node: _, ...props }) => <h2 {...props} />,
  h2: ({ node: _, ...props }) => <h3 {...props} />,
  h3: ({ node: _, ...props }) => <h4 {...props} />,
  h4: ({ node: _, ...props }) => <h5 {...props} />,
  h5: ({ node: _, ...props }) => <h6 {...props} />,
  h6: ({ node: _, ...props }) => <h6 {...props} />,
  a: ({ href, children }) => {
    // An unsafe address was dropped by `safeUrl`: its label stays as text.
    if (!href) return <>{children}</>;
    // A page of this app opens in place; anything else in a new tab that cannot reach back to this one.
    return href.startsWith('/') ? (
      <Link to={href}>{children}</Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  },
  // No image loads from an address in the text (a reply could leak data through one): its description shows.
  img: ({ alt }) => <>{alt}</>,
  // A task list's box cannot be changed; it tells a screen reader whether the task is done.
  input: ({ node: _, ...props }) => <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />,
  // A wide table scrolls inside the text instead of widening the page.
  table: ({ node: _, ...props }) => (
    <Box sx={{ my: 1, overflowX: 'auto' }}>
      <table {...props} />
    </Box>
  ),
};

/** Inline (an answer option): paragraphs are lines of a <span>, without a paragraph's margins. */
const INLINE_COMPONENTS: Components = {
  ...COMPONENTS,
  p: ({ node: _, ...props }) => <Box component="span" sx={{ display: 'block' }} {...props} />,
};

/** The text takes the font of where it is put (a question's size, the Devanagari face) instead of body1. */
const INHERIT_FONT_SX = {
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  whiteSpace: 'normal',
} as const;

function safeUrl(url: string): string | null {
  return SAFE_HREF.test(url) ? url : null;
}

/**
 * Markdown (with GitHub's tables, strikethrough and task lists) rendered into React elements. Raw HTML is
 * never parsed as markup: a tag in the text shows as its letters (issue 5: safe Markdown, no raw HTML). A single
 * newline is a line break, as in chat.
 */
export function Markdown({
  text,
  extension,
  inline = false,
  inheritFont = false,
  lang,
}: {
  text: string;
  /** More steps for the question bank's rich text (see `MarkdownExtension`). */
  extension?: MarkdownExtension;
  /** Inside a line (an answer option): a <span>, paragraphs without margins. */
  inline?: boolean;
  /** Takes the surrounding font instead of body1's. */
  inheritFont?: boolean;
  lang?: string;
}) {
  const pipeline = pipelineOf(extension);
  return (
    <Box
      component={inline ? 'span' : 'div'}
      lang={lang}
      sx={[MARKDOWN_SX as object, inheritFont && INHERIT_FONT_SX, inline && { display: 'block' }]}
    >
      <ReactMarkdown
        remarkPlugins={pipeline.remark}
        rehypePlugins={pipeline.rehype}
        components={inline ? INLINE_COMPONENTS : COMPONENTS}
        urlTransform={safeUrl}
      >
        {text}
      </ReactMarkdown>
    </Box>
  );
}
