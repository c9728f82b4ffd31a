// The app's one Chart.js registration. Only lazy-charts.ts imports this module, so Chart.js and
// react-chartjs-2 arrive in a chunk of their own with the first chart drawn (never on /login).
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadialLinearScale,
  Title,
  Tooltip,
} from 'chart.js';

// Everything a chart of the app draws with: bars, lines, points, arcs (doughnuts), the radar's scale and fill.
// The typed components below register their own controllers; the mixed `Chart` (bars with a line) needs them here.
ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  RadialLinearScale,
  Title,
  Tooltip,
);

export { Bar, Chart, Doughnut, Line, Radar, Scatter } from 'react-chartjs-2';
