import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_INSIGHT, withDefaults } from './ai-defaults.ts';

describe('withDefaults', () => {
  it('keeps what the provider wrote', () => {
    const insight = {
      performanceAnalysis: 'P',
      subjectFocus: 'S',
      timeManagement: 'T',
      nextSteps: ['One', 'Two'],
      studyStrategy: 'Plan',
    };
    expect(withDefaults(insight)).toEqual(insight);
  });

  it('fills empty and missing fields with the default sentences', () => {
    expect(withDefaults({ performanceAnalysis: '  ', nextSteps: [' '] })).toEqual(DEFAULT_AI_INSIGHT);
    expect(DEFAULT_AI_INSIGHT.nextSteps).toEqual([
      'Review all incorrect answers and understand the explanations',
      'Practise more questions in your weak subjects',
      'Take similar tests to track your improvement',
    ]);
  });
});
