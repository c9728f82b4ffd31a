import { lazy } from 'react';

// Chart.js comes with the first chart drawn, in its own chunk (never on /login).
const loadCharts = () => import('./result-charts.tsx');
export const AnswerSplitChart = lazy(async () => ({ default: (await loadCharts()).AnswerSplitChart }));
export const SubjectScoreChart = lazy(async () => ({ default: (await loadCharts()).SubjectScoreChart }));
export const TimeDistributionChart = lazy(async () => ({
  default: (await loadCharts()).TimeDistributionChart,
}));
