import path from "node:path";
import { Ajv } from "ajv";
import picomatch from "picomatch";
import { distance } from "fastest-levenshtein";
import settingsSchema from "./docsgate.config.schema.json" with { type: "json" };
import { JsonSource, MAX_JSON_DEPTH, type JsonPath } from "../project/json-source.js";
import { readRegularFile, readRootFile, type RootFileFailure } from "../project/root-file.js";
import { DEFAULT_EXTERNAL_LINK_OPTIONS } from "./external-link-options.js";
import type { Report, SeveritySetting } from "../diagnostics/diagnostic.js";
import { readSeverity, type SeverityValue } from "./severity-value.js";

export const SETTINGS_FILE = "docsgate.config.json";

/** Far past any real settings file (a few KB): more is not read. */
const MAX_SETTINGS_BYTES = 1024 * 1024;

/** What to do about a settings file that could not be read, by why not. */
const UNREAD_HINT: Record<RootFileFailure["why"], string> = {
  missing: "Check the path given with --config or the `config` input.",
  outside: "Move the file into the docs folder.",
  "not-a-file": "It must be a JSON file.",
  "too-large": "Keep only docsgate's settings in it.",
  unreadable: "Check its permissions.",
};

/** docsgate.config.json's `links.external`, defaults filled in. */
export interface ExternalLinkSettings {
  concurrencyPerHost: number;
  timeoutMs: number;
  retries: number;
  /** Regular expressions (each one compiles) matched against each URL. */
  skip: string[];
  /** By status ("403"), class ("5xx"), "timeout" or "network". */
  severities: Record<string, SeveritySetting>;
  /** How long a link found OK stays in the link cache file, when the caller gives one. */
  cacheHours: number;
}

export const DEFAULT_LINK_CACHE_HOURS = 24;

interface ExternalLinksValue {
  concurrencyPerHost?: number;
  timeoutSeconds?: number;
  retries?: number;
  severity?: Record<string, SeverityValue>;
  skip?: string[];
  cacheHours?: number;
}

function defaultExternalLinks(): ExternalLinkSettings {
  const { concurrencyPerHost, timeoutMs, retries } = DEFAULT_EXTERNAL_LINK_OPTIONS;
  return { concurrencyPerHost, timeoutMs, retries, skip: [], severities: {}, cacheHours: DEFAULT_LINK_CACHE_HOURS };
}

export interface Settings {
  /** The settings file as a path relative to the docs root (or absolute when outside it). */
  file?: string;
  severities: Map<string, SeveritySetting>;
  isIgnored(file: string): boolean;
  /** How http(s) links are checked (`links.external`). */
  externalLinks: ExternalLinkSettings;
  /** Problems found in the settings file itself. */
  problems: Report[];
}

/**
 * Reads docsgate's own config file: `explicitPath` (relative to the working directory) when
 * given, else `docsgate.config.json` at the docs root when present.
 */
export function loadSettings(root: string, ruleIds: readonly string[], explicitPath?: string): Settings {
  const settings: Settings = {
    severities: new Map(),
    isIgnored: () => false,
    externalLinks: defaultExternalLinks(),
    problems: [],
  };
  const full = explicitPath ? path.resolve(explicitPath) : path.join(root, SETTINGS_FILE);
  // A file the user names is read wherever it is; the one found at the root must stay inside it.
  const read = explicitPath
    ? readRegularFile(full, MAX_SETTINGS_BYTES)
    : readRootFile(root, SETTINGS_FILE, MAX_SETTINGS_BYTES);
  if (!explicitPath && !read.ok && read.why === "missing") return settings;
  const relative = path.relative(root, full);
  const file = relative.startsWith("..") || path.isAbsolute(relative) ? full : relative.split(path.sep).join("/");
  settings.file = file;
  const problem = (message: string, range = { line: 1, column: 1 }) =>
    settings.problems.push({ message, file, ...range });

  if (!read.ok) {
    const nowhere = { line: 0, column: 0 }; // a missing file has no line to point at
    return (
      problem(
        `The docsgate config file ${file} ${read.reason}. ${UNREAD_HINT[read.why]}`,
        read.why === "missing" ? nowhere : undefined,
      ),
      settings
    );
  }
  const text = read.bytes.toString("utf8");
  const source = new JsonSource(file, text);
  if (source.syntaxError) {
    const at = source.lines.range(source.syntaxError.offset, source.syntaxError.offset + source.syntaxError.length);
    return (problem(source.syntaxError.message, at), settings);
  }
  // Each value the schema refuses, or nested too deep to read, is reported at its place and left out; the rest of the
  // file applies.
  const refused: string[][] = [];
  const isRefused = (pointer: readonly string[]) =>
    refused.some((bad) => bad.length <= pointer.length && bad.every((part, i) => part === pointer[i]));
  const refuse = (at: JsonPath) => refused.push(at.map(String));
  for (const cut of source.tooDeep) {
    refuse(cut.path);
    problem(
      `This value is nested more than ${MAX_JSON_DEPTH} levels deep, past what docsgate reads; it was left out. Flatten it or remove it.`,
      source.rangeOf(cut.path),
    );
  }
  const validate = new Ajv({ allErrors: true }).compile(settingsSchema);
  if (!validate(source.value)) {
    for (const error of validate.errors ?? []) {
      const pointer = jsonPath(error.instancePath, source.value);
      // A cut value reads as `0`: its own report says why it is left out.
      if (isRefused(pointer.map(String))) continue;
      if (error.keyword === "additionalProperties") {
        const key = (error.params as { additionalProperty: string }).additionalProperty;
        problem(unknownSetting(key, pointer), source.rangeOf([...pointer, key], "key"));
      } else if (error.keyword === "pattern" && error.propertyName !== undefined) {
        continue; // the propertyNames error that follows says it
      } else if (error.keyword === "propertyNames") {
        const key = (error.params as { propertyName: string }).propertyName;
        refuse([...pointer, key]);
        problem(
          `\`${pointer.join(".")}\` has no key \`${key}\`: use a status such as "404", a status class such as "5xx", "timeout" or "network".`,
          source.rangeOf([...pointer, key], "key"),
        );
      } else if (error.keyword === "enum") {
        refuse(pointer);
        problem(
          `The severity of \`${pointer.at(-1)}\` must be one of error, warning, notice or off (or ESLint's warn, 2, 1 and 0).`,
          source.rangeOf(pointer),
        );
      } else {
        refuse(pointer);
        problem(`\`${pointer.join(".") || "The settings"}\` ${error.message}.`, source.rangeOf(pointer));
      }
    }
  }
  const usable = (...pointer: string[]) => !isRefused(pointer);
  if (!usable()) return settings;
  const value = source.value as {
    rules?: Record<string, SeverityValue>;
    ignore?: string[];
    links?: { external?: ExternalLinksValue };
  };
  for (const [id, severity] of usable("rules") ? Object.entries(value.rules ?? {}) : []) {
    if (!usable("rules", id)) continue;
    if (ruleIds.includes(id)) {
      settings.severities.set(id, readSeverity(severity));
    } else {
      const nearest = [...ruleIds].sort((a, b) => distance(a, id) - distance(b, id))[0];
      problem(
        `Unknown rule \`${id}\`${nearest && distance(nearest, id) <= 4 ? `; did you mean \`${nearest}\`?` : "."} Run \`docsgate rules\` for the list.`,
        source.rangeOf(["rules", id], "key"),
      );
    }
  }
  const ignore = usable("ignore") ? (value.ignore ?? []).filter((_, index) => usable("ignore", String(index))) : [];
  if (ignore.length) settings.isIgnored = picomatch(ignore, { dot: true });
  const external = usable("links", "external") ? value.links?.external : undefined;
  if (external) {
    const kept = Object.fromEntries(
      Object.entries(external).filter(([key]) => usable("links", "external", key)),
    ) as ExternalLinksValue;
    if (kept.severity)
      kept.severity = Object.fromEntries(
        Object.entries(kept.severity).filter(([key]) => usable("links", "external", "severity", key)),
      );
    const skip = (kept.skip ?? [])
      .map((pattern, index) => ({ pattern, index }))
      .filter(({ index }) => usable("links", "external", "skip", String(index)));
    settings.externalLinks = externalLinks(kept, skip, settings.externalLinks, (message, index) =>
      problem(message, source.rangeOf(["links", "external", "skip", index])),
    );
  }
  return settings;
}

