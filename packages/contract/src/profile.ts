import { z } from 'zod';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { endpoint } from './endpoint.ts';
import { EmailSchema, idSchema, MessageBodySchema, NameSchema, PASSWORD_MAX_LENGTH } from './fields.ts';
import { LANGUAGES, type Language, UI_LANGUAGE_INVALID } from './ui-language.ts';

/** Issue 7 point 6: /profile and Settings › My Profile show and save the same profile. */
export const BIO_MAX_LENGTH = 500;
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** The target year runs from this year (India time) to this many years ahead. */
export const TARGET_YEAR_SPAN = 5;
/** Photos larger than this are refused (413). */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The types the server accepts, decided by the file's first bytes. */
export const PHOTO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PhotoMimeType = (typeof PHOTO_MIME_TYPES)[number];
/** Where the signed photo URLs live: outside /api, so the browser may keep the image. */
export const MEDIA_PHOTOS_PREFIX = '/media/photos/';
/** A code sent to the new address: valid this long, and this many tries. */
export const EMAIL_CHANGE_CODE_MINUTES = 10;
export const EMAIL_CHANGE_MAX_ATTEMPTS = 5;

export { LANGUAGES, type Language } from './ui-language.ts';
/** The radio labels: each language in its own script. */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

export const PROFILE_MESSAGES = {
  saved: 'Your profile has been saved.',
  phoneInvalid: `Phone number must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits, with only digits, spaces, dashes and a leading +.`,
  bioTooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters.`,
  targetExamInvalid: 'Target exam must be one of the listed exams.',
  targetYearInvalid: 'Target year must be a whole year.',
  targetYearOutOfRange: (from: number, to: number) => `Target year must be from ${from} to ${to}.`,
  languageInvalid: 'Preferred language must be English (en) or Hindi (hi).',
  uiLanguageInvalid: UI_LANGUAGE_INVALID,
  photoEmpty: 'Choose a photo to upload.',
  photoTooLarge: `The photo is too large (at most ${PHOTO_MAX_BYTES / (1024 * 1024)} MB).`,
  photoWrongType: 'The photo must be a PNG, JPEG or WebP image.',
  photoRemoved: 'Your photo has been removed.',
  photoLinkInvalid: 'This photo link is not valid.',
  photoLinkExpired: 'This photo link has expired. Reload the page to get a new one.',
  photoNotFound: 'Photo not found.',
  emailSameAsCurrent: 'This is already your email address.',
  emailChangeCodeSent: (email: string) =>
    `We have sent a 6-digit code to ${email}. Enter it here within ${EMAIL_CHANGE_CODE_MINUTES} minutes to confirm the change.`,
  codeFormat: 'The code is the 6-digit number from the email.',
  codeInvalid: 'Invalid or expired code.',
  emailChanged: 'Your email address has been changed.',
  emailTestAssignedInvalid: 'emailTestAssigned must be true or false.',
} as const;

/** The target years offered on `now`: this year in India (IST, UTC+5:30) and the next TARGET_YEAR_SPAN. */
export function targetYearRange(now: Date): { from: number; to: number } {
  const from = new Date(now.getTime() + 330 * 60_000).getUTCFullYear();
  return { from, to: from + TARGET_YEAR_SPAN };
}

/** Digits, spaces and dashes with an optional leading +, and 7-15 digits. '' clears the number. */
export const PhoneSchema = z
  .string({ error: PROFILE_MESSAGES.phoneInvalid })
  .trim()
  .max(40, PROFILE_MESSAGES.phoneInvalid)
  .refine((phone) => {
    if (phone === '') return true;
    if (!/^\+?[\d -]+$/.test(phone)) return false;
    const digits = phone.replace(/\D/g, '').length;
    return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
  }, PROFILE_MESSAGES.phoneInvalid)
  // Runs of spaces become one: "+91  98765  43210" → "+91 98765 43210".
  .transform((phone) => phone.replace(/\s+/g, ' '));

export const BioSchema = z
  .string({ error: PROFILE_MESSAGES.bioTooLong })
  .trim()
  .max(BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong);

export const ExamOptionSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type ExamOption = z.infer<typeof ExamOptionSchema>;

export const ProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** null when none is stored. */
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  targetExam: ExamOptionSchema.nullable(),
  targetYear: z.number().int().nullable(),
  preferredLanguage: z.enum(LANGUAGES),
  /** The language of the interface (issue 15 point 9); null until the user chooses one. */
  uiLanguage: z.enum(LANGUAGES).nullable(),
  /** A signed URL that works in an <img> for a while; null without a photo. */
  photoUrl: z.string().nullable(),
  /** Issue 17 point 6: 'Email me when a test is assigned' (Settings); on unless turned off. */
  emailTestAssigned: z.boolean(),
  /** The exams the target exam is chosen from. */
  exams: z.array(ExamOptionSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;

const ProfileBodySchema = z.object({ success: z.literal(true), profile: ProfileSchema });

export const getProfile = endpoint({
  method: 'GET',
  path: '/api/profile',
  response: ProfileBodySchema,
});

/**
 * Saves the profile. Only `name` is required: a field left out keeps its value, so Settings › My Profile
 * (name, phone, bio) and /profile (everything) save through the same call. '' clears phone and bio.
 */
export const updateMyProfile = endpoint({
  method: 'PUT',
  path: '/api/profile',
  body: z.strictObject({
    name: NameSchema,
    phone: PhoneSchema.optional(),
    bio: BioSchema.optional(),
    targetExamId: idSchema(PROFILE_MESSAGES.targetExamInvalid).nullable().optional(),
    targetYear: z
      .number({ error: PROFILE_MESSAGES.targetYearInvalid })
      .int(PROFILE_MESSAGES.targetYearInvalid)
      .nullable()
      .optional(),
    preferredLanguage: z.enum(LANGUAGES, { error: PROFILE_MESSAGES.languageInvalid }).optional(),
    emailTestAssigned: z.boolean({ error: PROFILE_MESSAGES.emailTestAssignedInvalid }).optional(),
  }),
  response: ProfileBodySchema,
});

// The interface language's endpoints live in ui-language.ts (read at every sign-in, so kept small); they are part of
// this contract too.
export { getUiLanguage, updateUiLanguage } from './ui-language.ts';

/**
 * The body is the image itself (Content-Type image/png, image/jpeg or image/webp), not JSON or multipart;
 * at most PHOTO_MAX_BYTES (413), and a PNG, JPEG or WebP by its first bytes (415).
 */
export const uploadProfilePhoto = endpoint({
  method: 'PUT',
  path: '/api/profile/photo',
  response: ProfileBodySchema,
});

export const deleteProfilePhoto = endpoint({
  method: 'DELETE',
  path: '/api/profile/photo',
  response: ProfileBodySchema,
});

/**
 * Step 1 of an email change: the current password is checked, a code goes to the new address and a notice to
 * the current one. The answer is the same whether or not the new address belongs to another account.
 */
export const requestEmailChange = endpoint({
  method: 'POST',
  path: '/api/profile/email-change',
  body: z.strictObject({
    newEmail: EmailSchema,
    currentPassword: z
      .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.currentPasswordWrong),
  }),
  response: MessageBodySchema,
});

/** Step 2: the code from the new address's mail; the address changes and the profile is answered. */
export const confirmEmailChange = endpoint({
  method: 'POST',
  path: '/api/profile/email-change/confirm',
  body: z.strictObject({
    code: z
      .string({ error: PROFILE_MESSAGES.codeFormat })
      .trim()
      .regex(/^\d{6}$/, PROFILE_MESSAGES.codeFormat),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), profile: ProfileSchema }),
});
