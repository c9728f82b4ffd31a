import type { AiInsight } from '@aspirant/contract/ai.ts';
import type { MessageParams } from '@aspirant/contract/message-codes.ts';
import type { ResultInsightCode, ResultInsightSentence } from '@aspirant/contract/result-insight-messages.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

const SENTENCE_KEYS = {
  scoredStrong: 'results.aiSentenceScoredStrong',
  scoredFair: 'results.aiSentenceScoredFair',
  scoredGrow: 'results.aiSentenceScoredGrow',
  weakestArea: 'results.aiSentenceWeakestArea',
  startWith: 'results.aiSentenceStartWith',
  focusDefault: 'results.aiSentenceFocusDefault',
  perQuestion: 'results.aiSentencePerQuestion',
  paceSlow: 'results.aiSentencePaceSlow',
  paceFast: 'results.aiSentencePaceFast',
  reviewIncorrect: 'results.aiSentenceReviewIncorrect',
  practiseWeakest: 'results.aiSentencePractiseWeakest',
  practiseWeakSubjects: 'results.aiSentencePractiseWeakSubjects',
  narrowDown: 'results.aiSentenceNarrowDown',
  takeSimilar: 'results.aiSentenceTakeSimilar',
  buildAccuracy: 'results.aiSentenceBuildAccuracy',
  weeklyRhythm: 'results.aiSentenceWeeklyRhythm',
} as const satisfies Record<ResultInsightCode, MessageKey>;

/** SPEC §2's default sentences in the language of `t`, for a field that comes back empty. */
export function defaultAiInsight(t: Translate): AiInsight {
  return {
    performanceAnalysis: t('results.aiDefaultPerformanceAnalysis'),
    subjectFocus: t('results.aiDefaultSubjectFocus'),
    timeManagement: t('results.aiDefaultTimeManagement'),
    nextSteps: [t('results.aiDefaultStep1'), t('results.aiDefaultStep2'), t('results.aiDefaultStep3')],
    studyStrategy: t('results.aiDefaultStudyStrategy'),
  };
}

/**
 * A result's AI insight in the interface language (issue 15 point 9): the built-in provider's from its
 * sentences' codes, a model's as it wrote it.
 */
export function aiInsightWords(insight: AiInsight, t: Translate): AiInsight {
  const messages = insight.messages;
  if (!messages) return insight;
  // The keys are chosen at run time; every placeholder of their messages is a parameter the server sends.
  const say = t as unknown as (key: MessageKey, params: MessageParams) => string;
  const write = (sentences: ResultInsightSentence[]) =>
    sentences.map((s) => say(SENTENCE_KEYS[s.code], s.params)).join(' ');
  return {
    performanceAnalysis: write(messages.performanceAnalysis),
    subjectFocus: write(messages.subjectFocus),
    timeManagement: write(messages.timeManagement),
    nextSteps: messages.nextSteps.map((step) => write([step])),
    studyStrategy: write(messages.studyStrategy),
  };
}
