import { describe, expect, test } from "vitest";
import { rule } from "../../src/rules/openapi/unknown-operation.js";
import { apiPage, crossContext, findings, specIndex } from "./cross-context.js";
import { docsJson } from "../helpers/temp-project.js";

const users = specIndex("openapi.yaml", {
  operations: ["GET /users", "POST /users", "GET /users/{id}", "DELETE /users/{id}", "GET /teams/"],
  webhooks: [{ name: "orderUpdated", methods: ["post"], place: { file: "openapi.yaml", line: 40, column: 3 } }],
});

function check(
  pages: Record<string, string>,
  specs = [users],
  config: Record<string, unknown> = { openapi: "openapi.yaml" },
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

describe("forms the site accepts", () => {
  test.each([
    ['openapi: "GET /users"'],
    ["openapi: get /users"],
    ["openapi: Post /users"],
    ['openapi: "  GET    /users/{id} "'],
    ["openapi: openapi.yaml GET /users"],
    ['openapi: "/openapi.yaml delete /users/{id}"'],
    ["openapi: ./openapi.yaml GET /users"],
    ["openapi: webhook orderUpdated"],
    ["openapi: WEBHOOK orderUpdated"],
    ['openapi: "openapi.yaml webhook orderUpdated"'],
    ["openapi: GET /teams/"],
  ])("%s", (line) => {
    expect(check({ "endpoint.mdx": apiPage(line) })).toEqual([]);
  });

  test("a URL spec docs.json lists and the spec stage fetched", () => {
    const remote = specIndex("https://acme.dev/openapi.json", { operations: ["GET /users"] });
    expect(
      check({ "endpoint.mdx": apiPage("openapi: https://acme.dev/openapi.json GET /users") }, [remote], {
        openapi: "https://acme.dev/openapi.json",
      }),
    ).toEqual([]);
  });
});

describe("unknown operations", () => {
  test("at the value, with the nearest operation of the same method", () => {
    expect(check({ "endpoint.mdx": apiPage('openapi: "GET /userz"') })).toEqual([
      "endpoint.mdx:3:10 `openapi.yaml` has no operation `GET /userz`. Did you mean `GET /users`? The site builds this page from the operation it names, so the page stays empty until the method and path match one under `paths` exactly.",
    ]);
  });

  test("the same path with other methods: they are named", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: put /users/{id}") })).toEqual([
      "endpoint.mdx:3:10 `openapi.yaml` has no operation `PUT /users/{id}`. It has `/users/{id}` only with `GET` and `DELETE`. The site builds this page from the operation it names, so the page stays empty until the method and path match one under `paths` exactly.",
    ]);
  });

  test("a far guess is no suggestion: another resource is not a typo", () => {
    const flows = specIndex("openapi.yaml", { operations: ["GET /api/flows/{id}"] });
    expect(check({ "endpoint.mdx": apiPage("openapi: GET /api/users/{id}") }, [flows])).toEqual([
      expect.not.stringContaining("Did you mean"),
    ]);
  });

  test("nothing near: no suggestion", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: GET /billing/invoices/{invoice}/lines") })).toEqual([
      "endpoint.mdx:3:10 `openapi.yaml` has no operation `GET /billing/invoices/{invoice}/lines`. The site builds this page from the operation it names, so the page stays empty until the method and path match one under `paths` exactly.",
    ]);
  });

  test("other parameter names: the site matches the path exactly, so it is named as the spec writes it", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: GET /users/{userId}") })).toEqual([
      "endpoint.mdx:3:10 `openapi.yaml` has no operation `GET /users/{userId}`: it writes it `GET /users/{id}`. The site matches the method and path as written under `paths` (parameter names included), so this page stays empty. Write `GET /users/{id}`.",
    ]);
  });

  test.each(["openapi: GET /users/", "openapi: GET /teams"])(
    "a trailing slash the spec does not have, or lacks, finds the operation as the site does: %s",
    (line) => {
      expect(check({ "endpoint.mdx": apiPage(line) })).toEqual([]);
    },
  );

  test("a path the spec writes is taken as written: its other methods are not looked for without the slash", () => {
    const spec = specIndex("openapi.yaml", { operations: ["POST /items", "GET /items/"] });
    expect(check({ "endpoint.mdx": apiPage("openapi: GET /items") }, [spec])).toEqual([
      expect.stringContaining("has no operation `GET /items`"),
    ]);
  });

  test("the spec file named first, in quotes, on a later line", () => {
    const page = [
      "---",
      "title: Endpoint",
      "description: Lists users.",
      'openapi: "openapi.yaml GET /user"',
      "---",
      "",
      "Text.",
      "",
    ].join("\n");
    expect(check({ "endpoint.mdx": page })).toEqual([
      expect.stringMatching(
        /^endpoint\.mdx:4:10 `openapi\.yaml` has no operation `GET \/user`\. Did you mean `GET \/users`\?/,
      ),
    ]);
  });

  test.each([
    ["CRLF line ends", "---\r\ntitle: Endpoint\r\nopenapi: GET /userz  \r\n---\r\n\r\nText.\r\n", "3:10"],
    ["a quoted key", '---\ntitle: Endpoint\n"openapi": GET /userz\n---\n\nText.\n', "3:12"],
    ["the value on the next line", "---\ntitle: Endpoint\nopenapi:\n  GET /userz\n---\n\nText.\n", "4:3"],
    ["a flow mapping", "---\n{ title: Endpoint, openapi: GET /userz }\n---\n\nText.\n", "2:29"],
  ])("the place with %s", (_name, text, at) => {
    expect(check({ "endpoint.mdx": text })).toEqual([
      expect.stringMatching(new RegExp(`^endpoint\\.mdx:${at} \`openapi\\.yaml\` has no operation \`GET /userz\``)),
    ]);
  });

  test("a value that names no operation", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: list users") })).toEqual([
      "endpoint.mdx:3:10 `openapi: list users` does not name an operation. Write the method and path as in the OpenAPI file (`GET /users`), with the file first when the repository has several (`openapi.yaml GET /users`), or `webhook NAME` for a webhook.",
    ]);
    expect(check({ "endpoint.mdx": apiPage("openapi: GET") })).toEqual([
      expect.stringContaining("does not name an operation"),
    ]);
    expect(check({ "endpoint.mdx": apiPage("openapi: a.yaml b.yaml GET /users") })).toEqual([
      expect.stringContaining("does not name an operation"),
    ]);
  });

  test("webhooks", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: webhook orderUpdate") })).toEqual([
      "endpoint.mdx:3:10 `openapi.yaml` has no webhook `orderUpdate`. Did you mean `webhook orderUpdated`? The name must match a key under `webhooks` exactly, or the page stays empty.",
    ]);
    const plain = specIndex("openapi.yaml", { operations: ["GET /users"] });
    expect(check({ "endpoint.mdx": apiPage("openapi: webhook orderUpdated") }, [plain])).toEqual([
      "endpoint.mdx:3:10 `openapi.yaml` defines no webhooks, so there is no webhook `orderUpdated` to build this page from. Webhooks are listed under `webhooks` in an OpenAPI 3.1 file; add it there, or name the operation as `METHOD /path`.",
    ]);
  });

  test("webhooks searched in several specs", () => {
    const billing = specIndex("billing.yaml", {
      webhooks: [{ name: "invoicePaid", methods: ["post"], place: { file: "billing.yaml", line: 5, column: 3 } }],
    });
    expect(check({ "endpoint.mdx": apiPage("openapi: webhook invoicePayed") }, [users, billing])).toEqual([
      "endpoint.mdx:3:10 No OpenAPI file has the webhook `invoicePayed`. Did you mean `webhook invoicePaid`? The name must match a key under `webhooks` exactly, or the page stays empty.",
    ]);
    const plain = [specIndex("a.yaml"), specIndex("b.yaml")];
    expect(check({ "endpoint.mdx": apiPage("openapi: webhook invoicePaid") }, plain, {})).toEqual([
      expect.stringContaining("endpoint.mdx:3:10 None of the 2 OpenAPI files defines webhooks, so"),
    ]);
  });

  test("no OpenAPI file at all", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: GET /users") }, [], {})).toEqual([
      "endpoint.mdx:3:10 This page names `GET /users`, but the repository has no OpenAPI file and docs.json lists none, so the site has nothing to build the page from. Add the OpenAPI file and list it under `openapi` in docs.json.",
    ]);
  });
});

