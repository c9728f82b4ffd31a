import type { Insight } from '@aspirant/contract/results.ts';
import { FOCUS_AREA_BELOW, MAX_INSIGHTS, STRENGTH_FROM } from '@aspirant/domain/constants.ts';
import { withArticle } from '@aspirant/domain/words.ts';

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
    insights.push({
      type: 'strength',
      title: `Strong in ${strongest.name}`,
      description: `You answer ${round1(strongest.accuracy)}% of ${strongest.name} questions correctly (${strongest.correct} of ${strongest.attempted}). Keep it warm with a short revision test each week.`,
      confidence: confidence(strongest.attempted),
    });
  }
  for (const weak of [...subjects]
    .filter((s) => s.accuracy < FOCUS_AREA_BELOW)
    .sort((a, b) => a.accuracy - b.accuracy)
    .slice(0, 2)) {
    insights.push({
      type: 'weakness',
      title: `${weak.name} needs attention`,
      description: `Only ${round1(weak.accuracy)}% of your ${weak.name} answers are correct (${weak.correct} of ${weak.attempted}). Read the explanations of the questions you missed, then take ${withArticle(weak.name)} subject test.`,
      confidence: confidence(weak.attempted),
    });
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
          ? {
              type: 'improvement',
              title: 'Your scores are rising',
              description: `Your last ${half} tests average ${round1(change)} points more than the ${half} before them. Keep the routine that got you here.`,
              confidence: confidence(n * 10),
            }
          : {
              type: 'weakness',
              title: 'Your scores have dipped',
              description: `Your last ${half} tests average ${round1(-change)} points less than the ${half} before them. Slow down, and review the questions you got wrong before the next test.`,
              confidence: confidence(n * 10),
            },
      );
    }
  }

  if (n > 0 && input.averageTimeEfficiency < 70) {
    insights.push({
      type: 'improvement',
      title: 'Work on your pace',
      description: `You use more time than the targets allow (easy 30 s, medium 60 s, hard 90 s): your time efficiency is ${round1(input.averageTimeEfficiency)}%. Skip a question that stalls you and come back to it.`,
      confidence: confidence(n * 10),
    });
  }
  if (n > 0 && input.averageAccuracy < 60) {
    insights.push({
      type: 'info',
      title: 'Guessing costs marks',
      description: `Your accuracy is ${round1(input.averageAccuracy)}%. With negative marking, leave a question you cannot narrow down to two options.`,
      confidence: confidence(n * 10),
    });
  } else if (n > 0 && input.averageAccuracy >= 85) {
    insights.push({
      type: 'strength',
      title: 'Accurate answering',
      description: `${round1(input.averageAccuracy)}% of the questions you attempt are right. You can afford to attempt a few more of the questions you are unsure about.`,
      confidence: confidence(n * 10),
    });
  }
  return insights.slice(0, MAX_INSIGHTS);
}
