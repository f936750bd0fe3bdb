// A kind no page has: a percentage stored as basis points (9650 = 96.50 %). It lives in one file of its own, and a
// declaration passes it as its kind: nothing else in the kit changes to use it.
import { InputNumber } from 'antd';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    basisPoints: object;
  }
}

export const basisPoints = defineKind({
  name: 'basisPoints',
  numeric: true,
  text: (value) => `${(Number(value) / 100).toFixed(2)} %`,
  csv: (value) => ({ value: (Number(value) / 100).toFixed(2), number: true }),
  input: () => <InputNumber addonAfter="%" step={0.01} precision={2} style={{ width: '100%' }} />,
  toWire: (values, decl) =>
    isBlank(values[decl.key]) ? {} : { [decl.key]: Math.round(Number(values[decl.key]) * 100) },
  fromWire: (wire, decl) => (isBlank(wire[decl.key]) ? {} : { [decl.key]: Number(wire[decl.key]) / 100 }),
});
