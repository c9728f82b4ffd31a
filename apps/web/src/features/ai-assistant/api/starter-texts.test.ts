import type { Starter } from '@aspirant/contract/assistant-messages.ts';
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { starterTexts } from './get-starter-prompts.ts';

const STARTERS: Starter[] = [
  { code: 'plan', params: {} },
  { code: 'explain', params: { topic: 'Fundamental Rights' } },
  { code: 'trend', params: {} },
  { code: 'pacing', params: {} },
];

describe('the starter prompts in the interface language (issue 15 point 9)', () => {
  it('are the English the server sends', () => {
    expect(starterTexts(STARTERS, createTranslate('en'))).toEqual([
      'Make me a study plan for this week',
      'Explain the key ideas of Fundamental Rights',
      'How are my scores trending?',
      'How is my pacing against the targets?',
    ]);
  });

  it('are Hindi the built-in assistant understands (ai.api.test.ts sends these)', () => {
    expect(starterTexts(STARTERS, createTranslate('hi'))).toEqual([
      'इस सप्ताह के लिए मेरी अध्ययन योजना बनाइए',
      'Fundamental Rights के मुख्य बिंदु समझाइए',
      'मेरे स्कोर में कितना सुधार हो रहा है?',
      'लक्षित समय की तुलना में मेरी गति कैसी है?',
    ]);
  });
});
