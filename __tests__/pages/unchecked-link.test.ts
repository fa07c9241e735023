import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";
import { FRONT } from "./page-findings.js";

/** A v2 project whose navigation generates pages from two remote specs docsgate does not fetch. */
function findings(body: string) {
  const groups = [
    { group: "API", openapi: "https://api.acme.dev/openapi.json" },
    { group: "Billing", openapi: { source: "https://api.acme.dev/billing.json", directory: "billing" } },
  ];
  const config = JSON.parse(v2DocsJson(["index"])) as { navigation: { groups: unknown[] } };
  config.navigation.groups.push(...groups);
  const root = tempProject({ "docs.json": JSON.stringify(config, null, 2), "index.mdx": FRONT + body });
  return check({ root })
    .diagnostics.filter((d) => d.ruleId === "page/unchecked-link" || d.ruleId === "page/broken-link")
    .map((d) => `${d.ruleId} ${d.severity} ${d.line}:${d.column}`);
}

describe("links into pages generated from a spec that was not read", () => {
  test("are notices that they were not checked, in the default folder, the folder given, and at the folder", () => {
    expect(
      findings(
        "See [users](/api-reference/users/list-users).\n\nSee [invoices](/billing/invoices/list).\n\nSee [all](/api-reference).\n",
      ),
    ).toEqual(["page/unchecked-link notice 6:5", "page/unchecked-link notice 8:5", "page/unchecked-link notice 10:5"]);
  });

  test("say why, and how to check them", () => {
    const config = JSON.parse(v2DocsJson(["index"])) as { navigation: { groups: unknown[] } };
    config.navigation.groups.push({ group: "API", openapi: "https://api.acme.dev/openapi.json" });
    const root = tempProject({
      "docs.json": JSON.stringify(config),
      "index.mdx": FRONT + "See [users](/api-reference/users/list-users).\n",
    });
    const [found] = check({ root }).diagnostics.filter((d) => d.ruleId === "page/unchecked-link");
    expect(found?.message).toBe(
      "The link `/api-reference/users/list-users` leads into `/api-reference`, where the site generates pages from an OpenAPI file docsgate did not read, so whether the page exists was not checked. Run with --fetch-remote (action input `fetch-remote: true`) to read a remote OpenAPI file and check the link.",
    );
  });

  test("a link elsewhere is still judged", () => {
    expect(findings("See [gone](/guides/gone).\n")).toEqual(["page/broken-link error 6:5"]);
  });
});
