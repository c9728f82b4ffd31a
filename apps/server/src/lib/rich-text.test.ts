import { RICH_TEXT_TAGS } from '@aspirant/contract/rich-text.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText (issue 16 point 2)', () => {
  it('returns plain text, Markdown and formulas unchanged', () => {
    for (const text of ['plain 3<5 & ok', '**bold** and _it_', 'area $\\pi r^2$', 'भारत का संविधान', 'a\nb']) {
      expect(sanitizeRichText(text)).toBe(text);
    }
  });

  it('keeps the safe subset and drops everything else', () => {
    expect(sanitizeRichText('<b>bold</b> 3<5 & x')).toBe('<b>bold</b> 3&lt;5 &amp; x');
    expect(sanitizeRichText('<script>alert(1)</script><i>x</i>')).toBe('<i>x</i>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)>hi')).toBe('hi');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeRichText('<p onclick="x" style="color:red">p</p><br/>')).toBe('<p>p</p><br />');
    expect(sanitizeRichText('<table><tr><td colspan="2" style="x">1</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">1</td></tr></table>',
    );
    expect(sanitizeRichText('H<sub>2</sub>O<sup>+</sup>')).toBe('H<sub>2</sub>O<sup>+</sup>');
  });

  it('keeps a formula as written, a tag-like < in it spaced so no parser sees a tag', () => {
    expect(sanitizeRichText('<p>if $a<b$ then \\(x^2\\)</p>')).toBe('<p>if $a< b$ then \\(x^2\\)</p>');
    expect(sanitizeRichText('<b>x</b> $<img src=x onerror=alert(1)>$')).toBe(
      '<b>x</b> $< img src=x onerror=alert(1)>$',
    );
  });

  it('never lets a tag outside the allowlist, or any attribute but a cell span, through', () => {
    const allowed = new Set<string>(RICH_TEXT_TAGS);
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<script>',
        '</script>',
        '<img src=x onerror=alert(1)>',
        '<a href="javascript:x">',
        '<svg onload=x>',
        '<b>',
        '</b>',
        '<td colspan=2 onclick=x>',
        '<!--',
        '-->',
        '<',
        '>',
        '$',
        '\\(',
        '\\)',
        '<iframe src=x>',
        '<p style="x">',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const input = pieces.join('');
        const out = sanitizeRichText(input);
        // Text without markup is returned as it is (and holds no tag).
        if (!/<[a-zA-Z/!?]/.test(input)) {
          expect(out).toBe(input);
          return;
        }
        // Outside formulas (which keep their text), every tag is an allowed one, with no attribute but spans.
        const outside = out.replace(/\$\$[\s\S]+?\$\$|\\\[[\s\S]+?\\\]|\\\([\s\S]+?\\\)|\$[^$\n]+?\$/g, '');
        for (const match of outside.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
          expect(allowed.has(match[1]!.toLowerCase())).toBe(true);
          expect(
            match[2]!
              .replace(/\s*(colspan|rowspan)="\d*"/g, '')
              .replace(/\s*\/$/, '')
              .trim(),
          ).toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });
});
