// Answer kinds by name: every `answers/<kind>.tsx` exports `answer`, found here by the bundler, so a new kind is one
// new file and nothing else (as kinds/registry.ts does for value kinds).
import type { AnswerDef } from '@/components/resource-kit/answers/answer';

const files = import.meta.glob<AnswerDef>(['./*.tsx', '!./*.test.tsx', '!./answer-*.tsx'], {
  eager: true,
  import: 'answer',
});

const byName = new Map<string, AnswerDef>();
for (const [file, def] of Object.entries(files)) {
  const expected = file.replace(/^\.\/|\.tsx$/g, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  if (def.name !== expected) throw new Error(`answers/${file}: answer "${def.name}" should be named "${expected}"`);
  byName.set(def.name, def);
}

export function answerKind(name: string): AnswerDef {
  const found = byName.get(name);
  if (!found) throw new Error(`No answer kind "${name}"`);
  return found;
}

export function answerKindNames(): string[] {
  return [...byName.keys()];
}
