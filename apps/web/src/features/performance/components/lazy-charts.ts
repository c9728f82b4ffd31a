import { lazy } from 'react';

// Chart.js comes with the first chart drawn, in its own chunk.
const loadCharts = () => import('./performance-charts.tsx');
export const SubjectTrendChart = lazy(async () => ({ default: (await loadCharts()).SubjectTrendChart }));
export const AccuracySpeedChart = lazy(async () => ({ default: (await loadCharts()).AccuracySpeedChart }));
export const TopperChart = lazy(async () => ({ default: (await loadCharts()).TopperChart }));
