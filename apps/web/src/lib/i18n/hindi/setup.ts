import type { HindiOf } from '../define.ts';
import type { setupMessages } from '../messages/setup.ts';

/** The Hindi of messages/setup.ts (loaded only when the interface is Hindi). */
export const setupHindi: HindiOf<typeof setupMessages> = {
  title: 'पहला सुपर एडमिन बनाएँ',
  subtitle: 'यह लिंक केवल एक बार काम करता है, जब तक सर्वर पर कोई सुपर एडमिन नहीं है।',
  failed: 'सुपर एडमिन नहीं बनाया जा सका। कृपया दोबारा कोशिश करें।',
  submit: 'सुपर एडमिन बनाएँ',
};
