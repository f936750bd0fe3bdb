// One filter input or form field of any kind: the kind's input in a Form.Item with its label, rules and value props.
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { cloneElement, isValidElement, type CSSProperties, type ReactElement } from 'react';
import { fieldControl } from '@/components/resource-kit/form/field-control';
import type { DeclCore, InputMode } from '@/components/resource-kit/kinds/kind';
import { kindOf } from '@/components/resource-kit/kinds/registry';
import type { ResourceText } from '@/components/resource-kit/resource-text';

type Props = {
  decl: DeclCore;
  text: ResourceText;
  mode: InputMode;
  label: string;
  rules?: Rule[];
  disabled?: boolean;
  help?: string;
  style?: CSSProperties;
  /** Fields whose change checks this one again (antd's `dependencies`). */
  dependencies?: string[];
};

export function KindField({ decl, text, mode, label, rules, disabled, help, style, dependencies }: Props) {
  const kind = kindOf(decl);
  const args = { decl: decl as never, text, label, mode, disabled };
  const input = kind.input ? (
    kind.input(args)
  ) : (
    <Input allowClear placeholder={mode === 'filter' ? label : undefined} />
  );
  const element =
    disabled && isValidElement(input)
      ? cloneElement(input as ReactElement<{ disabled?: boolean }>, { disabled: true })
      : input;
  return (
    <Form.Item
      name={decl.key}
      label={label}
      rules={rules}
      dependencies={dependencies}
      extra={help}
      style={style}
      {...kind.item?.(decl as never, mode)}
    >
      {fieldControl(element, kind.ariaRequired !== false)}
    </Form.Item>
  );
}
