/**
 * One message: a text with `{name}` placeholders, or plural forms chosen by Intl.PluralRules on the `count`
 * parameter (English and Hindi have two categories, 'one' and 'other').
 */
export type Message = string | { readonly one: string; readonly other: string };

/** The interface languages (issue 15 point 9). */
export type UiLanguage = 'en' | 'hi';

/** Declares an area's English messages; the type keeps each text literal, so `t` knows its parameters. */
export function defineEnglish<const En extends Record<string, Message>>(messages: En): En {
  return messages;
}

/**
 * An area's Hindi: exactly the keys of its English. It lives apart (lib/i18n/hindi/), in a chunk loaded only when
 * the interface turns Hindi, so English pages never download it.
 */
export type HindiOf<En> = { readonly [K in keyof En]: Message };
