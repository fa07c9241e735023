import path from "node:path";
import { gitOutput, GitFailure } from "./git-command.js";

/**
 * Why the external-link cache `file` is not to be believed, or undefined when it may be used. The
 * cache says which links were found OK, and a link it holds is not requested again: one the
 * repository holds (git tracks it) is written by whoever writes the repository, so a pull request
 * could mark its own broken links OK. The file a workflow restores with actions/cache, or a user
 * keeps beside a checkout, is not tracked. Outside a git checkout (or without git) nothing says
 * the repository holds it, and it is used.
 */
export async function linkCacheProblem(file: string): Promise<string | undefined> {
  let listed: string;
  try {
    listed = await gitOutput(path.dirname(file), ["ls-files", "-z", "--", path.basename(file)]);
  } catch (error) {
    if (error instanceof GitFailure) return undefined;
    throw error;
  }
  if (listed === "") return undefined;
  return `The link cache ${file} is a file of the repository (git tracks it), which a pull request can write, so docsgate does not use it and checks every external link. Keep the file out of the repository (add it to .gitignore) and between runs with actions/cache.`;
}
