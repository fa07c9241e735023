import path from "node:path";
import { isAbsoluteUrl, type NormalizedProblem } from "@redocly/openapi-core";
import { INVALID_FILE_ID, SCHEMA_KEYWORD_ID, UNRESOLVED_REF_ID } from "./rule-ids.js";
import type { RootResolver } from "./root-resolver.js";
import { parseErrorReason } from "./read-spec.js";
import type { SpecDocuments } from "./spec-documents.js";
import type { SpecShape } from "./spec-shape.js";
import type { SpecPlace, SpecProblem } from "./types.js";
import { unsafeOutsideCode } from "./unsafe-markdown.js";

/** What decides a redocly problem's rule and severity beyond the problem itself. */
export interface ProblemContext {
  /**
   * The redocly rules whose level the team's redocly.yaml sets: their problems keep redocly's level as their default.
   */
  teamRules: ReadonlySet<string>;
  /** Whether a place (file and JSON pointer) lies inside a Schema Object of an OpenAPI 3.1 (or later) file. */
  inSchema31?: (absoluteRef: string, pointer: string) => boolean;
  /** The spec's own file and what it declares: some advice does not reach a public API or webhooks. */
  spec?: SpecShape & { absoluteRef: string };
}

/**
 * Turns redocly's problems into docsgate's: placed at the file (the spec or the `$ref`-ed file
 * the problem sits in), line and column, rule id `openapi/<redocly id>`, its suggestion
 * appended; redocly's level comes along only for a rule the team's redocly.yaml sets. redocly's
 * `no-unresolved-refs` becomes docsgate's openapi/unresolved-ref with a plain message (or the
 * rule of the resolver's refusal, or openapi/invalid-file at the error in a `$ref`-ed file that
 * does not parse); its `struct` inside a 3.1 Schema Object becomes openapi/schema-keyword.
 * Problems inside a fetched file are placed at `fallback` (the docs.json entry, or the spec),
 * their remote place in the message.
 */
