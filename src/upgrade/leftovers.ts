/** A path in a JSON value (the same as project/json-source.ts's: the upgrade imports nothing of the project, which reads configs through it). */
export type JsonPath = (string | number)[];

/** A key or value of the legacy config that the v2 config does not hold, said in plain words. */
export interface NotCarried {
  /** Where it is in the legacy config. */
  path: JsonPath;
  message: string;
}

/** Collects what the upgrade leaves out, in the order it meets it. */
export class Leftovers {
  readonly items: NotCarried[] = [];

  /** Adds one; the same finding twice (a division looked at once per version) is kept once. */
  add(path: JsonPath, message: string): void {
    if (!this.items.some((item) => item.message === message && pathText(item.path) === pathText(path)))
      this.items.push({ path, message });
  }

  /** Every key of `object` (at `at`) that is not in `known`, as having no place in v2. */
  unknownKeys(
    object: Record<string, unknown>,
    known: readonly string[],
    at: JsonPath,
    why = "has no equivalent in the v2 layout",
  ): void {
    for (const key of Object.keys(object)) {
      if (!known.includes(key)) this.add([...at, key], `\`${pathText([...at, key])}\` ${why}; it was left out.`);
    }
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The path as people write it: `anchors[2].color`. */
export function pathText(path: JsonPath): string {
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");
}
