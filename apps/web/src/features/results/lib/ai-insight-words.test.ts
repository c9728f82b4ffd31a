import type { AiInsight } from '@aspirant/contract/ai.ts';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { DEFAULT_AI_INSIGHT } from './ai-defaults.ts';
import { aiInsightWords, defaultAiInsight } from './ai-insight-words.ts';

/** The built-in provider's insight as the server writes it (apps/server/src/modules/ai/assistant.ts). */
const builtin: AiInsight = {
  performanceAnalysis:
    'You scored 1.34 of 6 (22.33%), a result with room to grow: 1 correct, 1 incorrect and 1 left out of 3. 50% of the questions you attempted were right.',
  subjectFocus: 'Your weakest area here is Polity (33.33%). Start with Parliament.',
  timeManagement:
    'You spent 30 s per question on average (the reference is 60 s). Your pace leaves time to re-read the statements of multi-statement questions.',
  nextSteps: [
    'Review every incorrect answer and read its explanation.',
    'Practise Polity with its subject test.',
    'Attempt only the questions you can narrow down to two options: wrong answers cost marks.',
  ],
  studyStrategy:
    'Build accuracy first: read the explanations of the topics you missed, make short notes, then test yourself on those topics before taking full tests.',
  messages: {
    performanceAnalysis: [
      {
        code: 'scoredGrow',
        params: {
          score: 1.34,
          totalScore: 6,
          percent: 22.33,
          correct: 1,
          wrong: 1,
          unattempted: 1,
          questions: 3,
          accuracy: 50,
        },
      },
    ],
    subjectFocus: [
      { code: 'weakestArea', params: { subject: 'Polity', percent: 33.33 } },
      { code: 'startWith', params: { topics: 'Parliament' } },
    ],
    timeManagement: [
      { code: 'perQuestion', params: { seconds: 30 } },
      { code: 'paceFast', params: {} },
    ],
    nextSteps: [
      { code: 'reviewIncorrect', params: {} },
      { code: 'practiseWeakest', params: { subject: 'Polity' } },
      { code: 'narrowDown', params: {} },
    ],
    studyStrategy: [{ code: 'buildAccuracy', params: {} }],
  },
};

describe('the AI insight of a result in the interface language (issue 15 point 9)', () => {
  it('writes the built-in insight in the same English as the server', () => {
    const { messages: _messages, ...english } = builtin;
    expect(aiInsightWords(builtin, createTranslate('en'))).toEqual(english);
  });

  it('writes the built-in insight in Hindi', () => {
    expect(aiInsightWords(builtin, createTranslate('hi'))).toEqual({
      performanceAnalysis:
        'आपने 6 में से 1.34 अंक (22.33%) प्राप्त किए, एक ऐसा परिणाम जिसमें सुधार की गुंजाइश है: 3 में से 1 सही, 1 गलत और 1 छोड़े गए। आपके प्रयास किए गए प्रश्नों में से 50% सही थे।',
      subjectFocus: 'यहाँ आपका सबसे कमज़ोर क्षेत्र Polity (33.33%) है। Parliament से शुरुआत करें।',
      timeManagement:
        'आपने औसतन प्रति प्रश्न 30 सेकंड लगाए (मानक 60 सेकंड है)। आपकी गति से बहु-कथन वाले प्रश्नों के कथन दोबारा पढ़ने का समय बचता है।',
      nextSteps: [
        'हर गलत उत्तर की समीक्षा करें और उसकी व्याख्या पढ़ें।',
        'Polity का अभ्यास उसके विषयवार टेस्ट से करें।',
        'केवल वही प्रश्न हल करें जिनके विकल्प आप दो तक सीमित कर सकें: गलत उत्तरों पर अंक कटते हैं।',
      ],
      studyStrategy:
        'पहले सटीकता बढ़ाएँ: जिन टॉपिक में चूक हुई उनकी व्याख्याएँ पढ़ें, छोटे नोट्स बनाएँ, फिर पूरे टेस्ट देने से पहले उन्हीं टॉपिक पर खुद को परखें।',
    });
  });

  it('shows what a model wrote as it was written', () => {
    const written: AiInsight = { ...DEFAULT_AI_INSIGHT, performanceAnalysis: 'A model wrote this.' };
    expect(aiInsightWords(written, createTranslate('hi'))).toBe(written);
  });

  it("keeps SPEC's default sentences in English and has their Hindi", () => {
    expect(defaultAiInsight(createTranslate('en'))).toEqual(DEFAULT_AI_INSIGHT);
    expect(defaultAiInsight(createTranslate('hi')).nextSteps).toEqual([
      'सभी गलत उत्तरों की समीक्षा करें और उनकी व्याख्याएँ समझें',
      'अपने कमज़ोर विषयों में और प्रश्नों का अभ्यास करें',
      'अपना सुधार जाँचने के लिए ऐसे ही टेस्ट दें',
    ]);
  });
});
