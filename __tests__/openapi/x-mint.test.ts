import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";

/** An OpenAPI file using every `x-mint` field Mintlify documents: on the file, a path, an operation and a schema. */
const SPEC = `openapi: 3.1.0
info:
  title: Acme API
  version: 1.0.0
  license: { name: MIT, identifier: MIT }
servers:
  - url: https://api.acme.test
security: []
x-mint:
  mcp:
    enabled: true
paths:
  /invoices/{id}/pay:
    post:
      summary: Pay invoice
      operationId: payInvoice
      tags: [invoices]
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      x-mint:
        metadata:
          title: Pay an invoice
          tag: NEW
        content: |
          ## Before you start

          The invoice must be open.
        href: /api/pay-invoice
        mcp:
          enabled: true
          name: pay-invoice
          description: Pay an invoice
      responses:
        "200": { description: Paid. }
        "400": { description: Bad request. }
  /invoices:
    x-mint:
      groups: [admin]
    get:
      summary: List invoices
      operationId: listInvoices
      tags: [invoices]
      responses:
        "200":
          description: Invoices.
          content:
            application/json:
              schema:
                type: object
                x-mint: { hidden: true }
                properties: { id: { type: string } }
        "400": { description: Bad request. }
`;

function project(links: string): string {
  return tempProject({
    "docs.json": JSON.stringify({
      $schema: "https://mintlify.com/docs.json",
      theme: "mint",
      name: "Acme",
      colors: { primary: "#0D9373" },
      navigation: {
        groups: [
          { group: "Start", pages: ["index"] },
          { group: "API", openapi: "openapi.yaml" },
        ],
      },
    }),
    "index.mdx": `${page("Home").trimEnd()}\n\n${links}\n`,
    "openapi.yaml": SPEC,
  });
}

describe("x-mint extensions in OpenAPI files", () => {
  test("are no finding, and the page an operation's x-mint.href names is that operation's page", () => {
    const root = project("Read [paying](/api/pay-invoice) and [listing](/api-reference/invoices/list-invoices).");
    const found = check({ root }).diagnostics.filter((d) => d.severity !== "notice");
    expect(found.map((d) => `${d.ruleId} ${d.file}:${d.line} ${d.message}`)).toEqual([]);
  });

  test("the path the operation would have had without x-mint.href has no page", () => {
    const root = project("Read [paying](/api-reference/invoices/pay-invoice).");
    const broken = check({ root }).diagnostics.filter((d) => d.ruleId === "page/broken-link");
    expect(broken.map((d) => `${d.file}:${d.line}`)).toEqual(["index.mdx:8"]);
  });
});
