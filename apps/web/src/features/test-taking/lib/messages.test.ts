import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../../lib/i18n/translate.ts';
import { CORRUPTED_RESUME, STATUS_LABELS } from './answer-model.ts';
import { errorText, serverError, TEST_ERRORS } from './messages.ts';

describe('the Take Test texts (SPEC §2, §4, §8; issue 15 point 9)', () => {
  const en = createTranslate('en');
  const hi = createTranslate('hi');

  it("keeps SPEC's English texts exactly", () => {
    expect(Object.values(TEST_ERRORS).map((key) => en(key))).toEqual([
      'Failed to load test. Please try again later.',
      'Failed to start test. Please try again.',
      'Failed to resume test. Please start fresh.',
      'No questions found for this test. Please start fresh.',
      'Failed to load questions. Please start fresh.',
      'Failed to submit test results. Please try again later.',
      'Failed to submit test. Please try again.',
      'Test data is corrupted',
      CORRUPTED_RESUME,
      'No questions found for this test.',
      'Question data is not available. Please try again later.',
    ]);
    expect([
      en('testTaking.notFoundTitle'),
      en('testTaking.notFoundText'),
      en('testTaking.backToTests'),
    ]).toEqual([
      'Test Not Found',
      "The test you're looking for doesn't exist or has been removed.",
      'Back to Tests',
    ]);
    expect(
      [
        'startTest',
        'starting',
        'previous',
        'next',
        'markForReviewAndNext',
        'earlySubmit',
        'submitTest',
        'startAfresh',
      ].map((key) => en(`testTaking.${key}` as 'testTaking.next')),
    ).toEqual([
      'Start Test',
      'Starting...',
      'Previous',
      'Next',
      'Mark for Review & Next',
      'Early Submit',
      'Submit Test',
      'Start Afresh',
    ]);
    expect(Object.values(STATUS_LABELS).map((key) => en(key))).toEqual([
      'Answered',
      'Visited but Not Answered',
      'Marked for Review',
      'Not Visited',
    ]);
  });

  it('writes counts and times in the interface language', () => {
    expect(en('testTaking.questionOf', { number: 3, count: 50 })).toBe('Question 3 of 50');
    expect(hi('testTaking.questionOf', { number: 3, count: 50 })).toBe('प्रश्न 3 (कुल 50)');
    expect(en('testTaking.durationMinutes', { count: 1 })).toBe('1 minute');
    expect(en('testTaking.durationMinutes', { count: 180 })).toBe('180 minutes');
    expect(hi('testTaking.durationMinutes', { count: 180 })).toBe('180 मिनट');
    expect(en('testTaking.resumeSummaryMarked', { answered: 11, total: 50, marked: 3, time: '12:05' })).toBe(
      'You have an unfinished attempt of this test: 11 of 50 questions answered, 3 marked for review, 12:05 left.',
    );
    expect(en('testTaking.offlineWaiting', { count: 1 })).toBe('Offline — 1 answer waiting');
    expect(hi('testTaking.offlineWaiting', { count: 1200 })).toBe('ऑफ़लाइन — 1,200 उत्तर बाकी');
  });

  it("shows the screen's own errors in the interface language and the server's words as they are", () => {
    const failure = { success: false, status: 409, error: 'x', serverMessage: 'This test is closed.' };
    expect(errorText(hi, serverError(failure, TEST_ERRORS.startFailed))).toBe('This test is closed.');
    expect(errorText(hi, serverError({ success: false, status: 500 }, TEST_ERRORS.startFailed))).toBe(
      'टेस्ट शुरू नहीं हो सका। कृपया फिर कोशिश करें।',
    );
    expect(errorText(en, { key: TEST_ERRORS.loadFailed })).toBe(
      'Failed to load test. Please try again later.',
    );
  });
});
