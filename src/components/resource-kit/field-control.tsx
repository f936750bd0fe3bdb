// antd's Form.Item gives a required field's control aria-required. A Select and a Radio group put it on their outer
// box, an element with no role that allows it (axe: aria-allowed-attr, serious). For those the kit passes on all of
// Form.Item's props but that one; the label's asterisk and the check on save still say the field is required.
import { Radio, Select, TreeSelect } from 'antd';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { LookupSelect } from '@/components/resource-kit/kinds/select';
import { TreeSelectInput } from '@/components/resource-kit/kinds/tree-select';
import { ResourceSelect } from '@/components/resource-kit/resource-select';

// antd's own and the kinds' thin wrappers around them (which pass every prop on).
const OUTER_BOX_ARIA = new Set<unknown>([
  Select,
  TreeSelect,
  Radio.Group,
  ResourceSelect,
  LookupSelect,
  TreeSelectInput,
]);

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

/** The kind's input as Form.Item's child: as it is, or wrapped when antd would misplace aria-required on it. */
export function fieldControl(input: ReactNode): ReactNode {
  if (!isValidElement(input) || !OUTER_BOX_ARIA.has(input.type)) return input;
  return <WithoutAriaRequired element={input as ReactElement<Record<string, unknown>>} />;
}
