import path from "node:path";
import type { FileIndex } from "./file-index.js";
import { projectFiles } from "./file-source.js";
import { JsonSource } from "./json-source.js";
import { saveAsUtf8Hint, wideEncoding } from "./wide-encoding.js";
import { uncheckedObject } from "./config-types/unchecked.js";
import type { LegacyDocsConfig } from "./config-types/legacy-config.js";
import type { V2DocsConfig } from "./config-types/v2-config.js";

import { CONFIG_NAMES, type ConfigName } from "./config-names.js";

export type { ConfigName };

/**
 * The most docs.json (with the files its `$ref`s name) docsgate reads. The largest config of a real project seen is
 * 2.3 MB, for 24,803 pages; 10 MB holds four times that, about 100,000 pages or 85,000 redirects, and reads within
 * a few hundred MB. Past it, a config is generated lists (redirects above all) that patterns say in a few lines.
 */
export const MAX_CONFIG_BYTES = 10 * 1024 * 1024;

/** What a config past MAX_CONFIG_BYTES should become, for the messages that refuse it. */
export const CONFIG_SIZE_HINT =
  'Say many redirects with one pattern (`"source": "/old/:slug*"`, `"destination": "/new/:slug*"`), and leave generated lists out of the config.';

/** What was found where the site configuration should be. */
export type ConfigFile =
  | { status: "missing"; legacyDirectory?: boolean }
  | { status: "directory"; name: ConfigName }
  | { status: "outside"; name: ConfigName }
  | {
      status: "unreadable";
      name: ConfigName;
      reason: string;
      /** How to make it readable, when known. */ hint?: string;
    }
  | { status: "too-large"; name: ConfigName; size: number }
  | { status: "read"; name: ConfigName; source: JsonSource; alsoPresent?: ConfigName; layout: "legacy" | "v2" };

/** Finds `docs.json` at the root, or else the legacy `mint.json`, and reads it. */
export function readConfigFile(root: string, files: FileIndex): ConfigFile {
  const name = pickName(files);
  if (!name) return { status: "missing" };
  if (files.isDirectory(name)) return { status: "directory", name };
  if (files.isLinkOutside(name)) return { status: "outside", name };
  let text: string;
  try {
    const { size } = projectFiles.stat(path.join(root, name));
    if (size > MAX_CONFIG_BYTES) return { status: "too-large", name, size };
    const bytes = projectFiles.readFile(path.join(root, name));
    const wide = wideEncoding(bytes);
    if (wide)
      return {
        status: "unreadable",
        name,
        reason: `it is saved as ${wide.family}, and it is read as UTF-8 only`,
        hint: saveAsUtf8Hint(wide, name),
      };
    if (bytes.includes(0)) return { status: "unreadable", name, reason: "it is a binary file, not JSON text" };
    text = bytes.toString("utf8");
  } catch (error) {
    return { status: "unreadable", name, reason: (error as Error).message };
  }
  const source = new JsonSource(name, text);
  const alsoPresent =
    name === "docs.json" && (files.has("mint.json") || files.isDirectory("mint.json")) ? "mint.json" : undefined;
  return {
    status: "read",
    name,
    source,
    alsoPresent,
    layout: name === "mint.json" ? "legacy" : detectLayout(source.value),
  };
}

function pickName(files: FileIndex): ConfigName | undefined {
  for (const name of CONFIG_NAMES) {
    if (files.has(name) || files.isDirectory(name) || files.isLinkOutside(name)) return name;
  }
  return undefined;
}

/**
 * The layout of a docs.json (Mintlify reads mint.json in the legacy layout only): the v2 layout
 * has `navigation` as an object, or a `theme` without the legacy list of groups (the legacy
 * layout has a `theme` too: venus, quill or prism).
 */
export function detectLayout(value: unknown): "legacy" | "v2" {
  const config = uncheckedObject<LegacyDocsConfig | V2DocsConfig>(value);
  if (config) {
    const nav = config.navigation;
    if (!Array.isArray(nav) && ("theme" in config || (nav !== null && typeof nav === "object"))) return "v2";
  }
  return "legacy";
}
