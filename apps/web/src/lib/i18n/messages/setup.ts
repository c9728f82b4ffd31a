import { defineMessages } from '../define.ts';

/** /setup/{token}: the one-time creation of the first super admin (decision 0009). */
export const setupMessages = defineMessages({
  en: {
    title: 'Create the First Super Admin',
    subtitle: 'This link works once, while the server has no super admin.',
    failed: 'The super admin could not be created. Please try again.',
    submit: 'Create Super Admin',
  },
  hi: {
    title: 'पहला सुपर एडमिन बनाएँ',
    subtitle: 'यह लिंक केवल एक बार काम करता है, जब तक सर्वर पर कोई सुपर एडमिन नहीं है।',
    failed: 'सुपर एडमिन नहीं बनाया जा सका। कृपया दोबारा कोशिश करें।',
    submit: 'सुपर एडमिन बनाएँ',
  },
});
