import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadQuestionText, QuestionText, questionTextNeeds } from './question-text.tsx';
import { formulasAsElements, texDelimitersToDollars } from './question-text-renderer.tsx';

function render(text: string, props: { inline?: boolean; lang?: string } = {}): string {
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(QuestionText, { text, ...props })),
  );
}

/** The markup without MUI's style tags and class names (emotion's), to compare structure. */
function bare(text: string, props: { inline?: boolean; lang?: string } = {}): string {
  return render(text, props)
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/ class="css-[^"]*"/g, '');
}

describe('QuestionText: plain text (the seed)', () => {
  it.each([
    'Which dynasty built the Sun Temple at Konark?',
    'Consider the following statements:\n1. The Rig Veda is the oldest.\n2. It has ten mandalas.\nWhich of the statements given above is/are correct?',
    'Art & Culture (the 13th century) - 50% of "it"',
  ])('is the text itself, with nothing loaded: %j', (text) => {
    expect(questionTextNeeds(text)).toEqual({ renderer: false, katex: false });
    // React escapes the text; nothing around it.
    const escaped = text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    expect(render(text)).toBe(escaped);
  });

  it('keeps Devanagari text intact, marked with its language', () => {
    const text = 'कोणार्क का सूर्य मंदिर किस राजवंश के शासक ने बनवाया था?\nसही उत्तर चुनिए।';
    expect(render(text, { lang: 'hi' })).toBe(`<span lang="hi">${text}</span>`);
  });
});

describe('QuestionText: before the renderer arrives', () => {
  it('shows rich text as its source, line breaks kept', () => {
    // This file's first rich render: the renderer is not loaded yet.
    expect(bare('**bold**\nnext $x^2$', { lang: 'en' })).toBe(
      '<span lang="en" style="white-space:pre-line;display:block">**bold**\nnext $x^2$</span>',
    );
  });
});

describe('QuestionText: rich text', () => {
  beforeAll(async () => {
    await loadQuestionText(false);
  });

  it("keeps the server's tags: bold, italic, underline, sub- and superscript, lists, a table with spans", () => {
    const out = bare(
      '<p><b>H</b><sub>2</sub>O and x<sup>2</sup>, <i>i</i> <em>e</em> <u>u</u> <strong>s</strong></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<table><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="1">a</td><td>b</td></tr></tbody></table>',
    );
    expect(out).toContain(
      '<b>H</b><sub>2</sub>O and x<sup>2</sup>, <i>i</i> <em>e</em> <u>u</u> <strong>s</strong>',
    );
    expect(out).toContain('<ul><li>one</li></ul><ol><li>two</li></ol>');
    expect(out).toContain('<th colSpan="2">Head</th>');
    expect(out).toContain('<td rowSpan="1">a</td><td>b</td>');
  });

  it('renders Markdown as the assistant does', () => {
    expect(bare('**bold** and *it*\nnext line')).toContain(
      '<p><strong>bold</strong> and <em>it</em><br/>next line</p>',
    );
  });

  it.each([
    ['<script>alert(1)</script>ok', ['<script', 'alert(1)']],
    ['<img src="x" onerror="alert(1)">ok', ['onerror', 'src=', 'alert']],
    ['<a href="javascript:alert(1)">link</a>', ['javascript:', '<a']],
    ['[link](javascript:alert(1))', ['javascript:', 'href']],
    ['<b style="color:red" onclick="alert(1)">b</b>', ['style=', 'color:red', 'onclick']],
    ['<iframe src="https://evil.example"></iframe>x', ['<iframe', 'evil']],
    ['<style>body{display:none}</style>x', ['<style>body', 'display:none']],
    ['<svg><script>alert(1)</script></svg>x', ['<svg', 'alert']],
    ['<div onmouseover="alert(1)">d</div>', ['onmouseover', 'alert', '<div>d']],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', ['javascript:', 'xlink']],
  ])('never puts %j into the page', (text, forbidden) => {
    const out = bare(text);
    for (const word of forbidden) expect(out).not.toContain(word);
  });

  it('keeps the text of a dropped tag', () => {
    expect(bare('<div onmouseover="alert(1)">kept text</div>')).toContain('kept text');
  });

  it('keeps Devanagari text in rich text intact', () => {
    const out = bare('<b>सूर्य</b> मंदिर — कोणार्क', { lang: 'hi' });
    expect(out).toContain('<b>सूर्य</b> मंदिर — कोणार्क');
    expect(out).toContain('lang="hi"');
  });

  it('is inline for an option: no paragraph element', () => {
    const out = bare('**A** option', { inline: true });
    expect(out).not.toContain('<p');
    expect(out).not.toContain('<div');
    expect(out).toContain('<strong>A</strong> option');
  });
});

