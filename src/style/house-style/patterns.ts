/**
 * Compiles a style file's regular expression. Unicode mode first, so `\p{L}` means a letter
 * as it does in Vale's Go patterns; without it when Unicode mode rejects the pattern (`\-`,
 * which Go and JavaScript's legacy mode accept). Returns the error message of a pattern neither
 * mode accepts.
 */
export function compilePattern(source: string, flags: string): RegExp | string {
  try {
    return new RegExp(source, `${flags}u`);
  } catch {
    try {
      return new RegExp(source, flags);
    } catch (error) {
      return (error as Error).message;
    }
  }
}

/** Like compilePattern, for patterns already checked when the style file was read. */
export function compileChecked(source: string, flags: string): RegExp {
  const compiled = compilePattern(source, flags);
  if (typeof compiled === "string") throw new Error(`A checked style pattern does not compile: ${compiled}`);
  return compiled;
}

/** Flags for a style file's patterns. */
export function patternFlags(ignorecase: boolean, global: boolean): string {
  return `${global ? "g" : ""}${ignorecase ? "i" : ""}`;
}

/** Wraps alternatives so they match whole words only, unless the style file says `nonword: true`. */
export function alternation(alternatives: readonly string[], nonword: boolean): string {
  const any = alternatives.join("|");
  return nonword ? any : `\\b(?:${any})\\b`;
}

/** How many capture groups a pattern has (named ones too), to find a swap's `$1` in a combined match. */
export function groupCount(pattern: RegExp): number {
  return new RegExp(`${pattern.source}|`, pattern.flags.replace("g", "")).exec("")!.length - 1;
}
