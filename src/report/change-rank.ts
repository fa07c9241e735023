import type { ChangedFiles } from "../contracts/changed-files.js";

/** How close a problem is to the change: on a changed line, in a changed file, or elsewhere. */
export function changeRank(changed: ChangedFiles | undefined, file: string | undefined, line: number): 0 | 1 | 2 {
  const lines = file === undefined ? undefined : changed?.get(file);
  if (!lines) return 2;
  if (lines === "whole" || lines.has(line)) return 0;
  return 1;
}
