import { lazy } from 'react';

// Chart.js comes with the chart, in its own chunk (never on /login).
export const WeeklyChart = lazy(async () => ({ default: (await import('./weekly-chart.tsx')).WeeklyChart }));
