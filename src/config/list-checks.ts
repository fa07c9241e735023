import type { JsonPath } from "../project/json-source.js";
import { displayPath } from "../text/json-words.js";
import type { SchemaProblem } from "./schema-messages.js";
import {
  objectAt,
  objectsAt,
  type KeysOf,
  type Unchecked,
  type UncheckedConfig,
  type UncheckedLegacyConfig,
  type UncheckedV2Config,
} from "../project/config-types/unchecked.js";

/**
 * What Mintlify refuses across the items of a list, which JSON Schema cannot state: two
 * versions marked `default`, two redirects from the same `source`.
 */
export function listProblems(config: UncheckedLegacyConfig | undefined): SchemaProblem[] {
  return [...extraDefaultVersions(config), ...repeatedRedirectSources(config)];
}

function extraDefaultVersions(config: UncheckedLegacyConfig | undefined): SchemaProblem[] {
  const defaults = objectsAt(config, "versions").flatMap((version, i) => (version?.default === true ? [i] : []));
  const [first, ...others] = defaults;
  return others.map((i) => ({
    path: ["versions", i, "default"] as JsonPath,
    part: "key" as const,
    message: `\`versions[${i}]\` is marked \`default\`, but \`versions[${first}]\` already is, and Mintlify allows one default version. Remove one of the two.`,
  }));
}

/** The same in the v2 layout: two redirects from the same `source`, two `seo.paths` entries for one folder. */
export function v2ListProblems(config: UncheckedV2Config | undefined): SchemaProblem[] {
  const seoPaths = repeated(
    objectsAt(objectAt(config, "seo"), "paths"),
    ["seo", "paths"],
    "path",
    (path, _, first) =>
      `\`${displayPath(path)}\` is already the path of \`seo.paths[${first}]\`, and Mintlify allows each path once. Merge the two entries' metatags.`,
  );
  // Mintlify's variationsSchema (@mintlify/validation schemas/v2/properties/variations.js) refuses a repeated id.
  const variationIds = repeated(
    objectsAt(objectAt(config, "variations"), "options"),
    ["variations", "options"],
    "id",
    (path, id, first) =>
      `\`${displayPath(path)}\` "${id}" is already the id of \`variations.options[${first}]\`, and Mintlify refuses a repeated variation id. Give each variation its own id.`,
  );
  return [...repeatedRedirectSources(config), ...seoPaths, ...variationIds];
}

function repeatedRedirectSources(config: UncheckedConfig | undefined): SchemaProblem[] {
  return repeated(
    objectsAt(config, "redirects"),
    ["redirects"],
    "source",
    (path, source, first) =>
      `\`${displayPath(path)}\` "${source}" is already the source of \`redirects[${first}]\`, and Mintlify allows each source once. Remove one of the two redirects.`,
  );
}

/** The entries (of the list at `listPath`) whose `key` repeats an earlier entry's. */
function repeated<Item>(
  entries: (Unchecked<Item> | undefined)[],
  listPath: JsonPath,
  key: KeysOf<Item>,
  message: (path: JsonPath, value: string, first: number) => string,
): SchemaProblem[] {
  const firstIndex = new Map<string, number>();
  const problems: SchemaProblem[] = [];
  entries.forEach((entry, i) => {
    const value = entry?.[key];
    if (typeof value !== "string") return;
    const first = firstIndex.get(value);
    if (first === undefined) {
      firstIndex.set(value, i);
      return;
    }
    const path: JsonPath = [...listPath, i, key];
    problems.push({ path, part: "value", message: message(path, value, first) });
  });
  return problems;
}
