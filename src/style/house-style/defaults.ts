import keyInfoFirst from "../defaults/key-info-first.yml";
import secondPerson from "../defaults/second-person.yml";
import { readerInThirdPerson } from "../reader-in-third-person.js";
import type { StyleCheck } from "../style-rule.js";
import { parseStyleFile } from "./parse-style-file.js";
import type { HouseStyleRule } from "./types.js";

/** docsgate's word-level style rules: style files like a team's, bundled, by rule id. */
const DEFAULT_FILES: Record<string, string> = {
  "style/key-info-first": keyInfoFirst,
  "style/second-person": secondPerson,
};

export const DEFAULT_HOUSE_STYLE: readonly HouseStyleRule[] = Object.entries(DEFAULT_FILES).map(([id, text]) => {
  const { rule, problems } = parseStyleFile(text, { id, source: "default" });
  if (!rule)
    throw new Error(
      `docsgate's default style file ${id} is broken: ${problems.map((p) => `${p.line}:${p.column} ${p.message}`).join("; ")}`,
    );
  return rule;
});

/**
 * What a default style file's rule checks besides its patterns, where a pattern cannot tell
 * (who "the user" is). A team's style file of the same name replaces both.
 */
export const DEFAULT_CHECKS: ReadonlyMap<string, StyleCheck> = new Map([["style/second-person", readerInThirdPerson]]);
