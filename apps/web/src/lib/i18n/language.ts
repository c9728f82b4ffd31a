// Issue 15 point 9: the interface language. The device keeps its choice (signed-out screens too); a signed-in
// user's choice is kept on the server as well, and at sign-in the server's value wins (ui-language-sync.tsx).
import { STORAGE_KEYS } from '../../config/storage-keys.ts';
import { setFormatLanguage } from '../format.ts';
import { readStorage, writeStorage } from '../storage.ts';
import { isHindiLoaded, loadHindi } from './catalogue.ts';
import type { UiLanguage } from './define.ts';
import { setServerTextLanguage } from './server-text.ts';

/** Only 'en' and 'hi' are languages; anything else is no choice. */
export function parseUiLanguage(value: unknown): UiLanguage | null {
  return value === 'en' || value === 'hi' ? value : null;
}

const listeners = new Set<() => void>();
let current: UiLanguage = parseUiLanguage(readStorage(STORAGE_KEYS.uiLanguage)) ?? 'en';
/** The language last asked for: a switch made while the Hindi messages load wins over the load. */
let wanted: UiLanguage = current;
apply(current);

function show(language: UiLanguage): void {
  if (language === current) return;
  current = language;
  apply(language);
  for (const listener of listeners) listener();
}

/** The document's lang (screen readers, hyphenation, the font's unicode-range) and the formats follow. */
function apply(language: UiLanguage): void {
  document.documentElement.lang = language;
  setFormatLanguage(language);
  setServerTextLanguage(language);
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
    wanted = language;
    if (language === 'hi' && !isHindiLoaded()) {
      // The Hindi messages are a chunk of their own: the interface switches once they are here.
      loadHindi().then(
        () => {
          if (wanted === 'hi') show('hi');
        },
        (error: unknown) => console.error('The Hindi messages could not be loaded', error),
      );
      return;
    }
    show(language);
  },
  /** Before the first render: a device that chose Hindi waits for its messages, so nothing shows in English. */
  ready(): Promise<void> {
    return current === 'hi' ? loadHindi().catch(() => undefined) : Promise.resolve();
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
