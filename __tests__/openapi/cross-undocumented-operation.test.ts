import { expect, test } from "vitest";
import { rule } from "../../src/rules/openapi/undocumented-operation.js";
import { apiPage, crossContext, findings, specIndex } from "./cross-context.js";
import { docsJson } from "../helpers/temp-project.js";

const spec = specIndex("openapi.yaml", {
  operations: ["GET /users", "POST /users", "GET /users/{id}", "DELETE /users/{id}"],
  webhooks: [{ name: "userCreated", methods: ["post"], place: { file: "openapi.yaml", line: 40, column: 3 } }],
});

function check(
  pages: Record<string, string>,
  config: Record<string, unknown> = { openapi: "openapi.yaml" },
  specs = [spec],
) {
  const files = {
    "docs.json": docsJson(
      Object.keys(pages).map((file) => file.replace(/\.mdx$/, "")),
      config,
    ),
    ...pages,
  };
  return findings(crossContext(files, specs), rule);
}

test("one notice per spec, at its top, listing what no page documents", () => {
  expect(
    check({
      "list.mdx": apiPage("openapi: GET /users"),
      "get.mdx": apiPage('openapi: "openapi.yaml get /users/{id}"'),
    }),
  ).toEqual([
    'openapi.yaml:1:1 3 operations of `openapi.yaml` have no page, so readers of the docs never see them: `POST /users`, `DELETE /users/{id}`, `webhook userCreated`. Add a page whose front matter names each one (`openapi: "POST /users"`), or remove what the API no longer offers from the file.',
  ]);
});

test("the legacy api front matter documents an operation too", () => {
  const pages = {
    "a.mdx": apiPage("openapi: GET /users"),
    "b.mdx": apiPage("openapi: POST /users"),
    "c.mdx": apiPage("api: GET https://api.acme.dev/users/{userId}"),
    "d.mdx": apiPage("openapi: webhook userCreated"),
  };
  expect(check(pages, { openapi: "openapi.yaml", api: { baseUrl: "https://api.acme.dev" } })).toEqual([
    '1 operation of `openapi.yaml` has no page, so readers of the docs never see it: `DELETE /users/{id}`. Add a page whose front matter names each one (`openapi: "DELETE /users/{id}"`), or remove what the API no longer offers from the file.'.replace(
      /^/,
      "openapi.yaml:1:1 ",
    ),
  ]);
});

test("a long list names twenty and counts the rest", () => {
  const big = specIndex("openapi.yaml", { operations: Array.from({ length: 30 }, (_, i) => `GET /things${i}`) });
  const [finding] = check({ "a.mdx": apiPage("openapi: GET /things0") }, { openapi: "openapi.yaml" }, [big]);
  expect(finding).toContain("29 operations of `openapi.yaml` have no page");
  expect(finding).toContain("`GET /things20` and 9 more.");
  expect(finding).not.toContain("`GET /things21`");
});

test("nothing when every operation has a page", () => {
  const small = specIndex("openapi.yaml", { operations: ["GET /users"] });
  expect(check({ "a.mdx": apiPage("openapi: GET /users") }, { openapi: "openapi.yaml" }, [small])).toEqual([]);
});

test("nothing for a spec no page uses: it serves something else", () => {
  const other = specIndex("other.yaml", { operations: ["GET /other"] });
  expect(
    check({ "a.mdx": apiPage("openapi: GET /users") }, { openapi: ["openapi.yaml", "other.yaml"] }, [spec, other]),
  ).toHaveLength(1);
});

test("nothing for a spec a navigation entry names: the site makes a page for every operation", () => {
  const config = { openapi: "openapi.yaml", tabs: [{ name: "API", url: "api", openapi: "/openapi.yaml" }] };
  expect(check({ "a.mdx": apiPage("openapi: GET /users") }, config)).toEqual([]);
  const newer = {
    name: "Acme",
    theme: "mint",
    navigation: {
      tabs: [{ tab: "API", groups: [{ group: "Users", openapi: { source: "openapi.yaml" }, pages: ["a"] }] }],
    },
  };
  const files = { "docs.json": JSON.stringify(newer), "a.mdx": apiPage("openapi: GET /users") };
  expect(findings(crossContext(files, [spec]), rule)).toEqual([]);
});

test("a fetched spec is reported where docs.json names it", () => {
  const remote = specIndex("https://acme.dev/openapi.json", { operations: ["GET /users", "POST /users"] });
  const files = {
    "docs.json":
      JSON.stringify(
        { name: "Acme", openapi: "https://acme.dev/openapi.json", navigation: [{ group: "API", pages: ["a"] }] },
        null,
        2,
      ) + "\n",
    "a.mdx": apiPage("openapi: GET /users"),
  };
  expect(findings(crossContext(files, [remote]), rule)).toEqual([
    expect.stringMatching(/^docs\.json:3:14 1 operation of `https:\/\/acme\.dev\/openapi\.json` has no page/),
  ]);
});
