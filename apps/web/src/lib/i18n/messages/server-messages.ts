import { ACCOUNT_MESSAGES } from '@aspirant/contract/account-messages.ts';
import { MESSAGES, SETUP_MESSAGES } from '@aspirant/contract/auth-messages.ts';
import { defineEnglish } from '../define.ts';

/**
 * Issue 15 point 9: the fixed messages the server may send to the sign-in, registration, OTP, reset and set-up
 * screens, and its generic refusals (lib/i18n/server-text.ts). In the entry: those screens show them. The English
 * is the contract's (shown as the server sent it); the Hindi is in hindi/server-messages.ts.
 */
export const serverMessagesMessages = defineEnglish({
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  nameRequired: MESSAGES.nameRequired,
  nameTooLong: MESSAGES.nameTooLong,
  passwordRequired: MESSAGES.passwordRequired,
  passwordRule: MESSAGES.passwordRule,
  passwordTooLong: MESSAGES.passwordTooLong,
  otpInvalidFormat: MESSAGES.otpInvalidFormat,
  invalidCredentials: MESSAGES.invalidCredentials,
  emailTaken: MESSAGES.emailTaken,
  otpSent: MESSAGES.otpSent,
  otpInvalid: MESSAGES.otpInvalid,
  otpVerified: MESSAGES.otpVerified,
  passwordReset: MESSAGES.passwordReset,
  emailConfirmed: MESSAGES.emailConfirmed,
  emailAlreadyConfirmed: MESSAGES.emailAlreadyConfirmed,
  confirmationSent: MESSAGES.confirmationSent,
  loggedOut: MESSAGES.loggedOut,
  unauthenticated: MESSAGES.unauthenticated,
  forbidden: MESSAGES.forbidden,
  notFound: MESSAGES.notFound,
  /** MESSAGES.tooManyRequests(count), as plural forms. */
  tooManyRequests: {
    one: 'Too many attempts. Please try again in {count} second.',
    other: 'Too many attempts. Please try again in {count} seconds.',
  },
  currentPasswordRequired: ACCOUNT_MESSAGES.currentPasswordRequired,
  currentPasswordWrong: ACCOUNT_MESSAGES.currentPasswordWrong,
  newPasswordSameAsCurrent: ACCOUNT_MESSAGES.newPasswordSameAsCurrent,
  passwordChanged: ACCOUNT_MESSAGES.passwordChanged,
  setupLinkInvalid: SETUP_MESSAGES.linkInvalid,
  setupTokenRequired: SETUP_MESSAGES.tokenRequired,
  /** apps/server/src/app.ts: an unexpected failure (500). */
  internalError: 'Something went wrong on our side. Please try again.',
});
