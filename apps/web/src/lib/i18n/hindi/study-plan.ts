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
  countQuestions: { one: '{count} प्रश्न', other: '{count} प्रश्न' },
  countMinutes: { one: '{count} मिनट', other: '{count} मिनट' },
  countDays: { one: '{count} दिन', other: '{count} दिन' },
  planTestTitle: 'टेस्ट: {test}',
  planMockTitle: 'फुल मॉक: {test}',
  planDiagnosticTitle: 'डायग्नोस्टिक मॉक: {test}',
  planPractiseTitle: '{name} का अभ्यास करें',
  planWatchTitle: 'देखें: {lecture}',
  planReviewTitle: 'सप्ताह की गलतियों की समीक्षा करें',
  planMockDetail: 'पूर्ण-अवधि का मॉक: {minutes} में {questions}। इसे परीक्षा की तरह एक ही बैठक में दें।',
  planTestDetail: '{minutes} में {questions}। इसके बाद, जिन प्रश्नों में चूक हुई उन सबकी व्याख्या पढ़ें।',
  planDiagnosticDetail:
    'पूर्ण-अवधि का मॉक ({questions}, {minutes}), जो दिखाता है कि हर विषय में आप कहाँ खड़े हैं। इसके बाद अपने कमज़ोर टॉपिक पर केंद्रित नई योजना बनाएँ।',
  planSubjectPracticeDetail:
    '{subject} के मिले-जुले प्रश्नों का सेट, यह जानने के लिए कि किन टॉपिक पर काम करना है। हर व्याख्या पढ़ें।',
  planTopicPracticeDetail:
    'यहाँ आपकी सटीकता {accuracy}% है ({attempted} में से {correct})। हर उत्तर की व्याख्या पढ़ें, सही हो या गलत।',
  planLectureDetail: 'देखते समय मुख्य तथ्य नोट करें, और अगली सुबह नोट्स दोहराएँ।',
  planReviewDetail: 'इस सप्ताह टेस्ट और अभ्यास में गलत हुए प्रश्नों को फिर से देखें, और लिखें कि हर सही उत्तर सही क्यों है।',
  planSpan: '{days}, {start} से {end} तक।',
  planSpanToExam: '{days}, {start} से {end} तक, {exam} को आपकी परीक्षा तक।',
  planStarterSummary:
    'अभी आपका कोई परिणाम नहीं है, इसलिए योजना एक पूर्ण-अवधि के डायग्नोस्टिक मॉक टेस्ट से शुरू होती है और फिर बारी-बारी से हर विषय का अभ्यास कराती है। मॉक के बाद अपने कमज़ोर टॉपिक पर केंद्रित नई योजना बनाएँ।',
  planWeakSummary:
    'यह आपके सबसे कमज़ोर टॉपिक से शुरू होती है: {topics}। रोज़ एक टॉपिक का अभ्यास करें, सूची के टेस्ट दें, और जैसे-जैसे काम पूरे हों, उन पर निशान लगाते जाएँ।',
};
