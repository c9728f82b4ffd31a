import type { HindiOf } from '../define.ts';
import type { commonMessages } from '../messages/common.ts';

/** The Hindi of messages/common.ts (loaded only when the interface is Hindi). */
export const commonHindi: HindiOf<typeof commonMessages> = {
  close: 'बंद करें',
  loadingChart: 'चार्ट लोड हो रहा है',
  questionLanguage: 'प्रश्नों की भाषा',
  retake: 'दोबारा प्रयास',
  retakeHint: 'पहले दिए गए टेस्ट का दोबारा प्रयास: इससे आपकी रैंक कभी नहीं बदलती',
  downloadResults: 'परिणाम डाउनलोड करें',
  resultsCsv: 'CSV फ़ाइल',
  resultsXlsx: 'Excel फ़ाइल (XLSX)',
  resultsOf: 'किसके परिणाम',
  resultsWholeCentre: 'पूरा केंद्र',
  resultsDownloaded: 'परिणाम डाउनलोड हो गए: {file}',
  resultsDownloadFailed: 'परिणाम डाउनलोड नहीं हो सके। कृपया फिर से कोशिश करें।',
};
