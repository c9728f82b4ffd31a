import { describe, expect, it } from 'vitest';
import { ruleInsights } from './insights.ts';

// Issue 15 point 9: each rule insight carries a code and parameters for the web's catalogue, and its English
// stays byte for byte what the server wrote before codes existed.
describe('ruleInsights', () => {
  it('writes the strong and weak subjects, with their codes and parameters', () => {
    const insights = ruleInsights({
      scores: [],
      averageTimeEfficiency: 90,
      averageAccuracy: 70,
      subjects: [
        { name: 'Polity', attempted: 8, correct: 7 },
        { name: 'Economy', attempted: 6, correct: 2 },
        { name: 'History', attempted: 3, correct: 1 },
        { name: 'Geography', attempted: 2, correct: 0 },
      ],
    });
    expect(insights).toEqual([
      {
        type: 'strength',
        title: 'Strong in Polity',
        description:
          'You answer 87.5% of Polity questions correctly (7 of 8). Keep it warm with a short revision test each week.',
        confidence: 54,
        code: 'strongSubject',
        params: { subject: 'Polity', accuracy: 87.5, correct: 7, attempted: 8 },
      },
      {
        type: 'weakness',
        title: 'Economy needs attention',
        description:
          'Only 33.3% of your Economy answers are correct (2 of 6). Read the explanations of the questions you missed, then take an Economy subject test.',
        confidence: 53,
        code: 'weakSubjectAn',
        params: { subject: 'Economy', accuracy: 33.3, correct: 2, attempted: 6 },
      },
      {
        type: 'weakness',
        title: 'History needs attention',
        description:
          'Only 33.3% of your History answers are correct (1 of 3). Read the explanations of the questions you missed, then take a History subject test.',
        confidence: 51,
        code: 'weakSubject',
        params: { subject: 'History', accuracy: 33.3, correct: 1, attempted: 3 },
      },
    ]);
  });

  it('writes the trend, pace and accuracy insights', () => {
    const rising = ruleInsights({
      scores: [40, 42, 60, 64],
      averageTimeEfficiency: 55.55,
      averageAccuracy: 45.25,
      subjects: [],
    });
    expect(
      rising.map(({ title, description, code, params }) => ({ title, description, code, params })),
    ).toEqual([
      {
        title: 'Your scores are rising',
        description:
          'Your last 2 tests average 21 points more than the 2 before them. Keep the routine that got you here.',
        code: 'scoresRising',
        params: { tests: 2, points: 21 },
      },
      {
        title: 'Work on your pace',
        description:
          'You use more time than the targets allow (easy 30 s, medium 60 s, hard 90 s): your time efficiency is 55.6%. Skip a question that stalls you and come back to it.',
        code: 'pace',
        params: { efficiency: 55.6 },
      },
      {
        title: 'Guessing costs marks',
        description:
          'Your accuracy is 45.3%. With negative marking, leave a question you cannot narrow down to two options.',
        code: 'guessing',
        params: { accuracy: 45.3 },
      },
    ]);
    const dipped = ruleInsights({
      scores: [90, 88, 70, 71.5],
      averageTimeEfficiency: 80,
      averageAccuracy: 92,
      subjects: [],
    });
    expect(dipped.map(({ title, description, code }) => ({ title, description, code }))).toEqual([
      {
        title: 'Your scores have dipped',
        description:
          'Your last 2 tests average 18.3 points less than the 2 before them. Slow down, and review the questions you got wrong before the next test.',
        code: 'scoresDipped',
      },
      {
        title: 'Accurate answering',
        description:
          '92% of the questions you attempt are right. You can afford to attempt a few more of the questions you are unsure about.',
        code: 'accurate',
      },
    ]);
  });
});
