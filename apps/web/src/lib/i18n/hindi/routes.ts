import type { HindiOf } from '../define.ts';
import type { routesMessages } from '../messages/routes.ts';

/** The Hindi of messages/routes.ts (loaded only when the interface is Hindi). */
export const routesHindi: HindiOf<typeof routesMessages> = {
  titleFormat: '{page} · Aspirant',
  dashboard: 'डैशबोर्ड',
  tests: 'टेस्ट',
  availableTests: 'उपलब्ध टेस्ट',
  performance: 'प्रदर्शन',
  lectures: 'लेक्चर',
  aiAssistant: 'AI सहायक',
  profile: 'प्रोफ़ाइल',
  settings: 'सेटिंग्स',
  superAdminUsers: 'सुपर एडमिन उपयोगकर्ता',
  coachingAdminUsers: 'कोचिंग एडमिन उपयोगकर्ता',
  batchManagement: 'बैच प्रबंधन',
  practice: 'अभ्यास',
  studyPlan: 'अध्ययन योजना',
  progress: 'प्रगति',
  progressTracker: 'प्रगति ट्रैकर',
  savedQuestions: 'सहेजे गए प्रश्न',
  takeTest: 'टेस्ट दें',
  result: 'परिणाम विश्लेषण',
  subject: 'विषय',
  signIn: 'साइन इन',
  signUp: 'साइन अप',
  loginOtp: 'OTP से लॉगिन',
  forgotPassword: 'पासवर्ड भूल गए',
  setup: 'Aspirant सेट अप करें',
  notFound: 'पेज नहीं मिला',
  scorecard: 'स्कोरकार्ड',
  questionImport: 'प्रश्न इम्पोर्ट करें',
};
