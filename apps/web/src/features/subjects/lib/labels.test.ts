import { describe, expect, it } from 'vitest';
import { againstTarget, missedLabel } from './labels.ts';

describe('subject page labels', () => {
  it('says how often a question was missed', () => {
    expect(missedLabel(3, 4)).toBe('Missed 3 of 4 times');
    expect(missedLabel(1, 1)).toBe('Missed 1 of 1 time');
  });
  it('puts an average against its target', () => {
    expect(againstTarget(100, 90)).toBe('10 s over target');
    expect(againstTarget(29.1, 30)).toBe('0.9 s under target');
    expect(againstTarget(60, 60)).toBe('On target');
  });
});
