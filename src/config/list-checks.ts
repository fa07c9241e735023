import type { JsonPath } from "../project/json-source.js";
import { displayPath } from "./json-words.js";
import { valueAt } from "./legacy-config.js";
import type { SchemaProblem } from "./schema-messages.js";

/**
 * What Mintlify refuses across the items of a list, which JSON Schema cannot state: two
 * versions marked `default`, two redirects from the same `source`.
 */
export function listProblems(config: unknown): SchemaProblem[] {
  return [...extraDefaultVersions(config), ...repeatedRedirectSources(config)];
}

function extraDefaultVersions(config: unknown): SchemaProblem[] {
  const versions = valueAt(config, ["versions"]);
  if (!Array.isArray(versions)) return [];
  const defaults = versions.flatMap((version, i) => (valueAt(version, ["default"]) === true ? [i] : []));
  const [first, ...others] = defaults;
  return others.map((i) => ({
    path: ["versions", i, "default"] as JsonPath,
    part: "key" as const,
    message: `\`versions[${i}]\` is marked \`default\`, but \`versions[${first}]\` already is, and Mintlify allows one default version. Remove one of the two.`,
  }));
}

/** The same in the v2 layout: two redirects from the same `source`, two `seo.paths` entries for one folder. */
export function v2ListProblems(config: unknown): SchemaProblem[] {
  return [...repeatedRedirectSources(config), ...repeated(config, ["seo", "paths"], "path", (path, first) => `\`${displayPath(path)}\` is already the path of \`seo.paths[${first}]\`, and Mintlify allows each path once. Merge the two entries' metatags.`)];
}

function repeatedRedirectSources(config: unknown): SchemaProblem[] {
  return repeated(config, ["redirects"], "source", (path, first) => `\`${displayPath(path)}\` "${valueAt(config, path) as string}" is already the source of \`redirects[${first}]\`, and Mintlify allows each source once. Remove one of the two redirects.`);
}

/** The entries of the list at `listPath` whose `key` repeats an earlier entry's. */
function repeated(config: unknown, listPath: JsonPath, key: string, message: (path: JsonPath, first: number) => string): SchemaProblem[] {
  const list = valueAt(config, listPath);
  if (!Array.isArray(list)) return [];
  const firstIndex = new Map<string, number>();
  const problems: SchemaProblem[] = [];
  list.forEach((entry, i) => {
    const value = valueAt(entry, [key]);
    if (typeof value !== "string") return;
    const first = firstIndex.get(value);
    if (first === undefined) {
      firstIndex.set(value, i);
      return;
    }
    const path: JsonPath = [...listPath, i, key];
    problems.push({ path, part: "value", message: message(path, first) });
  });
  return problems;
}
