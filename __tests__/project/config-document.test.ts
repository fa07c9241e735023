import { describe, expect, test } from "vitest";
import { loadProject } from "../../src/project/project.js";
import { tempProject } from "../helpers/temp-project.js";

function documentOf(files: Record<string, string>) {
  const document = loadProject(tempProject(files)).document;
  if (!document) throw new Error("no document");
  return document;
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

describe("the config with its $refs resolved", () => {
  test("a referenced file's values are placed in that file, the $ref's siblings in the file that writes them", () => {
    const document = documentOf({
      "docs.json": json({ theme: "mint", navigation: { $ref: "config/nav.json", global: { anchors: [] } } }),
      "config/nav.json": json({ tabs: [{ tab: "Guides", groups: { $ref: "groups.json" } }], global: { tabs: [] } }),
      "config/groups.json": json([{ group: "Start", pages: ["index"] }]),
    });
    expect(document.value).toEqual({
      theme: "mint",
      navigation: {
        tabs: [{ tab: "Guides", groups: [{ group: "Start", pages: ["index"] }] }],
        global: { anchors: [] },
      },
    });
    expect(document.placeOf(["navigation", "tabs", 0, "tab"])).toEqual({
      file: "config/nav.json",
      path: ["tabs", 0, "tab"],
    });
    expect(document.placeOf(["navigation", "tabs", 0, "groups", 0, "pages", 0])).toEqual({
      file: "config/groups.json",
      path: [0, "pages", 0],
    });
    expect(document.placeOf(["navigation", "global"])).toEqual({ file: "docs.json", path: ["navigation", "global"] });
    expect(document.rangeOf(["navigation", "tabs", 0, "groups", 0, "pages", 0])).toMatchObject({
      file: "config/groups.json",
      line: 5,
      column: 7,
    });
    expect([...document.sources.keys()]).toEqual(["docs.json", "config/nav.json", "config/groups.json"]);
    expect(document.refProblems).toEqual([]);
  });

  test("a path that is not there is placed at its nearest written parent", () => {
    const document = documentOf({
      "docs.json": json({ navigation: { $ref: "nav.json" } }),
      "nav.json": json({ groups: [] }),
    });
    expect(document.placeOf(["navigation", "groups", 3, "pages"])).toEqual({
      file: "nav.json",
      path: ["groups", 3, "pages"],
    });
    expect(document.rangeOf(["navigation", "groups", 3, "pages"])).toMatchObject({ file: "nav.json", line: 2 });
  });

  test.each([
    ["missing", { "docs.json": json({ navigation: { $ref: "nav.json" } }) }, /nav\.json, which does not exist/],
    ["outside", { "docs.json": json({ navigation: { $ref: "../nav.json" } }) }, /outside the docs root/],
    ["outside", { "docs.json": json({ navigation: { $ref: "/nav.json" } }) }, /outside the docs root/],
    [
      "invalid-json",
      { "docs.json": json({ navigation: { $ref: "nav.json" } }), "nav.json": "{ tabs: [] }" },
      /not valid JSON \(line 1, column 3/,
    ],
    [
      "cycle",
      {
        "docs.json": json({ navigation: { $ref: "a.json" } }),
        "a.json": json({ $ref: "b.json" }),
        "b.json": json({ $ref: "a.json" }),
      },
      /docs\.json → a\.json → b\.json → a\.json|a\.json → b\.json → a\.json/,
    ],
  ])(
    "a $ref that leads nowhere readable (%s) is a problem at the $ref, and its object is left out",
    (kind, files, message) => {
      const document = documentOf(files);
      expect(document.refProblems).toHaveLength(1);
      const [problem] = document.refProblems;
      expect(problem!.kind).toBe(kind);
      expect(problem!.message).toMatch(message);
      expect(document.rangeOf(["navigation"]).file).toBe("docs.json");
      expect((document.value as Record<string, unknown>).navigation).toBeUndefined();
    },
  );

  test("the same file referenced from two branches is no cycle", () => {
    const document = documentOf({
      "docs.json": json({ a: { $ref: "x.json" }, b: { $ref: "x.json" } }),
      "x.json": json({ k: 1 }),
    });
    expect(document.refProblems).toEqual([]);
    expect(document.value).toEqual({ a: { k: 1 }, b: { k: 1 } });
  });

  test("a target that is no object replaces the object and its siblings", () => {
    const document = documentOf({
      "docs.json": json({ redirects: { $ref: "r.json", ignored: true } }),
      "r.json": json([{ source: "/a", destination: "/b" }]),
    });
    expect(document.value).toEqual({ redirects: [{ source: "/a", destination: "/b" }] });
    expect(document.placeOf(["redirects", 0, "source"])).toEqual({ file: "r.json", path: [0, "source"] });
  });

  test("docs.json and the files its $refs name share the 10 MB limit: a file that would pass it is not read", () => {
    const half = (name: string) => json([{ source: `/${name}`, destination: "/b" }]) + " ".repeat(5.5 * 1024 * 1024);
    const document = documentOf({
      "docs.json": json({ redirects: { $ref: "one.json" }, more: { $ref: "two.json" }, again: { $ref: "one.json" } }),
      "one.json": half("one"),
      "two.json": half("two"),
    });
    expect(document.value).toEqual({
      redirects: [{ source: "/one", destination: "/b" }],
      more: undefined,
      again: [{ source: "/one", destination: "/b" }],
    });
    expect(document.refProblems).toEqual([
      {
        kind: "too-large",
        place: { file: "docs.json", path: ["more", "$ref"] },
        at: ["more"],
        message:
          'The $ref "two.json" names two.json, which would take docs.json and the files it references past the 10 MB docsgate reads of a config; it was not read. Say many redirects with one pattern (`"source": "/old/:slug*"`, `"destination": "/new/:slug*"`), and leave generated lists out of the config.',
      },
    ]);
  });
});
