import { z } from 'zod';
import {
  extractJsonObject,
  languageInstruction,
  type OpenAiProviderConfig,
  openAiComplete,
} from '../../lib/ai-provider.ts';
import type { RulePlan } from './rules.ts';

export const REWRITE_TITLE_MAX = 160;
export const REWRITE_DETAIL_MAX = 600;
export const REWRITE_SUMMARY_MAX = 1200;

/** What the model must answer: the summary, and a title and detail for every item key, nothing else. */
export const PlanRewriteSchema = z.object({
  summary: z.string().trim().min(1).max(REWRITE_SUMMARY_MAX),
  items: z.array(
    z.object({
      key: z.string(),
      title: z.string().trim().min(1).max(REWRITE_TITLE_MAX),
      detail: z.string().trim().min(1).max(REWRITE_DETAIL_MAX),
    }),
  ),
});

/** "3.2": the second item of the third day. */
export const itemKey = (day: number, position: number) => `${day + 1}.${position + 1}`;

/** The prompt: this student's rule plan only (their own topics and accuracy; no other student's data). */
export function rewritePrompt(plan: RulePlan, language: 'en' | 'hi' | null = null): string {
  const items = plan.days.flatMap((day, d) =>
    day.items.map((item, p) => ({
      key: itemKey(d, p),
      date: day.date,
      kind: item.kind,
      title: item.title,
      detail: item.detail,
    })),
  );
  return [
    'Here is a study plan for a UPSC / State PCS prelims aspirant, made by rules from their own results.',
    JSON.stringify({ summary: plan.summary, items }),
    'Rewrite the summary and the title and detail of every item so they read as specific, encouraging advice from a coach.',
    'Keep every fact: test, topic and lecture names, percentages, counts and dates. Keep every key exactly once; do not add, drop or merge items.',
    `Titles at most ${REWRITE_TITLE_MAX} characters, details at most ${REWRITE_DETAIL_MAX}, the summary at most ${REWRITE_SUMMARY_MAX}.`,
    'Reply with one JSON object only: {"summary": string, "items": [{"key": string, "title": string, "detail": string}]}.',
    languageInstruction(language),
  ]
    .filter((line) => line !== null)
    .join('\n');
}

/**
 * The plan with the model's words, or null when the model fails, times out or answers anything but a
 * rewrite of exactly these items (then the rule text stands). Kinds, ids and days never change.
 */
export async function rewritePlan(
  config: OpenAiProviderConfig,
  plan: RulePlan,
  language: 'en' | 'hi' | null = null,
): Promise<RulePlan | null> {
  const reply = await openAiComplete(
    config,
    [
      { role: 'system', content: 'You are an exam coach. Reply with one JSON object only.' },
      { role: 'user', content: rewritePrompt(plan, language) },
    ],
    { json: true },
  );
  const parsed = PlanRewriteSchema.safeParse(extractJsonObject(reply));
  if (!parsed.success) return null;
  const byKey = new Map(parsed.data.items.map((item) => [item.key, item]));
  const expected = plan.days.reduce((n, day) => n + day.items.length, 0);
  if (byKey.size !== expected || parsed.data.items.length !== expected) return null;
  const days: RulePlan['days'] = [];
  for (const [d, day] of plan.days.entries()) {
    const items = [];
    for (const [p, item] of day.items.entries()) {
      const words = byKey.get(itemKey(d, p));
      if (!words) return null;
      items.push({ ...item, title: words.title, detail: words.detail, message: null });
    }
    days.push({ date: day.date, items });
  }
  return { summary: parsed.data.summary, summaryMessage: null, days };
}
