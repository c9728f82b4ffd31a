import 'katex/dist/katex.min.css';
import rehypeKatex, { type Options } from 'rehype-katex';

// KaTeX, its CSS and fonts: a chunk of their own, loaded by components/question-text-renderer.tsx only when a
// text holds a formula.

/**
 * A formula that does not parse shows as its source in the error colour instead of failing the text; no
 * `\href` or `\url` (trust: false); the HTML for the eye and MathML for screen readers.
 */
const OPTIONS: Options = { trust: false, output: 'htmlAndMathml', strict: 'ignore' };

export const rehypeKatexPlugin: [typeof rehypeKatex, Options] = [rehypeKatex, OPTIONS];
