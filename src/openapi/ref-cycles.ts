import { isRef } from "@redocly/openapi-core";
import { UNRESOLVED_REF_ID } from "./rule-ids.js";
import { child, type Located, type SpecDocuments } from "./spec-documents.js";
import type { SpecProblem } from "./types.js";

/** redocly's resolver throws this for `$ref`s that lead to each other without ever reaching a definition. */
export const CIRCULAR_REF_ERROR = "Self-referencing circular pointer";

/**
 * Finds circles of `$ref`s that only point at other `$ref`s (A -> B -> A), which redocly cannot
 * lint past; reports each once, at its first `$ref` in file order, and breaks it by emptying the
 * `$ref` that closes it (so every definition stays in use) so the rest of the spec can still be
 * linted. (A schema that refers to itself through its properties
 * is a recursive schema, not such a circle: it is fine.)
 */
export function breakRefCycles(documents: SpecDocuments): SpecProblem[] {
  const problems: SpecProblem[] = [];
  const finished = new Set<unknown>();
  for (const start of refNodes(documents)) {
    const chain: Located[] = [];
    let current: Located | undefined = start;
    while (current && isRef(current.node) && !finished.has(current.node)) {
      const node: unknown = current.node;
      const repeat = chain.findIndex((hop) => hop.node === node);
      if (repeat !== -1) {
        const circle = chain.slice(repeat);
        const first = circle[0]!;
        const path = [...circle, first].map((hop) => `\`${(hop.node as { $ref: string }).$ref}\``).join(" -> ");
        problems.push({
          ruleId: UNRESOLVED_REF_ID,
          message: `This \`$ref\` is part of a circle of \`$ref\`s that never reaches a definition: ${path}. Point one of them at the real ${circle.length === 1 ? "definition" : "definitions"}.`,
          place: documents.place(first.document.source, first.pointer),
        });
        delete (circle.at(-1)!.node as { $ref?: string }).$ref;
        break;
      }
      chain.push(current);
      current = documents.target(current.document, (node as { $ref: string }).$ref);
    }
    for (const hop of chain) finished.add(hop.node);
  }
  return problems;
}

/** Every `$ref` node of the spec's files, in file order (so the circle's first `$ref` is reported). */
function refNodes(documents: SpecDocuments): Located[] {
  const found: Located[] = [];
  for (const document of documents.documents.values()) {
    const walk = (node: unknown, pointer: string) => {
      if (isRef(node)) found.push({ document, pointer, node });
      if (Array.isArray(node)) node.forEach((item, i) => walk(item, child(pointer, i)));
      else if (node !== null && typeof node === "object")
        for (const [key, value] of Object.entries(node)) walk(value, child(pointer, key));
    };
    walk(document.parsed, "#");
  }
  return found;
}
