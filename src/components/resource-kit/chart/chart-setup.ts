// Chart.js, tree-shaken: only what the list charts draw (lines and bars on category/linear scales, legend and
// tooltip). Imported dynamically by chart-canvas.tsx, so its code loads with the first chart, never with the shell.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export { Chart };
