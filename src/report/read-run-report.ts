import { Ajv } from "ajv";
import type { RunReport } from "./run-report.js";

/**
 * Reads the run report a pull request's workflow handed over (the fork-safe pair of workflows).
 * That workflow ran with the pull request's own workflow file, so the file is untrusted: it is
 * checked against a closed schema with bounds on every string and list, and the publishing step
 * then renders it through the same escaping as its own reports.
 */
const MAX_TEXT = 20_000;
const text = { type: "string", maxLength: MAX_TEXT } as const;
const path = { type: "string", maxLength: 4_096 } as const;
const count = { type: "integer", minimum: 0, maximum: 10_000_000 } as const;
const nullable = (schema: object) => ({ anyOf: [schema, { type: "null" }] });
const severity = { enum: ["error", "warning", "notice"] } as const;
const httpsUrl = { type: "string", maxLength: 4_096, pattern: "^https?://" } as const;

const SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: [
    "version",
    "kind",
    "root",
    "configFile",
    "commit",
    "pullRequest",
    "failOn",
    "failed",
    "failing",
    "totals",
    "diagnostics",
    "baseline",
    "changedPages",
    "preview",
  ],
  properties: {
    version: { const: 1 },
    kind: { const: "docsgate-run-report" },
    root: path,
    configFile: nullable(path),
    commit: {
      type: "object",
      additionalProperties: false,
      required: ["sha", "blobUrl"],
      properties: { sha: nullable({ type: "string", pattern: "^[0-9a-f]{40,64}$" }), blobUrl: nullable(httpsUrl) },
    },
    pullRequest: nullable({
      type: "object",
      additionalProperties: false,
      required: ["number", "headSha"],
      properties: {
        number: { type: "integer", minimum: 1 },
        headSha: { type: "string", pattern: "^[0-9a-f]{40,64}$" },
      },
    }),
    failOn: { enum: ["error", "warning", "new-error", "new-warning", "never"] },
    maxWarnings: count,
    failed: { type: "boolean" },
    failing: count,
    totals: {
      type: "object",
      additionalProperties: false,
      required: ["errors", "warnings", "notices"],
      properties: { errors: count, warnings: count, notices: count },
    },
    diagnostics: {
      type: "array",
      maxItems: 200_000,
      items: {
        type: "object",
        additionalProperties: false,
        required: [
          "file",
          "inRepository",
          "line",
          "column",
          "endLine",
          "endColumn",
          "severity",
          "ruleId",
          "message",
          "docsUrl",
          "fingerprint",
          "isNew",
          "change",
        ],
        properties: {
          file: path,
          inRepository: { type: "boolean" },
          line: count,
          column: count,
          endLine: nullable(count),
          endColumn: nullable(count),
          severity,
          ruleId: { type: "string", maxLength: 200 },
          message: text,
          docsUrl: httpsUrl,
          fingerprint: { type: "string", maxLength: 200 },
          isNew: { type: ["boolean", "null"] },
          change: { enum: [0, 1, 2] },
        },
      },
    },
    baseline: {
      anyOf: [
        { type: "null" },
        { type: "object", additionalProperties: false, required: ["problem"], properties: { problem: text } },
        {
          type: "object",
          additionalProperties: false,
          required: ["source", "fixed"],
          properties: {
            source: { enum: ["git", "report"] },
            fixed: {
              type: "array",
              maxItems: 200_000,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["ruleId", "severity", "message", "line", "file"],
                properties: {
                  ruleId: { type: "string", maxLength: 200 },
                  severity,
                  message: text,
                  line: count,
                  file: path,
                },
              },
            },
          },
        },
      ],
    },
    changedPages: {
      type: "array",
      maxItems: 3_000,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["file", "url"],
        properties: { file: path, url: path, status: { enum: ["added", "changed", "removed"] } },
      },
    },
    preview: {
      anyOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["id", "url"],
          properties: { id: { type: "integer", minimum: 0 }, url: httpsUrl },
        },
        { type: "object", additionalProperties: false, required: ["problem"], properties: { problem: text } },
        {
          type: "object",
          additionalProperties: false,
          required: ["kind", "url", "status", "commit", "problem", "notice", "artifact"],
          properties: {
            kind: { const: "pages" },
            url: httpsUrl,
            status: { enum: ["published", "unchanged", "waiting", "not-published", "removed"] },
            commit: nullable({ type: "string", pattern: "^[0-9a-f]{40,64}$" }),
            problem: nullable(text),
            notice: nullable(text),
            artifact: nullable({
              type: "object",
              additionalProperties: false,
              required: ["id", "url"],
              properties: { id: { type: "integer", minimum: 0 }, url: httpsUrl },
            }),
          },
        },
      ],
    },
  },
} as const;

const validate = new Ajv({ allErrors: false, strict: true }).compile<RunReport>(SCHEMA);

/** The report, or a plain-words reason it is not one. */
export function readRunReport(json: string): RunReport | string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return `it is not JSON (${(error as Error).message})`;
  }
  if (!validate(value)) {
    const [first] = validate.errors ?? [];
    return `it is not a docsgate run report: ${first?.instancePath || "the document"} ${first?.message ?? "is malformed"}`;
  }
  return value;
}
