import path from "node:path";

/**
 * A file's path in the repository, `/`-separated, as code scanning, workflow commands and code quality reports place
 * files; undefined for a file outside it (a `--config` elsewhere), which each report names in its own way.
 */
export function pathInRepository(repositoryRoot: string, file: string): string | undefined {
  const relative = path.relative(repositoryRoot, file);
  if (relative === "" || relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative))
    return undefined;
  return relative.split(path.sep).join("/");
}
