import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { check } from "../../../src/check.js";
import { buildSite } from "../../../src/site/build-site.js";
import { tempProject, v2DocsJson } from "../../helpers/temp-project.js";

const outs: string[] = [];
afterAll(() => outs.forEach((out) => rmSync(out, { recursive: true, force: true })));

const SPEC = [
  "openapi: 3.0.3",
  "info: { title: Depot, version: '1' }",
  "paths:",
  "  /crates:",
  "    get:",
  "      summary: List crates",
  "      responses: { '200': { description: OK } }",
  "",
].join("\n");

test("an endpoint page naming an operation no spec has says so where its reference would be, in the check's words", async () => {
  const root = tempProject({
    "docs.json": v2DocsJson(["crates/list", "crates/reindex"], { openapi: "openapi.yaml" }),
    "openapi.yaml": SPEC,
    "crates/list.mdx": "---\nopenapi: get /crates\n---\n",
    "crates/reindex.mdx": "---\nopenapi: put /crates/{crate}/index\n---\n\nIndexes one crate.\n",
  });
  const result = check({ root, render: { basePath: "" } });
  const reported = result.diagnostics.find((d) => d.ruleId === "openapi/unknown-operation");
  expect(reported).toMatchObject({ file: "crates/reindex.mdx", line: 2 });
  const out = mkdtempSync(path.join(tmpdir(), "docsgate-unresolved-site-"));
  outs.push(out);
  await buildSite({ ...result.site!, outDir: out, basePath: "" });
  const html = readFileSync(path.join(out, "crates", "reindex", "index.html"), "utf8");
  const box = /<div class="callout callout-warning api-missing-spec"[^]*?<\/div><\/div>/.exec(html)?.[0] ?? "";
  expect(box).toContain("has no operation <code>PUT /crates/{crate}/index</code>");
  expect(box).toContain("The method, parameters and playground are not shown.");
  expect(html).toContain("Indexes one crate.");
  // The page whose operation exists is built from it, with no box.
  const list = readFileSync(path.join(out, "crates", "list", "index.html"), "utf8");
  expect(list).not.toContain("api-missing-spec");
  expect(list).toContain("api-endpoint");
});

test("a page naming a webhook (`webhook NAME`) is built from the spec's webhooks entry, with no playground", async () => {
  const spec = [
    "openapi: 3.1.0",
    "info: { title: Depot, version: '1' }",
    "webhooks:",
    "  crateShipped:",
    "    post:",
    "      summary: Crate shipped",
    "      requestBody:",
    "        content:",
    "          application/json:",
    "            schema:",
    "              type: object",
    "              properties:",
    "                crateId: { type: string, description: The shipped crate. }",
    "      responses: { '200': { description: Received } }",
    "",
  ].join("\n");
  const root = tempProject({
    "docs.json": v2DocsJson(["hooks/shipped"], { openapi: "webhooks.yaml" }),
    "webhooks.yaml": spec,
    "hooks/shipped.mdx": '---\ntitle: "Crate shipped"\nopenapi: "webhooks.yaml webhook crateShipped"\n---\n',
  });
  const result = check({ root, render: { basePath: "" } });
  expect(result.diagnostics.filter((d) => d.ruleId.startsWith("openapi/") && d.severity === "error")).toEqual([]);
  const out = mkdtempSync(path.join(tmpdir(), "docsgate-webhook-site-"));
  outs.push(out);
  await buildSite({ ...result.site!, outDir: out, basePath: "" });
  const html = readFileSync(path.join(out, "hooks", "shipped", "index.html"), "utf8");
  expect(html).toContain("api-endpoint");
  expect(html).toContain("crateId");
  expect(html).toContain("The shipped crate.");
  expect(html).not.toContain("playground-send");
  expect(html).not.toContain("api-missing-spec");
});

test("a page with openapi-schema shows that data model's fields; a name no spec has gets a box, never an empty page", async () => {
  const spec = [
    "openapi: 3.0.3",
    "info: { title: Depot, version: '1' }",
    "paths: {}",
    "components:",
    "  schemas:",
    "    Crate:",
    "      type: object",
    "      description: A crate on the **dock**.",
    "      required: [id]",
    "      properties:",
    "        id: { type: string, description: The crate's id. }",
    "        weight: { type: number, description: Its weight in kilograms. }",
    "",
  ].join("\n");
  const root = tempProject({
    "docs.json": v2DocsJson(["models/crate", "models/pallet"], { openapi: "openapi.yaml" }),
    "openapi.yaml": spec,
    "models/crate.mdx": '---\ntitle: "The crate object"\nopenapi-schema: "Crate"\n---\n',
    "models/pallet.mdx":
      '---\ntitle: "The pallet object"\nopenapi-schema: "openapi.yaml Pallet"\n---\n\nPallets hold crates.\n',
  });
  const result = check({ root, render: { basePath: "" } });
  const out = mkdtempSync(path.join(tmpdir(), "docsgate-schema-site-"));
  outs.push(out);
  await buildSite({ ...result.site!, outDir: out, basePath: "" });
  const crate = readFileSync(path.join(out, "models", "crate", "index.html"), "utf8");
  expect(crate).toContain("A crate on the <strong>dock</strong>.");
  expect(crate).toContain("The crate's id.");
  expect(crate).toContain("Its weight in kilograms.");
  expect(crate).not.toContain("api-missing-spec");
  const pallet = readFileSync(path.join(out, "models", "pallet", "index.html"), "utf8");
  expect(pallet).toContain(
    "No OpenAPI file this build read has a schema named <code>Pallet</code>. Its fields are not shown.",
  );
  expect(pallet).toContain("Pallets hold crates.");
});
