import { fillMessage, INSIGHT_CODES, INSIGHT_MESSAGES } from '@aspirant/contract/insight-messages.ts';
import type { Insight } from '@aspirant/contract/results.ts';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { insightWords } from './insight-words.ts';

const PARAMS = {
  subject: 'Polity',
  accuracy: 33.3,
  correct: 2,
  attempted: 6,
  tests: 3,
  points: 12.5,
  efficiency: 55.6,
};

/** An insight as the server writes it (apps/server/src/modules/results/insights.ts). */
const served = (code: (typeof INSIGHT_CODES)[number], params = PARAMS): Insight => ({
  type: 'info',
  title: fillMessage(INSIGHT_MESSAGES[`${code}Title`], params),
  description: fillMessage(INSIGHT_MESSAGES[`${code}Text`], params),
  confidence: 60,
  code,
  params,
});

describe('the dashboard insights in the interface language (issue 15 point 9)', () => {
  it.each(INSIGHT_CODES)('%s: the English from the catalogue is the English the server wrote', (code) => {
    const insight = served(code);
    expect(insightWords(insight, createTranslate('en'))).toEqual({
      title: insight.title,
      description: insight.description,
    });
  });

  it('writes a rule insight in Hindi, numbers in the Indian format', () => {
    const hi = createTranslate('hi');
    expect(insightWords(served('weakSubjectAn', { ...PARAMS, subject: 'Economy' }), hi)).toEqual({
      title: 'Economy पर ध्यान देने की ज़रूरत है',
      description:
        'Economy में आपके केवल 33.3% उत्तर सही हैं (6 में से 2)। जिन प्रश्नों में चूक हुई उनकी व्याख्या पढ़ें, फिर Economy का विषयवार टेस्ट दें।',
    });
    expect(insightWords(served('strongSubject', { ...PARAMS, correct: 1234, attempted: 1500 }), hi)).toEqual({
      title: 'Polity में मज़बूत',
      description:
        'आप Polity के 33.3% प्रश्नों का सही उत्तर देते हैं (1,500 में से 1,234)। हर सप्ताह एक छोटा पुनरावृत्ति टेस्ट देकर इसे बनाए रखें।',
    });
    expect(insightWords(served('scoresRising'), hi)).toEqual({
      title: 'आपके स्कोर बढ़ रहे हैं',
      description:
        'आपके पिछले 3 टेस्ट का औसत उनसे पहले के 3 टेस्ट से 12.5 अंक अधिक है। जिस दिनचर्या से आप यहाँ पहुँचे, उसे जारी रखें।',
    });
    expect(insightWords(served('pace'), hi).title).toBe('अपनी गति पर काम करें');
  });

  it('shows an insight the AI provider wrote (no code) as it was written', () => {
    const written: Insight = {
      type: 'strength',
      title: 'Polity is your anchor',
      description: 'Keep revising it weekly.',
      confidence: null,
    };
    expect(insightWords(written, createTranslate('hi'))).toEqual({
      title: 'Polity is your anchor',
      description: 'Keep revising it weekly.',
    });
  });
});
