import type { Element, Root as HastRoot } from 'hast';
import type { List, ListItem, Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';

// The few steps of our own around react-markdown's pipeline (see components/markdown.tsx).

/** Parents whose children are blocks: an HTML block among them becomes a paragraph of its text. */
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/**
 * remark plugin: HTML in the text is text (issue 5: no raw HTML), so a tag shows as its letters and its line
 * breaks stay line breaks, as for any other text.
 */
export function remarkHtmlAsText() {
  return (tree: Root) => htmlAsText(tree);
}

function htmlAsText(parent: Parent): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== 'html') {
      if ('children' in child) htmlAsText(child);
      return child;
    }
    const text = { type: 'text', value: child.value, position: child.position } as const;
    return FLOW_PARENTS.has(parent.type)
      ? { type: 'paragraph', children: [text], position: child.position }
      : text;
  }) as typeof parent.children;
}

/**
 * rehype plugin: drops the newlines put between blocks and after each line break when Markdown becomes HTML, so
 * the page holds the text alone, as the screen reader's and the tests' `textContent` read it. Code keeps its own.
 */
export function rehypeDropLayoutNewlines() {
  return (tree: HastRoot) => dropNewlines(tree);
}

function dropNewlines(parent: HastRoot | Element): void {
  if (parent.type === 'element' && parent.tagName === 'pre') return;
  parent.children = parent.children.filter((child) => !(child.type === 'text' && child.value === '\n'));
  for (const child of parent.children) if (child.type === 'element') dropNewlines(child);
}

// CommonMark lets an unindented line continue the paragraph of the list item above it ("lazy continuation").
// In the question bank "1. ... 2. ... Which of the statements given above is/are correct?" asks after the
// list, and the assistant quotes such questions, so this plugin ends the list at such a line instead: the
// line and what follows it in that paragraph become a paragraph after the list, and later items a new list.

/** remark plugin: an unindented line after a list item ends the list instead of continuing the item. */
export function remarkEndListsAtUnindentedLines() {
  return (tree: Root, file: { value: unknown }) => {
    endLists(tree, String(file.value).split(/\r\n?|\n/));
  };
}

function endLists(parent: Parent, lines: string[]): void {
  // Inner lists first, so a paragraph moved out of one is then checked against the list around it.
  for (let index = 0; index < parent.children.length; index++) {
    const child = parent.children[index]!;
    if ('children' in child) endLists(child, lines);
    if (child.type === 'list') splitList(parent, index, child, lines);
  }
}

/** Splits `list` (child `index` of `parent`) at the first unindented line in the last paragraph of an item. */
function splitList(parent: Parent, index: number, list: List, lines: string[]): void {
  for (const [itemIndex, item] of list.children.entries()) {
    const paragraph = item.children.at(-1);
    if (paragraph?.type !== 'paragraph' || !item.position || !paragraph.position) continue;
    const split = splitAtUnindentedLine(item, paragraph, lines);
    if (!split) continue;

    const tail: Paragraph = {
      type: 'paragraph',
      children: split.tail,
      position: { start: split.tailStart, end: paragraph.position.end },
    };
    if (split.head.length > 0) {
      paragraph.children = split.head;
      paragraph.position.end = split.headEnd;
    } else {
      item.children.pop();
    }
    const after: RootContent[] = [tail];
    const rest = list.children.splice(itemIndex + 1);
    if (rest.length > 0) {
      const start = list.ordered ? (list.start ?? 1) + itemIndex + 1 : list.start;
      after.push({ ...list, start, children: rest });
    }
    parent.children.splice(index + 1, 0, ...(after as typeof parent.children));
    return;
  }
}

interface Point {
  line: number;
  column: number;
}

interface Split {
  head: PhrasingContent[];
  tail: PhrasingContent[];
  headEnd: Point;
  tailStart: Point;
}

/** The paragraph's children before and from its first line indented less than the item's text, if any. */
function splitAtUnindentedLine(item: ListItem, paragraph: Paragraph, lines: string[]): Split | null {
  const marker = item.position!.start;
  const contentColumn = item.children[0]?.position?.start.column ?? marker.column;
  // Two spaces are enough to stay inside an item, as chat models often indent (issue 5).
  const minColumn = Math.min(contentColumn, marker.column + 2);
  const { start, end } = paragraph.position!;
  for (let line = start.line; line <= end.line; line++) {
    if (line === marker.line) continue;
    const column = textColumn(lines[line - 1] ?? '');
    if (column >= minColumn) continue;
    const tailStart = { line, column };
    const headEnd = { line: line - 1, column: (lines[line - 2]?.length ?? 0) + 1 };
    return line === start.line
      ? { head: [], tail: paragraph.children, headEnd, tailStart }
      : splitChildrenAtLine(paragraph.children, { headEnd, tailStart });
  }
  return null;
}

/** The column of a line's text after its indentation and any block-quote markers. */
function textColumn(line: string): number {
  return (/^[ \t>]*/.exec(line)?.[0].length ?? 0) + 1;
}

/** Splits inline children at the line break that starts `line`, if that break is not inside emphasis or a link. */
function splitChildrenAtLine(
  children: PhrasingContent[],
  points: Pick<Split, 'headEnd' | 'tailStart'>,
): Split | null {
  const { line } = points.tailStart;
  for (const [index, child] of children.entries()) {
    const position = child.position;
    if (!position || position.end.line < line) continue;
    if (child.type === 'break' && position.end.line === line) {
      return { head: children.slice(0, index), tail: children.slice(index + 1), ...points };
    }
    if (child.type !== 'text' || position.start.line >= line) return null;
    // The text's k-th newline ends its (start + k - 1)-th line.
    let cut = -1;
    for (let k = position.start.line; k < line; k++) cut = child.value.indexOf('\n', cut + 1);
    if (cut === -1) return null;
    const before = child.value.slice(0, cut);
    const after = child.value.slice(cut + 1);
    // Positions follow the halves: a later pass counts lines from them.
    const head = { ...child, value: before, position: { start: position.start, end: points.headEnd } };
    const tail = { ...child, value: after, position: { start: points.tailStart, end: position.end } };
    return {
      head: [...children.slice(0, index), ...(before ? [head] : [])],
      tail: [...(after ? [tail] : []), ...children.slice(index + 1)],
      ...points,
    };
  }
  return null;
}
