import type { StudyPlan, StudyPlanItem } from '@aspirant/contract/study-plan.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLanguage } from '../../../lib/format.ts';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { planItemWords, planSummary } from './plan-words.ts';

const en = createTranslate('en');
const hi = createTranslate('hi');
afterEach(() => setFormatLanguage('en'));

/** An item as the server sends it (apps/server/src/modules/study-plan/rules.ts writes the English). */
const item = (overrides: Partial<StudyPlanItem>): StudyPlanItem => ({
  id: 1,
  kind: 'test',
  title: '',
  detail: '',
  done: false,
  topicId: null,
  topicName: null,
  subjectId: null,
  subjectName: null,
  testId: 4,
  lectureId: null,
  message: null,
  ...overrides,
});

const mock = item({
  title: 'Full mock: UPSC Prelims Mock 1',
  detail: 'A full-length mock: 100 questions in 120 minutes. Take it in one sitting, as in the exam.',
  message: {
    title: { code: 'mockTitle', params: { test: 'UPSC Prelims Mock 1' } },
    detail: { code: 'mockDetail', params: { questions: 100, minutes: 120 } },
  },
});
const practice = item({
  kind: 'practice',
  title: 'Practise Parliament',
  detail: 'Your accuracy here is 33% (1 of 3). Read the explanation of every answer, right or wrong.',
  message: {
    title: { code: 'practiseTitle', params: { name: 'Parliament' } },
    detail: { code: 'topicPracticeDetail', params: { accuracy: 33, correct: 1, attempted: 3 } },
  },
});
const plan = (summaryMessage: StudyPlan['summaryMessage'], summary: string): StudyPlan => ({
  id: 1,
  startDate: '2026-11-23',
  endDate: '2026-11-29',
  examDate: null,
  provider: 'builtin',
  summary,
  summaryMessage,
  createdAt: '2026-11-23T04:00:00.000Z',
  days: [],
});

describe('the study plan in the interface language (issue 15 point 9)', () => {
  it('writes the same English as the server', () => {
    expect(planItemWords(mock, en)).toEqual({ title: mock.title, detail: mock.detail });
    expect(planItemWords(practice, en)).toEqual({ title: practice.title, detail: practice.detail });
    const oneDay = item({
      title: 'Test: Polity Quiz',
      detail: '1 question in 1 minute. Afterwards, read the explanation of every question you missed.',
      message: {
        title: { code: 'testTitle', params: { test: 'Polity Quiz' } },
        detail: { code: 'testDetail', params: { questions: 1, minutes: 1 } },
      },
    });
    expect(planItemWords(oneDay, en)).toEqual({ title: oneDay.title, detail: oneDay.detail });
    const summary =
      '7 days, 23 Nov 2026 to 29 Nov 2026, up to your exam on 30 Nov 2026. It starts with your weakest topics: Parliament (33%), Budget (50%). Practise one topic a day, take the tests listed, and check items off as you go.';
    expect(
      planSummary(
        plan(
          [
            {
              code: 'spanToExam',
              params: { days: 7, start: '2026-11-23', end: '2026-11-29', exam: '2026-11-30' },
            },
            { code: 'weakSummary', params: { topics: 'Parliament (33%), Budget (50%)' } },
          ],
          summary,
        ),
        en,
      ),
    ).toBe(summary);
  });

  it('writes the items and the summary in Hindi', () => {
    setFormatLanguage('hi');
    expect(planItemWords(mock, hi)).toEqual({
      title: 'फुल मॉक: UPSC Prelims Mock 1',
      detail: 'पूर्ण-अवधि का मॉक: 120 मिनट में 100 प्रश्न। इसे परीक्षा की तरह एक ही बैठक में दें।',
    });
    expect(planItemWords(practice, hi)).toEqual({
      title: 'Parliament का अभ्यास करें',
      detail: 'यहाँ आपकी सटीकता 33% है (3 में से 1)। हर उत्तर की व्याख्या पढ़ें, सही हो या गलत।',
    });
    expect(
      planSummary(
        plan(
          [
            { code: 'span', params: { days: 7, start: '2026-11-23', end: '2026-11-29' } },
            { code: 'starterSummary', params: {} },
          ],
          'unused',
        ),
        hi,
      ),
    ).toBe(
      '7 दिन, 23 नव॰ 2026 से 29 नव॰ 2026 तक। अभी आपका कोई परिणाम नहीं है, इसलिए योजना एक पूर्ण-अवधि के डायग्नोस्टिक मॉक टेस्ट से शुरू होती है और फिर बारी-बारी से हर विषय का अभ्यास कराती है। मॉक के बाद अपने कमज़ोर टॉपिक पर केंद्रित नई योजना बनाएँ।',
    );
  });

  it('shows what the AI provider wrote as it was written', () => {
    const written = item({ title: 'Crack the mock', detail: 'One sitting, no breaks.', message: null });
    expect(planItemWords(written, hi)).toEqual({
      title: 'Crack the mock',
      detail: 'One sitting, no breaks.',
    });
    expect(planSummary(plan(null, 'A coach wrote this.'), hi)).toBe('A coach wrote this.');
  });
});
