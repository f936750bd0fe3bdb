// Keys typed between asking for the palette and its input being there (its code loading on first use, a render on
// later ones) landed wherever the focus was, or nowhere: a scanner's "880010" lost its first digits. They are kept
// here and the input starts with them. Shared by the launcher (the shell's chunk) and the palette (its own chunk).

/** What was typed ahead; `enter`: Enter came too, to act on the top result once the input shows it. */
export type TypedAhead = { text: string; enter: boolean };

// A palette that never shows (its code failed to load) must not keep the keyboard.
const TYPE_AHEAD_MS = 10_000;

let typedAhead: (TypedAhead & { since: number }) | null = null;
let inputShown = false;

/** True while the palette's input is shown (Ctrl/Cmd+K then closes it). */
export const paletteInputShown = () => inputShown;

/** True while keys are kept for a palette that is opening. */
export const typingAhead = () => !!typedAhead && !inputShown && Date.now() - typedAhead.since < TYPE_AHEAD_MS;

/** An opening has begun: keep what is typed until the input takes it. */
export function startTypingAhead() {
  if (!inputShown) typedAhead = { text: '', enter: false, since: Date.now() };
}

/** The opening was called off (Escape), or the session ended: keys go where they would again. */
export function stopTypingAhead() {
  typedAhead = null;
}

/** Keeps a key typed while the palette opens; true when kept (the caller then stops it going anywhere else). */
export function keepTypedKey(event: KeyboardEvent): boolean {
  if (!typedAhead || !typingAhead() || event.isComposing || event.ctrlKey || event.metaKey || event.altKey)
    return false;
  // After Enter the typing is complete (a scanner ends with it); later keys are no part of it.
  if (typedAhead.enter) return true;
  if (event.key === 'Enter') typedAhead.enter = true;
  else if (event.key === 'Backspace') typedAhead.text = typedAhead.text.slice(0, -1);
  else if (event.key.length === 1) typedAhead.text += event.key;
  else return false;
  return true;
}

/** The palette's input is shown: it takes what was typed ahead (once), and the keys go to it from now on. */
export function takeTypedAhead(): TypedAhead {
  inputShown = true;
  const taken = { text: typedAhead?.text ?? '', enter: typedAhead?.enter ?? false };
  typedAhead = null;
  return taken;
}

/** The palette's input is gone (closed, or the palette unmounted). */
export function paletteInputHidden() {
  inputShown = false;
}
