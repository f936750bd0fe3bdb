// A close or open within 300 ms of the last one is dropped by the modal's gate (spec section 9), as a user's double
// click would be. A test that opens and closes at once waits the gate out first: on a fast run a dialog is up sooner
// than that, and the step was silently dropped (two tests passed under load and failed on a quiet machine).
import { MODAL_DEBOUNCE_MS } from '@/lib/modal-constants';

export const pastModalGate = () => new Promise((resolve) => setTimeout(resolve, MODAL_DEBOUNCE_MS));
