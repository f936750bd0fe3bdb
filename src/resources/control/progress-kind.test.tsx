// The progress kind: a bar with its percent (animated while the row's task runs), "N%" as text, the number in CSV;
// and the list's polling that stops once no row is running (autoRefresh.while).
import { render, screen } from '@testing-library/react';
import type { BaseRecord } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { csvValue, valueText } from '@/components/resource-kit/kinds/ops';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { resourceText } from '@/components/resource-kit/resource-text';
import { refreshInterval } from '@/components/resource-kit/list/use-resource-list';
import { i18n } from '@/i18n/i18n';
import { progressKind } from '@/resources/control/progress-kind';

const text = resourceText(resolveDefinition({ name: 'fixture.widget', columns: [] }), i18n.t.bind(i18n));
const decl = { key: 'progress', kind: progressKind, active: (row: BaseRecord) => row.status === 1 };

describe('progress kind', () => {
  it('shows a bar with its percent, animated while the row runs; text and CSV are the percent', () => {
    const cell = progressKind.cell!;
    const ctx = { text, colors: {} as never, openDetail: () => undefined };
    const { container } = render(
      <>
        {cell(45, { status: 1 }, decl, ctx)}
        {cell(100, { status: 2 }, decl, ctx)}
      </>,
    );
    const [running, done] = screen.getAllByRole('progressbar');
    expect(running).toHaveAttribute('aria-valuenow', '45');
    expect(running).toHaveAccessibleName('进度 45%');
    expect(done).toHaveAttribute('aria-valuenow', '100');
    expect(container.querySelectorAll('.ant-progress-status-active')).toHaveLength(1);
    expect(valueText(decl, 45, text)).toBe('45%');
    expect(valueText(decl, null, text)).toBe('--');
    expect(csvValue(decl, 45, text)).toEqual({ value: '45', number: true });
  });

  it('polls while the rows say so, and not when paused or once none is running', () => {
    const running = (rows: { status: number }[]) => rows.some((r) => r.status === 1);
    expect(refreshInterval({ seconds: 1, paused: false }, running, [{ status: 2 }, { status: 1 }])).toBe(1000);
    expect(refreshInterval({ seconds: 1, paused: false }, running, [{ status: 2 }])).toBe(false);
    expect(refreshInterval({ seconds: 1, paused: true }, running, [{ status: 1 }])).toBe(false);
    expect(refreshInterval({ seconds: 10, paused: false }, undefined, [])).toBe(10_000);
    expect(refreshInterval(undefined, undefined, [])).toBe(false);
  });
});
