import type { HindiOf } from '../define.ts';
import type { serverMessagesMessages } from '../messages/server-messages.ts';

/** The Hindi of messages/server-messages.ts (loaded only when the interface is Hindi). */
export const serverMessagesHindi: HindiOf<typeof serverMessagesMessages> = {
  emailRequired: 'ईमेल आवश्यक है।',
  emailInvalid: 'कृपया एक मान्य ईमेल पता दर्ज करें।',
  nameRequired: 'नाम आवश्यक है।',
  nameTooLong: 'नाम में अधिकतम 100 अक्षर हो सकते हैं।',
  passwordRequired: 'पासवर्ड आवश्यक है।',
  passwordRule: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए और आम तौर पर इस्तेमाल होने वाला पासवर्ड नहीं होना चाहिए।',
  passwordTooLong: 'पासवर्ड में अधिकतम 128 अक्षर हो सकते हैं।',
  otpInvalidFormat: 'OTP ईमेल में भेजा गया 6 अंकों का कोड है।',
  invalidCredentials: 'ईमेल या पासवर्ड गलत है।',
  emailTaken: 'इस ईमेल से एक खाता पहले से मौजूद है।',
  otpSent: 'यदि इस ईमेल से कोई खाता है, तो उस पर एक OTP भेज दिया गया है।',
  otpInvalid: 'OTP गलत है या उसकी समय-सीमा समाप्त हो चुकी है।',
  otpVerified: 'OTP सत्यापित हो गया। अब आप नया पासवर्ड सेट कर सकते हैं।',
  passwordReset: 'आपका पासवर्ड रीसेट हो गया है। कृपया नए पासवर्ड से साइन इन करें।',
  emailConfirmed: 'धन्यवाद: आपके ईमेल पते की पुष्टि हो गई है।',
  emailAlreadyConfirmed: 'आपके ईमेल पते की पुष्टि पहले ही हो चुकी है।',
  confirmationSent: 'हमने आपके ईमेल पर पुष्टि का नया कोड भेज दिया है।',
  loggedOut: 'आप लॉग आउट हो गए हैं।',
  unauthenticated: 'जारी रखने के लिए कृपया साइन इन करें।',
  forbidden: 'आपको यह करने की अनुमति नहीं है।',
  notFound: 'नहीं मिला।',
  tooManyRequests: {
    one: 'बहुत अधिक प्रयास हो गए हैं। कृपया {count} सेकंड बाद फिर से कोशिश करें।',
    other: 'बहुत अधिक प्रयास हो गए हैं। कृपया {count} सेकंड बाद फिर से कोशिश करें।',
  },
  currentPasswordRequired: 'वर्तमान पासवर्ड आवश्यक है।',
  currentPasswordWrong: 'वर्तमान पासवर्ड गलत है।',
  newPasswordSameAsCurrent: 'नया पासवर्ड वर्तमान पासवर्ड से अलग होना चाहिए।',
  passwordChanged: 'आपका पासवर्ड बदल दिया गया है। आपके अन्य उपकरणों पर आपको साइन आउट कर दिया गया है।',
  setupLinkInvalid:
    'यह सेटअप लिंक मान्य नहीं है: इसका उपयोग हो चुका है, या सुपर एडमिन पहले से मौजूद है। साइन इन करें, या अपने एडमिनिस्ट्रेटर से पूछें।',
  setupTokenRequired: 'सेटअप लिंक अधूरा है: सर्वर लॉग से लिंक फिर से खोलें।',
  internalError: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
};
