// antd's Form.Item gives a required field's control aria-required. A Select and a Radio group put it on their outer
// box, an element with no role that allows it (axe: aria-allowed-attr, serious). A kind whose input is such a box
// says so (`ariaRequired: false` in its KindDef); the kit then passes on all of Form.Item's props but that one. The
// label's asterisk and the check on save still say the field is required.
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type Props = { element: ReactElement<Record<string, unknown>> } & Record<string, unknown>;

/** Form.Item's props for the element, without aria-required; handlers both had run both, Form.Item's first. */
function WithoutAriaRequired({ element, 'aria-required': _required, ...injected }: Props) {
  const own = element.props;
  const merged = Object.fromEntries(
    Object.entries(injected).map(([key, value]) => {
      const mine = own[key];
      if (key === 'ref' || typeof value !== 'function' || typeof mine !== 'function') return [key, value];
      return [
        key,
        (...args: unknown[]) => {
          (value as (...a: unknown[]) => void)(...args);
          (mine as (...a: unknown[]) => void)(...args);
        },
      ];
    }),
  );
  return cloneElement(element, merged);
}

/** The kind's input as Form.Item's child: as it is, or without aria-required when its kind says it takes none. */
export function fieldControl(input: ReactNode, ariaRequired: boolean): ReactNode {
  if (ariaRequired || !isValidElement(input)) return input;
  return <WithoutAriaRequired element={input as ReactElement<Record<string, unknown>>} />;
}
