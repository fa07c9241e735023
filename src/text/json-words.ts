import type { JsonPath } from "../project/json-source.js";

const PLAIN_KEY = /^[A-Za-z_$][\w$]*$/;

/** A path as a writer reads it in the file: `navigation[0].pages[2]`, `footerSocials["hacker-news"]`. */
export function displayPath(path: JsonPath): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** What a value is, in words: `the text "blue"`, `the number 3`, `a list`. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  switch (typeof value) {
    case "string":
      return `the text ${JSON.stringify(value.length > 60 ? value.slice(0, 57) + "..." : value)}`;
    case "number":
      return `the number ${value}`;
    case "boolean":
      return String(value);
    case "object":
      return "an object";
    default:
      return "nothing";
  }
}

/** `a`, `a` or `b`, `a`, `b` or `c`: each item in backticks. */
export function listWords(items: readonly string[], last = "or"): string {
  const quoted = items.map((item) => `\`${item}\``);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} ${last} ${quoted.at(-1)}`;
}
