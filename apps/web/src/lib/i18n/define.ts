/**
 * One message: a text with `{name}` placeholders, or plural forms chosen by Intl.PluralRules on the `count`
 * parameter (English and Hindi have two categories, 'one' and 'other').
 */
export type Message = string | { readonly one: string; readonly other: string };

/** The interface languages (issue 15 point 9). */
export type UiLanguage = 'en' | 'hi';

/** One area's messages: English is the spec's text, Hindi has exactly the same keys. */
export interface AreaMessages<En extends Record<string, Message>> {
  en: En;
  hi: { readonly [K in keyof En]: Message };
}

/** Declares an area's messages; the type keeps each English text literal, so `t` knows its parameters. */
export function defineMessages<const En extends Record<string, Message>>(
  messages: AreaMessages<En>,
): AreaMessages<En> {
  return messages;
}
