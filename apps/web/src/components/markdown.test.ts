import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

/** The HTML that `Markdown` puts inside its box, without the box and its styles. */
function html(text: string): string {
  const markup = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Markdown, { text })));
  return markup.replace(/<style[^>]*>.*?<\/style>/gs, '').replace(/^<div class="[^"]*">(.*)<\/div>$/s, '$1');
}

describe('Markdown: inline', () => {
  it.each([
    ['plain', '<p>plain</p>'],
    ['**bold** and __bold__', '<p><strong>bold</strong> and <strong>bold</strong></p>'],
    ['*it* and _it_', '<p><em>it</em> and <em>it</em></p>'],
    ['`a_b*c*`', '<p><code>a_b*c*</code></p>'],
    ['`` a`b ``', '<p><code>a`b</code></p>'],
    ['snake_case_name stays', '<p>snake_case_name stays</p>'],
    ['5 * 3 * 2', '<p>5 * 3 * 2</p>'],
    ['**unclosed', '<p>**unclosed</p>'],
    ['`unclosed', '<p>`unclosed</p>'],
    ['\\*not italic\\*', '<p>*not italic*</p>'],
    ['a\nb', '<p>a<br/>b</p>'],
    ['~~gone~~', '<p><del>gone</del></p>'],
  ])('%j', (source, expected) => {
    expect(html(source)).toBe(expected);
  });

  it('nests emphasis and code', () => {
    expect(html('**bold *it* text**')).toBe('<p><strong>bold <em>it</em> text</strong></p>');
    expect(html('*it **bold***')).toBe('<p><em>it <strong>bold</strong></em></p>');
  });

  it("reads the built-in assistant's note: italics around code spans holding underscores", () => {
    expect(html('_I connect with `AI_BASE_URL` and `AI_MODEL`._')).toBe(
      '<p><em>I connect with <code>AI_BASE_URL</code> and <code>AI_MODEL</code>.</em></p>',
    );
  });
});

describe('Markdown: links and images', () => {
  it('opens a page of this app in place, and the web or mail in a new tab that cannot reach back', () => {
    expect(html('[Tests](/tests) [Docs](https://example.com/a) [Mail](mailto:help@example.com)')).toBe(
      '<p><a href="/tests" data-discover="true">Tests</a> ' +
        '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer nofollow">Docs</a> ' +
        '<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer nofollow">Mail</a></p>',
    );
  });

  it('keeps only the label of a link to any other scheme or host', () => {
    expect(html('[click](javascript:alert(1))')).toBe('<p>click</p>');
    expect(html('[x](JavaScript:void)')).toBe('<p>x</p>');
    expect(html('[x](data:text/html,hi)')).toBe('<p>x</p>');
    expect(html('[x](//evil.example)')).toBe('<p>x</p>');
    expect(html('<javascript:alert(1)>')).toBe('<p>javascript:alert(1)</p>');
  });

  it('shows an image as its description and loads nothing', () => {
    expect(html('![a chart](https://example.com/leak?data=1)')).toBe('<p>a chart</p>');
  });
});