describe('QuestionText: formulas', () => {
  it('turns \\( \\) and \\[ \\] into the dollars remark-math reads', () => {
    expect(texDelimitersToDollars('a \\(\\frac{a}{b}\\) b')).toBe('a $\\frac{a}{b}$ b');
    expect(texDelimitersToDollars('see \\[ x^2 \\] here')).toBe('see \n$$\nx^2\n$$\n here');
    expect(questionTextNeeds('\\(x\\)')).toEqual({ renderer: true, katex: true });
    expect(questionTextNeeds('$x^2$')).toEqual({ renderer: true, katex: true });
    expect(questionTextNeeds('costs 5 $')).toEqual({ renderer: true, katex: false });
  });

  it('shows a formula as its source in its own box until KaTeX arrives, then draws it with MathML', async () => {
    await loadQuestionText(false);
    const before = bare('Find $x^2$ and \\(\\frac{a}{b}\\)');
    expect(before).not.toContain('katex');
    expect(before).toContain('<span class="math-source">x^2</span>');
    expect(before).toContain('<span class="math-source">\\frac{a}{b}</span>');

    await loadQuestionText(true);
    const after = bare('Find $x^2$ and \\(\\frac{a}{b}\\)');
    expect(after).toContain('class="katex"');
    expect(after).toContain('<mfrac><mi>a</mi><mi>b</mi></mfrac>');
    expect(after).toContain('<msup><mi>x</mi><mn>2</mn></msup>');
    expect(after).not.toContain('math-source');
    // Each formula is named by its source, so a formula alone still names an option's radio button.
    expect(after).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" aria-label="x^2">');
    expect(after).toContain('aria-label="\\frac{a}{b}"');
  });

  it('draws a display formula, and a broken one as its source in the error colour', async () => {
    await loadQuestionText(true);
    expect(render('\\[x^2\\]')).toContain('class="katex-display"');
    const broken = render('$\\frac{a$');
    expect(broken).toContain('katex-error');
    expect(broken).toContain('\\frac{a');
  });

  it('keeps KaTeX away from links (trust: false)', async () => {
    await loadQuestionText(true);
    const out = render('$\\href{javascript:alert(1)}{x}$');
    expect(out).not.toContain('href="javascript');
  });
});

describe('QuestionText: formulas inside HTML (an imported Moodle question)', () => {
  it('draws them, whatever Markdown or HTML characters they hold', async () => {
    await loadQuestionText(true);
    const out = bare('<p>Solve \\(x_1 * y_2 < z\\) and <strong>then</strong></p><p>$$\\frac{a}{b}$$</p>');
    expect(out).toContain('<strong>then</strong>');
    expect(out).toContain('<msub><mi>x</mi><mn>1</mn></msub>');
    expect(out).toContain('<mo>&lt;</mo>');
    expect(out).toContain('<mfrac><mi>a</mi><mi>b</mi></mfrac>');
    expect(out).not.toContain('\\(');
    expect(formulasAsElements('<p>a $x$</p>')).toBe(
      '<p>a <code class="language-math math-inline">x</code></p>',
    );
    // Without HTML, the dollars remark-math reads.
    expect(formulasAsElements('a \\(x\\)')).toBe('a $x$');
  });
});
