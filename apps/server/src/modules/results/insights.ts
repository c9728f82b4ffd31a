import {
  fillMessage,
  INSIGHT_MESSAGES,
  type InsightCode,
  type MessageParams,
} from '@aspirant/contract/insight-messages.ts';
import type { Insight } from '@aspirant/contract/results.ts';
import { FOCUS_AREA_BELOW, MAX_INSIGHTS, STRENGTH_FROM } from '@aspirant/domain/constants.ts';
import { indefiniteArticle } from '@aspirant/domain/words.ts';

export interface InsightInput {
  /** Results oldest first. */
  scores: number[];
  averageTimeEfficiency: number;
  averageAccuracy: number;
  subjects: { name: string; attempted: number; correct: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Confidence grows with the evidence: 50% at a handful of answers, 95% from 100 on. */
function confidence(samples: number): number {
  return Math.min(95, Math.round(50 + samples * 0.45));
}

/**
 * One rule insight: its English written from the code's messages, and the code and parameters with it, so
 * the web can write it in the interface language (issue 15 point 9).
 */
function coded(type: Insight['type'], code: InsightCode, params: MessageParams, confidence: number): Insight {
  return {
    type,
    title: fillMessage(INSIGHT_MESSAGES[`${code}Title`], params),
    description: fillMessage(INSIGHT_MESSAGES[`${code}Text`], params),
    confidence,
    code,
    params,
  };
}

/**
 * Rule-based insights on a student's own data (issue 4): strengths, weaknesses, trend, pace and accuracy.
 * The AI provider may rewrite them later; these stand on their own.
 */
export function ruleInsights(input: InsightInput): Insight[] {
  const insights: Insight[] = [];
  const subjects = input.subjects
    .filter((s) => s.attempted >= 3)
    .map((s) => ({ ...s, accuracy: (s.correct / s.attempted) * 100 }));

  const strongest = [...subjects]
    .filter((s) => s.accuracy >= STRENGTH_FROM)
    .sort((a, b) => b.accuracy - a.accuracy)[0];
  if (strongest) {
    insights.push(
      coded(
        'strength',
        'strongSubject',
        {
          subject: strongest.name,
          accuracy: round1(strongest.accuracy),
          correct: strongest.correct,
          attempted: strongest.attempted,
        },
        confidence(strongest.attempted),
      ),
    );
  }
  for (const weak of [...subjects]
    .filter((s) => s.accuracy < FOCUS_AREA_BELOW)
    .sort((a, b) => a.accuracy - b.accuracy)
    .slice(0, 2)) {
    insights.push(
      coded(
        'weakness',
        indefiniteArticle(weak.name) === 'an' ? 'weakSubjectAn' : 'weakSubject',
        {
          subject: weak.name,
          accuracy: round1(weak.accuracy),
          correct: weak.correct,
          attempted: weak.attempted,
        },
        confidence(weak.attempted),
      ),
    );
  }

  const n = input.scores.length;
  if (n >= 4) {
    const half = Math.min(3, Math.floor(n / 2));
    const recent = input.scores.slice(-half);
    const before = input.scores.slice(-2 * half, -half);
    const change = recent.reduce((a, b) => a + b, 0) / half - before.reduce((a, b) => a + b, 0) / half;
    if (Math.abs(change) >= 2) {
      insights.push(
        change > 0
          ? coded('improvement', 'scoresRising', { tests: half, points: round1(change) }, confidence(n * 10))
          : coded('weakness', 'scoresDipped', { tests: half, points: round1(-change) }, confidence(n * 10)),
      );
    }
  }

  if (n > 0 && input.averageTimeEfficiency < 70) {
    insights.push(
      coded('improvement', 'pace', { efficiency: round1(input.averageTimeEfficiency) }, confidence(n * 10)),
    );
  }
  if (n > 0 && input.averageAccuracy < 60) {
    insights.push(coded('info', 'guessing', { accuracy: round1(input.averageAccuracy) }, confidence(n * 10)));
  } else if (n > 0 && input.averageAccuracy >= 85) {
    insights.push(
      coded('strength', 'accurate', { accuracy: round1(input.averageAccuracy) }, confidence(n * 10)),
    );
  }
  return insights.slice(0, MAX_INSIGHTS);
}
