// The mock server's clock: the machine's clock plus a settable skew, so a test can put the server hours (or a
// midnight) away from the browser and check the console follows the server's day, as it must with a real platform.
// MOCK_CLOCK_SKEW_MS (milliseconds, may be negative) sets the default; in the browser build only the
// VITE_MOCK_CLOCK_SKEW_MS spelling reaches the bundle. resetDb() goes back to that default.
const VARIABLES = ['MOCK_CLOCK_SKEW_MS', 'VITE_MOCK_CLOCK_SKEW_MS'] as const;

let override: number | undefined;

function envValue(name: string): string | undefined {
  const fromVite = import.meta.env?.[name] as string | undefined;
  const fromNode = typeof process !== 'undefined' ? process.env?.[name] : undefined;
  return fromVite || fromNode;
}

function envSkew(): number {
  for (const name of VARIABLES) {
    const raw = envValue(name)?.trim();
    const skew = Number(raw);
    if (raw && Number.isFinite(skew)) return Math.round(skew);
  }
  return 0;
}

export function clockSkew(): number {
  return override ?? envSkew();
}

export function setClockSkew(ms: number): void {
  override = Math.round(ms);
}

/** Back to the environment's default (0 when unset). */
export function resetClockSkew(): void {
  override = undefined;
}

/** The server's "now" in epoch milliseconds: every default range, stamp and header of the mock reads this. */
export function mockNow(): number {
  return Date.now() + clockSkew();
}
