import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { type Block, type Inline, parseMarkdown } from '../lib/markdown.ts';

// A reply's headings sit under the page's <h1>, so '#' is an <h2>, '##' an <h3>, and so on.
const HEADING_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'h6'] as const;

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
};

/**
 * A reply rendered from Markdown into React elements (issue 5: safe Markdown, no raw HTML): the text reaches the
 * page only as text nodes, never through innerHTML.
 */
export function Markdown({ text }: { text: string }) {
  const blocks = useMemo(() => parseMarkdown(text), [text]);
  return <Box sx={MARKDOWN_SX}>{renderBlocks(blocks)}</Box>;
}

// The trees are rebuilt from the text on each change and never reordered, so a position is a stable key.
function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, index) => renderBlock(block, `b${index}`));
}

function renderBlock(block: Block, key: string): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children)}</p>;
    case 'heading': {
      const Tag = HEADING_TAGS[block.level - 1] ?? 'h6';
      return <Tag key={key}>{renderInlines(block.children)}</Tag>;
    }
    case 'rule':
      return <hr key={key} />;
    case 'quote':
      return <blockquote key={key}>{renderBlocks(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are never reordered (see renderBlocks)
        <li key={index}>{renderBlocks(item)}</li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
  }
}

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => renderInline(inline, `n${index}`));
}

function renderInline(inline: Inline, key: string): ReactNode {
  switch (inline.type) {
    case 'text':
      return inline.text;
    case 'break':
      return <br key={key} />;
    case 'strong':
      return <strong key={key}>{renderInlines(inline.children)}</strong>;
    case 'em':
      return <em key={key}>{renderInlines(inline.children)}</em>;
    case 'code':
      return <code key={key}>{inline.text}</code>;
    case 'link':
      // A page of this app opens in place; anything else in a new tab that cannot reach back to this one.
      return inline.href.startsWith('/') ? (
        <Link key={key} to={inline.href}>
          {renderInlines(inline.children)}
        </Link>
      ) : (
        <a key={key} href={inline.href} target="_blank" rel="noopener noreferrer nofollow">
          {renderInlines(inline.children)}
        </a>
      );
  }
}
