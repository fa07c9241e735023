import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import picomatch from "picomatch";
import { distance } from "fastest-levenshtein";
import settingsSchema from "./docsgate.config.schema.json" with { type: "json" };
import { JsonSource } from "../project/json-source.js";
import type { Report, SeveritySetting } from "../types.js";

export const SETTINGS_FILE = "docsgate.config.json";

export interface Settings {
  /** The settings file as a path relative to the docs root (or absolute when outside it). */
  file?: string;
  severities: Map<string, SeveritySetting>;
  isIgnored(file: string): boolean;
  /** Problems found in the settings file itself. */
  problems: Report[];
}

/**
 * Reads docsgate's own config file: `explicitPath` (relative to the working directory) when
 * given, else `docsgate.config.json` at the docs root when present.
 */
export function loadSettings(root: string, ruleIds: readonly string[], explicitPath?: string): Settings {
  const settings: Settings = { severities: new Map(), isIgnored: () => false, problems: [] };
  const full = explicitPath ? path.resolve(explicitPath) : path.join(root, SETTINGS_FILE);
  if (!explicitPath && !existsSync(full)) return settings;
  const relative = path.relative(root, full);
  const file = relative.startsWith("..") || path.isAbsolute(relative) ? full : relative.split(path.sep).join("/");
  settings.file = file;
  const problem = (message: string, range = { line: 1, column: 1 }) => settings.problems.push({ message, file, ...range });

  let text: string;
  try {
    if (statSync(full).isDirectory()) return problem(`The docsgate config file ${file} is a folder; it must be a JSON file.`), settings;
    text = readFileSync(full, "utf8");
  } catch {
    const nowhere = { line: 0, column: 0 }; // a missing file has no line to point at
    return problem(`The docsgate config file ${file} cannot be read: it does not exist. Check the path given with --config or the \`config\` input.`, nowhere), settings;
  }
  const source = new JsonSource(file, text);
  if (source.syntaxError) {
    const at = source.lines.range(source.syntaxError.offset, source.syntaxError.offset + source.syntaxError.length);
    return problem(source.syntaxError.message, at), settings;
  }
  const validate = new Ajv({ allErrors: true }).compile(settingsSchema);
  if (!validate(source.value)) {
    for (const error of validate.errors ?? []) {
      const pointer = error.instancePath.split("/").slice(1).map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
      if (error.keyword === "additionalProperties") {
        const key = (error.params as { additionalProperty: string }).additionalProperty;
        problem(`Unknown setting \`${key}\`. docsgate.config.json has \`rules\` and \`ignore\`.`, source.rangeOf([...pointer, key], "key"));
      } else if (error.keyword === "enum") {
        problem(`The severity of \`${pointer.at(-1)}\` must be one of off, notice, warning or error.`, source.rangeOf(pointer));
      } else {
        problem(`\`${pointer.join(".") || "The settings"}\` ${error.message}.`, source.rangeOf(pointer));
      }
    }
    return settings;
  }
  const value = source.value as { rules?: Record<string, SeveritySetting>; ignore?: string[] };
  for (const [id, severity] of Object.entries(value.rules ?? {})) {
    if (ruleIds.includes(id)) {
      settings.severities.set(id, severity);
    } else {
      const nearest = [...ruleIds].sort((a, b) => distance(a, id) - distance(b, id))[0];
      problem(`Unknown rule \`${id}\`${nearest && distance(nearest, id) <= 4 ? `; did you mean \`${nearest}\`?` : "."} Run \`docsgate rules\` for the list.`, source.rangeOf(["rules", id], "key"));
    }
  }
  if (value.ignore?.length) settings.isIgnored = picomatch(value.ignore, { dot: true });
  return settings;
}
