// A key made of its parent's key and a part of its own: a menu action's `<page key>.<action>` (auth.md 5.2). The
// parent is another field of the form (`parentId`), its key the `permission` field of `resource`'s rows; the input
// shows that key as a fixed prefix and edits the part after it, so the key follows when the parent changes. A stored key that does not start with the prefix (an older key) shows whole and stays
// until the user types.
import { useList } from '@refinedev/core';
import { Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { defineKind } from '@/components/resource-kit/kinds/kind';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    childKey: { resource: string };
  }
}

const PART = /^[a-z][a-zA-Z]*$/;

type Props = {
  resource: string;
  parentField: string;
  parentKeyField: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
};

function ChildKeyInput({ resource, parentField, parentKeyField, value, onChange, disabled, id }: Props) {
  const form = Form.useFormInstance();
  const parentId: unknown = Form.useWatch(parentField, form);
  const { result } = useList<Record<string, unknown>>({
    resource,
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  const parent = result.data.find((row) => String(row.id) === String(parentId));
  const prefix = parent ? String(parent[parentKeyField] ?? '') : '';
  const current = value ?? '';
  const own = !prefix || current === '' || current.startsWith(`${prefix}.`);
  const part = own && prefix ? current.slice(prefix.length + 1) : current;
  const last = useRef(prefix);
  useEffect(() => {
    // A new parent: the key moves under it, keeping its own part.
    if (last.current && prefix && last.current !== prefix && current) {
      onChange?.(`${prefix}.${current.slice(current.lastIndexOf('.') + 1)}`);
    }
    last.current = prefix;
  }, [prefix, current, onChange]);
  return (
    <Input
      id={id}
      disabled={disabled}
      addonBefore={own && prefix ? `${prefix}.` : undefined}
      value={part}
      onChange={(event) => onChange?.(own && prefix ? `${prefix}.${event.target.value}` : event.target.value)}
    />
  );
}

export const kind = defineKind({
  name: 'childKey',
  input: ({ decl, disabled }) => (
    <ChildKeyInput resource={decl.resource} parentField="parentId" parentKeyField="permission" disabled={disabled} />
  ),
  rules: (decl, _label, text) => [
    {
      validator: async (_rule, value: unknown) => {
        const key = typeof value === 'string' ? value : '';
        if (key && !PART.test(key.slice(key.lastIndexOf('.') + 1))) {
          throw new Error(text.message(`validation.${decl.key}`));
        }
      },
    },
  ],
});
