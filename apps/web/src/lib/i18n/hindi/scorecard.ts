import type { HindiOf } from '../define.ts';
import type { scorecardMessages } from '../messages/scorecard.ts';

/** The Hindi of messages/scorecard.ts (loaded only when the interface is Hindi). */
export const scorecardHindi: HindiOf<typeof scorecardMessages> = {
  title: 'स्कोरकार्ड',
  gone: 'यह स्कोरकार्ड अब साझा नहीं है।',
  loadFailed: 'स्कोरकार्ड लोड नहीं हो सका।',
  askForLink: 'जिसने इसे साझा किया है, उनसे नया लिंक माँगें।',
  goToAspirant: 'Aspirant पर जाएँ',
  imageShared: 'स्कोरकार्ड की इमेज साझा की गई',
  imageDownloaded: 'स्कोरकार्ड की इमेज डाउनलोड हो गई',
  imageFailed: 'इमेज नहीं बन सकी।',
  overline: 'Aspirant · स्कोरकार्ड',
  score: 'स्कोर',
  percent: 'प्रतिशत',
  rank: 'रैंक',
  retakeNotRanked: 'दोबारा प्रयास (रैंक नहीं)',
  rankOf: '{takers} में से {rank}',
  percentile: 'पर्सेंटाइल',
  topShare: 'शीर्ष {share}%',
  imageRetake: 'दोबारा प्रयास',
  imagePercentile: 'पर्सेंटाइल {percentile}',
  subjects: 'विषय',
  shareImage: 'इमेज साझा करें',
  practise: 'Aspirant पर अभ्यास करें',
};
