import { readerInThirdPerson } from "../reader-in-third-person.js";
import type { StyleCheck } from "../style-rule.js";

/**
 * What a default style file's rule checks besides its patterns, where a pattern cannot tell
 * (who "the user" is). A team's style file of the same name replaces both.
 */
export const DEFAULT_CHECKS: ReadonlyMap<string, StyleCheck> = new Map([["style/second-person", readerInThirdPerson]]);
