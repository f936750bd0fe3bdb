// A flag the platform stores as 0/1, edited with a switch.
import { Switch } from 'antd';
import { defineKind } from '@/components/resource-kit/kinds/kind';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    switch: object;
  }
}

export const kind = defineKind({
  name: 'switch',
  choice: true,
  input: () => <Switch />,
  item: () => ({
    valuePropName: 'checked',
    getValueProps: (v: unknown) => ({ checked: v === 1 || v === true }),
    normalize: (v: boolean) => (v ? 1 : 0),
  }),
});
