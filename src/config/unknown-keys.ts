import type { Node as JsonNode } from "jsonc-parser";
import type { JsonPath } from "../project/json-source.js";
import type { Report } from "../diagnostics/diagnostic.js";
import { displayPath } from "../text/json-words.js";
import { nearestName } from "./near-key.js";
import { REJECTS_UNKNOWN_KEYS, type SchemaFinding } from "./schema-validation.js";

/** Platform names writers reach for that Mintlify spells differently. */
const SOCIAL_ALIASES: Record<string, string> = {
  "x.com": "x",
  hackernews: "hacker-news",
  ycombinator: "hacker-news",
  "youtube.com": "youtube",
};

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

/** What an unknown-key report needs of a config, whichever layout and however many files it spans. */
export interface ConfigView {
  /** The config's file name, for a key at the top. */
  file: string;
  at(path: JsonPath, message: string, part?: "value" | "key"): Report;
  /** The JSON node of the value at `path`, in the file that wrote it. */
  node(path: JsonPath): JsonNode | undefined;
  /** Who drops an unknown key, in the messages: the legacy layout's words predate the v2 ones. */
  ignoredBy: "the site" | "Mintlify";
}

/** The report of an unknown key: at the key, naming the key it most likely meant, with a fix that renames it. */
export function unknownKeyReport(config: ConfigView, finding: SchemaFinding): Report {
  const { error, path } = finding;
  const key = (error.params as { additionalProperty: string }).additionalProperty;
  const known = Object.keys((error.parentSchema?.properties ?? {}) as Record<string, unknown>);
  const keyPath: JsonPath = [...path, key];
  const keyNode = config.node(keyPath)?.parent?.children?.[0];
  const socials = isFooterSocials(path) || error.parentSchema?.["x-socials"] === true;
  const suggestion = (socials ? SOCIAL_ALIASES[key.toLowerCase()] : undefined) ?? nearestName(key, known);
  const fix =
    suggestion && keyNode
      ? { start: keyNode.offset, end: keyNode.offset + keyNode.length, text: JSON.stringify(suggestion) }
      : undefined;
  const words = {
    key,
    place: path.length ? `in \`${displayPath(path)}\`` : `in ${config.file}`,
    known,
    suggestion,
    rejected: isRejectedKey(finding),
    ignoredBy: config.ignoredBy,
  };
  return { ...config.at(keyPath, socials ? socialMessage(words) : keyMessage(words), "key"), ...(fix ? { fix } : {}) };
}

interface Words {
  key: string;
  place: string;
  known: string[];
  suggestion: string | undefined;
  rejected: boolean;
  ignoredBy: string;
}

function isFooterSocials(path: JsonPath): boolean {
  return (
    (path.length === 1 && path[0] === "footerSocials") ||
    (path.length === 2 && path[0] === "footer" && path[1] === "socials")
  );
}

function socialMessage({ key, known, suggestion }: Words): string {
  const platforms = `Mintlify knows these platforms: ${known.join(", ")}`;
  if (suggestion)
    return `\`${key}\` is not a footer platform, and Mintlify refuses a config with one it does not know. Did you mean \`${suggestion}\`? ${platforms}.`;
  return `\`${key}\` is not a footer platform, and Mintlify refuses a config with one it does not know. ${platforms}. Remove it, or link the account from a page instead.`;
}

function keyMessage({ key, place, known, suggestion, rejected, ignoredBy }: Words): string {
  const effect = rejected
    ? "Mintlify refuses a config with a key it does not know here"
    : `as written ${ignoredBy} ignores it`;
  if (suggestion) return `Unknown key \`${key}\` ${place}: did you mean \`${suggestion}\`? Rename it; ${effect}.`;
  const list = known.length <= MAX_LISTED ? ` Known keys here: ${known.join(", ")}.` : "";
  const what = rejected ? effect : `the format has no such field, so ${ignoredBy} ignores it`;
  return `Unknown key \`${key}\` ${place}: ${what}. Remove it, or check its spelling and its place in the file.${list}`;
}
