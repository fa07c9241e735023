import path from "node:path";
import { docsFoldersIn } from "../project/path-selection.js";
import { listText } from "./command-line.js";

/**
 * For a folder without docs.json or mint.json whose subfolders hold one (a repository's root with
 * its docs in docs/): the usage error naming the command to run instead. Undefined otherwise, and
 * the check reports the missing docs.json as before. `given`: the folder as typed, if it was.
 */
export function docsFolderHint(command: "check" | "build", given: string | undefined): string | undefined {
  const found = docsFoldersIn(path.resolve(given ?? "."));
  if (found.length === 0) return undefined;
  const here = given === undefined || path.resolve(given) === process.cwd();
  const holds =
    found.length === 1 ? `${found[0]}/ holds one` : `${listText(found.map((name) => `${name}/`))} each hold one`;
  const runs = found.map((name) => `\`docsgate ${command} ${path.join(given ?? ".", name)}\``);
  return `No docs.json or mint.json in ${here ? "the current folder" : `\`${given}\``}; ${holds}: run ${runs.join(" or ")}.`;
}