describe('Markdown: raw HTML', () => {
  it('reads nothing as HTML: tags show as their letters', () => {
    expect(html('<script>alert(1)</script>\n<img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=alert(1)&gt;</p>',
    );
    expect(html('<div onclick="x()">\n<b>bold?</b>\n</div>')).toBe(
      '<p>&lt;div onclick=&quot;x()&quot;&gt;<br/>&lt;b&gt;bold?&lt;/b&gt;<br/>&lt;/div&gt;</p>',
    );
    expect(html('<b>tag</b> & "quotes"')).toBe('<p>&lt;b&gt;tag&lt;/b&gt; &amp; &quot;quotes&quot;</p>');
    expect(html('a <a href="javascript:alert(1)">link</a>')).toBe(
      '<p>a &lt;a href=&quot;javascript:alert(1)&quot;&gt;link&lt;/a&gt;</p>',
    );
  });
});

describe('Markdown: blocks', () => {
  it('splits paragraphs on blank lines and keeps single newlines as breaks', () => {
    expect(html('one\ntwo\n\nthree')).toBe('<p>one<br/>two</p><p>three</p>');
  });

  it('reads headings one level under the page heading, rules and quotes', () => {
    expect(html('# Title\n## Plan\n\n---\n\n> quoted **text**\n> more')).toBe(
      '<h2>Title</h2><h3>Plan</h3><hr/><blockquote><p>quoted <strong>text</strong><br/>more</p></blockquote>',
    );
    expect(html('* * *')).toBe('<hr/>');
  });

  it('reads bullet and numbered lists, a list right after a paragraph, and nesting by indent', () => {
    expect(html('Plan:\n- **Monday**: A\n- Tuesday\n  - nested\n\n3. three\n4. four')).toBe(
      '<p>Plan:</p><ul><li><strong>Monday</strong>: A</li><li>Tuesday<ul><li>nested</li></ul></li></ul>' +
        '<ol start="3"><li>three</li><li>four</li></ol>',
    );
  });

  it('keeps a numbered list inside a quote, and ends it at an unindented line (a question with statements)', () => {
    expect(html('> Consider:\n> 1. First\n> 2. Second\n> Which is correct?')).toBe(
      '<blockquote><p>Consider:</p><ol><li>First</li><li>Second</li></ol><p>Which is correct?</p></blockquote>',
    );
  });

  it('ends every list at an unindented line, and a later item starts a new list', () => {
    expect(html('Consider:\n1. It was amended once.\n2. It is a part.\nWhich is/are correct?')).toBe(
      '<p>Consider:</p><ol><li>It was amended once.</li><li>It is a part.</li></ol><p>Which is/are correct?</p>',
    );
    expect(html('- a\n  - b\n    more b\nafter\nstill after')).toBe(
      '<ul><li>a<ul><li>b<br/>more b</li></ul></li></ul><p>after<br/>still after</p>',
    );
    // Two spaces are indent enough for the outer item, not for the inner one.
    expect(html('- a\n  - b\n  more a')).toBe('<ul><li>a<ul><li>b</li></ul>more a</li></ul>');
    expect(html('1. a\n  more a')).toBe('<ol><li>a<br/>more a</li></ol>');
    expect(html('1. one  \nafter\n2. two')).toBe(
      '<ol><li>one</li></ol><p>after</p><ol start="2"><li>two</li></ol>',
    );
    expect(html('1. **one\nafter**')).toBe('<ol><li><strong>one<br/>after</strong></li></ol>');
  });

  it('reads fenced code, even when a streamed reply stopped inside it', () => {
    expect(html('```ts\nconst a = 1 **2**;\n```\nafter')).toBe(
      '<pre><code class="language-ts">const a = 1 **2**;\n</code></pre><p>after</p>',
    );
    expect(html('```\nhalf')).toBe('<pre><code>half\n</code></pre>');
  });

  it('reads a task list with boxes that say whether each task is done and cannot be changed', () => {
    expect(html('- [x] Polity\n- [ ] Geography')).toBe(
      '<ul class="contains-task-list">' +
        '<li class="task-list-item"><input type="checkbox" disabled="" aria-label="Done" checked=""/> Polity</li>' +
        '<li class="task-list-item"><input type="checkbox" disabled="" aria-label="Not done"/> Geography</li></ul>',
    );
  });

  it('reads a GitHub table as a table that scrolls inside the text', () => {
    const table = html('| Subject | Score |\n| --- | ---: |\n| Polity | **42** |');
    // The box around the table is MUI's (its class is generated); the table inside it is exact.
    expect(table.replace(/^<div class="[^"]+">(.*)<\/div>$/, '<div>$1</div>')).toBe(
      '<div><table><thead><tr><th>Subject</th><th style="text-align:right">Score</th></tr></thead>' +
        '<tbody><tr><td>Polity</td><td style="text-align:right"><strong>42</strong></td></tr></tbody></table></div>',
    );
  });
});
