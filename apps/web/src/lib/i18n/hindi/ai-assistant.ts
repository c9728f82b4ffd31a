import type { HindiOf } from '../define.ts';
import type { aiAssistantMessages } from '../messages/ai-assistant.ts';

/** The Hindi of messages/ai-assistant.ts (loaded only when the interface is Hindi). */
export const aiAssistantHindi: HindiOf<typeof aiAssistantMessages> = {
  title: 'AI अध्ययन सहायक',
  loadingConversation: 'बातचीत लोड हो रही है',
  greeting:
    'नमस्ते! मैं आपका AI अध्ययन सहायक हूँ। मुझसे इस सप्ताह की अध्ययन योजना माँगें, पूछें कि आपके अंक किस ओर जा रहे हैं, आपकी गति लक्ष्यों की तुलना में कैसी है, या पाठ्यक्रम का कोई विषय समझाने को कहें।',
  providerBuiltin: 'अंतर्निहित सहायक',
  providerOpenai: 'AI मॉडल',
  providerBuiltinTitle: 'AI मॉडल के बिना, आपके अपने परिणामों और प्रश्न बैंक से उत्तर',
  providerOpenaiTitle: 'Aspirant से जुड़े AI मॉडल से उत्तर',
  historyFailed: 'आपकी पिछली बातचीत लोड नहीं हो सकी। नए संदेश फिर भी सहेजे जा रहे हैं।',
  earlierFailed: 'पिछले संदेश लोड नहीं हो सके। कृपया फिर से प्रयास करें।',
  conversationCleared: 'बातचीत मिटा दी गई',
  earlierShown: 'पिछले संदेश दिखाए गए',
  clearConversation: 'बातचीत मिटाएँ',
  conversation: 'बातचीत',
  showEarlier: 'पिछले संदेश दिखाएँ',
  speakerUser: 'आपने कहा: ',
  speakerAssistant: 'सहायक: ',
  waitingReply: 'उत्तर की प्रतीक्षा है',
  stopped: 'रोका गया',
  chatFailed: 'क्षमा करें, कोई त्रुटि हुई। कृपया कुछ देर बाद फिर से प्रयास करें।',
  clearTitle: 'बातचीत मिटाएँ?',
  clearText: 'इससे सहायक के साथ आपकी पूरी बातचीत, आपके हर डिवाइस पर, मिट जाएगी। इसे वापस नहीं लाया जा सकता।',
  clearFailed: 'बातचीत मिटाई नहीं जा सकी। कृपया फिर से प्रयास करें।',
  cancel: 'रद्द करें',
  tryAsking: 'ये पूछकर देखें',
  inputLabel: 'AI अध्ययन सहायक से पूछें',
  hint: 'भेजने के लिए Enter, नई पंक्ति के लिए Shift+Enter',
  tooLong: 'हर संदेश में अधिकतम {max} अक्षर हो सकते हैं।',
  stop: 'रोकें',
  send: 'भेजें',
};