/** `links.external` over the defaults; a skip pattern that is no regular expression is left out and reported. */
function externalLinks(
  value: ExternalLinksValue,
  patterns: readonly { pattern: string; index: number }[],
  defaults: ExternalLinkSettings,
  problem: (message: string, index: number) => void,
): ExternalLinkSettings {
  const skip = patterns.flatMap(({ pattern, index }) => {
    try {
      new RegExp(pattern);
      return [pattern];
    } catch (error) {
      problem(
        `The skip pattern \`${pattern}\` is not a regular expression (${(error as Error).message}). Escape characters such as \`.\`, \`?\` and \`(\` with a backslash, written \`\\\\\` in JSON.`,
        index,
      );
      return [];
    }
  });
  return {
    concurrencyPerHost: value.concurrencyPerHost ?? defaults.concurrencyPerHost,
    timeoutMs: value.timeoutSeconds === undefined ? defaults.timeoutMs : Math.round(value.timeoutSeconds * 1000),
    retries: value.retries ?? defaults.retries,
    skip,
    severities: Object.fromEntries(
      Object.entries(value.severity ?? {}).map(([key, severity]) => [key, readSeverity(severity)]),
    ),
    cacheHours: value.cacheHours ?? defaults.cacheHours,
  };
}

/** ajv's instance path as a path into the JSON value: array indexes as numbers. */
function jsonPath(instancePath: string, value: unknown): JsonPath {
  const path: JsonPath = [];
  let node = value;
  for (const part of instancePath.split("/").slice(1)) {
    const key = Array.isArray(node) ? Number(part) : part.replace(/~1/g, "/").replace(/~0/g, "~");
    path.push(key);
    node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  }
  return path;
}

/** "Unknown setting `x`", with the keys its object has (from the schema) and the nearest one when it looks misspelt. */
function unknownSetting(key: string, pointer: JsonPath): string {
  let schema = settingsSchema as { properties?: Record<string, unknown> };
  for (const part of pointer) schema = (schema.properties?.[part] ?? {}) as typeof schema;
  const keys = Object.keys(schema.properties ?? {}).filter((name) => name !== "$schema");
  const closest = [...keys].sort((a, b) => distance(a, key) - distance(b, key))[0];
  const extended = key.length >= 4 ? keys.find((name) => name.toLowerCase().startsWith(key.toLowerCase())) : undefined;
  const nearest = extended ?? (closest && distance(closest, key) <= 4 ? closest : undefined);
  const guess = nearest ? `; did you mean \`${nearest}\`?` : ".";
  const list = keys.map((name) => `\`${name}\``);
  const listed = list.length > 1 ? `${list.slice(0, -1).join(", ")} and ${list.at(-1)}` : (list[0] ?? "nothing");
  const owner = pointer.length ? `\`${pointer.join(".")}\`` : SETTINGS_FILE;
  return `Unknown setting \`${key}\`${pointer.length ? ` in \`${pointer.join(".")}\`` : ""}${guess} ${owner} has ${listed}.`;
}
