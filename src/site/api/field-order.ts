/**
 * The order fields are shown in. With docs.json's `api.maintainOrder`, the spec's own order;
 * otherwise required fields first, then the optional ones, each part by name (case-insensitive,
 * then as written), so a reader finds what they must send at the top.
 */
export function orderFields<Field extends { name: string; required: boolean }>(
  fields: readonly Field[],
  maintainOrder: boolean,
): Field[] {
  if (maintainOrder) return [...fields];
  return [...fields].sort((a, b) => Number(b.required) - Number(a.required) || compareNames(a.name, b.name));
}

function compareNames(a: string, b: string): number {
  const folded = a.toLowerCase().localeCompare(b.toLowerCase(), "en");
  return folded !== 0 ? folded : a < b ? -1 : a > b ? 1 : 0;
}
