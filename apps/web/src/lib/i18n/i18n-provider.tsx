import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { englishVersion, subscribeEnglish } from './catalogue.ts';
import type { UiLanguage } from './define.ts';
import { installDevanagariFont, loadDevanagariWeights } from './devanagari-font.ts';
import { languageStore } from './language.ts';
import { createTranslate, type Translate } from './translate.ts';

export interface I18n {
  language: UiLanguage;
  t: Translate;
  /** Shows the interface in `language`; the language switch also keeps it for the signed-in user. */
  setLanguage: (language: UiLanguage) => void;
}

const I18nContext = createContext<I18n | null>(null);

installDevanagariFont();

/** Provides the interface language and its `t` to the whole app (issue 15 point 9). */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(languageStore.subscribe, languageStore.getSnapshot);
  // A new `t` when more of the English arrives, so a text shown before its area loaded is drawn again.
  const englishParts = useSyncExternalStore(subscribeEnglish, englishVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: englishParts changes what `t` returns, not its inputs.
  const value = useMemo<I18n>(
    () => ({ language, t: createTranslate(language), setLanguage: languageStore.set }),
    [language, englishParts],
  );
  useEffect(() => {
    if (language === 'hi') loadDevanagariWeights();
  }, [language]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The interface language, its `t` and the way to change it; only inside I18nProvider. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n must be used inside I18nProvider');
  return i18n;
}

/** The translate function of the current interface language: `t('shell.skipLink')`. */
export const useT = (): Translate => useI18n().t;
