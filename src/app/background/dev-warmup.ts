// Development only: once signed in and idle, load the resource kit's modules (define-resource and what it imports:
// table, forms, kinds), which every list page needs. The dev server sends each source file on its own, and the
// browser finds them one import level at a time: the first list page opened waited ~0.6 s for ~90 kit files (seven
// levels deep) before it could render (issue 15, item 4). A production build has them in a few chunks; it stays as
// it is, with no table code at home (the bench's budget).
const IDLE_TIMEOUT_MS = 2_000;

export function scheduleDevWarmup(): () => void {
  if (import.meta.env.MODE !== 'development') return () => {};
  const load = () => void import('@/components/resource-kit/define-resource').catch(() => {});
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(load, 200);
  return () => window.clearTimeout(timer);
}
