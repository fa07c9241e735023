import { isUtf8 } from "node:buffer";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { isAbsoluteUrl, Source, YamlParseError, type Document } from "@redocly/openapi-core";
import { withoutBom } from "../project/byte-order-mark.js";
import { JsonSource } from "../project/json-source.js";
import { saveAsUtf8Hint, wideEncoding } from "../project/wide-encoding.js";
import { LineIndex } from "../project/line-index.js";
import { MAX_JSON_DEPTH, tooDeepJsonAt } from "../project/text-depth.js";
import {
  aliasAddedNodes,
  aliasBombMessage,
  findAliasBomb,
  MAX_ALIAS_NODES,
  mayUseAliases,
} from "../project/yaml-aliases.js";
import { INVALID_FILE_ID } from "./rule-ids.js";
import { SpecPositions } from "./spec-positions.js";
import { MAX_SPEC_BYTES, megabytes } from "./spec-request.js";
import type { SpecPlace, SpecProblem } from "./types.js";

/** `notSpec`: the file parsed, but has no `openapi` or `swagger` at the top. */
export type ReadSpec =
  { ok: true; document: Document; version: string } | { ok: false; problem: SpecProblem; notSpec?: true };

/** Reads a spec file of the docs root as text, or says in plain words why it cannot be one. */
export function readSpecFile(
  root: string,
  file: string,
): { ok: true; text: string } | { ok: false; problem: SpecProblem } {
  const full = path.join(root, file);
  const fail = (message: string, at = { line: 1, column: 1 }) => ({
    ok: false as const,
    problem: invalid(message, { file, ...at }),
  });
  let bytes: Buffer;
  try {
    const size = statSync(full).size;
    if (size > MAX_SPEC_BYTES) {
      return fail(
        `${file} is ${megabytes(size)} MB; docsgate reads OpenAPI files up to ${megabytes(MAX_SPEC_BYTES)} MB and did not check it. Split it into files joined by \`$ref\`s, or leave generated specs out of the docs.`,
      );
    }
    bytes = readFileSync(full);
  } catch (error) {
    return fail(`${file} cannot be read: ${(error as Error).message.split(root + path.sep).join("")}.`);
  }
  const wide = wideEncoding(bytes);
  if (wide)
    return fail(
      `${file} is saved as ${wide.family}, and OpenAPI files are read as UTF-8 only. ${saveAsUtf8Hint(wide, file)}`,
    );
  if (bytes.includes(0)) return fail(`${file} is a binary file, not an OpenAPI document in YAML or JSON.`);
  if (!isUtf8(bytes)) return fail(`${file} is not valid UTF-8 text. Save it with UTF-8 encoding.`);
  return { ok: true, text: bytes.toString("utf8") };
}

/**
 * Parses a spec's text the way redocly does (YAML, of which JSON is a part) and checks that it
 * is an OpenAPI 3 or Swagger 2.0 document. A `.json` file must be JSON, which YAML's more
 * lenient reader would not insist on (a trailing comma, a comment); its syntax error is
 * described by the reader docs.json gets, which speaks JSON. `shown` names the file in
 * messages; problems in a fetched spec are placed at `namedAt`, the docs.json entry naming it.
 */
