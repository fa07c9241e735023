import type { Project } from "../../project/project.js";
import type { JsonPath } from "../../project/json-source.js";
import type { Rule } from "../../types.js";
import { displayPath } from "../json-words.js";
import { legacyConfig } from "../legacy-config.js";
import { nearestName } from "../near-key.js";
import { schemaFindings } from "../schema-validation.js";

/** Platform names writers reach for that the format spells differently. */
const SOCIAL_ALIASES: Record<string, string> = { twitter: "x", "x.com": "x", hackernews: "hacker-news", ycombinator: "hacker-news" };

/** Listing the known keys helps when there are few of them to choose from. */
const MAX_LISTED = 10;

export const rule: Rule<Project> = {
  meta: {
    id: "config/unknown-key",
    category: "config",
    defaultSeverity: "warning",
    description: "Every key in docs.json is one the format knows; a misspelt key is named with the key it most likely meant.",
  },
  check(project, report) {
    const config = legacyConfig(project);
    if (!config) return;
    const { source } = config;
    for (const { error, path } of schemaFindings(source)) {
      if (error.keyword !== "additionalProperties") continue;
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      const known = Object.keys((error.parentSchema?.properties ?? {}) as Record<string, unknown>);
      const keyPath: JsonPath = [...path, key];
      const keyNode = source.node(keyPath)?.parent?.children?.[0];
      const suggestion = (path.length === 1 && path[0] === "footerSocials" ? SOCIAL_ALIASES[key.toLowerCase()] : undefined) ?? nearestName(key, known);
      const place = path.length ? `in \`${displayPath(path)}\`` : `in ${source.file}`;
      const fix = suggestion && keyNode ? { start: keyNode.offset, end: keyNode.offset + keyNode.length, text: JSON.stringify(suggestion) } : undefined;
      report({ ...config.at(keyPath, message(key, place, path, known, suggestion), "key"), ...(fix ? { fix } : {}) });
    }
  },
};

function message(key: string, place: string, path: JsonPath, known: string[], suggestion: string | undefined): string {
  if (path.length === 1 && path[0] === "footerSocials") {
    const platforms = `\`footerSocials\` takes only these nine platforms: ${known.join(", ")}`;
    if (suggestion) return `\`${key}\` is not a footer platform, so the site does not show it. Did you mean \`${suggestion}\`? ${platforms}.`;
    return `\`${key}\` is not a footer platform, so the site does not show it. ${platforms}. Remove it, or link it from a page instead.`;
  }
  if (suggestion) return `Unknown key \`${key}\` ${place}: did you mean \`${suggestion}\`? Rename it; as written the site ignores it.`;
  const list = known.length <= MAX_LISTED ? ` Known keys here: ${known.join(", ")}.` : "";
  return `Unknown key \`${key}\` ${place}: the format has no such field, so the site ignores it. Remove it, or check its spelling and its place in the file.${list}`;
}
