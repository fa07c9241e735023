import type { Report } from "../../diagnostics/diagnostic.js";
import { openApiFacts, type OpenApiFacts, type OpenApiRule } from "../../openapi/cross-checks/context.js";
import { operationLabel } from "../../project/navigation/operation-reference.js";
import { resolvePages } from "../../openapi/cross-checks/resolve-pages.js";
import { specKey } from "../../openapi/cross-checks/site-config.js";
import { specNames } from "../../openapi/spec-names.js";
import type { SpecIndex } from "../../openapi/types.js";

/** How many operations the message names before it only counts the rest. */
const LISTED = 20;

export const rule: OpenApiRule = {
  context: "openapi",
  meta: {
    id: "openapi/undocumented-operation",
    category: "openapi",
    defaultSeverity: "notice",
    description:
      "Lists, once per OpenAPI file, the operations and webhooks that no page documents, when pages document some of them.",
  },
  check(context, report) {
    const facts = openApiFacts(context);
    const documented = new Set(resolvePages(context).flatMap((resolution) => resolution.documents));
    const generated = new Set(
      (facts.config?.specs ?? []).filter((spec) => spec.generatesPages).map((spec) => spec.key),
    );
    for (const spec of facts.specs) {
      // A navigation entry naming the file makes the site generate a page for every operation.
      if (specNames(spec).some((name) => generated.has(specKey(name)))) continue;
      const items = [
        ...spec.operations.map((operation) => ({
          item: operation,
          label: operationLabel(operation.method, operation.path),
        })),
        ...spec.webhooks.map((webhook) => ({ item: webhook, label: `webhook ${webhook.name}` })),
      ];
      // No page uses the file at all: it serves something else (the playground, a download), not pages.
      if (!items.some(({ item }) => documented.has(item))) continue;
      const missing = items.filter(({ item }) => !documented.has(item)).map(({ label }) => label);
      if (missing.length === 0) continue;
      const names = missing
        .slice(0, LISTED)
        .map((label) => `\`${label}\``)
        .join(", ");
      const more = missing.length > LISTED ? ` and ${missing.length - LISTED} more` : "";
      const count = missing.length === 1 ? "1 operation" : `${missing.length} operations`;
      const message = `${count} of \`${spec.file}\` ${missing.length === 1 ? "has" : "have"} no page, so readers of the docs never see ${missing.length === 1 ? "it" : "them"}: ${names}${more}. Add a page whose front matter names each one (\`openapi: "${missing[0]}"\`), or remove what the API no longer offers from the file.`;
      const place = specPlace(spec, facts, message);
      if (place) report(place);
    }
  },
};

/** The top of a local spec; for a fetched one, where docs.json names it. */
function specPlace(spec: SpecIndex, facts: OpenApiFacts, message: string): Report | undefined {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(spec.file)) return { file: spec.file, line: 1, column: 1, message };
  const named = facts.config?.specs.find((configured) => configured.key === specKey(spec.file));
  return named && facts.config ? facts.config.at(named.path, message) : undefined;
}
