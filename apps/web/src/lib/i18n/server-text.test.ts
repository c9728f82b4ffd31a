import { ACCOUNT_MESSAGES } from '@aspirant/contract/account-messages.ts';
import { AI_MESSAGES } from '@aspirant/contract/ai-messages.ts';
import { ATTEMPT_MESSAGES } from '@aspirant/contract/attempts.ts';
import { MESSAGES, QUOTA_MESSAGES, SETUP_MESSAGES } from '@aspirant/contract/auth-messages.ts';
import { ROSTER_MESSAGES } from '@aspirant/contract/batch-roster.ts';
import { BATCH_MESSAGES } from '@aspirant/contract/batches.ts';
import { INPUT_MESSAGES } from '@aspirant/contract/input.ts';
import { INSIGHT_MESSAGES } from '@aspirant/contract/insights.ts';
import { LECTURE_MESSAGES } from '@aspirant/contract/lectures.ts';
import { LIVE_ROOM_MESSAGES } from '@aspirant/contract/live-room.ts';
import { NOTIFICATION_MESSAGES } from '@aspirant/contract/notifications.ts';
import { PRACTICE_MESSAGES } from '@aspirant/contract/practice.ts';
import { PROFILE_MESSAGES } from '@aspirant/contract/profile.ts';
import { BANK_MESSAGES, IMPORT_MESSAGES, QUESTION_BANK_MESSAGES } from '@aspirant/contract/question-bank.ts';
import { RESULT_MESSAGES, SCORECARD_MESSAGES, SOLUTION_MESSAGES } from '@aspirant/contract/results.ts';
import { SAVED_MESSAGES } from '@aspirant/contract/saved-questions.ts';
import { STUDY_PLAN_MESSAGES } from '@aspirant/contract/study-plan-messages.ts';
import { SUBJECT_MESSAGES } from '@aspirant/contract/subjects.ts';
import { TEST_REPORT_MESSAGES } from '@aspirant/contract/test-reports.ts';
import { TEST_STUDIO_MESSAGES } from '@aspirant/contract/test-studio.ts';
import { TEST_MESSAGES } from '@aspirant/contract/tests.ts';
import { USER_MESSAGES } from '@aspirant/contract/users.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_SERVER_MESSAGES } from '../../features/ai-assistant/lib/server-messages.ts';
import { STUDY_PLAN_SERVER_MESSAGES } from '../../features/study-plan/lib/server-messages.ts';
import { ApiError } from '../api-client.ts';
import { loadEnglish, loadHindi } from './catalogue.ts';
import { loadServerPagesText, localServerText, serverText, setServerTextLanguage } from './server-text.ts';
import { createTranslate } from './translate.ts';

const en = createTranslate('en');
const hi = createTranslate('hi');
const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
  await Promise.all([loadEnglish(), loadHindi(), loadServerPagesText()]);
});

/** Contract texts the web shows as its own words (studyPlan.confirmReplace, studyPlan.writtenByAi), never sent as an error. */
const WEB_TEXT = new Set<string>([STUDY_PLAN_MESSAGES.confirmReplace, STUDY_PLAN_MESSAGES.writtenByAi]);

/** The feature maps the study plan and the assistant pass (their messages' Hindi is in their own areas). */
function known(message: string) {
  return STUDY_PLAN_SERVER_MESSAGES.has(message) ? STUDY_PLAN_SERVER_MESSAGES : AI_SERVER_MESSAGES;
}