export function toSpecProblems(
  problems: readonly NormalizedProblem[],
  documents: SpecDocuments,
  resolver: RootResolver,
  root: string,
  fallback: SpecPlace,
  context: ProblemContext,
): SpecProblem[] {
  const converted: SpecProblem[] = [];
  const seen = new Set<string>();
  const parseErrors = new Set<string>();
  const overlaps = new Map<string, { problem: SpecProblem; more: number }>();
  for (const problem of problems) {
    if (problem.ignored) continue;
    const location = problem.location[0];
    let place: SpecPlace = fallback;
    if (location) {
      place =
        location.pointer === undefined && location.start
          ? {
              file: documents.fileOf(location.source.absoluteRef),
              line: location.start.line,
              column: location.start.col,
            }
          : documents.place(location.source, location.pointer ?? "#", location.reportOnKey);
    }
    let ruleId = `openapi/${problem.ruleId}`;
    let defaultSeverity: SpecProblem["defaultSeverity"] = context.teamRules.has(problem.ruleId)
      ? problem.severity === "warn"
        ? "warning"
        : "error"
      : undefined;
    let message = problem.message + suggestion(problem.suggest);
    const unreached = defaultSeverity || !context.spec ? undefined : unreachedBy(problem, context.spec);
    if (unreached) {
      defaultSeverity = "notice";
      message += ` ${unreached}`;
    }
    if (problem.ruleId === "no-unsafe-markdown" && location?.pointer !== undefined) {
      const description = stringAt(documents, location.source.absoluteRef, location.pointer);
      if (description !== undefined && !unsafeOutsideCode(description, problem.message)) continue;
    }
    if (
      problem.ruleId === "no-enum-type-mismatch" &&
      location?.pointer !== undefined &&
      hasUnknownType(documents, location.source.absoluteRef, location.pointer)
    )
      continue;
    if (problem.message.startsWith("Example validation errored:")) {
      // redocly's validator failed on the schema: nothing is known about the example.
      defaultSeverity ??= "notice";
    }
    if (problem.ruleId === "no-unresolved-refs") {
      const ref =
        location?.pointer === undefined ? undefined : refAt(documents, location.source.absoluteRef, location.pointer);
      const reading = unresolved(problem.message, ref, place, resolver, parseErrors);
      if (!reading) continue;
      ({ ruleId, message } = reading);
      defaultSeverity = reading.defaultSeverity;
    } else if (
      problem.ruleId === "struct" &&
      location?.pointer !== undefined &&
      context.inSchema31?.(location.source.absoluteRef, location.pointer)
    ) {
      ruleId = SCHEMA_KEYWORD_ID;
      defaultSeverity = undefined;
      // @mintlify/validation's IncrementalEvaluator and SchemaConverter read `nullable` whatever the version.
      if (problem.message.startsWith("Property `nullable` ")) {
        defaultSeverity = "notice";
        message += ' Mintlify shows the field as nullable either way; OpenAPI 3.1 adds `"null"` to `type` instead.';
      }
    }
    if (isAbsoluteUrl(place.file)) {
      message = `In ${place.file} at line ${place.line}, column ${place.column}: ${message}`;
      place = fallback;
    }
    message = message.split(root + path.sep).join("");
    const key = `${ruleId} ${place.file}:${place.line}:${place.column} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (problem.ruleId === "no-illogical-composition-keywords" && message.startsWith(OVERLAP)) {
      // redocly reports every overlapping pair: 21 error schemas in one `oneOf` made 210 findings on its line.
      const at = `${place.file}:${place.line}:${place.column}`;
      const first = overlaps.get(at);
      if (first) {
        first.more++;
        continue;
      }
      const overlap = { ruleId, message, place, ...(defaultSeverity ? { defaultSeverity } : {}) };
      overlaps.set(at, { problem: overlap, more: 0 });
      converted.push(overlap);
      continue;
    }
    converted.push({ ruleId, message, place, ...(defaultSeverity ? { defaultSeverity } : {}) });
  }
  for (const { problem, more } of overlaps.values())
    if (more > 0)
      problem.message += ` ${more} more pair${more === 1 ? "" : "s"} of schemas in this \`oneOf\` overlap too.`;
  return converted;
}

const OVERLAP = "Schemas in `oneOf` must be mutually exclusive.";

/**
 * Why a problem of `security-defined` or `no-empty-servers` changes nothing on the site, when it
 * does not: a spec that defines no security scheme documents a public API, and Mintlify's
 * playground shows no authentication with `security` or without; a webhook is sent to the
 * reader's server, and @mintlify/validation's OpenApiToEndpointConverter (`convert`) reads only a
 * webhook's own `security`, never the root's. A `security` naming a scheme that is not defined
 * stays a warning: the playground cannot show that scheme.
 */
function unreachedBy(problem: NormalizedProblem, spec: SpecShape & { absoluteRef: string }): string | undefined {
  if (problem.ruleId === "no-empty-servers" && spec.webhooksOnly)
    return "The file has only webhooks: the API sends them to the reader's own server, so there is no server URL to list.";
  if (problem.ruleId !== "security-defined" || !problem.message.startsWith("Every operation should have security"))
    return undefined;
  if (!spec.definesSecurity)
    return "The file defines no security scheme, so it documents a public API; Mintlify's playground shows no authentication either way.";
  const location = problem.location[0];
  const webhook =
    spec.webhooksOnly ||
    (location?.source.absoluteRef === spec.absoluteRef && location.pointer?.startsWith("#/webhooks/"));
  return webhook
    ? "This is a webhook, which the API sends to the reader's server: Mintlify reads only the webhook's own `security`, never the root's."
    : undefined;
}

function unresolved(
  message: string,
  ref: string | undefined,
  place: SpecPlace,
  resolver: RootResolver,
  parseErrors: Set<string>,
): Pick<SpecProblem, "ruleId" | "defaultSeverity" | "message"> | undefined {
  const shown = ref === undefined ? "This `$ref`" : `The \`$ref\` \`${ref}\``;
  const parseFailure = /^Failed to parse: (.*)$/s.exec(message);
  if (parseFailure) {
    parseErrors.add(parseFailure[1]!);
    return {
      ruleId: INVALID_FILE_ID,
      message: `${place.file} is not valid YAML or JSON: ${parseErrorReason(parseFailure[1]!)}. Correct the syntax here.`,
    };
  }
  const reason = /^Can't resolve \$ref: (.*)$/s.exec(message)?.[1];
  if (reason === undefined) {
    return {
      ruleId: UNRESOLVED_REF_ID,
      message: `${shown} points at a part of the file that does not exist. Correct the JSON pointer after \`#\` (such as \`#/components/schemas/User\`) or add what it names.`,
    };
  }
  // The file's own syntax error is reported where it is, once.
  if (parseErrors.has(reason)) return undefined;
  const refusal = resolver.refusals.get(reason);
  if (refusal)
    return {
      ruleId: refusal.ruleId,
      message: `${shown} is not followed: ${refusal.message}`,
      ...(refusal.defaultSeverity ? { defaultSeverity: refusal.defaultSeverity } : {}),
    };
  if (/^ENOENT\b/.test(reason)) {
    return {
      ruleId: UNRESOLVED_REF_ID,
      message: `${shown} names a file that does not exist. Correct the path (relative to the file the \`$ref\` is in) or add the file.`,
    };
  }
  return { ruleId: UNRESOLVED_REF_ID, message: `${shown} cannot be followed: ${reason.replace(/\.$/, "")}.` };
}

const JSON_SCHEMA_TYPES = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);

/**
 * Whether the schema an `enum` or `const` value sits in has a `type` JSON Schema does not know
 * (`"cadena"` in a machine-translated file): openapi/struct reports the type, and every value
 * would be called a mismatch.
 */
function hasUnknownType(documents: SpecDocuments, absoluteRef: string, pointer: string): boolean {
  const document = documents.documents.get(absoluteRef);
  const schemaPointer = pointer.replace(/\/(?:enum\/\d+|const)$/, "");
  const schema = document && schemaPointer !== pointer ? documents.target(document, schemaPointer)?.node : undefined;
  if (schema === null || typeof schema !== "object") return false;
  const type = (schema as { type?: unknown }).type;
  const types = Array.isArray(type) ? type : [type];
  return types.some((each) => typeof each !== "string" || !JSON_SCHEMA_TYPES.has(each));
}

function stringAt(documents: SpecDocuments, absoluteRef: string, pointer: string): string | undefined {
  const document = documents.documents.get(absoluteRef);
  const node = document && documents.target(document, pointer)?.node;
  return typeof node === "string" ? node : undefined;
}

/** The `$ref` text at a pointer (a `$ref` object, or a discriminator mapping's value). */
function refAt(documents: SpecDocuments, absoluteRef: string, pointer: string): string | undefined {
  const document = documents.documents.get(absoluteRef);
  if (!document) return undefined;
  const located = documents.target(document, pointer);
  const node = located?.node;
  if (typeof node === "string") return node;
  if (node !== null && typeof node === "object" && typeof (node as { $ref?: unknown }).$ref === "string")
    return (node as { $ref: string }).$ref;
  return undefined;
}

function suggestion(suggest: readonly string[]): string {
  return suggest.length ? ` Did you mean ${suggest.map((name) => `\`${name}\``).join(" or ")}?` : "";
}
