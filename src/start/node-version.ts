/**
 * The oldest Node docsgate runs on. The link checker's HTTP client (undici, through linkinator)
 * uses zlib functions Node 20 lacks and fails only once a site is checked, so the entry points
 * refuse older Nodes at start instead.
 */
export const MIN_NODE_MAJOR = 22;

/** The one line to print when `version` (process.versions.node) is too old, else undefined. */
export function nodeVersionProblem(version: string): string | undefined {
  const major = Number(version.split(".")[0]);
  if (major >= MIN_NODE_MAJOR) return undefined;
  return `docsgate needs Node ${MIN_NODE_MAJOR} or newer; this is Node ${version}. Install Node ${MIN_NODE_MAJOR} or later (https://nodejs.org) and run it again.`;
}
