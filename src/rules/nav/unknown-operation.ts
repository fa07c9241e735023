import { openApiFacts, type OpenApiRule } from "../../openapi/cross-checks/context.js";
import { parseOperationReference } from "../../project/navigation/operation-reference.js";
import { resolveReference, type Consequence } from "../../openapi/cross-checks/resolve-pages.js";
import { specKey } from "../../openapi/cross-checks/site-config.js";

import { navContext } from "../../nav/nav-context.js";

const REMOTE = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Mintlify generates an endpoint entry's page at build time, and fails the build when its spec lacks the operation
 * (spec v2 §4.5).
 */
const IN_THE_NAVIGATION: Consequence = {
  mismatch: "and Mintlify's build fails on this entry",
  noOperation:
    "Mintlify's build fails on an endpoint entry whose operation its OpenAPI file lacks: write the method and path as they are under `paths`, or add the operation to the file.",
  noWebhook: "or Mintlify's build fails on this entry",
};

export const rule: OpenApiRule = {
  context: "openapi",
  meta: {
    id: "nav/unknown-operation",
    category: "nav",
    // Mintlify's build fails on an endpoint entry whose operation its spec lacks.
    defaultSeverity: "error",
    description:
      'An endpoint entry of the navigation (`"GET /users"`, `"openapi.yaml POST /users"`, `"webhook orderPaid"`) names an operation or webhook of its OpenAPI file.',
  },
  check(context, report) {
    const nav = navContext(context.project);
    if (!nav) return;
    const facts = openApiFacts(context);
    for (const { entry, path, operation } of nav.navigation.pages) {
      if (!operation) continue;
      const key = specKey(operation.spec);
      // A spec in scope that is missing or was not read is reported once, where it is named; a
      // remote one that was not fetched may hold the operation.
      const written = parseOperationReference(entry);
      const inScope = written.kind !== "malformed" && written.spec === undefined;
      if (!facts.catalog.specs.has(key) && (inScope || REMOTE.test(key))) continue;
      const { problem } = resolveReference(operation, facts, context, IN_THE_NAVIGATION);
      if (problem) report(nav.at(path, problem));
    }
  },
};
