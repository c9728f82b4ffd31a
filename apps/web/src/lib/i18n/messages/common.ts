import { defineMessages } from '../define.ts';

/** The shared components of components/ (chart frame, question language switch, retake chip). */
export const commonMessages = defineMessages({
  en: {
    loadingChart: 'Loading chart',
    questionLanguage: 'Question language',
    retake: 'Retake',
    retakeHint: 'A retake of a test you took before: it never moves your rank',
  },
  hi: {
    loadingChart: 'चार्ट लोड हो रहा है',
    questionLanguage: 'प्रश्नों की भाषा',
    retake: 'दोबारा प्रयास',
    retakeHint: 'पहले दिए गए टेस्ट का दोबारा प्रयास: इससे आपकी रैंक कभी नहीं बदलती',
  },
});
