import path from "node:path";
import { projectFiles } from "../../project/file-source.js";
import { readRootFile } from "../../project/root-file.js";
import type { Report } from "../../diagnostics/diagnostic.js";
import { parseStyleFile } from "./parse-style-file.js";
import type { HouseStyle, HouseStyleRule } from "./types.js";

/** The team's style files, relative to the docs root. */
export const STYLES_DIR = ".docsgate/styles";

const STYLE_FILE = /\.ya?ml$/;

/** Far past any real style file (a long list of words is a few KB): more is not read. */
const MAX_STYLE_FILE_BYTES = 1024 * 1024;

/** What to do about a style file that could not be read, by why not. */
const UNREAD_HINT = {
  missing: "Remove the link or point it at a style file.",
  outside: "Move the file into the docs folder.",
  "not-a-file": "Remove it or give it another name.",
  "too-large": "Split it into smaller style files.",
  unreadable: "Check its permissions.",
} as const;

/**
 * The house style of a docs root: docsgate's default style files, each replaced by a team file
 * of the same name, and the team's other files. A broken file is reported and skipped, as if
 * it were not there.
 */
export function loadHouseStyle(root: string, defaults: readonly HouseStyleRule[]): HouseStyle {
  const problems: Report[] = [];
  const team = new Map<string, HouseStyleRule>();
  const fileOf = new Map<string, string>();
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
      problem(`The style file ${read.reason}. ${UNREAD_HINT[read.why]}`);
      continue;
    }
    const parsed = parseStyleFile(read.bytes.toString("utf8"), { id, source: file });
    problems.push(...parsed.problems);
    if (parsed.rule) team.set(id, parsed.rule);
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
