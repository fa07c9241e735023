import { readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";

/** Removes all but the `kept` newest files named `prefix…suffix` in `dir`. */
export function keepNewest(dir: string, prefix: string, suffix: string, kept: number): void {
  const files = readdirSync(dir)
    .filter((entry) => entry.startsWith(prefix) && entry.endsWith(suffix))
    .map((entry) => path.join(dir, entry))
    .map((file) => ({ file, time: statSync(file).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { file } of files.slice(kept)) rmSync(file, { force: true });
}
