import { closeSync, lstatSync, openSync, realpathSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeFolder } from "../files/make-folder.js";

/**
 * Writes a report to `file` piece by piece (a JSON report can be large), making the folders it needs, as ESLint's
 * `--output-file` does. Gives undefined when it is all written, else what went wrong in one sentence: a file that
 * could not be finished is removed, so no truncated report is taken for a whole one, and a device or pipe (where
 * there is nothing to remove) is left as it is.
 */
export function writeReportFile(file: string, pieces: Iterable<string>): string | undefined {
  const failed = (error: unknown) => `Could not write the report to ${file}: ${(error as Error).message}`;
  let fd: number;
  try {
    fd = openSync(file, "w");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") return failed(error);
    try {
      makeFolder(path.dirname(path.resolve(file)));
    } catch {
      // A folder on the way that cannot be made (a link to nothing): the first answer, about the file, says it best.
      return failed(error);
    }
    try {
      fd = openSync(file, "w");
    } catch (again) {
      return failed(again);
    }
  }
  let problem: string | undefined;
  for (const piece of pieces) {
    try {
      // Unlike writeSync, this writes the whole piece, however many calls the system needs.
      writeFileSync(fd, piece);
    } catch (error) {
      problem = failed(error);
      break;
    }
  }
  try {
    closeSync(fd);
  } catch (error) {
    problem ??= failed(error);
  }
  return problem === undefined ? undefined : `${problem}${removePartial(file)}`;
}

/** Removes what was written of a report that failed midway, and says what became of it. */
function removePartial(file: string): string {
  let real: string;
  try {
    if (!statSync(file).isFile()) return "";
    // Through a link, the file written is the link's target.
    real = lstatSync(file).isSymbolicLink() ? realpathSync(file) : file;
  } catch {
    return "";
  }
  try {
    unlinkSync(real);
    return "; the unfinished file was removed";
  } catch (error) {
    return `; the unfinished file could not be removed (${(error as Error).message}): delete ${real}`;
  }
}
