import type { Root } from "mdast";

/** docs.json `variables`: each `{{ name }}` in a page is replaced by its text. */
export type Variables = Readonly<Record<string, string>>;

/**
 * Mintlify's placeholder: `VARIABLE_REGEX` of `@mintlify/common` dist/mdx/replaceVariables.js. Its
 * `replaceVariables` runs on the page's raw text before the MDX parse (`getMdx`; `@mintlify/prebuild`'s
 * `readSnippetsV2Contents` for snippets), so a placeholder is replaced wherever it stands: in text, in a link's URL,
 * in an attribute, in front matter and in code. A name with no value is left as it is.
 */
export const VARIABLE_PATTERN = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The name of a `{{ name }}` left in text, which MDX reads as an expression whose source is `{ name }`. */
export function placeholderInExpression(expression: string): string | undefined {
  return /^\{\s*([\w.-]+)\s*\}$/.exec(expression)?.[1];
}

/** The names of the `{{ name }}` placeholders in a text (a URL, an attribute). */
export function placeholdersIn(text: string): string[] {
  return text.includes("{{") ? [...text.matchAll(VARIABLE_PATTERN)].map((match) => match[1]!) : [];
}

// A held placeholder is a run of private-use characters as long as the placeholder, so that every offset, line and
// column of the page stays as in the file: a marker, the value's number in two characters, then filler.
const MARK = "\uF8FF";
const FILL = "\uF8FE";
const DIGITS = 0x1000;
const DIGIT_BASE = 0xe000;
const HELD = /\uF8FF([\uE000-\uEFFF])([\uE000-\uEFFF])\uF8FE*/g;

/** A page's text with its defined placeholders held, and the values to put back in its tree. */
export interface HeldVariables {
  text: string;
  values: string[];
}

/**
 * Holds each placeholder that names a variable in a run of characters of its own length; undefined when the page
 * uses none. Mintlify replaces the text itself; replacing it here would move every position after it, so the tree is
 * parsed from the held text and `restoreVariables` puts the values in.
 */
export function holdVariables(text: string, variables: Variables | undefined): HeldVariables | undefined {
  if (!variables || !text.includes("{{")) return undefined;
  const values: string[] = [];
  const held = text.replace(VARIABLE_PATTERN, (match, name: string) => {
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    if (value === undefined || values.length >= DIGITS * DIGITS) return match;
    const index = values.push(value) - 1;
    const digits =
      String.fromCharCode(DIGIT_BASE + Math.floor(index / DIGITS)) + String.fromCharCode(DIGIT_BASE + (index % DIGITS));
    return MARK + digits + FILL.repeat(match.length - 3);
  });
  return values.length === 0 ? undefined : { text: held, values };
}

/** Puts the held values into every string of the tree: text, code, URLs, attributes and their expressions. */
export function restoreVariables(tree: Root, values: readonly string[]): void {
  const restore = (value: string) =>
    value.includes(MARK)
      ? value.replace(
          HELD,
          // A page's own private-use characters (U+F8FF is Apple's logo) that only look held stay as they are.
          (held: string, high: string, low: string) =>
            values[(high.charCodeAt(0) - DIGIT_BASE) * DIGITS + (low.charCodeAt(0) - DIGIT_BASE)] ?? held,
        )
      : value;
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (typeof node !== "object" || node === null || seen.has(node)) return;
    seen.add(node);
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key === "position") continue;
      const value = record[key];
      if (typeof value === "string") record[key] = restore(value);
      else visit(value);
    }
  };
  visit(tree);
}
