import type { ScoreBucket } from '@aspirant/domain/scores.ts';
import { useTheme } from '@mui/material/styles';

/** Colours of every chart, one set per colour mode (SPEC §2: series palettes for light and dark themes). */
export interface ChartPalette {
  /**
   * Series in order: the first line or bar, the second, ... Ten hues that stay apart from each other, so a
   * chart of every subject (nine) repeats none; `seriesColor` wraps past the end.
   */
  series: readonly string[];
  /** The same series, translucent, for filled areas (radar, line fill). */
  seriesFill: readonly string[];
  /** SPEC §2 doughnut: green, light green, orange, red. */
  buckets: Readonly<Record<ScoreBucket, string>>;
  /** Answer outcomes: correct, incorrect, unattempted. */
  outcome: { correct: string; incorrect: string; unattempted: string };
  /** Time buckets: fast, medium, slow. */
  pace: { fast: string; medium: string; slow: string };
  text: string;
  grid: string;
  /** The card behind the chart, for slice borders. */
  surface: string;
}

// Light mode uses the 700-800 shades (contrast on white); dark mode the 200-300 shades (contrast on #121212).
const LIGHT: ChartPalette = {
  series: [
    '#1565c0',
    '#8e24aa',
    '#00897b',
    '#ef6c00',
    '#c62828',
    '#2e7d32',
    '#ad1457',
    '#6d4c41',
    '#546e7a',
    '#9e9d24',
  ],
  seriesFill: ['rgba(21, 101, 192, 0.15)', 'rgba(142, 36, 170, 0.15)', 'rgba(0, 137, 123, 0.15)'],
  buckets: {
    '90+ Score': '#2e7d32',
    '80-89 Score': '#8bc34a',
    '70-79 Score': '#ff9800',
    'Below 70': '#f44336',
  },
  outcome: { correct: '#2e7d32', incorrect: '#d32f2f', unattempted: '#9e9e9e' },
  pace: { fast: '#2e7d32', medium: '#1565c0', slow: '#ef6c00' },
  text: 'rgba(0, 0, 0, 0.6)',
  grid: 'rgba(0, 0, 0, 0.1)',
  surface: '#ffffff',
};

const DARK: ChartPalette = {
  series: [
    '#90caf9',
    '#ce93d8',
    '#80cbc4',
    '#ffb74d',
    '#ef9a9a',
    '#a5d6a7',
    '#f48fb1',
    '#bcaaa4',
    '#b0bec5',
    '#e6ee9c',
  ],
  seriesFill: ['rgba(144, 202, 249, 0.2)', 'rgba(206, 147, 216, 0.2)', 'rgba(128, 203, 196, 0.2)'],
  buckets: {
    '90+ Score': '#66bb6a',
    '80-89 Score': '#c5e1a5',
    '70-79 Score': '#ffb74d',
    'Below 70': '#ef5350',
  },
  outcome: { correct: '#66bb6a', incorrect: '#ef5350', unattempted: '#bdbdbd' },
  pace: { fast: '#66bb6a', medium: '#90caf9', slow: '#ffb74d' },
  text: 'rgba(255, 255, 255, 0.7)',
  grid: 'rgba(255, 255, 255, 0.12)',
  surface: '#1e1e1e',
};

/** The chart colours of a colour mode (read from the MUI theme by the caller). */
export function chartPalette(mode: 'light' | 'dark'): ChartPalette {
  return mode === 'dark' ? DARK : LIGHT;
}

/** The palette of the MUI theme's colour mode: a chart that reads it redraws when the mode changes. */
export function useChartPalette(): ChartPalette {
  return chartPalette(useTheme().palette.mode);
}

/** The i-th series colour, wrapping past the end of the palette. */
export function seriesColor(palette: ChartPalette, i: number): string {
  return palette.series[i % palette.series.length]!;
}
