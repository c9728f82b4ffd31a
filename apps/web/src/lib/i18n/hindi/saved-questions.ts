import type { HindiOf } from '../define.ts';
import type { savedQuestionsMessages } from '../messages/saved-questions.ts';

/** The Hindi of messages/saved-questions.ts (loaded only when the interface is Hindi). */
export const savedQuestionsHindi: HindiOf<typeof savedQuestionsMessages> = {
  heading: 'सहेजे गए प्रश्न',
  retry: 'फिर से प्रयास करें',
  loadFailed: 'आपके सहेजे गए प्रश्न लोड नहीं हो सके।',
  emptyTitle: 'अभी कोई सहेजा गया प्रश्न नहीं है',
  emptyText: 'किसी टेस्ट के हल में बुकमार्क बटन से प्रश्न सहेजें, वह दोहराने और अभ्यास के लिए यहाँ दिखेगा।',
  seeResults: 'अपने परिणाम देखें',
  count: { one: '{count} सहेजा गया प्रश्न', other: '{count} सहेजे गए प्रश्न' },
  practise: 'इनका अभ्यास करें',
  practiceFailed: 'अभ्यास सेट शुरू नहीं हो सका। कृपया फिर से प्रयास करें।',
  removeFailed: 'प्रश्न हटाया नहीं जा सका। कृपया फिर से प्रयास करें।',
  cardHeading: 'सहेजा गया प्रश्न {number}',
  remove: 'हटाएँ',
  easy: 'आसान',
  medium: 'मध्यम',
  hard: 'कठिन',
  correctAnswer: 'सही उत्तर',
  explanation: 'व्याख्या',
  hiddenWhileTaking: 'यह प्रश्न जिस टेस्ट में है, उसे सबमिट करने तक छिपा है।',
  noExplanation: 'इस प्रश्न की कोई व्याख्या उपलब्ध नहीं है।',
};
