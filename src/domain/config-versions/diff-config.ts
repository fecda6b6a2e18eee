/** A value a config snapshot can hold: what JSON can carry. */
export type ConfigValue = string | number | boolean | null | readonly ConfigValue[] | { readonly [key: string]: ConfigValue };

/**
 * One field that changed between two versions of a config. `field` is the wire field's path,
 * nested objects joined with dots ('urgencyModifiers.high'), the same names the API's
 * invalidParams use. A field that appears or disappears has null on the missing side.
 */
export type ConfigChange = {
  field: string;
  from: ConfigValue;
  to: ConfigValue;
};

type ConfigObject = { readonly [key: string]: ConfigValue };

function isConfigObject(value: ConfigValue | undefined): value is ConfigObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of two JSON values; arrays compare element by element, in order. */
function isSameValue(a: ConfigValue | undefined, b: ConfigValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item: ConfigValue, index) => isSameValue(item, b[index]));
  }
  if (isConfigObject(a) && isConfigObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => isSameValue(a[key], b[key]));
  }
  return false;
}

function collectChanges(before: ConfigObject, after: ConfigObject, prefix: string, changes: ConfigChange[]): void {
  // Fields in the order the new version lists them, then any the new version dropped.
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  for (const key of keys) {
    const field = prefix ? `${prefix}.${key}` : key;
    const from = before[key];
    const to = after[key];
    if (isConfigObject(from) && isConfigObject(to)) {
      collectChanges(from, to, field, changes);
    } else if (!isSameValue(from, to)) {
      changes.push({ field, from: from ?? null, to: to ?? null });
    }
  }
}

/**
 * Which fields a save changed, from what to what (docs/decisions/0010-app-settings-and-config-versions.md). Nested
 * objects are walked and named by dotted path; an array is one value, compared whole. Nothing is
 * listed when the two are equal, so a save that changed nothing records no changes.
 */
export function diffConfig(before: ConfigObject, after: ConfigObject): ConfigChange[] {
  const changes: ConfigChange[] = [];
  collectChanges(before, after, '', changes);
  return changes;
}
