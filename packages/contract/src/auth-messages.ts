// Zod-free, like the other *-messages modules: the web's entry reads the messages the sign-in, registration, OTP
// and reset screens may get from the server, to show them in the interface language, without the schemas.

/** Limits the server enforces on credentials (issue 2). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const OTP_LENGTH = 6;

/** Messages the server sends; the client shows them as they are (SPEC §8: "the server message if present"). */
export const MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  passwordRequired: 'Password is required.',
  /**
   * The one password rule (issue 15, decision 0017): NIST SP 800-63B's length and blocklist, no composition
   * rules. Registration, reset, change, the first admin and added users refuse with it, and the Change Password
   * help text says it.
   */
  passwordRule: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long and not a commonly used password.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  otpInvalidFormat: `The OTP is the ${OTP_LENGTH}-digit code from the email.`,
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists.',
  otpSent: 'If an account exists for this email, an OTP has been sent to it.',
  otpInvalid: 'Invalid or expired OTP.',
  otpVerified: 'OTP verified. You can now set a new password.',
  passwordReset: 'Your password has been reset. Please sign in with the new password.',
  emailConfirmed: 'Thank you: your email address is confirmed.',
  emailAlreadyConfirmed: 'Your email address is already confirmed.',
  confirmationSent: 'We have sent a new confirmation code to your email.',
  loggedOut: 'Logged out.',
  unauthenticated: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  tooManyRequests: (seconds: number) =>
    `Too many attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

/** 'once', 'twice', '5 times': how often a quota lets an action happen, for its message. */
function timesText(max: number): string {
  return max === 1 ? 'once' : max === 2 ? 'twice' : `${max} times`;
}

/** 'an hour', 'a day', 'every 15 minutes': the window a quota renews in, for its message. */
function windowText(seconds: number): string {
  if (seconds === 3600) return 'an hour';
  if (seconds === 86_400) return 'a day';
  return `every ${waitText(seconds)}`;
}

/** A wait as people say it, rounded up so it is never too short: '45 seconds', '12 minutes', '3 hours'. */
export function waitText(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 2 * 60 * 60) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/** A used-up quota (decision 0011): what it allows, and when the action is possible again. */
export interface QuotaWait {
  max: number;
  windowSeconds: number;
  retryAfterSeconds: number;
}

/** The 429 messages of the quotas on costly or storing actions (decision 0011). */
export const QUOTA_MESSAGES = {
  insights: (q: QuotaWait) =>
    `You can generate new insights ${timesText(q.max)} ${windowText(q.windowSeconds)}. Try again in ${waitText(q.retryAfterSeconds)}.`,
  studyPlan: (q: QuotaWait) =>
    `You can generate a study plan ${timesText(q.max)} ${windowText(q.windowSeconds)}. Try again in ${waitText(q.retryAfterSeconds)}.`,
  photo: (q: QuotaWait) =>
    `You can change your profile photo ${timesText(q.max)} ${windowText(q.windowSeconds)}. Try again in ${waitText(q.retryAfterSeconds)}.`,
  attemptStarts: (q: QuotaWait) =>
    `You can start ${q.max} test${q.max === 1 ? '' : 's'} ${windowText(q.windowSeconds)}. Try again in ${waitText(q.retryAfterSeconds)}. A test you have already started can be resumed at any time.`,
} as const;

/** Messages the web forms show before any call (SPEC §5). */
export const FORM_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  enterAllFields: 'Please enter all fields',
  passwordsDoNotMatch: 'Passwords do not match',
  enterEmail: 'Please enter your email address.',
  enterOtp: 'Please enter the OTP.',
} as const;

/** The set-up screen's refusals (setup.ts re-exports them). */
export const SETUP_MESSAGES = {
  /** One answer for a wrong token, a used one and a server that already has a super admin (no enumeration). */
  linkInvalid:
    'This setup link is not valid: it has been used, or a super admin already exists. Sign in, or ask your administrator.',
  tokenRequired: 'The setup link is incomplete: open the link from the server log again.',
} as const;
