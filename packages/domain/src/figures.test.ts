import { describe, expect, it } from 'vitest';
import { AVERAGE_SCORE_TARGET } from './constants.ts';
import { DEFAULT_TARGET_SCORE, FIGURES } from './figures.ts';
import { percentileOf, topShare } from './scores.ts';

describe('FIGURES: one name and one line per figure', () => {
  const entries = Object.entries(FIGURES);

  it('gives every figure a name and a one-line definition that ends with a full stop', () => {
    for (const [key, figure] of entries) {
      expect(figure.name.trim(), key).not.toBe('');
      expect(figure.definition, key).not.toContain('\n');
      expect(figure.definition, key).toMatch(/\.$/);
      expect(figure.definition.length, key).toBeLessThanOrEqual(200);
    }
  });

  it('never gives one name to two figures, except Accuracy of one test and of one week (the same rule)', () => {
    const byName = new Map<string, string[]>();
    for (const [key, figure] of entries) byName.set(figure.name, [...(byName.get(figure.name) ?? []), key]);
    const shared = [...byName].filter(([, keys]) => keys.length > 1);
    expect(shared).toEqual([['Accuracy', ['testAccuracy', 'weekAccuracy']]]);
  });

  it('names the three subject figures by what they are (issue 15: 24 %, 22.6 % and 41 % for one subject)', () => {
    expect(FIGURES.subjectAccuracy.name).toBe('Subject Accuracy');
    expect(FIGURES.subjectScoreRate.name).toBe('Subject Score Rate');
    expect(FIGURES.subjectScoreRateByTest.name).toBe('Subject Score Rate by Test');
    expect(FIGURES.subjectAccuracy.definition).toContain('answered');
    expect(FIGURES.subjectScoreRate.definition).toContain('unanswered ones count as not correct');
  });

  it('keeps Time Efficiency a percent and gives the minutes figure its own name', () => {
    expect(FIGURES.timeEfficiency.definition).toContain('× 100');
    expect(FIGURES.timePerQuestion.name).toBe('Time per Question');
    expect(FIGURES.timePerQuestion.definition).toContain('in minutes');
  });

  it("says where the default target comes from: SPEC's 85%, the same for every exam", () => {
    expect(DEFAULT_TARGET_SCORE).toBe(AVERAGE_SCORE_TARGET);
    expect(FIGURES.targetScore.definition).toBe(
      'The score you aim for, set on the Progress Tracker; 85% until you set your own (the default for every exam).',
    );
  });

  it('describes Percentile and Top N% as the functions compute them', () => {
    // Rank 1 of 100: beats 99 % of takers, lies in the top 1 %.
    expect(percentileOf(1, 100)).toBe(99);
    expect(topShare(1, 100)).toBe(1);
    expect(FIGURES.topShare.definition).toContain('rank 1 of 100 is Top 1%');
  });
});
