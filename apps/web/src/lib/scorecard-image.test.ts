import type { PublicScorecard } from '@aspirant/contract/results.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from './format.ts';
import { createTranslate } from './i18n/translate.ts';
import { scorecardFileName, scorecardImageText } from './scorecard-image.ts';

const card = (overrides: Partial<PublicScorecard> = {}): PublicScorecard => ({
  name: 'Asha Verma',
  testName: 'Polity Subject Test',
  examName: 'UPSC',
  completedAt: '2026-03-11T04:01:30.000Z',
  score: 1234.5,
  totalScore: 2000,
  percent: 61.725,
  rank: 1520,
  takers: 125000,
  percentile: 98.79,
  topShare: 2,
  isRetake: false,
  subjects: [
    { name: 'Polity', percent: 72.456 },
    { name: 'भूगोल', percent: 40 },
  ],
  ...overrides,
});

afterEach(() => setFormatLanguage('en'));

describe('the scorecard image (issue 15 points 6 and 9)', () => {
  it('draws the English labels of the scorecard page, numbers in the Indian format', () => {
    setFormatLanguage('en');
    expect(scorecardImageText(card(), createTranslate('en'))).toEqual({
      overline: 'Aspirant · Scorecard',
      name: 'Asha Verma',
      testName: 'Polity Subject Test',
      examName: 'UPSC',
      figures: [
        ['Score', '1,234.5 / 2,000'],
        ['Percent', '61.73%'],
        ['Rank', '1,520 of 1,25,000'],
        ['Top 2%', 'Percentile 98.79'],
      ],
      subjects: [
        { name: 'Polity', percent: '72.46%', value: 72.456 },
        { name: 'भूगोल', percent: '40%', value: 40 },
      ],
    });
  });

  it('draws the Hindi labels when the interface is Hindi', () => {
    setFormatLanguage('hi');
    const text = scorecardImageText(card(), createTranslate('hi'));
    expect(text.overline).toBe('Aspirant · स्कोरकार्ड');
    expect(text.figures).toEqual([
      ['स्कोर', '1,234.5 / 2,000'],
      ['प्रतिशत', '61.73%'],
      ['रैंक', '1,25,000 में से 1,520'],
      ['शीर्ष 2%', 'पर्सेंटाइल 98.79'],
    ]);
  });

  it('marks a retake, which has no rank, in either language', () => {
    expect(scorecardImageText(card({ isRetake: true }), createTranslate('en')).figures.slice(2)).toEqual([
      ['Rank', 'Retake'],
      ['Percentile', '—'],
    ]);
    expect(scorecardImageText(card({ isRetake: true }), createTranslate('hi')).figures.slice(2)).toEqual([
      ['रैंक', 'दोबारा प्रयास'],
      ['पर्सेंटाइल', '—'],
    ]);
  });

  it('names the file after the test', () => {
    expect(scorecardFileName(card())).toBe('scorecard-polity-subject-test.png');
  });
});
