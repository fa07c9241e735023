/** Text from the docs (names, titles, labels) is untrusted: every piece goes through these. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** ` name="value"` for each defined attribute; `true` writes a bare attribute. */
export function attributes(values: Record<string, string | number | boolean | undefined>): string {
  let out = "";
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return out;
}

/** A CSS `url()` for an href the model produced; quotes and breaks would end the string. */
export function cssUrl(href: string): string {
  return `url("${href.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}
