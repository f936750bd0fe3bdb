// @refinedev/devtools-internal as production builds have it. In development it stamps every data and access hook
// call, on every render, with a parsed stack trace for Refine's devtools, which this console does not run: a list
// page spent a few hundred milliseconds of each open on it in the dev server. Aliased in vite.config.ts.
export const getTrace = (): [] => [];

export const getXRay = (_hookName: string, _resourceName?: string, _excludeFromTrace?: string[]) => ({
  hookName: '',
  trace: [],
  resourcePath: null,
});

export const useQuerySubscription = (): Record<string, never> => ({});
