// A part of a form that knows the save would be refused (a preview that sees a bound already taken) says so to the
// form: while a reason is set, the form's OK is disabled with that reason beside it and Enter sends nothing
// (form-modal.tsx). Keyed by the part, so two parts block and unblock on their own.
import { createContext, useContext, useEffect } from 'react';

export type BlockSave = (part: string, reason: string | undefined) => void;

export const FormBlockContext = createContext<BlockSave | null>(null);

/** Blocks the enclosing form's save while `reason` is set; a part outside a kit form blocks nothing. */
export function useBlockSave(part: string, reason: string | undefined) {
  const block = useContext(FormBlockContext);
  useEffect(() => {
    if (!block) return undefined;
    block(part, reason);
    return () => block(part, undefined);
  }, [block, part, reason]);
}
