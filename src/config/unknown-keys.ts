import type { JsonPath } from "../project/json-source.js";
import type { Report } from "../types.js";
import { displayPath } from "./json-words.js";
import type { LegacyConfig } from "./legacy-config.js";
import { nearestName } from "./near-key.js";
import { REJECTS_UNKNOWN_KEYS, type SchemaFinding } from "./schema-validation.js";

/** Platform names writers reach for that Mintlify spells differently. */
const SOCIAL_ALIASES: Record<string, string> = { "x.com": "x", hackernews: "hacker-news", ycombinator: "hacker-news", "youtube.com": "youtube" };

/** Listing the known keys helps when there are few of them to choose from. */
const MAX_LISTED = 10;

/** Whether an ajv finding is a key the schema does not list. */
export function isUnknownKey(finding: SchemaFinding): boolean {
  return finding.error.keyword === "additionalProperties";
}

/** Whether Mintlify refuses the whole config for this unknown key, rather than ignoring the key. */
export function isRejectedKey(finding: SchemaFinding): boolean {
  return finding.error.parentSchema?.[REJECTS_UNKNOWN_KEYS] === true;
}

/** The report of an unknown key: at the key, naming the key it most likely meant, with a fix that renames it. */
export function unknownKeyReport(config: LegacyConfig, finding: SchemaFinding): Report {
  const { error, path } = finding;
  const key = (error.params as { additionalProperty: string }).additionalProperty;
  const known = Object.keys((error.parentSchema?.properties ?? {}) as Record<string, unknown>);
  const keyPath: JsonPath = [...path, key];
  const keyNode = config.source.node(keyPath)?.parent?.children?.[0];
  const socials = isFooterSocials(path);
  const suggestion = (socials ? SOCIAL_ALIASES[key.toLowerCase()] : undefined) ?? nearestName(key, known);
  const fix = suggestion && keyNode ? { start: keyNode.offset, end: keyNode.offset + keyNode.length, text: JSON.stringify(suggestion) } : undefined;
  const words = { key, place: path.length ? `in \`${displayPath(path)}\`` : `in ${config.source.file}`, known, suggestion, rejected: isRejectedKey(finding) };
  return { ...config.at(keyPath, socials ? socialMessage(words) : keyMessage(words), "key"), ...(fix ? { fix } : {}) };
}

interface Words {
  key: string;
  place: string;
  known: string[];
  suggestion: string | undefined;
  rejected: boolean;
}

function isFooterSocials(path: JsonPath): boolean {
  return (path.length === 1 && path[0] === "footerSocials") || (path.length === 2 && path[0] === "footer" && path[1] === "socials");
}

function socialMessage({ key, known, suggestion }: Words): string {
  const platforms = `Mintlify knows these platforms: ${known.join(", ")}`;
  if (suggestion) return `\`${key}\` is not a footer platform, and Mintlify refuses a config with one it does not know. Did you mean \`${suggestion}\`? ${platforms}.`;
  return `\`${key}\` is not a footer platform, and Mintlify refuses a config with one it does not know. ${platforms}. Remove it, or link the account from a page instead.`;
}

function keyMessage({ key, place, known, suggestion, rejected }: Words): string {
  const effect = rejected ? "Mintlify refuses a config with a key it does not know here" : "as written the site ignores it";
  if (suggestion) return `Unknown key \`${key}\` ${place}: did you mean \`${suggestion}\`? Rename it; ${effect}.`;
  const list = known.length <= MAX_LISTED ? ` Known keys here: ${known.join(", ")}.` : "";
  const what = rejected ? effect : "the format has no such field, so the site ignores it";
  return `Unknown key \`${key}\` ${place}: ${what}. Remove it, or check its spelling and its place in the file.${list}`;
}
