import path from "node:path";
import { projectFiles } from "../../project/file-source.js";
import { readRootFile, type RootFileFailure } from "../../project/root-file.js";
import type { Report } from "../../diagnostics/diagnostic.js";
import { MAX_STYLE_ENTRIES_TOTAL, MAX_STYLE_FILE_BYTES, MAX_STYLE_INSTRUCTIONS } from "./limits.js";
import { parseStyleFile } from "./parse-style-file.js";
import type { HouseStyle, HouseStyleRule } from "./types.js";

/** The team's style files, relative to the docs root. */
export const STYLES_DIR = ".docsgate/styles";

const STYLE_FILE = /\.ya?ml$/;

/** What to do about a style file that could not be read, by why not. */
const UNREAD_HINT: Record<Exclude<RootFileFailure["why"], "too-large">, string> = {
  missing: "Remove the link or point it at a style file.",
  outside: "Move the file into the docs folder.",
  "not-a-file": "Remove it or give it another name.",
  unreadable: "Check its permissions.",
};

/**
 * The house style of a docs root: docsgate's default style files, each replaced by a team file
 * of the same name, and the team's other files. A broken file is reported and skipped, as if
 * it were not there.
 */
export function loadHouseStyle(root: string, defaults: readonly HouseStyleRule[]): HouseStyle {
  const problems: Report[] = [];
  const team = new Map<string, HouseStyleRule>();
  const fileOf = new Map<string, string>();
  /** What the team's files run so far (see limits.ts). */
  const used = { entries: 0, instructions: 0 };
  for (const name of styleFileNames(root)) {
    const file = `${STYLES_DIR}/${name}`;
    const id = `style/${name.replace(STYLE_FILE, "")}`;
    const problem = (message: string) => problems.push({ message, file, line: 1, column: 1 });
    const earlier = fileOf.get(id);
    if (earlier) {
      problem(`${file} and ${earlier} both define the rule ${id}. Merge them into one file.`);
      continue;
    }
    fileOf.set(id, file);
    if (/\s/.test(id)) {
      problem(
        `The style file name becomes the rule id ${id}, which cannot hold spaces. Rename the file, for example to ${name.replace(/\s+/g, "-")}.`,
      );
      continue;
    }
    const read = readRootFile(root, file, MAX_STYLE_FILE_BYTES);
    if (!read.ok) {
      problem(
        read.why === "too-large"
          ? `The style file is ${kilobytes(read.size!)} KB, more than the ${kilobytes(MAX_STYLE_FILE_BYTES)} KB docsgate reads from one style file (the longest file of Vale's style packages is 19 KB), so it is not run. Keep the patterns the docs need, or spread them over several style files.`
          : `The style file ${read.reason}. ${UNREAD_HINT[read.why]}`,
      );
      continue;
    }
    const parsed = parseStyleFile(read.bytes.toString("utf8"), { id, source: file });
    problems.push(...parsed.problems);
    if (!parsed.rule) continue;
    const size = { entries: entriesOf(parsed.rule), instructions: parsed.instructions ?? 0 };
    if (
      used.entries + size.entries > MAX_STYLE_ENTRIES_TOTAL ||
      used.instructions + size.instructions > MAX_STYLE_INSTRUCTIONS
    ) {
      problem(
        `The team's style files, up to this one, hold ${count(used.entries + size.entries)} patterns that compile to ${count(used.instructions + size.instructions)} RE2 instructions, more than docsgate runs for one docs project (${count(MAX_STYLE_ENTRIES_TOTAL)} patterns, ${count(MAX_STYLE_INSTRUCTIONS)} instructions; Vale's Microsoft, Google, proselint, write-good and alex packages together hold about 6,100 patterns that compile to about 56,000), so this file is not run: every pattern is work on every character of every page. Remove the style files the docs do not need.`,
      );
      continue;
    }
    used.entries += size.entries;
    used.instructions += size.instructions;
    team.set(id, parsed.rule);
  }
  return { rules: [...defaults.filter((rule) => !team.has(rule.id)), ...team.values()], problems };
}

function styleFileNames(root: string): string[] {
  try {
    return projectFiles
      .readdir(path.join(root, STYLES_DIR))
      .filter((entry) => (entry.isFile() || entry.isSymbolicLink()) && STYLE_FILE.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** The patterns a rule runs: its tokens or swaps, and its exceptions. */
function entriesOf(rule: HouseStyleRule): number {
  return (rule.tokens?.length ?? 0) + Object.keys(rule.swap ?? {}).length + (rule.exceptions?.length ?? 0);
}

function count(value: number): string {
  return value.toLocaleString("en-US");
}

function kilobytes(bytes: number): string {
  return Math.ceil(bytes / 1024).toLocaleString("en-US");
}
