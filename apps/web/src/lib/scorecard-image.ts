import type { PublicScorecard } from '@aspirant/contract/results.ts';
import { formatNumber, formatPercent } from './format.ts';
import { DEVANAGARI_FAMILY } from './i18n/devanagari-font.ts';
import type { Translate } from './i18n/translate.ts';

// Issue 15 point 6: the scorecard as a PNG for messaging apps, drawn on a canvas from the scorecard's own data
// (nothing else is on it). Fixed colours: an image leaves the app's theme behind.

const WIDTH = 1080;
const ROW = 64;
const INK = '#1a2027';
const MUTED = '#4a5560';
const ACCENT = '#1565c0';
const TRACK = '#e3e8ee';

// Issue 15 point 9: the labels are the catalogue's in the interface language, the numbers in its Indian format.
/** Cuts a line to fit `max` pixels, with an ellipsis. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  // By grapheme, so a Devanagari syllable (a consonant with its vowel sign) is never split.
  const graphemes = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (s) => s.segment,
  );
  while (graphemes.length > 1 && ctx.measureText(`${graphemes.join('')}…`).width > max) graphemes.pop();
  return `${graphemes.join('')}…`;
}

/** The most subjects the image shows. */
const MAX_SUBJECTS = 8;

/** Every text the image shows, in the language of `t` (apart from the names, which are data). */
export interface ScorecardImageText {
  overline: string;
  name: string;
  testName: string;
  examName: string;
  /** Score, Percent, Rank, and the top share (or Percentile for a retake): label and value. */
  figures: [label: string, value: string][];
  subjects: { name: string; percent: string; value: number }[];
}

/** The image's words and numbers: the scorecard page's labels from the catalogue. */
export function scorecardImageText(card: PublicScorecard, t: Translate): ScorecardImageText {
  return {
    overline: t('scorecard.overline'),
    name: card.name,
    testName: card.testName,
    examName: card.examName,
    figures: [
      [t('scorecard.score'), `${formatNumber(card.score)} / ${formatNumber(card.totalScore)}`],
      [t('scorecard.percent'), formatPercent(card.percent)],
      [
        t('scorecard.rank'),
        card.isRetake
          ? t('scorecard.imageRetake')
          : t('scorecard.rankOf', { rank: card.rank, takers: card.takers }),
      ],
      [
        card.isRetake ? t('scorecard.percentile') : t('scorecard.topShare', { share: card.topShare }),
        card.isRetake ? '—' : t('scorecard.imagePercentile', { percentile: card.percentile }),
      ],
    ],
    subjects: card.subjects.slice(0, MAX_SUBJECTS).map((s) => ({
      name: s.name,
      percent: formatPercent(s.percent),
      value: s.percent,
    })),
  };
}

const DEVANAGARI = /[\u0900-\u097F]/;
const WEIGHTS = [400, 500, 600, 700] as const;

/**
 * A canvas draws with whatever font is loaded when fillText runs, and the Devanagari face loads only when
 * a page shows Devanagari: without waiting, Hindi (or a Devanagari name) would be drawn as boxes.
 */
export async function loadImageFonts(texts: string[]): Promise<void> {
  if (!('fonts' in document) || !texts.some((text) => DEVANAGARI.test(text))) return;
  await Promise.all(
    WEIGHTS.map((weight) =>
      document.fonts.load(`${weight} 30px '${DEVANAGARI_FAMILY}'`, 'अ').catch(() => {
        // A face that fails to load leaves the system's fallback; the image is still made.
      }),
    ),
  );
}

/** Draws the scorecard in the language of `t` and resolves to a PNG blob. */
export async function scorecardPng(card: PublicScorecard, t: Translate): Promise<Blob> {
  const text = scorecardImageText(card, t);
  await loadImageFonts([
    text.overline,
    text.name,
    text.testName,
    text.examName,
    ...text.figures.flat(),
    ...text.subjects.map((s) => s.name),
  ]);
  const subjects = text.subjects;
  const height = 520 + subjects.length * ROW;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, height);
  ctx.fillStyle = ACCENT;
  ctx.fillRect(0, 0, WIDTH, 16);

  // The Devanagari face first, as in the theme: its unicode-range keeps Latin text on the Latin fonts, and no
  // system font that merely claims Devanagari gets to draw it.
  const font = (size: number, weight = 400) =>
    `${weight} ${size}px '${DEVANAGARI_FAMILY}', system-ui, 'Noto Sans', sans-serif`;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = MUTED;
  ctx.font = font(30, 600);
  ctx.fillText(text.overline, 64, 84);
  ctx.fillStyle = INK;
  ctx.font = font(54, 700);
  ctx.fillText(fit(ctx, text.name, WIDTH - 128), 64, 160);
  ctx.font = font(34, 500);
  ctx.fillText(fit(ctx, text.testName, WIDTH - 128), 64, 214);
  ctx.fillStyle = MUTED;
  ctx.font = font(28);
  ctx.fillText(fit(ctx, text.examName, WIDTH - 128), 64, 256);

  const cell = (WIDTH - 128) / 2;
  text.figures.forEach(([label, value], i) => {
    const x = 64 + (i % 2) * cell;
    const y = 330 + Math.floor(i / 2) * 92;
    ctx.fillStyle = MUTED;
    ctx.font = font(26);
    ctx.fillText(label, x, y);
    ctx.fillStyle = INK;
    ctx.font = font(38, 700);
    ctx.fillText(fit(ctx, value, cell - 24), x, y + 46);
  });

  let y = 540;
  for (const s of subjects) {
    ctx.fillStyle = INK;
    ctx.font = font(28, 500);
    ctx.fillText(fit(ctx, s.name, 560), 64, y);
    ctx.textAlign = 'right';
    ctx.fillText(s.percent, WIDTH - 64, y);
    ctx.textAlign = 'left';
    ctx.fillStyle = TRACK;
    ctx.fillRect(64, y + 14, WIDTH - 128, 14);
    ctx.fillStyle = ACCENT;
    ctx.fillRect(64, y + 14, ((WIDTH - 128) * Math.max(0, Math.min(100, s.value))) / 100, 14);
    y += ROW;
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    ),
  );
}

export const scorecardFileName = (card: PublicScorecard) =>
  `scorecard-${
    card.testName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'aspirant'
  }.png`;

export type ImageShareOutcome = 'shared' | 'downloaded' | 'cancelled';

/** Shares the PNG through the system share sheet where files can be shared, else downloads it. */
export async function shareScorecardImage(
  card: PublicScorecard,
  url: string,
  t: Translate,
): Promise<ImageShareOutcome> {
  const blob = await scorecardPng(card, t);
  const file = new File([blob], scorecardFileName(card), { type: 'image/png' });
  const data = { files: [file], title: `${card.name}: ${card.testName}`, text: url };
  if (typeof navigator.share === 'function' && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = file.name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return 'downloaded';
}
