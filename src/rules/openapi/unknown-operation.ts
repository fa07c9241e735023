import type { OpenApiRule } from "../../openapi/cross-checks/context.js";
import { resolvePages } from "../../openapi/cross-checks/resolve-pages.js";

export const rule: OpenApiRule = {
  context: "openapi",
  meta: {
    id: "openapi/unknown-operation",
    category: "openapi",
    defaultSeverity: "error",
    description:
      "A page's `openapi` front matter names an operation (or webhook) of an OpenAPI file exactly, and the legacy `api` front matter a method and an endpoint Mintlify can read (never looked up in the OpenAPI files).",
  },
  check(context, report) {
    for (const { file, fact, problem } of resolvePages(context)) {
      if (!problem) continue;
      report({
        file,
        line: fact.line,
        column: fact.column,
        endLine: fact.endLine,
        endColumn: fact.endColumn,
        message: problem,
      });
    }
  },
};
