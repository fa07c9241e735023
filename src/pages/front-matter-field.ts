import { keyRange } from "../parse/front-matter.js";
import { nearMissKey } from "./front-matter-keys.js";
import type { PageContext } from "./page-context.js";
import type { PageReport } from "./page-rule.js";

export type FieldProblem = "missing" | "empty" | "not-text";

/**
 * Checks that the front matter sets `key` to some text, for `title` and `description`. Pages
 * whose front matter is missing or broken are left to page/frontmatter, snippets need none, a
 * page generated from an OpenAPI operation takes both from the operation, and a misspelt key
 * (`Title`) is left to page/frontmatter-key, whose fix renames it.
 */
export function checkTextField(
  page: PageContext,
  key: string,
  message: (problem: FieldProblem, found: string) => string,
  report: (report: PageReport) => void,
): void {
  const frontMatter = page.frontMatter;
  if (page.isSnippet || !frontMatter || frontMatter.error) return;
  const data = frontMatter.data;
  if (!data) return;
  if (!Object.hasOwn(data, key)) {
    if (typeof data.openapi === "string" && data.openapi.trim()) return;
    if (Object.keys(data).some((other) => nearMissKey(other) === key)) return;
    // The opening `---`: the front matter as a whole lacks the field.
    report({ message: message("missing", ""), place: page.positionOf(0, 3) });
    return;
  }
  const value = data[key];
  const problem: FieldProblem | undefined =
    value === null || (typeof value === "string" && !value.trim())
      ? "empty"
      : typeof value === "string"
        ? undefined
        : "not-text";
  if (!problem) return;
  // `title:` with nothing after it has no value to point at: point at the key.
  const [start, end] =
    (value === null ? undefined : keyRange(frontMatter, key, "value")) ?? keyRange(frontMatter, key, "key")!;
  report({ message: message(problem, describe(value)), place: page.positionOf(start, end) });
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object" && value !== null) return "a set of fields";
  if (typeof value === "number") return "a number";
  if (typeof value === "boolean") return "a yes/no value";
  return "not text";
}
