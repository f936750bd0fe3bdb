// Enumerations shown as tags, filter options and form choices. Labels live in the locale files under
// `<ns>:enums.<name>.<value>`, so a declaration names the values and their colours only.
export type EnumValue = string | number;
export type EnumOption = { value: EnumValue; color?: string };
export type EnumDef = { ns: string; name: string; options: readonly EnumOption[] };

export function defineEnum(ns: string, name: string, options: readonly EnumOption[]): EnumDef {
  return { ns, name, options };
}

export function enumKey(def: EnumDef, value: unknown): string {
  return `${def.ns}:enums.${def.name}.${String(value)}`;
}

/** The declared option a wire value stands for; wire values may come as numbers or digit strings. */
export function enumOption(def: EnumDef, value: unknown): EnumOption | undefined {
  return def.options.find((o) => String(o.value) === String(value));
}

/** Status (spec section 3): 0 disabled, 1 enabled. */
export const STATUS_ENUM = defineEnum('kit', 'status', [
  { value: 1, color: 'green' },
  { value: 0, color: 'default' },
]);

export const YES_NO_ENUM = defineEnum('kit', 'yesNo', [
  { value: 1, color: 'blue' },
  { value: 0, color: 'default' },
]);
