import 'katex/dist/katex.min.css';
import type { Element, ElementContent, Root } from 'hast';
import rehypeKatex, { type Options } from 'rehype-katex';

// KaTeX, its CSS and fonts: a chunk of their own, loaded by components/question-text-renderer.tsx only when a
// text holds a formula.

/**
 * A formula that does not parse shows as its source in the error colour instead of failing the text
 * (rehype-katex retries with `throwOnError: false`); no `\href` or `\url` (trust: false); the HTML for the eye
 * (hidden from screen readers) and MathML for screen readers.
 */
const OPTIONS: Options = { trust: false, output: 'htmlAndMathml', strict: 'ignore' };

/**
 * rehype plugin, after KaTeX: each <math> is named by its TeX source. A formula alone (an option such as
 * `$3^2 = 9$`) then still names its radio button: name computations that take a <math>'s name from its author
 * only (axe, some browsers) would find none. The MathML stays for the reader that walks it.
 */
function rehypeNameFormulas() {
  return (tree: Root) => nameFormulas(tree);
}

function nameFormulas(parent: Root | Element): void {
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    if (child.tagName === 'math') {
      const source = texOf(child);
      if (source) child.properties.ariaLabel = source;
    } else {
      nameFormulas(child);
    }
  }
}

/** The text of the formula's `<annotation encoding="application/x-tex">`. */
function texOf(node: ElementContent): string | null {
  if (node.type !== 'element') return null;
  if (node.tagName === 'annotation' && node.properties.encoding === 'application/x-tex') {
    return node.children
      .map((c) => (c.type === 'text' ? c.value : ''))
      .join('')
      .trim();
  }
  for (const child of node.children) {
    const found = texOf(child);
    if (found) return found;
  }
  return null;
}

export const katexPlugins: [[typeof rehypeKatex, Options], typeof rehypeNameFormulas] = [
  [rehypeKatex, OPTIONS],
  rehypeNameFormulas,
];
