// A code-split chunk that fails to load is, after a deploy, almost always one the new build no longer has: the
// messages below are what Chromium, Firefox, Safari and Vite's preloader say in that case.
const CHUNK_ERROR = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /'text\/html' is not a valid JavaScript MIME type/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  return CHUNK_ERROR.some((pattern) => pattern.test(message));
}
