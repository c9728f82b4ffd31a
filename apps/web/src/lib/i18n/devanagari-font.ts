// Issue 15 point 9: Hindi must never render as boxes, so the app ships Noto Sans Devanagari (OFL) itself. Only
// the Devanagari subset, in the weights the theme uses; the unicode-range means a browser downloads a file only
// when a page shows Devanagari text, so Latin-only pages cost nothing.
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import medium from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2?url';
import semibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';
import bold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2?url';

import hindiWord from './hindi-word-400.woff?url';

/** The family name the theme's font stack falls back to for Devanagari. */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

// The subset's range as @fontsource publishes it, without U+20B9 (₹) and U+25CC, which Latin fonts draw:
// a price in English must not fetch the Hindi font.
const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

const FACES: ReadonlyArray<readonly [weight: number, url: string]> = [
  [400, regular],
  [500, medium],
  [600, semibold],
  [700, bold],
];

/**
 * The word 'हिन्दी' alone (the language switch on every page): a 3 KB cut of the regular face holding only its
 * glyphs (made with fontTools' pyftsubset --text=हिन्दी --layout-features='*'), so an English page that shows the
 * switch does not download the whole Devanagari face (about 50 KB) for one word.
 */
export const HINDI_WORD_FAMILY = 'Aspirant Hindi Word';

/** Adds the @font-face rules once (the files load only when Devanagari text is drawn). */
export function installDevanagariFont(): void {
  if (document.getElementById('devanagari-font')) return;
  const style = document.createElement('style');
  style.id = 'devanagari-font';
  style.textContent = FACES.map(
    ([weight, url]) =>
      `@font-face{font-family:'${DEVANAGARI_FAMILY}';font-style:normal;font-weight:${weight};font-display:swap;` +
      `src:url(${url}) format('woff2');unicode-range:${DEVANAGARI_RANGE};}`,
  )
    .concat(
      `@font-face{font-family:'${HINDI_WORD_FAMILY}';font-style:normal;font-weight:400;font-display:swap;` +
        `src:url(${hindiWord}) format('woff');unicode-range:${DEVANAGARI_RANGE};}`,
    )
    .join('\n');
  document.head.append(style);
}

/**
 * Fetches every weight at once when the interface turns Hindi, so no heading is first drawn before its weight
 * has arrived (headless Chromium was seen keeping such a first drawing as boxes).
 */
export function loadDevanagariWeights(): void {
  if (!('fonts' in document)) return;
  for (const [weight] of FACES) {
    document.fonts.load(`${weight} 16px '${DEVANAGARI_FAMILY}'`, 'अ').catch(() => {
      // A font that fails to load leaves the system's fallback; nothing else to do.
    });
  }
}
