import type { HindiOf } from '../define.ts';
import type { studyPlanMessages } from '../messages/study-plan.ts';

/** The Hindi of messages/study-plan.ts (loaded only when the interface is Hindi). */
export const studyPlanHindi: HindiOf<typeof studyPlanMessages> = {
  title: 'अध्ययन योजना',
  intro: 'आपके सबसे कमज़ोर टॉपिक पर अभ्यास सेट, टेस्ट और लेक्चर, दिन-प्रतिदिन। जैसे-जैसे पूरे करें, उन पर निशान लगाएँ।',
  tryAgain: 'फिर से प्रयास करें',
  loadFailed: 'आपकी अध्ययन योजना लोड नहीं हो सकी। {error}',
  noPlan: 'अभी कोई अध्ययन योजना नहीं',
  noPlanMessage:
    'योजना बनाएँ: यह उन टॉपिक से शुरू होती है जिनमें आपकी सटीकता सबसे कम है। परीक्षा तक की योजना के लिए अपनी परीक्षा तिथि जोड़ें।',
  saveFailed: '“{title}” सहेजा नहीं जा सका: {error}',
  writtenByAi: 'योजना AI सहायक की मदद से लिखी गई',
  planProgress: 'योजना की प्रगति',
  progress: '{total} में से {done} पूरे',
  loading: 'अध्ययन योजना लोड हो रही है',
  practice: 'अभ्यास',
  test: 'टेस्ट',
  lecture: 'लेक्चर',
  review: 'दोहराव',
  today: 'आज',
  restDay: 'आराम का दिन।',
  practise: 'अभ्यास करें',
  startTest: 'टेस्ट शुरू करें',
  watch: 'देखें',
  requestFailed: 'अनुरोध विफल रहा',
  examDate: 'परीक्षा तिथि',
  examDateHelp: 'वैकल्पिक। इसके बिना योजना आने वाले 7 दिनों की होती है।',
  generate: 'योजना बनाएँ',
  regeneratePlan: 'योजना फिर से बनाएँ',
  regenerateTitle: 'योजना फिर से बनाएँ?',
  confirmReplace: 'योजना फिर से बनाने पर मौजूदा योजना बदल जाएगी, और जिन मदों पर आपने निशान लगाया है वे हट जाएँगे।',
  cancel: 'रद्द करें',
  regenerate: 'फिर से बनाएँ',
};
