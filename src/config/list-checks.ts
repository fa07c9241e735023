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

function repeatedRedirectSources(config: unknown): SchemaProblem[] {
  const redirects = valueAt(config, ["redirects"]);
  if (!Array.isArray(redirects)) return [];
  const firstIndex = new Map<string, number>();
  const problems: SchemaProblem[] = [];
  redirects.forEach((redirect, i) => {
    const source = valueAt(redirect, ["source"]);
    if (typeof source !== "string") return;
    const first = firstIndex.get(source);
    if (first === undefined) {
      firstIndex.set(source, i);
      return;
    }
    const path: JsonPath = ["redirects", i, "source"];
    problems.push({
      path,
      part: "value",
      message: `\`${displayPath(path)}\` "${source}" is already the source of \`redirects[${first}]\`, and Mintlify allows each source once. Remove one of the two redirects.`,
    });
  });
  return problems;
}
