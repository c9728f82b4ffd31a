import type { PublicScorecard } from '@aspirant/contract/results.ts';

// Issue 15 point 6: the scorecard as a PNG for messaging apps, drawn on a canvas from the scorecard's own data
// (nothing else is on it). Fixed colours: an image leaves the app's theme behind.

const WIDTH = 1080;
const ROW = 64;
const INK = '#1a2027';
const MUTED = '#4a5560';
const ACCENT = '#1565c0';
const TRACK = '#e3e8ee';

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/\.?0+$/, ''));

/** Cuts a line to fit `max` pixels, with an ellipsis. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Draws the scorecard and resolves to a PNG blob. */
export async function scorecardPng(card: PublicScorecard): Promise<Blob> {
  const subjects = card.subjects.slice(0, 8);
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

  const font = (size: number, weight = 400) =>
    `${weight} ${size}px system-ui, 'Noto Sans', 'Noto Sans Devanagari', sans-serif`;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = MUTED;
  ctx.font = font(30, 600);
  ctx.fillText('Aspirant · Scorecard', 64, 84);
  ctx.fillStyle = INK;
  ctx.font = font(54, 700);
  ctx.fillText(fit(ctx, card.name, WIDTH - 128), 64, 160);
  ctx.font = font(34, 500);
  ctx.fillText(fit(ctx, card.testName, WIDTH - 128), 64, 214);
  ctx.fillStyle = MUTED;
  ctx.font = font(28);
  ctx.fillText(fit(ctx, card.examName, WIDTH - 128), 64, 256);

  const figures: [string, string][] = [
    ['Score', `${fmt(card.score)} / ${fmt(card.totalScore)}`],
    ['Percent', `${fmt(card.percent)}%`],
    ['Rank', card.isRetake ? 'Retake' : `${card.rank} of ${card.takers}`],
    [
      card.isRetake ? 'Percentile' : `Top ${card.topShare}%`,
      card.isRetake ? '—' : `Percentile ${fmt(card.percentile)}`,
    ],
  ];
  const cell = (WIDTH - 128) / 2;
  figures.forEach(([label, value], i) => {
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
    ctx.fillText(`${fmt(s.percent)}%`, WIDTH - 64, y);
    ctx.textAlign = 'left';
    ctx.fillStyle = TRACK;
    ctx.fillRect(64, y + 14, WIDTH - 128, 14);
    ctx.fillStyle = ACCENT;
    ctx.fillRect(64, y + 14, ((WIDTH - 128) * Math.max(0, Math.min(100, s.percent))) / 100, 14);
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
export async function shareScorecardImage(card: PublicScorecard, url: string): Promise<ImageShareOutcome> {
  const blob = await scorecardPng(card);
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
