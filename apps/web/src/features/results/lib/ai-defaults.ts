import type { AiInsight } from '@aspirant/contract/ai.ts';

/** SPEC §2: the default sentences of the AI insights, used for any field that comes back empty. */
export const DEFAULT_AI_INSIGHT: AiInsight = {
  performanceAnalysis:
    'Your performance shows room for improvement. Focus on understanding the concepts behind the questions you missed.',
  subjectFocus: 'Concentrate on the subjects where your accuracy is lowest before moving on to new material.',
  timeManagement: 'Practise under timed conditions so that you keep a steady pace through the whole paper.',
  nextSteps: [
    'Review all incorrect answers and understand the explanations',
    'Practise more questions in your weak subjects',
    'Take similar tests to track your improvement',
  ],
  studyStrategy:
    'Make a weekly study plan that gives your weakest topics the most time, and revise them often.',
};

const orDefault = (text: string, fallback: string) => (text.trim() === '' ? fallback : text);

/**
 * Missing fields fall back to the default sentences (SPEC §2); `defaults` are those of the interface language
 * (ai-insight-words.ts defaultAiInsight), DEFAULT_AI_INSIGHT's English unless given.
 */
export function withDefaults(
  insight: Partial<AiInsight>,
  defaults: AiInsight = DEFAULT_AI_INSIGHT,
): AiInsight {
  const steps = (insight.nextSteps ?? []).filter((step) => step.trim() !== '');
  return {
    performanceAnalysis: orDefault(insight.performanceAnalysis ?? '', defaults.performanceAnalysis),
    subjectFocus: orDefault(insight.subjectFocus ?? '', defaults.subjectFocus),
    timeManagement: orDefault(insight.timeManagement ?? '', defaults.timeManagement),
    nextSteps: steps.length > 0 ? steps : defaults.nextSteps,
    studyStrategy: orDefault(insight.studyStrategy ?? '', defaults.studyStrategy),
  };
}
