import { readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { detectLayout } from "./project/config-file.js";
import { JsonSource, MAX_JSON_DEPTH } from "./project/json-source.js";
import { upgradeConfig } from "./upgrade/upgrade-config.js";

/** What `docsgate upgrade` prints and its exit status: 0 upgraded, 2 nothing to upgrade or not readable. */
export interface UpgradeRun {
  status: 0 | 2;
  stdout: string;
  stderr: string;
}

type Found = { source: JsonSource } | { problem: string };

/**
 * `docsgate upgrade [root] [--write]`: the v2 docs.json for the legacy config in `root` (a docs.json
 * in the legacy layout, else mint.json), printed, or written with `write`. An existing v2 docs.json
 * is never overwritten; a legacy docs.json is replaced, since Mintlify refuses it under that name.
 */
export function runUpgrade(root: string, options: { write: boolean }): UpgradeRun {
  const found = findLegacyConfig(root);
  if ("problem" in found) return { status: 2, stdout: "", stderr: `docsgate: ${found.problem}\n` };
  const { source } = found;
  const { config, notCarried } = upgradeConfig(source.value);
  const text = `${JSON.stringify(config, null, 2)}\n`;
  const lines = notCarried
    .map(({ path: at, message }) => ({ ...source.rangeOf(at, "key"), message }))
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(({ line, column, message }) => `${source.file}:${line}:${column}: ${message}\n`);
  const summary = lines.length
    ? `docsgate: ${lines.length === 1 ? "1 item" : `${lines.length} items`} of ${source.file} could not be carried over to the v2 docs.json (listed above).\n`
    : "";
  const notes = lines.join("") + summary;
  const target = path.join(root, "docs.json");
  const replacing = source.file === "docs.json";
  if (!options.write) {
    const shadowed = !replacing && exists(target);
    // Standard output holds the JSON alone, so that it can be redirected; what to do next goes to stderr.
    const next = shadowed
      ? `docsgate: ${target} already exists in the v2 layout, and Mintlify reads it, not mint.json.\n`
      : `docsgate: Printed only: run \`docsgate upgrade${root === "." ? "" : ` ${root}`} --write\` to ${replacing ? `replace the legacy ${target} with it` : `write it as ${target}`}.\n`;
    return { status: 0, stdout: text, stderr: notes + next };
  }

  if (!replacing && exists(target)) {
    return {
      status: 2,
      stdout: "",
      stderr: `${notes}docsgate: ${target} already exists in the v2 layout; upgrade never overwrites it. Run \`docsgate upgrade\` without --write to see the upgraded ${source.file}, and merge by hand what docs.json lacks.\n`,
    };
  }
  writeFileSync(target, text);
  const done = replacing
    ? `Replaced ${target}, which was in the legacy layout (Mintlify refuses a legacy docs.json), with the v2 layout.\n`
    : `Wrote ${target} in the v2 layout. Mintlify reads docs.json before mint.json; delete mint.json once docs.json is committed.\n`;
  return { status: 0, stdout: done, stderr: notes };
}

/** The legacy config in `root`: a legacy-shaped docs.json first (Mintlify reads docs.json first), else mint.json. */
function findLegacyConfig(root: string): Found {
  const docs = read(root, "docs.json");
  if (docs && "problem" in docs) return docs;
  if (docs && detectLayout(docs.source.value) === "legacy") return docs;
  const mint = read(root, "mint.json");
  if (mint) return mint;
  return {
    problem: docs
      ? `${path.join(root, "docs.json")} is already in the v2 layout, and there is no mint.json: nothing to upgrade.`
      : `No docs.json or mint.json in ${root}: nothing to upgrade.`,
  };
}

/** The config file read and parsed, a problem that stops the upgrade, or undefined when there is no such file. */
function read(root: string, name: "docs.json" | "mint.json"): Found | undefined {
  const file = path.join(root, name);
  if (!exists(file)) return undefined;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return { problem: `Cannot read ${file}: ${(error as Error).message}` };
  }
  const source = new JsonSource(name, text);
  if (source.syntaxError) {
    const { line, column } = source.lines.position(source.syntaxError.offset);
    return { problem: `${file}:${line}:${column}: ${source.syntaxError.message}` };
  }
  const [cut] = source.tooDeep;
  if (cut) {
    const { line, column } = source.lines.position(cut.offset);
    return {
      problem: `${file}:${line}:${column}: this value is nested more than ${MAX_JSON_DEPTH} levels deep, past what docsgate reads, so the upgrade would lose it. Flatten it or remove it, then upgrade.`,
    };
  }
  if (source.value === null || typeof source.value !== "object" || Array.isArray(source.value))
    return { problem: `${file} does not hold a JSON object, so there is nothing to upgrade.` };
  return { source };
}

function exists(file: string): boolean {
  try {
    statSync(file);
    return true;
  } catch {
    return false;
  }
}
