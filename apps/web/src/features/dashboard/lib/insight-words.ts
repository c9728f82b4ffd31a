import type { InsightCode, MessageParams } from '@aspirant/contract/insight-messages.ts';
import type { Insight } from '@aspirant/contract/results.ts';
import type { MessageKey } from '../../../lib/i18n/catalogue.ts';
import type { Translate } from '../../../lib/i18n/translate.ts';

/** The catalogue's title and text of each rule insight's code. */
const INSIGHT_KEYS = {
  strongSubject: ['dashboard.insightStrongSubjectTitle', 'dashboard.insightStrongSubjectText'],
  weakSubject: ['dashboard.insightWeakSubjectTitle', 'dashboard.insightWeakSubjectText'],
  weakSubjectAn: ['dashboard.insightWeakSubjectAnTitle', 'dashboard.insightWeakSubjectAnText'],
  scoresRising: ['dashboard.insightScoresRisingTitle', 'dashboard.insightScoresRisingText'],
  scoresDipped: ['dashboard.insightScoresDippedTitle', 'dashboard.insightScoresDippedText'],
  pace: ['dashboard.insightPaceTitle', 'dashboard.insightPaceText'],
  guessing: ['dashboard.insightGuessingTitle', 'dashboard.insightGuessingText'],
  accurate: ['dashboard.insightAccurateTitle', 'dashboard.insightAccurateText'],
} as const satisfies Record<InsightCode, readonly [MessageKey, MessageKey]>;

/**
 * An insight in the interface language (issue 15 point 9): a rule insight through the catalogue from its code
 * and parameters (numbers in the Indian format), one the AI provider wrote as it was written.
 */
export function insightWords(insight: Insight, t: Translate): { title: string; description: string } {
  if (!insight.code || !insight.params) return { title: insight.title, description: insight.description };
  const [title, text] = INSIGHT_KEYS[insight.code];
  // The keys are chosen at run time; every placeholder of theirs is a parameter the server sends.
  const say = t as unknown as (key: MessageKey, params: MessageParams) => string;
  return { title: say(title, insight.params), description: say(text, insight.params) };
}
