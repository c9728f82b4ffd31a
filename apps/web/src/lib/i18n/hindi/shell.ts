import type { HindiOf } from '../define.ts';
import type { shellMessages } from '../messages/shell.ts';

/** The Hindi of messages/shell.ts (loaded only when the interface is Hindi). */
export const shellHindi: HindiOf<typeof shellMessages> = {
  appName: 'Aspirant',
  skipLink: 'मुख्य सामग्री पर जाएँ',
  toggleNavigation: 'नेविगेशन खोलें/बंद करें',
  mainNavigation: 'मुख्य नेविगेशन',
  notifications: 'सूचनाएँ',
  notificationsWithCount: { one: '{count} सूचना', other: '{count} सूचनाएँ' },
  switchToLight: 'लाइट मोड पर जाएँ',
  switchToDark: 'डार्क मोड पर जाएँ',
  toggleTheme: 'थीम बदलें',
  interfaceLanguage: 'इंटरफ़ेस की भाषा',
  accountMenu: 'खाता मेनू',
  user: 'उपयोगकर्ता',
  profile: 'प्रोफ़ाइल',
  settings: 'सेटिंग्स',
  logout: 'लॉग आउट',
  signOutTitle: 'साइन आउट करें?',
  waitingAnswers: {
    one: '{count} उत्तर अभी भेजा जाना बाकी है। यह इसी डिवाइस पर सुरक्षित रहेगा और यहाँ दोबारा साइन इन करने पर भेज दिया जाएगा।',
    other:
      '{count} उत्तर अभी भेजे जाने बाकी हैं। ये इसी डिवाइस पर सुरक्षित रहेंगे और यहाँ दोबारा साइन इन करने पर भेज दिए जाएँगे।',
  },
  staySignedIn: 'साइन इन रहें',
  signOut: 'साइन आउट',
  unauthorized: 'अनधिकृत पहुँच',
  loading: 'लोड हो रहा है...',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundText: 'इस पते पर कुछ नहीं है।',
  goToDashboard: 'डैशबोर्ड पर जाएँ',
  errorTitle: 'कुछ गड़बड़ हो गई',
  errorText: 'कृपया दोबारा कोशिश करने के लिए पेज रीलोड करें।',
  reload: 'रीलोड करें',
  demoChipName: 'डेमो मोड: नमूना खाते और डेटा',
  demo: 'डेमो',
  roleCoachingAdmin: 'कोचिंग एडमिन',
  roleTeacher: 'शिक्षक',
  roleStudent: 'छात्र',
  roleSuperAdmin: 'सुपर एडमिन',
};