describe("which spec", () => {
  const billing = specIndex("specs/billing.yaml", { operations: ["GET /invoices", "GET /users"] });

  test("without a file, an operation in one of several specs is found", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: GET /invoices") }, [users, billing])).toEqual([]);
  });

  test("without a file, an operation in several specs is ambiguous", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: GET /users") }, [users, billing])).toEqual([
      'endpoint.mdx:3:10 `GET /users` is in several OpenAPI files (`openapi.yaml`, `specs/billing.yaml`), and the page does not say which: the site takes the first by file name, which may not be the one meant. Name the file first, such as `openapi: "openapi.yaml GET /users"`.',
    ]);
    expect(check({ "endpoint.mdx": apiPage("openapi: /specs/billing.yaml GET /users") }, [users, billing])).toEqual([]);
  });

  test("without a file, an unknown operation searched in every spec; the suggestion names its spec", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: GET /invoice") }, [users, billing])).toEqual([
      "endpoint.mdx:3:10 No OpenAPI file has the operation `GET /invoice` (2 files searched). Did you mean `GET /invoices` in `specs/billing.yaml`? The site builds this page from the operation it names, so the page stays empty until the method and path match one under `paths` exactly.",
    ]);
  });

  test("a file named first is preferred, but an operation only another file has is found there, as the site finds it", () => {
    // @mintlify/common's getMatchingOpenApiFile falls back to any file with the operation.
    expect(check({ "endpoint.mdx": apiPage("openapi: openapi.yaml GET /invoices") }, [users, billing])).toEqual([]);
    expect(check({ "endpoint.mdx": apiPage("openapi: openapi.yaml GET /invoicez") }, [users, billing])).toEqual([
      "endpoint.mdx:3:10 `openapi.yaml` has no operation `GET /invoicez`. The site builds this page from the operation it names, so the page stays empty until the method and path match one under `paths` exactly.",
    ]);
  });

  test("a file that does not exist: the operation is still found in the file that has it; where none has it, an error", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: specs/biling.yaml GET /invoices") }, [users, billing])).toEqual(
      [],
    );
    expect(
      check({ "guides/deep/endpoint.mdx": apiPage("openapi: ../billing.yaml GET /invoices") }, [users, billing]),
    ).toEqual([]);
    expect(check({ "endpoint.mdx": apiPage("openapi: specs/biling.yaml GET /invoicez") }, [users, billing])).toEqual([
      "endpoint.mdx:3:10 There is no file `specs/biling.yaml` in the docs, so the site has no OpenAPI file to build this page from. Did you mean `specs/billing.yaml`? Paths start at the docs root (the folder of docs.json).",
    ]);
  });

  test("a file that is not an OpenAPI file", () => {
    const files = {
      "docs.json": docsJson(["endpoint"], { openapi: "openapi.yaml" }),
      "notes.json": "{}\n",
      "endpoint.mdx": apiPage("openapi: notes.json GET /nothing"),
    };
    expect(findings(crossContext(files, [users]), rule)).toEqual([
      "endpoint.mdx:3:10 `notes.json` is not an OpenAPI file (it has no `openapi` or `swagger` version at its top), so the site cannot build this page from it. Name the OpenAPI file that holds the operation.",
    ]);
  });

  test("a file the spec stage could not read is left to its report, and operations without a file cannot be judged", () => {
    const files = {
      "docs.json": docsJson(["a", "b"], { openapi: "openapi.yaml" }),
      "broken.yaml": "openapi: [\n",
      "a.mdx": apiPage("openapi: broken.yaml GET /users"),
      "b.mdx": apiPage("openapi: GET /anything"),
    };
    expect(findings(crossContext(files, [users], ["broken.yaml"]), rule)).toEqual([]);
  });

  test("a file the docsgate config ignores is not judged", () => {
    const files = {
      "docs.json": docsJson(["endpoint"], { openapi: "openapi.yaml" }),
      "vendor/spec.yaml": "openapi: 3.1.0\n",
      "endpoint.mdx": apiPage("openapi: vendor/spec.yaml GET /users"),
    };
    const context = crossContext(files, [users]);
    expect(
      findings({ ...context, project: { ...context.project, isIgnored: (file) => file.startsWith("vendor/") } }, rule),
    ).toEqual([]);
  });

  test("a URL docs.json does not list, for an operation no listed file has", () => {
    expect(check({ "endpoint.mdx": apiPage("openapi: https://acme.dev/v2.json GET /billing") })).toEqual([
      "endpoint.mdx:3:10 `https://acme.dev/v2.json` is not listed under `openapi` in docs.json, so the site has no OpenAPI file at that address. List it there, or name a file of the repository.",
    ]);
  });

  test("a remote spec that was not fetched: its operations cannot be judged", () => {
    const config = { openapi: ["openapi.yaml", "https://acme.dev/v2.json"] };
    expect(
      check(
        {
          "a.mdx": apiPage("openapi: https://acme.dev/v2.json GET /anything"),
          "b.mdx": apiPage("openapi: GET /anything"),
        },
        [users],
        config,
      ),
    ).toEqual([]);
    // A file named first is still checked.
    expect(check({ "a.mdx": apiPage("openapi: openapi.yaml GET /anything") }, [users], config)).toEqual([
      expect.stringContaining("has no operation `GET /anything`"),
    ]);
  });

  test("the newer layout's api.openapi counts as listed", () => {
    expect(
      check({ "a.mdx": apiPage("openapi: https://acme.dev/v2.json GET /users") }, [users], {
        api: { openapi: "https://acme.dev/v2.json" },
      }),
    ).toEqual([]);
  });
});

