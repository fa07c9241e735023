import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { rule as unknownOperation } from "../../src/rules/nav/unknown-operation.js";
import { crossContext, findings, specIndex } from "../openapi/cross-context.js";
import { page, tempProject } from "../helpers/temp-project.js";

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";
const v2 = (navigation: unknown, extra: Record<string, unknown> = {}) =>
  json({ theme: "mint", name: "Acme", colors: { primary: "#112233" }, ...extra, navigation });

/** The findings of `ruleId` in a checked project, as `file:line:column message`. */
function only(ruleId: string, files: Record<string, string>): string[] {
  return check({ root: tempProject(files) })
    .diagnostics.filter((d) => d.ruleId === ruleId)
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.message}`);
}

describe("nav/missing-page on the v2 layout", () => {
  test("a page missing inside tabs > groups > nested groups, at its line", () => {
    const found = only("nav/missing-page", {
      "docs.json": v2({
        tabs: [
          {
            tab: "Guides",
            groups: [
              {
                group: "Start",
                pages: ["intro", { group: "Deeper", pages: [{ group: "Deepest", pages: ["deep/setpu"] }] }],
              },
            ],
          },
        ],
      }),
      "intro.mdx": page("Intro"),
      "deep/setup.mdx": page("Setup"),
    });
    expect(found).toEqual([
      expect.stringMatching(
        /^docs\.json:22:23 The navigation entry "deep\/setpu" has no page: .*Did you mean "deep\/setup"\?$/,
      ),
    ]);
  });

  test("a page missing inside a $ref'd file is reported in that file, at its line", () => {
    const found = only("nav/missing-page", {
      "docs.json": v2({ tabs: [{ tab: "Guides", $ref: "nav/guides.json" }] }),
      "nav/guides.json": json({ groups: [{ group: "Start", pages: ["intro", "gone"] }] }),
      "intro.mdx": page("Intro"),
    });
    expect(found).toEqual([
      'nav/guides.json:7:9 The navigation entry "gone" has no page: neither gone.mdx nor gone.md exists. Create gone.mdx or remove the entry.',
    ]);
  });

  test("a group's missing root page is named as the group's root", () => {
    const found = only("nav/missing-page", {
      "docs.json": v2({ groups: [{ group: "CLI", root: "cli/index", pages: ["cli/install"] }] }),
      "cli/install.mdx": page("Install"),
    });
    expect(found).toEqual([expect.stringContaining('The root page "cli/index" of the group "CLI" has no page')]);
  });
});

describe("nav/duplicate-default", () => {
  test("a second default version is a warning at its `default`, naming the first", () => {
    const root = tempProject({
      "docs.json": v2({
        versions: [
          { version: "v3", default: true, pages: ["v3/a"] },
          { version: "v2", default: true, pages: ["v2/a"] },
          { version: "v1", pages: ["v1/a"] },
        ],
      }),
      "v3/a.mdx": page("A"),
      "v2/a.mdx": page("A"),
      "v1/a.mdx": page("A"),
    });
    const found = check({ root }).diagnostics.filter((d) => d.ruleId === "nav/duplicate-default");
    expect(found.map((d) => [d.severity, `${d.line}:${d.column}`, d.message])).toEqual([
      [
        "warning",
        "18:9",
        'The version "v2" is marked `default`, but the version "v3" already is (line 11). Mintlify opens the first one marked and ignores this mark; remove `default` from one of the two.',
      ],
    ]);
  });

  test("each list counts on its own: one default per language's versions, and one language", () => {
    const versions = (lang: string) => [
      { version: "v2", default: true, pages: [`${lang}/a`] },
      { version: "v1", pages: [`${lang}/b`] },
    ];
    const files = {
      "docs.json": v2({
        languages: [
          { language: "en", default: true, versions: versions("en") },
          { language: "fr", default: true, versions: versions("fr") },
        ],
      }),
    };
    for (const lang of ["en", "fr"])
      Object.assign(files, { [`${lang}/a.mdx`]: page("A"), [`${lang}/b.mdx`]: page("B") });
    expect(only("nav/duplicate-default", files)).toEqual([
      expect.stringContaining('The language "fr" is marked `default`, but the language "en" already is'),
    ]);
  });
});

describe("nav/language-pages", () => {
  const files = (fr: unknown[], extra: Record<string, string> = {}) => ({
    "docs.json": v2({
      languages: [
        {
          language: "en",
          groups: [
            { group: "Start", openapi: "api.yaml", root: "index", pages: ["quickstart", "guides/setup", "GET /users"] },
          ],
        },
        { language: "fr", groups: [{ group: "Démarrer", pages: fr }] },
      ],
    }),
    "index.mdx": page("Home"),
    "quickstart.mdx": page("Quickstart"),
    "guides/setup.mdx": page("Setup"),
    "fr/index.mdx": page("Accueil"),
    "fr/quickstart.mdx": page("Démarrage"),
    ...extra,
  });

  test("names the default language's pages a language lacks, compared without its folder", () => {
    expect(only("nav/language-pages", files(["fr/index", "fr/quickstart"]))).toEqual([
      'docs.json:25:21 The language "fr" lacks 1 page that the default language "en" lists: guides/setup. Readers of fr do not find them in its navigation. Translate them into fr/ and list them, or list the en pages there.',
    ]);
  });

  test("a language that lists every page (one of them untranslated) is fine; so is one whose pages are not in its folder", () => {
    expect(only("nav/language-pages", files(["fr/index", "fr/quickstart", "guides/setup"]))).toEqual([]);
    expect(only("nav/language-pages", files(["index", "other"], { "other.mdx": page("Other") }))).toEqual([]);
  });

  test("a long list names twenty pages and counts the rest", () => {
    const en = Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, "0")}`);
    const config = v2({
      languages: [
        { language: "en", pages: en },
        { language: "es", pages: ["es/p00"] },
      ],
    });
    const pages = Object.fromEntries([...en, "es/p00"].map((name) => [`${name}.mdx`, page(name)]));
    expect(only("nav/language-pages", { "docs.json": config, ...pages })).toEqual([
      expect.stringContaining(
        'lacks 24 pages that the default language "en" lists: p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12, p13, p14, p15, p16, p17, p18, p19, p20 and 4 more.',
      ),
    ]);
  });
});

