import type { HindiOf } from '../define.ts';
import type { studentsMessages } from '../messages/students.ts';

/** The Hindi of messages/students.ts (loaded only when the interface is Hindi). */
export const studentsHindi: HindiOf<typeof studentsMessages> = {
  readOnlyNote:
    'आप {name} के आँकड़े, परिणाम और चल रहे टेस्ट वैसे ही देख रहे हैं जैसे {name} देखते हैं। यहाँ कुछ भी बदला नहीं जा सकता।',
  email: 'ईमेल',
  batches: 'बैच',
  noBatch: 'किसी बैच में नहीं',
  figuresHeading: 'डैशबोर्ड के आँकड़े',
  inProgressHeading: 'चल रहे टेस्ट',
  noneInProgress: 'कोई टेस्ट चल नहीं रहा है।',
  startedAt: '{time} पर शुरू हुआ',
  answeredOf: '{total} में से {answered} के उत्तर दिए',
  timeLeft: '{time} बाकी',
  timeUp: 'समय समाप्त: यह एक मिनट के भीतर अपने आप जमा हो जाएगा।',
  resultsHeading: 'परिणाम',
  noResults: 'अभी कोई परिणाम नहीं है।',
  resultsTable: '{name} के परिणाम',
  test: 'टेस्ट',
  completed: 'पूरा हुआ',
  score: 'अंक',
  percent: 'प्रतिशत',
  rank: 'रैंक',
  rankOf: '{takers} में से {rank}',
  notRanked: 'रैंक नहीं',
  openResult: 'खोलें',
  openResultNamed: '{test} का परिणाम खोलें, {date}',
  resultsPages: 'परिणामों के पृष्ठ',
  notFoundTitle: 'कोई छात्र नहीं मिला',
  notFoundText: 'यह छात्र मौजूद नहीं है या आपके सेंटर का छात्र नहीं है।',
  loadFailed: 'छात्र के पृष्ठ लोड नहीं हो सके।',
  viewingResult: '{name} का परिणाम देख रहे हैं (केवल पढ़ने के लिए)',
  backToStudent: '{name} पर वापस जाएँ',
  backToStudentPage: 'छात्र पर वापस जाएँ',
  openStudent: '{name} के पृष्ठ खोलें',
};
