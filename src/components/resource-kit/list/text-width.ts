// The width a select needs to show its longest option whole, in every language: a fixed 110 px cut "Pedido f..."
// (pt-BR) and "Child or..." (en-US). Estimated from the characters (CJK ~1em, others ~0.6em at the control's
// font), plus room for the padding and the arrow; the same for every option, so the select does not jump.
const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/;

export function textEm(text: string): number {
  let em = 0;
  for (const char of text) em += WIDE.test(char) ? 1 : 0.6;
  return em;
}

/** CSS width for a select whose options are `labels`. */
export function selectWidth(labels: readonly string[], extraPx = 52): string {
  const em = Math.max(0, ...labels.map(textEm));
  return `calc(${em.toFixed(2)}em + ${extraPx}px)`;
}
