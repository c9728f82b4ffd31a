import { describe, expect, it } from 'vitest';
import { focusAreas, radarAxes, strengths } from './dashboard.ts';

describe('radarAxes', () => {
  it('scales speed and progress by 10 and takes consistency from tests above 70', () => {
    expect(
      radarAxes({
        averageAccuracy: 72.5,
        averageSpeed: 1.8,
        averageTimeEfficiency: 64,
        testsAbove70: 3,
        totalTests: 4,
        testsPerDay: 0.5,
      }),
    ).toEqual({ Accuracy: 72.5, Speed: 18, 'Time Efficiency': 64, Consistency: 75, Progress: 5 });
  });

  it('has 0 consistency without tests', () => {
    expect(
      radarAxes({
        averageAccuracy: 0,
        averageSpeed: 0,
        averageTimeEfficiency: 0,
        testsAbove70: 0,
        totalTests: 0,
        testsPerDay: 0,
      }).Consistency,
    ).toBe(0);
  });

  it('keeps every axis within 0–100 (issue 15: 320 questions a minute made Speed 3,200)', () => {
    expect(
      radarAxes({
        averageAccuracy: 100,
        averageSpeed: 320,
        averageTimeEfficiency: 100,
        testsAbove70: 7,
        totalTests: 7,
        testsPerDay: 12,
      }),
    ).toEqual({ Accuracy: 100, Speed: 100, 'Time Efficiency': 100, Consistency: 100, Progress: 100 });
    expect(
      radarAxes({
        averageAccuracy: Number.NaN,
        averageSpeed: -1,
        averageTimeEfficiency: 0,
        testsAbove70: 0,
        totalTests: 1,
        testsPerDay: 0,
      }),
    ).toEqual({ Accuracy: 0, Speed: 0, 'Time Efficiency': 0, Consistency: 0, Progress: 0 });
  });
});

describe('focus areas and strengths', () => {
  const subjects = [
    { name: 'Polity', accuracy: 69.99 },
    { name: 'History', accuracy: 70 },
    { name: 'Economy', accuracy: 40 },
    { name: 'Geography', accuracy: 80 },
    { name: 'Environment', accuracy: 79.99 },
    { name: 'Science & Technology', accuracy: 95 },
    { name: 'Art & Culture', accuracy: 10 },
    { name: 'Society & Social Justice', accuracy: 55 },
    { name: 'International Relations', accuracy: 85 },
    { name: 'Ethics', accuracy: 100 },
  ];

  it('takes up to 3 subjects below 70%, weakest first', () => {
    expect(focusAreas(subjects).map((s) => s.name)).toEqual([
      'Art & Culture',
      'Economy',
      'Society & Social Justice',
    ]);
    expect(focusAreas([{ name: 'History', accuracy: 70 }])).toEqual([]);
  });

  it('takes up to 3 subjects at 80% or above, strongest first', () => {
    expect(strengths(subjects).map((s) => s.name)).toEqual([
      'Ethics',
      'Science & Technology',
      'International Relations',
    ]);
    expect(strengths([{ name: 'Environment', accuracy: 79.99 }])).toEqual([]);
    expect(strengths([{ name: 'Geography', accuracy: 80 }]).map((s) => s.name)).toEqual(['Geography']);
  });
});
