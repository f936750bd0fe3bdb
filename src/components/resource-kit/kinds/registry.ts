// Kinds by name: every `kinds/<kind>.tsx` exports `kind`, found here by the bundler, so a new kind is one new file
// and nothing else. A declaration without a kind is text; a declaration may pass a KindDef of its own.
import type { DeclCore, KindDef } from '@/components/resource-kit/kinds/kind';

const files = import.meta.glob<KindDef>(['./*.tsx', '!./*.test.tsx'], { eager: true, import: 'kind' });

const byName = new Map<string, KindDef>();
for (const [file, kind] of Object.entries(files)) {
  const expected = file.replace(/^\.\/|\.tsx$/g, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  // The file name is the kind's name (`date-range.tsx` is `dateRange`): one place to look for it.
  if (kind.name !== expected) throw new Error(`kinds/${file}: kind "${kind.name}" should be named "${expected}"`);
  byName.set(kind.name, kind);
}

export function kindNamed(name: string): KindDef | undefined {
  return byName.get(name);
}

export function kindOf(decl: DeclCore): KindDef {
  const kind = decl.kind;
  if (kind && typeof kind === 'object') return kind;
  const found = byName.get(kind ?? 'text');
  if (!found) throw new Error(`No kind "${String(kind)}" (declared for "${decl.key}")`);
  return found;
}

export function kindNames(): string[] {
  return [...byName.keys()];
}
