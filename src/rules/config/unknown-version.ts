import type { ProjectRule } from "../../project/project.js";
import type { JsonPath } from "../../project/json-source.js";

import { listWords } from "../../text/json-words.js";
import { legacyConfig } from "../../config/legacy-config.js";
import type { VersionObject } from "../../project/config-types/legacy-config.js";
import { objectsAt, uncheckedObject } from "../../project/config-types/unchecked.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/unknown-version",
    category: "config",
    defaultSeverity: "error",
    description: "Every `version` of an anchor or a navigation group is one of the names listed in `versions`.",
  },
  check(project, report) {
    const config = legacyConfig(project);
    if (!config) return;
    const declared = config.value?.versions;
    const versions = Array.isArray(declared) ? declared.flatMap(versionName) : [];
    const uses: { version: string; path: JsonPath; owner: string }[] = [];
    objectsAt(config.value, "anchors").forEach((anchor, i) => {
      const version = anchor?.version;
      if (typeof version === "string") uses.push({ version, path: ["anchors", i, "version"], owner: "anchor" });
    });
    for (const group of project.navigation?.groups ?? []) {
      // A nested group inherits its parent's version; only the one that writes it is reported.
      if (typeof group.value.version === "string")
        uses.push({ version: group.value.version, path: [...group.path, "version"], owner: `group "${group.name}"` });
    }
    for (const { version, path, owner } of uses) {
      if (versions.includes(version)) continue;
      const message =
        versions.length === 0
          ? `The ${owner} has version "${version}", but docs.json lists no \`versions\`, so the site has no version to select. Add \`"versions": ["${version}"]\` or remove this \`version\`.`
          : `The ${owner} has version "${version}", which is not listed in \`versions\` (${listWords(versions, "and")}), so it is never shown.${didYouMean(version, versions)} Use one of the listed names, or add "${version}" to \`versions\`.`;
      report(config.at(path, message));
    }
  },
};

/**
 * A version's name: the name itself, or an object's `name`; a version with a `url` links to another site and holds no
 * pages.
 */
function versionName(version: unknown): string[] {
  if (typeof version === "string") return [version];
  const { name, url } = uncheckedObject<VersionObject>(version) ?? {};
  return typeof name === "string" && url === undefined ? [name] : [];
}

/** Only a variant in case, spacing or a leading "v" is a likely slip; "v3" for "v1" is not. */
function didYouMean(version: string, versions: string[]): string {
  const normal = (v: string) => v.trim().toLowerCase().replace(/^v/, "");
  const match = versions.find((v) => normal(v) === normal(version));
  return match ? ` Did you mean "${match}"?` : "";
}
