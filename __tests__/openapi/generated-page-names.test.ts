import { describe, expect, test } from "vitest";
import { PageNamer, pathPart } from "../../src/openapi/generated-pages/page-names.js";
import type { OperationNaming } from "../../src/project/generated-pages.js";
import type { SpecPageNaming } from "../../src/openapi/types.js";

// Expected names were checked against Mintlify's own page generator (@mintlify/scraping) run on the same input.

describe("pathPart", () => {
  test.each([
    ["List API keys", "list-api-keys"],
    ["Get a user (by ID).", "get-a-user-by-id"],
    ["/users/{id}/keys/{key}", "users-keys"],
    ["-Leading and trailing-", "leading-and-trailing"],
    ["Don't stop", "dont-stop"],
    ["a -- b", "a--b"],
    ["()", ""],
  ])("%j becomes %j", (text, part) => {
    expect(pathPart(text)).toBe(part);
  });

  test("no text, no part", () => {
    expect(pathPart("")).toBeUndefined();
    expect(pathPart(undefined)).toBeUndefined();
  });
});

const op = (method: string, key: string, more: Partial<OperationNaming> = {}): OperationNaming => ({
  method,
  key,
  tags: [],
  ...more,
});

function names(
  operations: OperationNaming[],
  spec: Partial<SpecPageNaming> & { version?: string } = {},
  directory = "api-reference",
): (string | undefined)[] {
  const namer = new PageNamer({ tags: spec.tags ?? [], operations, version: spec.version ?? "3.1.0" }, new Set());
  return operations.map((operation) => namer.name(operation, directory));
}

describe("PageNamer", () => {
  test("the directory, the first tag and the summary; without a summary, the method and the path", () => {
    expect(
      names(
        [
          op("get", "/users", { summary: "List users", tags: ["User Accounts", "Admin"] }),
          op("delete", "/users/{id}", { tags: ["User Accounts"] }),
          op("get", "/health"),
        ],
        {},
        "reference/API",
      ),
    ).toEqual([
      "reference/api/user-accounts/list-users",
      "reference/api/user-accounts/delete-users",
      "reference/api/get-health",
    ]);
  });

  test("a name taken in the same navigation group gets -1, -2; another group's is free", () => {
    const operations = [
      op("get", "/a", { summary: "Get item", tags: ["Items"] }),
      op("get", "/b", { summary: "Get item", tags: ["Items"] }),
      op("get", "/c", { summary: "Get item", tags: ["Items"] }),
      // Grouped apart by x-group, yet filed in the same folder: the site writes one page over the other.
      op("get", "/d", { summary: "Get item", tags: ["items"] }),
    ];
    expect(names(operations, { tags: [{ name: "items", group: "Other" }] })).toEqual([
      "api-reference/items/get-item",
      "api-reference/items/get-item-1",
      "api-reference/items/get-item-2",
      "api-reference/items/get-item",
    ]);
  });

  test("x-mint.href names the page whatever the directory; x-excluded makes none; x-hidden takes no name in its group", () => {
    const operations = [
      op("get", "/a", { summary: "Secret", hidden: true }),
      op("get", "/b", { summary: "Secret" }),
      op("get", "/c", { summary: "Old", excluded: true }),
      op("post", "/d", { summary: "Ignored", href: "/guides/create-thing" }),
    ];
    expect(names(operations)).toEqual([
      "api-reference/secret",
      "api-reference/secret",
      undefined,
      "guides/create-thing",
    ]);
  });

  test("webhooks are named by their summary, else their name", () => {
    expect(
      names([
        op("post", "orderPaid", { webhook: true, tags: ["Orders"] }),
        op("post", "orderShipped", { webhook: true, summary: "Order shipped" }),
      ]),
    ).toEqual(["api-reference/orders/orderpaid", "api-reference/order-shipped"]);
  });

  test("OpenAPI 3.2: the folder is the first tag of kind nav, else one declared without a kind; names are unique across the spec", () => {
    const tags = [{ name: "beta", kind: "badge" }, { name: "Users" }, { name: "Admin", kind: "nav" }];
    const operations = [
      op("get", "/a", { summary: "List", tags: ["beta", "Users"] }),
      op("get", "/b", { summary: "List", tags: ["Users", "Admin"] }),
      op("get", "/c", { summary: "List", tags: ["beta"] }),
    ];
    expect(names(operations, { tags, version: "3.2.0" })).toEqual([
      "api-reference/users/list",
      "api-reference/admin/list",
      "api-reference/list",
    ]);
  });
});