/** Every text of a contract constant: plain ones as they are, functions at the figures given. */
function texts(constants: Record<string, unknown>): [string, string][] {
  return Object.entries(constants).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

describe("the server's fixed refusals in the interface language (issue 15 point 9)", () => {
  it('keeps every English message exactly as the server sends it', () => {
    for (const known of [STUDY_PLAN_SERVER_MESSAGES, AI_SERVER_MESSAGES]) {
      for (const message of known.keys()) expect(serverText(message, known, en)).toBe(message);
    }
    for (const [, message] of texts(MESSAGES)) expect(serverText(message, null, en)).toBe(message);
    const quota = QUOTA_MESSAGES.attemptStarts({ max: 1234, windowSeconds: 86_400, retryAfterSeconds: 61 });
    expect(serverText(quota, null, en)).toBe(quota);
    expect(serverText(MESSAGES.tooManyRequests(1234), null, en)).toBe(MESSAGES.tooManyRequests(1234));
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
    expect(serverText(MESSAGES.invalidCredentials, null, hi)).toBe('ईमेल या पासवर्ड गलत है।');
    expect(serverText(MESSAGES.passwordRule, null, hi)).toBe(
      'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए और आम तौर पर इस्तेमाल होने वाला पासवर्ड नहीं होना चाहिए।',
    );
    expect(serverText('Not found.', null, hi)).toBe('नहीं मिला।');
    expect(serverText('Something went wrong on our side. Please try again.', null, hi)).toBe(
      'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
    );
  });

  it('has a Hindi for every fixed message of every contract constant, with the same figures', () => {
    const everyConstant = [
      MESSAGES,
      ACCOUNT_MESSAGES,
      SETUP_MESSAGES,
      INPUT_MESSAGES,
      AI_MESSAGES,
      STUDY_PLAN_MESSAGES,
      USER_MESSAGES,
      PRACTICE_MESSAGES,
      BATCH_MESSAGES,
      ROSTER_MESSAGES,
      QUESTION_BANK_MESSAGES,
      IMPORT_MESSAGES,
      BANK_MESSAGES,
      TEST_MESSAGES,
      SAVED_MESSAGES,
      PROFILE_MESSAGES,
      NOTIFICATION_MESSAGES,
      LECTURE_MESSAGES,
      RESULT_MESSAGES,
      SOLUTION_MESSAGES,
      SCORECARD_MESSAGES,
      ATTEMPT_MESSAGES,
      SUBJECT_MESSAGES,
      LIVE_ROOM_MESSAGES,
      TEST_STUDIO_MESSAGES,
      INSIGHT_MESSAGES,
      TEST_REPORT_MESSAGES,
    ];
    const wrong: string[] = [];
    for (const constants of everyConstant) {
      for (const [name, message] of texts(constants)) {
        if (WEB_TEXT.has(message)) continue;
        const hindi = serverText(message, known(message), hi);
        const sameFigures = (hindi.match(/\d+/g) ?? []).join() === (message.match(/\d+/g) ?? []).join();
        if (hindi === message || !DEVANAGARI.test(hindi) || !sameFigures) wrong.push(`${name}: ${hindi}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('puts the figures of a template into the Hindi', () => {
    // Issue 18: a key fix's refusals.
    expect(serverText(INSIGHT_MESSAGES.inProgress(1), null, hi)).toBe(
      '1 छात्र अभी यह टेस्ट दे रहा है। सबमिट करने पर उसके उत्तर सुधार के साथ जाँचे जाएँगे। फिर से जाँचने की पुष्टि करें।',
    );
    expect(serverText(INSIGHT_MESSAGES.inProgress(12), null, hi)).toBe(
      '12 छात्र अभी यह टेस्ट दे रहे हैं। सबमिट करने पर उनके उत्तर सुधार के साथ जाँचे जाएँगे। फिर से जाँचने की पुष्टि करें।',
    );
    expect(serverText(INSIGHT_MESSAGES.positionNotFound(7), null, hi)).toBe('इस टेस्ट में प्रश्न 7 नहीं है।');
    expect(serverText(INSIGHT_MESSAGES.optionNotOfQuestion(4), null, hi)).toBe(
      'इस प्रश्न के 4 विकल्प हैं: उनमें से एक चुनें।',
    );
    expect(serverText(INSIGHT_MESSAGES.inProgress(12), null, en)).toBe(INSIGHT_MESSAGES.inProgress(12));
    expect(serverText(ATTEMPT_MESSAGES.answerOutOfRange(5), null, hi)).toBe(
      'selectedAnswer इस प्रश्न के किसी एक विकल्प का क्रमांक (0 से 4) होना चाहिए, या उत्तर हटाने के लिए null।',
    );
    expect(serverText(MESSAGES.tooManyRequests(1), null, hi)).toBe(
      'बहुत अधिक प्रयास हो गए हैं। कृपया 1 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(serverText(MESSAGES.tooManyRequests(1234), null, hi)).toBe(
      'बहुत अधिक प्रयास हो गए हैं। कृपया 1,234 सेकंड बाद फिर से कोशिश करें।',
    );
    expect(
      serverText(QUOTA_MESSAGES.insights({ max: 1, windowSeconds: 3600, retryAfterSeconds: 2700 }), null, hi),
    ).toBe('आप प्रति घंटे एक बार नई इनसाइट्स बना सकते हैं। 45 मिनट बाद फिर से कोशिश करें।');
    expect(
      serverText(
        QUOTA_MESSAGES.studyPlan({ max: 2, windowSeconds: 86_400, retryAfterSeconds: 3 * 3600 }),
        null,
        hi,
      ),
    ).toBe('आप प्रति दिन दो बार अध्ययन योजना बना सकते हैं। 3 घंटे बाद फिर से कोशिश करें।');
    expect(
      serverText(QUOTA_MESSAGES.photo({ max: 5, windowSeconds: 900, retryAfterSeconds: 30 }), null, hi),
    ).toBe('आप हर 15 मिनट में 5 बार अपनी प्रोफ़ाइल फ़ोटो बदल सकते हैं। 30 सेकंड बाद फिर से कोशिश करें।');
    expect(
      serverText(
        QUOTA_MESSAGES.attemptStarts({ max: 20, windowSeconds: 86_400, retryAfterSeconds: 600 }),
        null,
        hi,
      ),
    ).toBe(
      'आप प्रति दिन 20 टेस्ट शुरू कर सकते हैं। 10 मिनट बाद फिर से कोशिश करें। जो टेस्ट आप शुरू कर चुके हैं, उन्हें कभी भी फिर से जारी रख सकते हैं।',
    );
    expect(serverText(AI_MESSAGES.dailyQuota(50), AI_SERVER_MESSAGES, hi)).toBe(
      'आप आज के 50 AI संदेशों का उपयोग कर चुके हैं। कोटा आधी रात (UTC) को फिर से मिलेगा।',
    );
    expect(serverText(ATTEMPT_MESSAGES.notOpenYet('Sun, 29 Nov, 10:00 AM IST'), null, hi)).toBe(
      'यह टेस्ट Sun, 29 Nov, 10:00 AM IST को खुलेगा।',
    );
    expect(serverText(ATTEMPT_MESSAGES.closed('Sun, 29 Nov, 11:00 AM IST'), null, hi)).toBe(
      'यह टेस्ट Sun, 29 Nov, 11:00 AM IST को बंद हो गया।',
    );
    expect(serverText(ATTEMPT_MESSAGES.noAttemptsLeft(1), null, hi)).toBe(
      'आप इस टेस्ट का अपना 1 प्रयास कर चुके हैं।',
    );
    expect(serverText(ATTEMPT_MESSAGES.noAttemptsLeft(3), null, hi)).toBe('आप इस टेस्ट के सभी 3 प्रयास कर चुके हैं।');
    expect(serverText(ATTEMPT_MESSAGES.noAttemptsLeft(3), null, en)).toBe(ATTEMPT_MESSAGES.noAttemptsLeft(3));
    expect(serverText(INPUT_MESSAGES.unstorableField('Bio'), null, hi)).toBe(
      'Bio में ऐसा अक्षर है जिसे सहेजा नहीं जा सकता (NUL या अकेला सरोगेट)। उसे हटाकर फिर से कोशिश करें।',
    );
  });

  it("reads the profile's templates back", () => {
    expect(serverText(PROFILE_MESSAGES.targetYearOutOfRange(2026, 2031), null, hi)).toBe(
      'लक्ष्य वर्ष 2026 से 2031 के बीच होना चाहिए।',
    );
    expect(serverText(PROFILE_MESSAGES.emailChangeCodeSent('new@example.com'), null, hi)).toBe(
      'हमने new@example.com पर 6 अंकों का कोड भेजा है। बदलाव की पुष्टि के लिए इसे 10 मिनट के भीतर यहाँ दर्ज करें।',
    );
    expect(serverText(PROFILE_MESSAGES.targetYearOutOfRange(2026, 2031), null, en)).toBe(
      'Target year must be from 2026 to 2031.',
    );
  });

  it("reads the composer's templates back (issue 17)", () => {
    expect(serverText(TEST_STUDIO_MESSAGES.notEnoughQuestions(7, 'Polity', 'medium', 10), null, hi)).toBe(
      'medium कठिनाई के केवल 7 Polity प्रश्न उपलब्ध हैं; 10 माँगे गए थे।',
    );
    expect(serverText(TEST_STUDIO_MESSAGES.notEnoughQuestions(3, 'Polity', null, 5), null, hi)).toBe(
      'केवल 3 Polity प्रश्न उपलब्ध हैं; 5 माँगे गए थे।',
    );
    expect(serverText(TEST_STUDIO_MESSAGES.codeTaken('PS-1'), null, hi)).toBe(
      'कोड PS-1 पहले से किसी दूसरे टेस्ट में इस्तेमाल हो रहा है: कोई दूसरा कोड चुनें।',
    );
    expect(serverText(TEST_STUDIO_MESSAGES.noCorrectOption(4), null, en)).toBe(
      TEST_STUDIO_MESSAGES.noCorrectOption(4),
    );
  });

  it('shows a message it does not know as the server wrote it', () => {
    for (const unknown of ['Too many attempts. Please try again in 1 seconds.', 'Something else.', '']) {
      expect(serverText(unknown, null, hi)).toBe(unknown);
    }
  });

  it('follows the interface language for code without a t (the API client)', () => {
    setServerTextLanguage('hi');
    expect(localServerText(MESSAGES.otpInvalid)).toBe('OTP गलत है या उसकी समय-सीमा समाप्त हो चुकी है।');
    const notFound = new ApiError({
      success: false,
      status: 404,
      error: 'Not found.',
      serverMessage: 'Not found.',
    });
    expect(notFound.message).toBe('नहीं मिला।');
    expect(notFound.serverMessage).toBe('Not found.');
    setServerTextLanguage('en');
    expect(localServerText(MESSAGES.otpInvalid)).toBe(MESSAGES.otpInvalid);
    expect(new ApiError({ success: false, status: 404, error: 'Not found.' }).message).toBe('Not found.');
  });
});
