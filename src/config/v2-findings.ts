import type { JsonPath } from "../project/json-source.js";
import type { Report } from "../diagnostics/diagnostic.js";
import { displayPath } from "../text/json-words.js";
import { v2ListProblems } from "./list-checks.js";
import { navigationDrops } from "./navigation-drops.js";
import { describeSchemaError } from "./schema-messages.js";
import { v2Schema, v2SchemaFindings, type SchemaFinding } from "./schema-validation.js";
import { isRejectedKey, isUnknownKey, unknownKeyReport } from "./unknown-keys.js";
import type { V2Config } from "./v2-config.js";

/** A v2 config's schema findings, split by what Mintlify does with them. */
export interface V2Findings {
  /** What Mintlify refuses (and the deliberate differences listed in docs-v2.schema.json). */
  errors: Report[];
  /** What Mintlify accepts but silently drops: unknown keys of non-strict objects, dropped navigation children. */
  ignored: Report[];
}

const cache = new WeakMap<object, V2Findings>();

/** The v2 config's findings, worked out once per config however many rules ask. */
export function v2Findings(config: V2Config): V2Findings {
  let findings = cache.get(config.document);
  if (!findings) {
    findings = classify(config);
    cache.set(config.document, findings);
  }
  return findings;
}

function startsWith(path: JsonPath, prefix: JsonPath): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => path[i] === segment);
}

function classify(config: V2Config): V2Findings {
  const { value, document } = config;
  const errors: Report[] = [];
  const ignored: Report[] = [];
  if (!value) {
    if (document.value !== undefined)
      errors.push(
        document.at([], `${config.file} must be one JSON object \`{ ... }\` holding the site configuration.`),
      );
    return { errors, ignored };
  }
  const drops = navigationDrops(value);
  for (const warning of drops.warnings) ignored.push(document.at(warning.path, warning.message, "key"));
  // A `$ref` that failed, or a value nested too deep, is left out: config/ref and config/too-deep report it, not as a
  // missing value here.
  const unresolved = [...document.refProblems, ...document.tooDeep].map((problem) => problem.at);
  const findings = v2SchemaFindings(value);
  // The branches of a failed `anyOf` only echo it.
  const failedAnyOf = findings.filter((f) => f.error.keyword === "anyOf").map((f) => `${f.error.schemaPath}/`);
  const invalidDropped = new Map<string, { path: JsonPath; finding: SchemaFinding }>();
  for (const finding of findings) {
    const { error, path } = finding;
    if (failedAnyOf.some((prefix) => error.schemaPath.startsWith(prefix))) continue;
    const target =
      error.keyword === "required" ? [...path, (error.params as { missingProperty: string }).missingProperty] : path;
    if (unresolved.some((at) => startsWith(target, at))) continue;
    if (drops.dropped.some((at) => startsWith(path, at))) continue;
    const whenInvalid = drops.droppedWhenInvalid.find((at) => startsWith(path, at));
    if (whenInvalid) {
      const key = JSON.stringify(whenInvalid);
      if (!invalidDropped.has(key)) invalidDropped.set(key, { path: whenInvalid, finding });
      continue;
    }
    if (isUnknownKey(finding)) {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      // A child kind a navigation node may not hold is navigationDrops' warning.
      if (drops.dropped.some((at) => startsWith([...path, key], at))) continue;
      (isRejectedKey(finding) ? errors : ignored).push(unknownKeyReport(config, finding));
      continue;
    }
    const problem = describeSchemaError(finding, config.file, v2Schema);
    if (problem) errors.push(document.at(problem.path, problem.message, problem.part));
  }
  // Only the willow theme's schema has `variations` (@mintlify/validation schemas/v2/themes/willow.js); the others
  // drop the key silently.
  const theme = (value as { theme?: unknown }).theme;
  if ((value as { variations?: unknown }).variations !== undefined && typeof theme === "string" && theme !== "willow")
    ignored.push(
      document.at(
        ["variations"],
        `Only the willow theme reads \`variations\`; with the theme "${theme}" Mintlify ignores it. Set \`"theme": "willow"\`, or remove \`variations\`.`,
        "key",
      ),
    );
  for (const problem of v2ListProblems(value)) errors.push(document.at(problem.path, problem.message, problem.part));
  for (const { path, finding } of invalidDropped.values()) {
    const why = describeSchemaError(finding, config.file, v2Schema)?.message ?? "";
    ignored.push(
      document.at(
        path,
        `Mintlify ignores \`${displayPath(path)}\` because it is not valid, and keeps the group without it: ${why}`,
        "key",
      ),
    );
  }
  return { errors, ignored };
}
