// The chart card's frame, the same height before Chart.js has loaded, while the rows load and once drawn: the list's
// table below it does not move when the chart arrives (it did: Lighthouse's layout shift on the game report, CLS
// 0.06-0.12). Light on purpose: the list page renders it as the chart part's placeholder without loading the chart.
import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A chart's title line (22 px and 4 below) over its 240 px canvas (chart-canvas.tsx). */
export const CHART_BODY_MIN_HEIGHT = 266;

export function ChartFrame({ children, testId }: { children?: ReactNode; testId?: string }) {
  return (
    <Card size="small" data-testid={testId}>
      <div style={{ minHeight: CHART_BODY_MIN_HEIGHT }}>{children}</div>
    </Card>
  );
}
