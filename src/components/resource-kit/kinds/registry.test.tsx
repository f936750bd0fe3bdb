// Kinds are an open registry: every file in kinds/ is a kind by its file name, found without a list to edit, and a
// declaration may pass a kind of its own (tests/support/fixture-kind.tsx) that every part of the kit then uses.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvValue, fromWire, toWire, valueText } from '@/components/resource-kit/kinds/ops';
import { kindNames, kindOf } from '@/components/resource-kit/kinds/registry';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { resourceText } from '@/components/resource-kit/resource-text';
import { i18n } from '@/i18n/i18n';
import { basisPoints } from '@tests/support/fixture-kind';

const camel = (file: string) => file.replace(/\.tsx$/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

describe('kinds registry', () => {
  it('registers every kind file by its name: a new kind is one new file', () => {
    const files = readdirSync(join(process.cwd(), 'src/components/resource-kit/kinds')).filter(
      (f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'),
    );
    expect(kindNames().sort()).toEqual(files.map(camel).sort());
    for (const name of [
      'text',
      'amount',
      'dateRange',
      'password',
      'permissionTree',
      'treeSelect',
      'multiSelect',
      'month',
      'entity',
    ]) {
      expect(kindNames()).toContain(name);
    }
  });

  it('a declaration with a kind of its own: shown, exported, sent and read back through that kind', () => {
    const decl = { key: 'rtp', kind: basisPoints };
    const text = resourceText(resolveDefinition({ name: 'fixture.widget', columns: [] }), i18n.t.bind(i18n));
    expect(kindOf(decl)).toBe(basisPoints);
    expect(valueText(decl, 9650, text)).toBe('96.50 %');
    expect(csvValue(decl, 9650, text)).toEqual({ value: '96.50', number: true });
    expect(toWire([decl], { rtp: 96.5 }, 'create')).toEqual({ rtp: 9650 });
    expect(fromWire([decl], { rtp: 9650 }, 'edit')).toEqual({ rtp: 96.5 });
  });

  it('an unknown kind name is refused with the declaration it came from', () => {
    expect(() => kindOf({ key: 'x', kind: 'nope' as never })).toThrow(/No kind "nope".*"x"/);
  });
});
