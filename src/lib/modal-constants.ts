// Spec section 9: "Custom modal debounce 300 ms; default modal width 800px, height 70vh". Every modal of the
// console's own (TabModal and what is built on it) takes these; a modal that declares its own width keeps it.

/** Open and close triggers of one modal closer together than this act once (use-modal-gate.ts). */
export const MODAL_DEBOUNCE_MS = 300;

export const MODAL_WIDTH = 800;

/**
 * The body's height limit: longer content scrolls inside the body, with the title and the buttons in view. A
 * limit, not a fixed height, so a two-field form is not padded out to 70% of the screen.
 */
export const MODAL_BODY_HEIGHT = '70vh';