describe("nav/unknown-operation", () => {
  const spec = specIndex("api/openapi.yaml", {
    operations: ["GET /users", "POST /users", "GET /users/{id}"],
    webhooks: [{ name: "userCreated", methods: ["post"], place: { file: "api/openapi.yaml", line: 30, column: 3 } }],
  });
  const nav = (pages: unknown[], openapi: unknown = "api/openapi.yaml") =>
    v2({ tabs: [{ tab: "API", openapi, groups: [{ group: "Users", pages }] }] });
  const run = (pages: unknown[], openapi?: unknown, unread: string[] = [], extra: Record<string, string> = {}) =>
    findings(crossContext({ "docs.json": nav(pages, openapi), ...extra }, [spec], unread), unknownOperation);

  test("entries that name an operation or webhook of the spec in scope, or of a spec they name", () => {
    expect(
      run([
        "GET /users",
        "post /users",
        "GET /users/{id}",
        "webhook userCreated",
        "api/openapi.yaml GET /users",
        "/api/openapi.yaml webhook userCreated",
      ]),
    ).toEqual([]);
  });

  test("an unknown path is an error at the entry, with the nearest operation", () => {
    expect(run(["GET /users", "GET /userz"])).toEqual([
      "docs.json:17:15 `api/openapi.yaml` has no operation `GET /userz`. Did you mean `GET /users`? Mintlify's build fails on an endpoint entry whose operation its OpenAPI file lacks: write the method and path as they are under `paths`, or add the operation to the file.",
    ]);
  });

  test("a method the path lacks names the methods it has; other parameter names are named as written", () => {
    expect(run(["DELETE /users"])).toEqual([expect.stringContaining("It has `/users` only with `GET` and `POST`.")]);
    expect(run(["GET /users/{userId}"])).toEqual([
      expect.stringContaining(
        "it writes it `GET /users/{id}`. The site matches the method and path as written under `paths` (parameter names included), and Mintlify's build fails on this entry.",
      ),
    ]);
  });

  test("an unknown webhook, and a spec file an entry names that does not exist", () => {
    expect(run(["webhook userCreate"])).toEqual([
      expect.stringContaining("has no webhook `userCreate`. Did you mean `webhook userCreated`?"),
    ]);
    expect(run(["api/opneapi.yaml GET /users"])).toEqual([
      expect.stringContaining("There is no file `api/opneapi.yaml` in the docs"),
    ]);
  });

  test("a spec in scope that is missing or not fetched: reported where it is named, not at each entry", () => {
    expect(run(["GET /users"], "api/missing.yaml")).toEqual([]);
    expect(run(["GET /nothing"], "https://acme.test/openapi.json", ["https://acme.test/openapi.json"])).toEqual([]);
  });

  test("the whole check: the entry is reported once the spec is read, and is no missing page", () => {
    const specText =
      "openapi: 3.1.0\ninfo:\n  title: Acme\n  version: '1'\npaths:\n  /users:\n    get:\n      summary: List users\n      responses:\n        '200':\n          description: OK\n";
    const root = tempProject({ "docs.json": nav(["GET /users", "GET /teams"]), "api/openapi.yaml": specText });
    const found = check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("nav/"));
    expect(found.map((d) => `${d.ruleId} ${d.severity} ${d.line}`)).toEqual(["nav/unknown-operation error 17"]);
  });
});

describe("nav/page-name", () => {
  test("a listed page whose path holds `#`, `?` or `%` is an error at its entry; a space or a plain name is not", () => {
    const names = ["guides/c#d", "guides/e?f", "guides/g%h", "guides/k%20l", "guides/a b", "guides/plain"];
    const found = only("nav/page-name", {
      "docs.json": v2({ groups: [{ group: "Start", pages: names }] }),
      ...Object.fromEntries(names.map((name) => [`${name}.mdx`, page("Odd")])),
    }).map((line) => line.replace(/^docs\.json:\d+:\d+ /, ""));
    const hint =
      "Rename the file without `#`, `?` and `%` (a hyphen instead), and add a redirect from the old address if readers have it.";
    expect(found).toEqual([
      `The page guides/c#d.mdx cannot be reached from Mintlify's navigation: \`#\` starts a fragment, so its link leads to /guides/c. ${hint}`,
      `The page guides/e?f.mdx cannot be reached from Mintlify's navigation: \`?\` starts a query, so its link leads to /guides/e. ${hint}`,
      `The page guides/g%h.mdx cannot be reached from Mintlify's navigation: \`%\` starts an escape, and without two hex digits after it the link is no valid address. ${hint}`,
      `The page guides/k%20l.mdx cannot be reached from Mintlify's navigation: \`%\` starts an escape, so its link leads to /guides/k l, a page of another name. ${hint}`,
    ]);
  });
});
