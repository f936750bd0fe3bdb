// An operation's parameters as readable JSON (the operation log's detail, in both sets).

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Cut at 2000 characters, the params may no longer parse: shown as they are.
    return text;
  }
}

/** A scrolling block of preformatted text, as both log pages show parameters and stack traces. */
export const LOG_BLOCK = {
  margin: 0,
  maxHeight: 480,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

export function ParamsView({ params }: { params: string }) {
  return (
    <pre data-testid="op-log-params" style={LOG_BLOCK}>
      {pretty(params)}
    </pre>
  );
}
