import path from "node:path";
import type { OperationNaming } from "../../project/generated-pages.js";
import type { SpecPageNaming } from "../types.js";

/** The navigation group the site files operations without a tag under. */
const UNTAGGED_GROUP = "API Reference";

/**
 * Text made fit for a page path as the site does it: spaces become hyphens, a `{parameter}`
 * becomes a hyphen, one hyphen at either end is dropped, then `{ } ( ) , . '`, slashes and
 * line breaks; each pair of hyphens becomes one; all in lower case. Empty or missing text
 * gives undefined (an empty result stays empty).
 */
export function pathPart(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return text
    .replaceAll(" ", "-")
    .replace(/\{.*?\}/g, "-")
    .replace(/^-/, "")
    .replace(/-$/, "")
    .replace(/[{}(),.'\n/]/g, "")
    .replace(/--/g, "-")
    .toLowerCase();
}

/**
 * Names the pages of one generation run the way the site does: `<directory>/<tag>/<summary>`
 * (or `<method>-<path>` without a summary, the webhook's name for a webhook), or the
 * operation's `x-mint.href`. A name already taken gets `-1`, `-2`, ...: among the pages of the
 * same navigation group (the tag's `x-group` or name), or for OpenAPI 3.2 among all the run's
 * pages. Hidden operations get a page but take no name in their group.
 */
export class PageNamer {
  private readonly groups = new Map<string, Set<string>>();

  constructor(
    private readonly spec: SpecPageNaming & { version: string },
    /** Every page named so far in the run (OpenAPI 3.2 names are unique across it). */
    private readonly named: Set<string>,
  ) {}

  /** The page's path (no leading slash, lower case), or undefined when the operation is excluded. */
  name(operation: OperationNaming, directory: string): string | undefined {
    if (operation.excluded) return undefined;
    const tag = this.tagOf(operation);
    let base: string;
    if (operation.href !== undefined) {
      const chosen = path.posix.parse(operation.href.replace(/^\/+/, ""));
      base = path.posix.join(chosen.dir, chosen.name);
    } else {
      const fallback = operation.webhook
        ? (pathPart(operation.key) ?? "")
        : `${operation.method}-${pathPart(operation.key) ?? ""}`;
      base = path.posix.join(directory, pathPart(tag) ?? "", pathPart(operation.summary) ?? fallback);
    }
    const nested = isOpenApi32(this.spec.version);
    const taken = nested ? this.named : this.group(tag);
    const name = unique(base, taken);
    if (nested || !operation.hidden) taken.add(name);
    this.named.add(name);
    return name.replace(/^\/+/, "");
  }

  /**
   * OpenAPI 3.2: the first tag of kind `nav`, else the first declared without a kind, else the first undeclared; before
   * 3.2, the first.
   */
  private tagOf(operation: OperationNaming): string | undefined {
    if (!isOpenApi32(this.spec.version)) return operation.tags[0] || undefined;
    const kinds = new Map(this.spec.tags.map((tag) => [tag.name, tag.kind ?? "none"]));
    return (
      operation.tags.find((tag) => kinds.get(tag) === "nav") ??
      operation.tags.find((tag) => kinds.get(tag) === "none") ??
      operation.tags.find((tag) => !kinds.has(tag))
    );
  }

  /**
   * The navigation group the operation's page is listed in: its tag's `x-group`, else the tag, else "API Reference".
   */
  groupOf(operation: OperationNaming): string {
    return this.label(this.tagOf(operation));
  }

  private label(tag: string | undefined): string {
    return tag === undefined
      ? UNTAGGED_GROUP
      : (this.spec.tags.find((declared) => declared.name === tag)?.group ?? tag);
  }

  private group(tag: string | undefined): Set<string> {
    const label = this.label(tag);
    let names = this.groups.get(label);
    if (!names) this.groups.set(label, (names = new Set()));
    return names;
  }
}

function unique(base: string, taken: ReadonlySet<string>): string {
  const lower = base.toLowerCase();
  if (!taken.has(lower)) return lower;
  let n = 1;
  while (taken.has(`${lower}-${n}`)) n++;
  return `${lower}-${n}`;
}

function isOpenApi32(version: string): boolean {
  return /^3\.2(\.|$)/.test(version);
}
