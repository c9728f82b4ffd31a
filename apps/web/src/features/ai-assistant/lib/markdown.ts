// A small Markdown reader for the assistant's replies (issue 5: "safe Markdown, no raw HTML"). It produces a
// tree that the renderer turns into React elements, so every character of a reply reaches the page as text:
// an HTML tag in a reply shows as the tag's letters, never as markup.
//
// Covered: paragraphs (a single newline is a line break, as in chat), # headings, **bold** / __bold__,
// *italics* / _italics_, `code`, fenced code blocks, - * + bullet and 1. 1) numbered lists (nested by indent),
// > block quotes, --- *** ___ rules, [links](https://...) and backslash escapes. Anything else stays text.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'rule' }
  | { type: 'quote'; children: Block[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'code'; text: string };

const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const QUOTE = /^ {0,3}>[ \t]?(.*)$/;
const BULLET = /^([ \t]*)([-*+])([ \t]+)(.*)$/;
const ORDERED = /^([ \t]*)(\d{1,9})([.)])([ \t]+)(.*)$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!>~|]/;
/** Links open only to the web, mail, or a page of this app; `javascript:` and the like stay text. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/))/i;
const LINK = /^\[([^\]\n]+)\]\(([^()\s]+)\)/;

/** Parses a Markdown text into blocks. */
export function parseMarkdown(text: string): Block[] {
  return parseBlocks(text.replace(/\r\n?/g, '\n').split('\n'));
}

interface ListMarker {
  ordered: boolean;
  bullet: string;
  start: number;
  indent: number;
  contentIndent: number;
  content: string;
}

function listMarker(line: string): ListMarker | null {
  const bullet = BULLET.exec(line);
  if (bullet) {
    const [, indent = '', mark = '', gap = '', content = ''] = bullet;
    return {
      ordered: false,
      bullet: mark,
      start: 1,
      indent: indent.length,
      contentIndent: indent.length + mark.length + gap.length,
      content,
    };
  }
  const ordered = ORDERED.exec(line);
  if (ordered) {
    const [, indent = '', digits = '', mark = '', gap = '', content = ''] = ordered;
    return {
      ordered: true,
      bullet: mark,
      start: Number(digits),
      indent: indent.length,
      contentIndent: indent.length + digits.length + mark.length + gap.length,
      content,
    };
  }
  return null;
}

const isBlank = (line: string) => line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

/** Does this line begin a block other than a paragraph (and so end a paragraph before it)? */
function startsBlock(line: string): boolean {
  return (
    RULE.test(line) || HEADING.test(line) || QUOTE.test(line) || FENCE.test(line) || listMarker(line) !== null
  );
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(marker)) body.push(lines[i++]!);
      i++; // the closing fence, or past the end when the reply stopped inside the block
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }

    // Checked before lists: '* * *' is a rule, not a list.
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length, children: parseInline(heading[2] ?? '') });
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length) {
        const match = QUOTE.exec(lines[i]!);
        if (!match) break;
        quoted.push(match[1]!);
        i++;
      }
      blocks.push({ type: 'quote', children: parseBlocks(quoted) });
      continue;
    }

    const marker = listMarker(line);
    if (marker) {
      i = parseList(lines, i, marker, blocks);
      continue;
    }

    const paragraph: string[] = [];
    while (i < lines.length && !isBlank(lines[i]!) && (paragraph.length === 0 || !startsBlock(lines[i]!))) {
      paragraph.push(lines[i]!.trim());
      i++;
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n')) });
  }
  return blocks;
}

/** Reads the list that starts at `start` into `blocks`; returns the index of the first line after it. */
function parseList(lines: string[], start: number, first: ListMarker, blocks: Block[]): number {
  const items: Block[][] = [];
  let i = start;
  let marker: ListMarker | null = first;
  while (marker) {
    // Lines indented at least to the item's text (or by two spaces, as chat models often nest) belong to it.
    const nestedIndent = Math.min(marker.contentIndent, marker.indent + 2);
    const itemLines = [marker.content];
    i++;
    while (i < lines.length) {
      const line = lines[i]!;
      if (isBlank(line)) {
        let next = i + 1;
        while (next < lines.length && isBlank(lines[next]!)) next++;
        if (next < lines.length && indentOf(lines[next]!) >= nestedIndent) {
          itemLines.push(...lines.slice(i, next).map(() => ''));
          i = next;
          continue;
        }
        break;
      }
      const indent = indentOf(line);
      // Unlike CommonMark, an unindented line ends the list instead of continuing the item lazily: in the
      // question bank "1. ... 2. ... Which of the statements given above is/are correct?" asks after the list.
      if (indent < nestedIndent) break;
      itemLines.push(line.slice(Math.min(indent, marker.contentIndent)));
      i++;
    }
    items.push(parseBlocks(itemLines));

    // The next item of the same list, possibly after blank lines.
    let next = i;
    while (next < lines.length && isBlank(lines[next]!)) next++;
    const candidate = next < lines.length ? listMarker(lines[next]!) : null;
    if (
      candidate &&
      candidate.ordered === first.ordered &&
      (first.ordered || candidate.bullet === first.bullet) &&
      candidate.indent < first.contentIndent &&
      !RULE.test(lines[next]!)
    ) {
      marker = candidate;
      i = next;
    } else {
      marker = null;
    }
  }
  blocks.push({ type: 'list', ordered: first.ordered, start: first.start, items });
  return i;
}

