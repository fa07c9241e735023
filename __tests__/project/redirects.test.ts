import { afterEach, expect, test, vi } from "vitest";
import { loadProject } from "../../src/project/project.js";
import { isRedirectSource } from "../../src/project/redirects.js";
import { tempProject } from "../helpers/temp-project.js";

afterEach(() => vi.restoreAllMocks());

function projectWith(redirects: { source: string; destination: string }[]) {
  return loadProject(
    tempProject({
      "docs.json": JSON.stringify({ theme: "mint", name: "Acme", navigation: { pages: ["a"] }, redirects }),
      "a.mdx": "---\ntitle: A\n---\n",
    }),
  );
}

test("a redirect source matches its path with or without a trailing slash; a parameter matches a segment, a wildcard the rest", () => {
  const matches = isRedirectSource(
    projectWith([
      { source: "/old-setup/", destination: "/a" },
      { source: "/", destination: "/a" },
      { source: "/v1/:name", destination: "/a" },
      { source: "/legacy/:slug*", destination: "/a" },
      { source: "/a.b", destination: "/a" },
    ]),
  );
  expect(
    ["/old-setup", "/old-setup/", "/", "", "/v1/users", "/legacy/x/y", "/a.b"].filter((path) => !matches(path)),
  ).toEqual([]);
  expect(["/old-setup//", "/old-setupx", "/v1/users/x", "/axb", "/A.b"].filter(matches)).toEqual([]);
});

test("exact sources are looked up: with 20,000 of them and one pattern, a path runs at most the one pattern", () => {
  const redirects = Array.from({ length: 20000 }, (_, i) => ({ source: `/old/page-${i}`, destination: "/a" }));
  const matches = isRedirectSource(projectWith([...redirects, { source: "/legacy/:slug*", destination: "/a" }]));
  const tests = vi.spyOn(RegExp.prototype, "test");
  const ran = () => tests.mock.instances as unknown as RegExp[];
  expect(matches("/old/page-19999/")).toBe(true);
  expect(matches("/nowhere")).toBe(false);
  // The exact source answers the first path; the second, found nowhere, tries the pattern.
  expect(ran().filter((pattern) => pattern.source.includes("legacy"))).toHaveLength(1);
  expect(ran().filter((pattern) => pattern.source.includes("old"))).toHaveLength(0);
});
