import { z } from 'zod';
import { endpoint } from './endpoint.ts';

// The interface language (issue 15 point 9): read at every sign-in, so a module of its own, apart from the
// profile's contract (issue 15 point 11). profile.ts re-exports it.

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const UI_LANGUAGE_INVALID = 'Interface language must be English (en) or Hindi (hi).';

const UiLanguageBodySchema = z.object({ success: z.literal(true), uiLanguage: z.enum(LANGUAGES).nullable() });

/** The interface language kept for the user (issue 15 point 9); read at sign-in, where it wins over the device's. */
export const getUiLanguage = endpoint({
  method: 'GET',
  path: '/api/profile/ui-language',
  response: UiLanguageBodySchema,
});

/** Keeps the interface language chosen in the top bar or the profile. */
export const updateUiLanguage = endpoint({
  method: 'PUT',
  path: '/api/profile/ui-language',
  body: z.strictObject({
    uiLanguage: z.enum(LANGUAGES, { error: UI_LANGUAGE_INVALID }),
  }),
  response: UiLanguageBodySchema,
});
