import { describe, expect, it } from 'vitest';
import { type Inline, parseInline, parseMarkdown } from './markdown.ts';

const text = (value: string): Inline => ({ type: 'text', text: value });
const paragraph = (...children: Inline[]) => ({ type: 'paragraph', children });

describe('parseInline', () => {
  it.each([
    ['plain', [text('plain')]],
    [
      '**bold** and __bold__',
      [
        { type: 'strong', children: [text('bold')] },
        text(' and '),
        { type: 'strong', children: [text('bold')] },
      ],
    ],
    [
      '*it* and _it_',
      [{ type: 'em', children: [text('it')] }, text(' and '), { type: 'em', children: [text('it')] }],
    ],
    ['`a_b*c*`', [{ type: 'code', text: 'a_b*c*' }]],
    ['`` a`b ``', [{ type: 'code', text: 'a`b' }]],
    ['snake_case_name stays', [text('snake_case_name stays')]],
    ['5 * 3 * 2', [text('5 * 3 * 2')]],
    ['**unclosed', [text('**unclosed')]],
    ['`unclosed', [text('`unclosed')]],
    ['\\*not italic\\*', [text('*not italic*')]],
    ['a\nb', [text('a'), { type: 'break' }, text('b')]],
    ['<b>tag</b> & "quotes"', [text('<b>tag</b> & "quotes"')]],
  ] as const)('%j', (source, expected) => {
    expect(parseInline(source)).toEqual(expected);
  });

  it('nests emphasis and code', () => {
    expect(parseInline('**bold *it* text**')).toEqual([
      { type: 'strong', children: [text('bold '), { type: 'em', children: [text('it')] }, text(' text')] },
    ]);
    expect(parseInline('*it **bold***')).toEqual([
      { type: 'em', children: [text('it '), { type: 'strong', children: [text('bold')] }] },
    ]);
  });

  it("reads the built-in assistant's note: italics around code spans holding underscores", () => {
    expect(parseInline('_I connect with `AI_BASE_URL` and `AI_MODEL`._')).toEqual([
      {
        type: 'em',
        children: [
          text('I connect with '),
          { type: 'code', text: 'AI_BASE_URL' },
          text(' and '),
          { type: 'code', text: 'AI_MODEL' },
          text('.'),
        ],
      },
    ]);
  });

  it('links only to the web, mail or this app; other schemes stay text', () => {
    expect(parseInline('[Tests](/tests) [Docs](https://example.com/a)')).toEqual([
      { type: 'link', href: '/tests', children: [text('Tests')] },
      text(' '),
      { type: 'link', href: 'https://example.com/a', children: [text('Docs')] },
    ]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([text('[click](javascript:alert(1))')]);
    expect(parseInline('[x](javascript:void)')).toEqual([text('x')]);
    expect(parseInline('[x](//evil.example)')).toEqual([text('x')]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps single newlines as breaks', () => {
    expect(parseMarkdown('one\ntwo\n\nthree')).toEqual([
      paragraph(text('one'), { type: 'break' }, text('two')),
      paragraph(text('three')),
    ]);
  });

  it('reads headings, rules and quotes', () => {
    expect(parseMarkdown('## Plan\n\n---\n\n> quoted **text**\n> more')).toEqual([
      { type: 'heading', level: 2, children: [text('Plan')] },
      { type: 'rule' },
      {
        type: 'quote',
        children: [
          paragraph(
            text('quoted '),
            { type: 'strong', children: [text('text')] },
            { type: 'break' },
            text('more'),
          ),
        ],
      },
    ]);
    expect(parseMarkdown('* * *')).toEqual([{ type: 'rule' }]);
  });

  it('reads bullet and numbered lists, a list right after a paragraph, and nesting by indent', () => {
    expect(parseMarkdown('Plan:\n- **Monday**: A\n- Tuesday\n  - nested\n\n3. three\n4. four')).toEqual([
      paragraph(text('Plan:')),
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [paragraph({ type: 'strong', children: [text('Monday')] }, text(': A'))],
          [
            paragraph(text('Tuesday')),
            { type: 'list', ordered: false, start: 1, items: [[paragraph(text('nested'))]] },
          ],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[paragraph(text('three'))], [paragraph(text('four'))]],
      },
    ]);
  });

  it('keeps a numbered list inside a quote, and ends it at an unindented line (a question with statements)', () => {
    expect(parseMarkdown('> Consider:\n> 1. First\n> 2. Second\n> Which is correct?')).toEqual([
      {
        type: 'quote',
        children: [
          paragraph(text('Consider:')),
          {
            type: 'list',
            ordered: true,
            start: 1,
            items: [[paragraph(text('First'))], [paragraph(text('Second'))]],
          },
          paragraph(text('Which is correct?')),
        ],
      },
    ]);
  });

  it('reads fenced code, even when a streamed reply stopped inside it', () => {
    expect(parseMarkdown('```ts\nconst a = 1 **2**;\n```\nafter')).toEqual([
      { type: 'code', text: 'const a = 1 **2**;' },
      paragraph(text('after')),
    ]);
    expect(parseMarkdown('```\nhalf')).toEqual([{ type: 'code', text: 'half' }]);
  });

  it('reads nothing as HTML', () => {
    expect(parseMarkdown('<script>alert(1)</script>\n<img src=x onerror=alert(1)>')).toEqual([
      paragraph(text('<script>alert(1)</script>'), { type: 'break' }, text('<img src=x onerror=alert(1)>')),
    ]);
  });
});
