// An enumeration's options for a select, radio or checkbox group, labelled in the current language.
import type { EnumDef } from '@/components/resource-kit/enums';
import type { ResourceText } from '@/components/resource-kit/resource-text';

export function enumOptions(def: EnumDef, text: ResourceText) {
  return def.options.map((o) => ({ value: o.value, label: text.enumLabel(def, o.value) }));
}
