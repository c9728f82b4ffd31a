import { useEffect, useReducer } from 'react';

// Issue 16 point 2: a question's text, an option or an explanation, as its author wrote it: plain text, Markdown,
// the safe HTML subset the server keeps (apps/server/src/lib/rich-text.ts) and LaTeX formulas.
// Plain text (every seed question) is drawn as it always was, with nothing loaded. Anything richer goes through
// the assistant's Markdown renderer (components/markdown.tsx), loaded on first need; KaTeX only for a formula.

type Renderer = typeof import('./question-text-renderer.tsx');

/**
 * Markup worth the renderer: a tag or an entity, Markdown's emphasis, code, escapes, tables, headings and links,
 * a formula's `$` or `\(`. A list typed as lines ('1. …', '- …') shows as typed, as today, unless the text has
 * markup of another kind too.
 */
const RICH = /<[a-zA-Z/!]|&(?:#\d+|#x[\da-f]+|[a-z]+\d*);|[*_`$\\|~]|^ {0,3}#|\[[^\]\n]*\]\(/im;

/** A formula: `$$…$$`, `$…$`, `\[…\]`, `\(…\)` (as the server reads them). */
const FORMULA = /\$\$[\s\S]+?\$\$|\\\[[\s\S]+?\\\]|\\\([\s\S]+?\\\)|\$[^$\n]+?\$/;

/** Does the text need the rich renderer, and KaTeX? */
export function questionTextNeeds(text: string): { renderer: boolean; katex: boolean } {
  const katex = FORMULA.test(text);
  return { renderer: katex || RICH.test(text), katex };
}

let renderer: Renderer | null = null;
let rendererLoading: Promise<Renderer> | null = null;

/** Loads the renderer, and KaTeX when `katex` (each once). Resolves when both are here. */
export async function loadQuestionText(katex: boolean): Promise<void> {
  rendererLoading ??= import('./question-text-renderer.tsx').then((module) => {
    renderer = module;
    return module;
  });
  const module = await rendererLoading;
  if (katex) await module.loadKatex();
}

function isReady(katex: boolean): boolean {
  return renderer !== null && (!katex || renderer.isKatexLoaded());
}

/**
 * A question's text, one of its options (`inline`: no paragraph margins) or its explanation. `lang` marks its
 * language (Hindi takes the theme's Devanagari face). Plain text is the text itself, line breaks kept where the
 * caller keeps them (`white-space: pre-line`), exactly as before. Rich text shows as its source until the
 * renderer arrives, and a formula as its source (in its own box) until KaTeX does.
 */
export function QuestionText({
  text,
  inline = false,
  lang,
}: {
  text: string;
  inline?: boolean;
  lang?: string;
}) {
  const needs = questionTextNeeds(text);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (!needs.renderer || isReady(needs.katex)) return;
    let live = true;
    loadQuestionText(needs.katex).then(
      () => live && rerender(),
      // Offline or a failed chunk: the text stays as its source, still readable.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needs.renderer, needs.katex]);

  if (!needs.renderer) return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
  // Until the renderer is here, the source (a formula's own box changes later, when KaTeX is).
  if (!renderer) {
    return (
      <span lang={lang} style={{ whiteSpace: 'pre-line', display: inline ? undefined : 'block' }}>
        {text}
      </span>
    );
  }
  const Rich = renderer.RichQuestionText;
  return <Rich text={text} inline={inline} lang={lang} />;
}
