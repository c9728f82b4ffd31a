import type { HindiOf } from '../define.ts';
import type { staffHomeMessages } from '../messages/staff-home.ts';

/** The Hindi of messages/staff-home.ts (loaded only when the interface is Hindi). */
export const staffHomeHindi: HindiOf<typeof staffHomeMessages> = {
  title: 'स्वागत है, {name}',
  subtitle: 'आपका स्टाफ़ होम: प्रश्न बैंक और आपके काम की जगहें।',
  centreQuestions: 'आपके सेंटर के प्रश्न: {count}',
  globalQuestions: 'ग्लोबल बैंक के प्रश्न: {count}',
  openReports: 'छात्रों की खुली रिपोर्टें: {count}',
  openBank: 'प्रश्न बैंक खोलें',
  newQuestion: 'नया प्रश्न',
  reportsInbox: 'रिपोर्ट किए गए प्रश्न',
  batchesText: 'आपके सेंटर के बैच और उनके छात्र।',
  openBatches: 'बैच प्रबंधित करें',
  centreUsersText: 'आपके सेंटर के शिक्षक और छात्र।',
  allUsersText: 'सभी उपयोगकर्ता और उनकी भूमिका।',
  openUsers: 'उपयोगकर्ता प्रबंधित करें',
  testsText: 'वे टेस्ट जो छात्र दे सकते हैं।',
  openTests: 'टेस्ट देखें',
  lecturesText: 'आपके छात्रों के लिए रिकॉर्ड किए गए लेक्चर।',
  openLectures: 'लेक्चर खोलें',
  testStudioText: 'बैंक से टेस्ट बनाएँ, उन्हें प्रकाशित करें और अपने बैचों के लिए शेड्यूल करें।',
  openTestStudio: 'टेस्ट स्टूडियो खोलें',
  newTest: 'नया टेस्ट',
};
