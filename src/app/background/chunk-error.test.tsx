import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './chunk-error';
import { pageLoad } from './page-load';
import { PageErrorBoundary } from './page-error-boundary';

const original = pageLoad.reload;
afterEach(() => {
  pageLoad.reload = original;
});

function Broken({ error }: { error: Error }): null {
  throw error;
}

it('recognises the browsers\u2019 failed-chunk errors', () => {
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x-1.js'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
});

it('a chunk that fails to load offers a reload instead of a broken page', async () => {
  const reload = vi.fn();
  pageLoad.reload = reload;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <PageErrorBoundary>
      <Broken error={new TypeError('Failed to fetch dynamically imported module: /assets/page-old.js')} />
    </PageErrorBoundary>,
  );
  expect(await screen.findByText('页面已更新')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '刷新页面' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