describe("the legacy api front matter", () => {
  const base = { openapi: "openapi.yaml", api: { baseUrl: "https://api.acme.dev/v1" } };

  test("an endpoint under the base URL that the spec has (parameter names may differ)", () => {
    expect(
      check(
        { "a.mdx": apiPage('api: "GET https://api.acme.dev/v1/users/{userId}"'), "b.mdx": apiPage("api: POST /users") },
        [users],
        base,
      ),
    ).toEqual([]);
  });

  // Mintlify builds the page from its own fields: a full URL is called as written, and nothing is looked up.
  test("a full URL under none of the base URLs is the page's own server", () => {
    expect(
      check({ "a.mdx": apiPage('api: "POST https://old.acme.dev/v1/users"') }, [users], {
        api: { baseUrl: ["https://api.acme.dev/v1", "https://eu.acme.dev/v1"] },
      }),
    ).toEqual([]);
  });

  test("an endpoint the OpenAPI files lack", () => {
    expect(check({ "a.mdx": apiPage('api: "POST https://api.acme.dev/v1/user"') }, [users], base)).toEqual([]);
    expect(check({ "a.mdx": apiPage("api: DELETE /teams/{id}") }, [users], base)).toEqual([]);
  });

  test("the spec's server path is taken off", () => {
    const served = specIndex("openapi.yaml", {
      operations: ["GET /users"],
      servers: [{ url: "https://api.acme.dev/v1", place: { file: "openapi.yaml", line: 3, column: 10 } }],
    });
    expect(
      check({ "a.mdx": apiPage("api: GET https://api.acme.dev/v1/users") }, [served], {
        openapi: "openapi.yaml",
        api: { baseUrl: "https://api.acme.dev" },
      }),
    ).toEqual([]);
  });

  test("without specs a full URL needs no base URL", () => {
    const config = { api: { baseUrl: "https://api.acme.dev" } };
    expect(
      check(
        {
          "a.mdx": apiPage("api: POST https://api.acme.dev/anything"),
          "b.mdx": apiPage("api: GET /anything"),
          "c.mdx": apiPage("api: POST https://acme.dev/anything"),
        },
        [],
        config,
      ),
    ).toEqual([]);
  });

  test("a path with no base URL to put it under", () => {
    expect(check({ "a.mdx": apiPage("api: GET /users") }, [], {})).toEqual([
      "a.mdx:3:6 `/users` is a path, but docs.json sets no `api.baseUrl` to put it under, so the playground has no URL to call. Set `api.baseUrl`, or write the full URL.",
    ]);
  });

  test("a value that names no endpoint", () => {
    expect(check({ "a.mdx": apiPage("api: users") }, [], {})).toEqual([
      expect.stringContaining("`api: users` does not name an endpoint."),
    ]);
  });
});
