import { lookup, type MessageKey, type ParamsArg } from './catalogue.ts';
import type { UiLanguage } from './define.ts';

/** The locale of numbers, dates and plural rules: Indian grouping (1,00,000) in both languages. */
export const LOCALES: Record<UiLanguage, 'en-IN' | 'hi-IN'> = { en: 'en-IN', hi: 'hi-IN' };

const pluralRules = new Map<UiLanguage, Intl.PluralRules>();
function pluralCategory(language: UiLanguage, count: number): 'one' | 'other' {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALES[language]);
    pluralRules.set(language, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** A translate function: the message of `key` in `language` with its `{placeholders}` filled. */
export type Translate = <K extends MessageKey>(key: K, ...params: ParamsArg<K>) => string;

/** Numbers put into a message are written in the language's Indian format (1,00,000). */
function writeValue(language: UiLanguage, value: string | number): string {
  return typeof value === 'number'
    ? new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(value)
    : value;
}

/** Makes `t` for one language; a key missing from the catalogue shows as itself, so it is seen and fixed. */
export function createTranslate(language: UiLanguage): Translate {
  return ((key: string, params?: Record<string, string | number>) => {
    const message = lookup(language, key) ?? lookup('en', key);
    if (message === undefined) return key;
    const text =
      typeof message === 'string' ? message : message[pluralCategory(language, Number(params?.count ?? 0))];
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in params ? writeValue(language, params[name]!) : whole,
    );
  }) as Translate;
}
