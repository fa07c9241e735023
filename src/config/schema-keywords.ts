/**
 * Marks a key Mintlify accepts with any value (deprecated keys it ignores). In editors it is an
 * inert annotation; here it always "fails", so that every such key shows up among ajv's errors,
 * where the unvalidated-key rule finds it (and the schema rule skips it).
 */
export const UNVALIDATED_KEYWORD = "x-unvalidated";

/**
 * Marks what Mintlify accepts beyond the format's specification; its value says what the
 * specification expects. Like `x-unvalidated` it always "fails" where it applies (often in the
 * `then` of an `if`), for the beyond-spec rule to find.
 */
export const BEYOND_SPEC_KEYWORD = "x-beyond-spec";

/** On an object where Mintlify refuses a key it does not know; elsewhere it ignores one. */
export const REJECTS_UNKNOWN_KEYS = "x-rejects-unknown-keys";
