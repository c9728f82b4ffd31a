import { AI_MESSAGES } from '@aspirant/contract/ai-messages.ts';
import { STUDY_PLAN_MESSAGES } from '@aspirant/contract/study-plan-messages.ts';
import { describe, expect, it } from 'vitest';
import { AI_SERVER_MESSAGES } from '../../features/ai-assistant/lib/server-messages.ts';
import { STUDY_PLAN_SERVER_MESSAGES } from '../../features/study-plan/lib/server-messages.ts';
import { serverText } from './server-text.ts';
import { createTranslate } from './translate.ts';

const en = createTranslate('en');
const hi = createTranslate('hi');

describe("the server's fixed refusals in the interface language (issue 15 point 9)", () => {
  it('keeps every English message exactly as the server sends it', () => {
    for (const known of [STUDY_PLAN_SERVER_MESSAGES, AI_SERVER_MESSAGES]) {
      for (const message of known.keys()) expect(serverText(message, known, en)).toBe(message);
    }
  });

  it('writes them in Hindi', () => {
    expect(serverText(STUDY_PLAN_MESSAGES.examNotAfterToday, STUDY_PLAN_SERVER_MESSAGES, hi)).toBe(
      'परीक्षा तिथि आज के बाद की होनी चाहिए।',
    );
    expect(serverText(STUDY_PLAN_MESSAGES.examTooFar, STUDY_PLAN_SERVER_MESSAGES, hi)).toBe(
      'परीक्षा तिथि आज से 365 दिनों के भीतर होनी चाहिए।',
    );
    expect(serverText(AI_MESSAGES.tooLong, AI_SERVER_MESSAGES, hi)).toBe(
      'हर संदेश में अधिकतम 4000 अक्षर हो सकते हैं।',
    );
    expect(serverText(AI_MESSAGES.upstreamTimeout, AI_SERVER_MESSAGES, hi)).toBe(
      'AI सेवा ने समय पर उत्तर नहीं दिया। कृपया फिर से कोशिश करें।',
    );
  });

  it('shows a message it does not know (a quota with its own figures) as the server wrote it', () => {
    const quota = AI_MESSAGES.dailyQuota(50);
    expect(serverText(quota, AI_SERVER_MESSAGES, hi)).toBe(quota);
  });
});
