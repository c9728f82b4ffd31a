import { lazy } from 'react';

// Every chart of the app draws with these: each loads the one chunk of Chart.js (chart-kit.ts) on first use,
// so a page with charts suspends inside its ChartFrame, which shows a skeleton of the chart's size meanwhile.
const load = () => import('./chart-kit.ts');

export const Bar = lazy(async () => ({ default: (await load()).Bar }));
export const Chart = lazy(async () => ({ default: (await load()).Chart }));
export const Doughnut = lazy(async () => ({ default: (await load()).Doughnut }));
export const Line = lazy(async () => ({ default: (await load()).Line }));
export const Radar = lazy(async () => ({ default: (await load()).Radar }));
export const Scatter = lazy(async () => ({ default: (await load()).Scatter }));
