import type { JsonPath } from "../project/json-source.js";
import { valueAt } from "./legacy-config.js";
import type { SchemaProblem } from "./schema-messages.js";

/**
 * What Mintlify refuses across the items of a list, which JSON Schema cannot state: two
 * versions marked `default`. (Two redirects from one `source` are config/redirect-duplicate's,
 * in both layouts.)
 */
export function listProblems(config: unknown): SchemaProblem[] {
  return extraDefaultVersions(config);
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