export function parseSpec(text: string, absoluteRef: string, shown: string, namedAt?: SpecPlace): ReadSpec {
  const place = (line: number, column: number): SpecPlace => namedAt ?? { file: shown, line, column };
  const where = (line: number, column: number) => (namedAt ? ` (line ${line}, column ${column})` : "");
  const body = withoutBom(text).replace(/\r\n/g, "\n");
  const deep = tooDeepAt(body);
  if (deep)
    return {
      ok: false,
      problem: invalid(`${shown}${where(deep.line, deep.column)} ${tooDeepReason()}`, place(deep.line, deep.column)),
    };
  let document: Document | undefined = jsonDocument(body, absoluteRef);
  if (!document && /\.json$/i.test(isAbsoluteUrl(absoluteRef) ? new URL(absoluteRef).pathname : absoluteRef)) {
    const { syntaxError, lines } = new JsonSource(shown, body);
    if (syntaxError) {
      const { line, column } = lines.position(syntaxError.offset);
      return {
        ok: false,
        problem: invalid(
          `${shown} is not valid JSON${where(line, column)}: ${syntaxError.message}`,
          place(line, column),
        ),
      };
    }
  }
  try {
    if (!document) {
      const source = new Source(absoluteRef, body);
      document = { source, parsed: SpecPositions.parseYaml(source) };
    }
  } catch (error) {
    if (!(error instanceof YamlParseError)) throw error;
    const [line, column] = [error.line || 1, error.col || 1];
    return {
      ok: false,
      problem: invalid(
        `${shown} is not valid YAML${where(line, column)}: ${parseErrorReason(error.message)}. Correct the syntax here.`,
        place(line, column),
      ),
    };
  }
  // The parse shares one object for every alias of an anchor; redocly's walk would visit each copy.
  if (mayUseAliases(body) && aliasAddedNodes(document.parsed) > MAX_ALIAS_NODES) {
    const at = findAliasBomb(body) ?? { line: 1, column: 1 };
    return {
      ok: false,
      problem: invalid(aliasBombMessage(`${shown}${where(at.line, at.column)}`), place(at.line, at.column)),
    };
  }
  const value = document.parsed as Record<string, unknown> | null;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return {
      ok: false,
      notSpec: true,
      problem: invalid(
        `${shown} is not an OpenAPI document: it must be a mapping with \`openapi\` (or Swagger's \`swagger\`) at the top.`,
        place(1, 1),
      ),
    };
  }
  const version = versionOf(value);
  if (version.ok) return { ok: true, document, version: version.version };
  const notSpec = value.openapi === undefined && value.swagger === undefined;
  return { ok: false, ...(notSpec ? { notSpec } : {}), problem: invalid(`${shown} ${version.reason}`, place(1, 1)) };
}

function versionOf(value: Record<string, unknown>): { ok: true; version: string } | { ok: false; reason: string } {
  const { openapi, swagger } = value;
  if (typeof openapi === "string" && /^3\.[0-2]\.\d/.test(openapi)) return { ok: true, version: openapi };
  if (swagger === "2.0") return { ok: true, version: "2.0" };
  if (openapi === undefined && swagger === undefined) {
    return {
      ok: false,
      reason:
        'is not an OpenAPI document: it has no top-level `openapi` field (such as `openapi: 3.1.0`), nor Swagger\'s `swagger: "2.0"`.',
    };
  }
  const [key, given] = openapi !== undefined ? ["openapi", openapi] : ["swagger", swagger];
  if (typeof given === "number") {
    return {
      ok: false,
      reason: `gives \`${key}: ${given}\` as a number; write the version as a string with three parts, such as \`${key}: "${key === "openapi" ? "3.1.0" : "2.0"}"\`.`,
    };
  }
  return {
    ok: false,
    reason: `gives \`${key}: ${JSON.stringify(given)}\`, which is not a version docsgate lints: OpenAPI 3.0.x, 3.1.x, 3.2.x or Swagger "2.0".`,
  };
}

/**
 * A JSON spec read with JSON.parse, which is several times faster than redocly's YAML reader
 * (50 ms saved on Prefect's 1.1 MB spec) and gives the same values; undefined for text that is
 * not valid JSON, which the YAML reader then reads or describes.
 */
export function jsonDocument(text: string, absoluteRef: string): Document | undefined {
  const body = withoutBom(text);
  if (!body.trimStart().startsWith("{")) return undefined;
  try {
    return { source: new Source(absoluteRef, body), parsed: JSON.parse(body) };
  } catch {
    return undefined;
  }
}

/**
 * Where a spec written in JSON's bracket syntax (as JSON and flow YAML are) nests past
 * MAX_JSON_DEPTH, at its line and column; undefined for a shallower one or a block YAML one.
 */
export function tooDeepAt(body: string): { line: number; column: number } | undefined {
  if (!inBracketSyntax(body)) return undefined;
  const offset = tooDeepJsonAt(body);
  return offset === undefined ? undefined : new LineIndex(body).position(offset);
}

/** Whether a text opens with a bracket, as JSON and flow YAML do. */
export function inBracketSyntax(body: string): boolean {
  return /^\s*[{[]/.test(body.slice(0, 1000));
}

/** Why a spec nested too deep is not linted; follows the file's name. */
export function tooDeepReason(): string {
  return `nests its values more than ${MAX_JSON_DEPTH} levels deep here, deeper than any real spec, and was not linted. Flatten it.`;
}

/** js-yaml's message without its file path and `(line:col)` suffix, which the place already says. */
export function parseErrorReason(message: string): string {
  return message
    .replace(/\s*in "[^"]*"/, "")
    .replace(/\s*\(\d+:\d+\)\s*$/, "")
    .trim();
}

function invalid(message: string, at: SpecPlace): SpecProblem {
  return { ruleId: INVALID_FILE_ID, message, place: at };
}
