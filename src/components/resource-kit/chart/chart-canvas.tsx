// One chart on a canvas, drawn by Chart.js (loaded on first use) in the theme's colours and the language's number
// format. Where there is no canvas to draw on (jsdom: no 2D context, and asking logs an error), nothing is drawn:
// the visually hidden table next to it carries the same numbers for screen readers and tests.
import { theme } from 'antd';
import { useEffect, useRef } from 'react';

export type ChartSpec = {
  type: 'line' | 'bar';
  labels: string[];
  /**
   * `draw` (line charts): a line (the default), a step line that holds each value until the next, or points alone.
   * A null value is a gap (a day with no measurement). Each series has its own point shape besides its colour.
   * `tones`: a bar's own colour by meaning (a deviation past its threshold), else the series' palette colour.
   */
  series: {
    label: string;
    values: (number | null)[];
    draw?: 'line' | 'step' | 'points';
    tones?: (ChartTone | undefined)[];
  }[];
  /** Horizontal bars (a top 10 with long names). */
  horizontal?: boolean;
};

export type ChartTone = 'ok' | 'warning' | 'danger';

/** A browser that draws canvases has OffscreenCanvas too; jsdom has neither. */
const canDraw = () => typeof OffscreenCanvas !== 'undefined';

export function ChartCanvas({
  spec,
  format,
  label,
  testId,
}: {
  spec: ChartSpec;
  format: (n: number) => string;
  label: string;
  testId: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { token } = theme.useToken();
  useEffect(() => {
    const element = canvas.current;
    if (!element || !canDraw()) return undefined;
    let chart: { destroy: () => void } | null = null;
    let gone = false;
    const palette = [token.colorPrimary, token.colorWarning, token.colorSuccess, token.colorError, token.colorInfo];
    const shapes = ['circle', 'rect', 'triangle', 'rectRot', 'star'] as const;
    void import('@/components/resource-kit/chart/chart-setup').then(({ Chart }) => {
      if (gone) return;
      const grid = { color: token.colorBorderSecondary };
      const ticks = { color: token.colorTextSecondary };
      const valueAxis = { grid, ticks: { ...ticks, callback: (v: string | number) => format(Number(v)) } };
      chart = new Chart(element, {
        type: spec.type,
        data: {
          labels: spec.labels,
          datasets: spec.series.map((s, i) => {
            const own = palette[i % palette.length];
            const tone = { ok: token.colorSuccess, warning: token.colorWarning, danger: token.colorError };
            const colors = s.tones ? s.tones.map((t) => (t ? tone[t] : own)) : own;
            return {
              label: s.label,
              data: s.values,
              borderColor: colors,
              backgroundColor: colors,
              pointStyle: shapes[i % shapes.length],
              ...(s.draw === 'step' ? { stepped: 'before' as const } : {}),
              ...(s.draw === 'points' ? { showLine: false, pointRadius: 4 } : {}),
            };
          }),
        },
        options: {
          animation: false,
          maintainAspectRatio: false,
          indexAxis: spec.horizontal ? 'y' : 'x',
          plugins: {
            legend: { labels: { color: token.colorText } },
            tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } },
          },
          // every name of a top 10 is shown (Chart.js would skip every other one to avoid crowding)
          scales: spec.horizontal
            ? { x: valueAxis, y: { grid, ticks: { ...ticks, autoSkip: false } } }
            : { x: { grid, ticks }, y: valueAxis },
        },
      });
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [spec, format, token]);
  return (
    // data-text: the colour the chart draws its text in, which a browser journey checks against the theme
    <div style={{ position: 'relative', height: 240 }} data-text={token.colorText}>
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
