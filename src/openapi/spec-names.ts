import type { SpecIndex } from "./types.js";

/** Every path a spec goes by: the one it was linted at, then its symbolic links' inside the root. */
export function specNames(spec: SpecIndex): string[] {
  return [spec.file, ...(spec.aliases ?? [])];
}
