import { defineEnglish } from '../define.ts';

/** /setup/{token}: the one-time creation of the first super admin (decision 0009). */
export const setupMessages = defineEnglish({
  title: 'Create the First Super Admin',
  subtitle: 'This link works once, while the server has no super admin.',
  failed: 'The super admin could not be created. Please try again.',
  submit: 'Create Super Admin',
});
