import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { runSite } from "../helpers/site-run.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { page, tempProject } from "../helpers/temp-project.js";

// The pages the site generates from OpenAPI files were checked against Mintlify's own generator
// (@mintlify/prebuild's navigation walk and @mintlify/scraping's page names) on these projects.

/** Two operations tagged Users, and one without a summary. */
const SPEC = `openapi: 3.1.0
info:
  title: Acme API
  version: 1.0.0
paths:
  /users:
    get:
      summary: List users
      tags: [Users]
      responses:
        "200":
          description: The users.
  /users/{id}:
    delete:
      summary: Delete a user
      tags: [Users]
      responses:
        "204":
          description: Deleted.
  /health:
    get:
      responses:
        "200":
          description: Up.
`;

/** A page that links to each of `urls`. */
function linking(...urls: string[]): string {
  return `${page("Guide")}\n${urls.map((url) => `- [link](${url})`).join("\n")}\n`;
}

function newerConfig(navigation: Record<string, unknown>): string {
  return `${JSON.stringify({ name: "Acme", theme: "mint", navigation }, null, 2)}\n`;
}

/** The rule and target of every broken link and missing navigation page. */
function unreached(root: string): string[] {
  return check({ root })
    .diagnostics.filter((d) => d.ruleId === "page/broken-link" || d.ruleId === "nav/missing-page")
    .map((d) => `${d.ruleId} ${/`([^`]*)`|"([^"]*)"/.exec(d.message)!.slice(1).find(Boolean)}`);
}

describe("links to the pages generated from OpenAPI files", () => {
  test("a navigation group's spec: a page per operation in its directory, and in api-reference/ for every local spec", () => {
    const root = tempProject({
      "docs.json": newerConfig({
        groups: [
          { group: "API", openapi: { source: "/specs/acme.yaml", directory: "reference/API" } },
          { group: "Guides", pages: ["guide"] },
        ],
      }),
      "specs/acme.yaml": SPEC,
      "guide.mdx": linking(
        "/reference/api/users/list-users",
        "/reference/api/users/delete-a-user#response",
        "/reference/api/get-health",
        "/api-reference/users/list-users",
        "/reference/api/users/list-user",
        "/reference/API/users/list-users",
      ),
    });
    expect(unreached(root)).toEqual([
      "page/broken-link /reference/api/users/list-user",
      "page/broken-link /reference/API/users/list-users",
    ]);
  });

  test("operations listed one by one get pages in the directory their node inherits, and that node's spec makes no other pages there", () => {
    const root = tempProject({
      "docs.json": newerConfig({
        tabs: [
          {
            tab: "API",
            openapi: { source: "specs/acme.yaml", directory: "ref" },
            groups: [{ group: "Users", pages: ["GET /users"] }],
          },
          { tab: "Guides", groups: [{ group: "Guides", pages: ["guide"] }] },
        ],
      }),
      "specs/acme.yaml": SPEC,
      "guide.mdx": linking("/ref/users/list-users", "/ref/users/delete-a-user", "/api-reference/users/delete-a-user"),
    });
    expect(unreached(root)).toEqual(["page/broken-link /ref/users/delete-a-user"]);
  });

  test("navigation that docs.json holds through $ref files", () => {
    const root = tempProject({
      "docs.json": `${JSON.stringify({ name: "Acme", theme: "mint", navigation: { $ref: "./config/navigation.json" } }, null, 2)}\n`,
      "config/navigation.json": JSON.stringify({
        groups: [{ $ref: "api.json" }, { group: "Guides", pages: ["guide"] }],
      }),
      "config/api.json": JSON.stringify({ group: "API", openapi: { source: "specs/acme.yaml", directory: "rest" } }),
      "specs/acme.yaml": SPEC,
      "guide.mdx": linking("/rest/users/list-users", "/rest/users/nothing"),
    });
    expect(unreached(root)).toEqual(["page/broken-link /rest/users/nothing"]);
  });

  test("a remote spec that is not fetched: its folder's pages cannot be known, so links into it are not judged", () => {
    const root = tempProject({
      "docs.json": newerConfig({
        groups: [
          { group: "API", openapi: { source: "https://acme.test/openapi.yaml", directory: "remote" } },
          { group: "Guides", pages: ["guide"] },
        ],
      }),
      "guide.mdx": linking("/remote/users/list-users", "/elsewhere/users/list-users"),
    });
    const { diagnostics } = check({ root });
    expect(diagnostics.filter((d) => d.ruleId === "openapi/remote-spec").map((d) => d.severity)).toEqual(["notice"]);
    expect(unreached(root)).toEqual(["page/broken-link /elsewhere/users/list-users"]);
  });

  test("a Swagger 2.0 file generates no pages", () => {
    const swagger = JSON.stringify(
      {
        swagger: "2.0",
        info: { title: "T", version: "1" },
        paths: {
          "/users": { get: { summary: "List users", tags: ["Users"], responses: { 200: { description: "OK" } } } },
        },
      },
      null,
      2,
    );
    const root = tempProject({
      "docs.json": newerConfig({ groups: [{ group: "Guides", pages: ["guide"] }] }),
      "swagger.json": swagger,
      "guide.mdx": linking("/api-reference/users/list-users"),
    });
    expect(unreached(root)).toEqual(["page/broken-link /api-reference/users/list-users"]);
  });
});

describe("legacy layout: openapi on an anchor or tab", () => {
  const legacy = (anchor: Record<string, unknown>, pages: string[], kind = "anchors") =>
    `${JSON.stringify(
      {
        name: "Acme",
        [kind]: [anchor],
        navigation: [
          { group: "API", pages },
          { group: "Guides", pages: ["guide"] },
        ],
      },
      null,
      2,
    )}\n`;

  test("a local spec: its pages go under the anchor's url, where navigation entries and links reach them", () => {
    const root = tempProject({
      "mint.json": legacy({ name: "API", url: "api", openapi: "/specs/acme.yaml" }, [
        "api/users/list-users",
        "api/users/delete-user",
      ]),
      "specs/acme.yaml": SPEC,
      "guide.mdx": linking("/api/users/delete-a-user", "/api/get-health"),
    });
    expect(unreached(root)).toEqual(["nav/missing-page api/users/delete-user"]);
  });

  test("a tab's remote spec gets the remote-spec notice at its line, and its folder is not judged", () => {
    const root = tempProject({
      "mint.json": legacy(
        { name: "API", url: "rest", openapi: "https://acme.test/openapi.json" },
        ["rest/users/list-users"],
        "tabs",
      ),
      "guide.mdx": linking("/rest/users/get-user"),
    });
    const remote = check({ root }).diagnostics.filter((d) => d.ruleId === "openapi/remote-spec");
    expect(remote.map((d) => `${d.file}:${d.line} ${d.severity}`)).toEqual(["mint.json:7 notice"]);
    expect(unreached(root)).toEqual([]);
  });

  test("a missing local spec is reported at the anchor", () => {
    const root = tempProject({
      "mint.json": legacy({ name: "API", url: "api", openapi: "/specs/missing.yaml" }, []),
      "guide.mdx": page("Guide"),
    });
    const missing = check({ root }).diagnostics.filter((d) => d.ruleId === "config/missing-file");
    expect(missing.map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'mint.json:7:18 The OpenAPI file "/specs/missing.yaml" does not exist. Add the file, or correct the path (relative to the docs root).',
    ]);
  });
});

describe("the crawl of the built site", () => {
  const outs: string[] = [];
  afterAll(() => {
    for (const dir of outs) rmSync(dir, { recursive: true, force: true });
  });

  test("a link to a generated page is not reported by the crawl either", async () => {
    const root = tempProject({
      "docs.json": newerConfig({
        groups: [
          { group: "API", openapi: "specs/acme.yaml" },
          { group: "Guides", pages: ["guide"] },
        ],
      }),
      "specs/acme.yaml": SPEC,
      "guide.mdx": linking("/api-reference/users/list-users"),
    });
    const outDir = mkdtempSync(path.join(tmpdir(), "docsgate-links-"));
    outs.push(outDir);
    const { result } = await runSite(root, { outDir, basePath: "", links: true });
    expect(result.diagnostics.filter((d: Diagnostic) => d.ruleId.endsWith("broken-link"))).toEqual([]);
  });
});
