// Issue 15 point 9: the interface language. The device keeps its choice (signed-out screens too); a signed-in
// user's choice is kept on the server as well, and at sign-in the server's value wins (ui-language-sync.tsx).
import { STORAGE_KEYS } from '../../config/storage-keys.ts';
import { setFormatLanguage } from '../format.ts';
import { readStorage, writeStorage } from '../storage.ts';
import type { UiLanguage } from './define.ts';

/** Only 'en' and 'hi' are languages; anything else is no choice. */
export function parseUiLanguage(value: unknown): UiLanguage | null {
  return value === 'en' || value === 'hi' ? value : null;
}

const listeners = new Set<() => void>();
let current: UiLanguage = parseUiLanguage(readStorage(STORAGE_KEYS.uiLanguage)) ?? 'en';
apply(current);

/** The document's lang (screen readers, hyphenation, the font's unicode-range) and the formats follow. */
function apply(language: UiLanguage): void {
  document.documentElement.lang = language;
  setFormatLanguage(language);
}

export const languageStore = {
  getSnapshot: (): UiLanguage => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the interface in `language` and keeps the choice on this device. */
  set(language: UiLanguage): void {
    writeStorage(STORAGE_KEYS.uiLanguage, language);
    if (language === current) return;
    current = language;
    apply(language);
    for (const listener of listeners) listener();
  },
  /** Whether this device holds a choice of its own. */
  hasStoredChoice: (): boolean => parseUiLanguage(readStorage(STORAGE_KEYS.uiLanguage)) !== null,
};

// Another tab switched: follow it.
window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== STORAGE_KEYS.uiLanguage) return;
  const stored = parseUiLanguage(readStorage(STORAGE_KEYS.uiLanguage));
  if (stored && stored !== current) languageStore.set(stored);
});
