import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { againstTarget, missedLabel } from './labels.ts';

const en = createTranslate('en');
const hi = createTranslate('hi');

describe('subject page labels', () => {
  it('says how often a question was missed', () => {
    expect(missedLabel(en, 3, 4)).toBe('Missed 3 of 4 times');
    expect(missedLabel(en, 1, 1)).toBe('Missed 1 of 1 time');
    expect(missedLabel(hi, 3, 4)).toBe('4 में से 3 बार गलत');
  });
  it('puts an average against its target', () => {
    expect(againstTarget(en, 100, 90)).toBe('10 s over target');
    expect(againstTarget(en, 29.1, 30)).toBe('0.9 s under target');
    expect(againstTarget(en, 60, 60)).toBe('On target');
    expect(againstTarget(hi, 100, 90)).toBe('लक्ष्य से 10 s अधिक');
  });
});
