// Plain option objects shared by every chart. Only types come from chart.js, so this module adds nothing to
// a page until one of the lazily loaded chart modules imports it (it then lands in their chunk).
import type { ChartPalette } from './chart-palette.ts';

interface ValueAxisOptions {
  /** The axis title ('Score (%)'); none when left out. */
  title?: string;
  /** 'percent': 0-100 suggested (negative marks may go below); 'fixed-percent': exactly 0-100; 'count': from 0. */
  range?: 'percent' | 'fixed-percent' | 'count';
  /** Whole numbers only on the ticks (counts of tests). */
  integer?: boolean;
}

/** A value (y) axis in the palette's text and grid colours. */
export function valueAxis(
  palette: ChartPalette,
  { title, range = 'percent', integer = false }: ValueAxisOptions = {},
) {
  return {
    ...(range === 'percent' && { suggestedMin: 0, suggestedMax: 100 }),
    ...(range === 'fixed-percent' && { min: 0, max: 100 }),
    ...(range === 'count' && { beginAtZero: true }),
    ticks: { color: palette.text, ...(integer && { precision: 0 }) },
    grid: { color: palette.grid },
    ...(title && { title: { display: true, text: title, color: palette.text } }),
  };
}

/** A category (x) axis: labels in the text colour, no vertical grid lines. */
export function categoryAxis(palette: ChartPalette) {
  return { ticks: { color: palette.text }, grid: { display: false } };
}

/** The legend under the chart, in the text colour; `usePointStyle` shows each line's point shape. */
export function bottomLegend(palette: ChartPalette, usePointStyle = false) {
  return {
    position: 'bottom' as const,
    labels: { color: palette.text, ...(usePointStyle && { usePointStyle }) },
  };
}

/** Point shapes per series, so lines that share a hue in print or for colour-blind readers stay apart. */
const POINT_STYLES = ['circle', 'rect', 'triangle', 'rectRot', 'crossRot', 'star', 'rectRounded'] as const;

export function pointStyle(i: number): (typeof POINT_STYLES)[number] {
  return POINT_STYLES[i % POINT_STYLES.length]!;
}
