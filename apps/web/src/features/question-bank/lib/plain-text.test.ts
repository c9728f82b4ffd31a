import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

describe("the bank list's plain text", () => {
  it('drops tags, reads entities and keeps formulas as written', () => {
    expect(plainText('<p>H<sub>2</sub>O &amp; <b>salt</b></p><p>is $x^2$?</p>', 200)).toBe(
      'H2O & salt is $x^2$?',
    );
    expect(plainText('<ul><li>one</li><li>two</li></ul>', 200)).toBe('one two');
    expect(plainText('3 &lt; 5\nand   more', 200)).toBe('3 < 5 and more');
  });

  it('keeps Devanagari and clips long text with an ellipsis', () => {
    expect(plainText('भारत का संविधान', 200)).toBe('भारत का संविधान');
    expect(plainText('a'.repeat(250), 200)).toBe(`${'a'.repeat(200)}…`);
  });
});