/** Parses the inline Markdown of one block; a newline becomes a line break. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer === '') return;
    const last = out.at(-1);
    if (last?.type === 'text') last.text += buffer;
    else out.push({ type: 'text', text: buffer });
    buffer = '';
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i]!;

    if (char === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }

    if (char === '\n') {
      flush();
      out.push({ type: 'break' });
      i++;
      continue;
    }

    if (char === '`') {
      const run = runLength(text, i, '`');
      const close = findCodeClose(text, i + run, run);
      if (close !== -1) {
        flush();
        out.push({ type: 'code', text: trimCode(text.slice(i + run, close)) });
        i = close + run;
      } else {
        buffer += text.slice(i, i + run);
        i += run;
      }
      continue;
    }

    if (char === '*' || char === '_') {
      const delimiter = text[i + 1] === char ? char + char : char;
      if (canOpen(text, i, delimiter)) {
        const close = findEmphasisClose(text, i + delimiter.length, delimiter);
        if (close !== -1) {
          flush();
          const children = parseInline(text.slice(i + delimiter.length, close));
          out.push(delimiter.length === 2 ? { type: 'strong', children } : { type: 'em', children });
          i = close + delimiter.length;
          continue;
        }
      }
      buffer += delimiter;
      i += delimiter.length;
      continue;
    }

    if (char === '[') {
      const link = LINK.exec(text.slice(i));
      if (link) {
        const [whole, label = '', href = ''] = link;
        flush();
        const children = parseInline(label);
        if (SAFE_HREF.test(href)) out.push({ type: 'link', href, children });
        else out.push(...children);
        i += whole.length;
        continue;
      }
    }

    buffer += char;
    i++;
  }
  flush();
  return out;
}

function runLength(text: string, from: number, char: string): number {
  let end = from;
  while (text[end] === char) end++;
  return end - from;
}

/** The index of the backtick run of exactly `run` characters that closes a code span, or -1. */
function findCodeClose(text: string, from: number, run: number): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === '`') {
      const length = runLength(text, i, '`');
      if (length === run) return i;
      i += length;
    } else {
      i++;
    }
  }
  return -1;
}

function trimCode(code: string): string {
  return code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== ''
    ? code.slice(1, -1)
    : code;
}

const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/** An opening delimiter is followed by text; an underscore inside a word (snake_case) opens nothing. */
function canOpen(text: string, at: number, delimiter: string): boolean {
  if (isSpace(text[at + delimiter.length])) return false;
  return !(delimiter[0] === '_' && isWordChar(text[at - 1]));
}

/** The index of the delimiter that closes emphasis opened before `from`, skipping code spans; or -1. */
function findEmphasisClose(text: string, from: number, delimiter: string): number {
  const char = delimiter[0]!;
  let i = from;
  while (i < text.length) {
    const current = text[i]!;
    if (current === '\\') {
      i += 2;
      continue;
    }
    if (current === '`') {
      const run = runLength(text, i, '`');
      const close = findCodeClose(text, i + run, run);
      i = close === -1 ? i + run : close + run;
      continue;
    }
    if (current === char) {
      const run = runLength(text, i, char);
      const closes =
        i > from &&
        !isSpace(text[i - 1]) &&
        (char !== '_' || !isWordChar(text[i + run])) &&
        (delimiter.length === 2 ? run >= 2 : run === 1 || run === 3);
      if (closes) return delimiter.length === 2 ? i + run - 2 : i + run - 1;
      i += run;
      continue;
    }
    i++;
  }
  return -1;
}
