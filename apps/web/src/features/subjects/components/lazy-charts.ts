import { lazy } from 'react';

// Chart.js comes with the subject page's chart, in its own chunk.
export const PaceChart = lazy(async () => ({ default: (await import('./pace-chart.tsx')).PaceChart }));
