import { describe, expect, it } from 'vitest';
import { decodeText, firstWords, htmlToText, ImportFileError, topicOfCategory } from './common.ts';

describe('import helpers', () => {
  it('takes the last part of a Moodle category path as the topic', () => {
    expect(topicOfCategory('$course$/Polity/Fundamental Rights')).toBe('Fundamental Rights');
    expect(topicOfCategory('$course$/top/Polity/Fundamental Rights')).toBe('Fundamental Rights');
    expect(topicOfCategory('$system$/top/Science//Technology')).toBe('Science/Technology');
    expect(topicOfCategory('$course$/top')).toBeUndefined();
    expect(topicOfCategory('  Default for गणित ')).toBe('Default for गणित');
  });

  it('turns HTML into plain text with line breaks, counting images', () => {
    expect(
      htmlToText(
        '<p>First&nbsp;line<br/>second <i>line</i></p><ul><li>one</li><li>two</li></ul><table><tr><td>a</td><td>b</td></tr></table><script>alert(1)</script><img src="x.png"> &#8377;5 &#x20B9;6 &lt;b&gt; &unknown;',
      ),
    ).toEqual({ text: 'First line\nsecond line\none\ntwo\na b\n₹5 ₹6 <b> &unknown;', images: 1 });
    expect(htmlToText('<p>\\(a &lt; b\\) और $c$</p>')).toEqual({ text: '\\(a < b\\) और $c$', images: 0 });
  });

  it('decodes UTF-8 with or without a BOM and UTF-16 with one, refusing other bytes', () => {
    expect(decodeText(Buffer.from('\uFEFFप्रश्न', 'utf8'))).toBe('प्रश्न');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('प्रश्न', 'utf16le')]))).toBe(
      'प्रश्न',
    );
    expect(decodeText('\uFEFFtext')).toBe('text');
    expect(() => decodeText(Buffer.from([0x41, 0xe9, 0x42]))).toThrow(ImportFileError);
  });

  it('shortens a name to its first words', () => {
    expect(firstWords('  Which   river\nis it? ')).toBe('Which river is it?');
    expect(firstWords('word '.repeat(20))).toBe(
      'word word word word word word word word word word word word…',
    );
    expect(firstWords(`${'x'.repeat(70)} y`)).toBe(`${'x'.repeat(59)}…`);
    expect(firstWords('   ')).toBeUndefined();
  });
});
