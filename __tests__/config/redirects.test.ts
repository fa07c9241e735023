import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject } from "../helpers/temp-project.js";

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";
type Redirect = { source: string; destination: string; permanent?: boolean };

/** A mint.json listing `pages`, with `redirects`; one redirect per line, so line 5 + i holds redirects[i]. */
function legacy(pages: string[], redirects: Redirect[]): string {
  const lines = redirects.map((redirect, i) => `    ${JSON.stringify(redirect)}${i < redirects.length - 1 ? "," : ""}`);
  return `{\n  "name": "Acme", "colors": { "primary": "#0D9373" }, "favicon": "/favicon.svg",\n  "navigation": [{ "group": "Start", "pages": ${JSON.stringify(pages)} }],\n  "redirects": [\n${lines.join("\n")}\n  ]\n}\n`;
}

const PAGES = {
  "quickstart.mdx": page("Quickstart"),
  "guides/setup.mdx": page("Setup"),
  "guides/index.mdx": page("Guides"),
  "v2/intro.mdx": page("Intro"),
  "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
};
const LISTED = ["quickstart", "guides/index", "guides/setup", "v2/intro"];

/** The redirect rules' findings, as `rule line message`. */
function redirects(list: Redirect[], files: Record<string, string> = {}): string[] {
  const root = tempProject({ "mint.json": legacy(LISTED, list), ...PAGES, ...files });
  return check({ root })
    .diagnostics.filter(
      (d) => d.ruleId.startsWith("config/redirect-") || (d.ruleId === "config/schema" && d.message.includes("source")),
    )
    .map((d) => `${d.ruleId} ${d.line} ${d.message}`);
}

describe("config/redirect-target", () => {
  test("destinations that reach a page, a folder's page, a file, the home page, an external site or a wildcard's folder", () => {
    expect(
      redirects(
        [
          { source: "/a", destination: "/quickstart" },
          { source: "/b", destination: "/guides/setup/#install" },
          { source: "/c", destination: "/guides/index" },
          { source: "/d", destination: "/guides" },
          { source: "/e", destination: "/" },
          { source: "/f", destination: "https://acme.example.com/docs" },
          { source: "/g/:slug*", destination: "/v2/:slug*" },
          { source: "/h", destination: "/images/logo.png" },
          { source: "/i", destination: "/quickstart.mdx?ref=old" },
        ],
        { "images/logo.png": "png" },
      ),
    ).toEqual([]);
  });

  test("a destination with no page is an error at its line, with the nearest page", () => {
    expect(
      redirects([
        { source: "/a", destination: "/quickstart" },
        { source: "/b", destination: "/guides/stup" },
      ]),
    ).toEqual([
      'config/redirect-target 6 The redirect from "/b" sends readers to "/guides/stup", where the site has no page (no guides/stup.mdx or .md, no file, no generated page): they land on a 404. Did you mean "/guides/setup"?',
    ]);
  });

  test("a wildcard destination whose folder holds no page", () => {
    expect(redirects([{ source: "/beta/:slug*", destination: "/v3/:slug*" }])).toEqual([
      'config/redirect-target 5 The redirect from "/beta/:slug*" sends readers to "/v3/:slug*", but the site has no page under /v3/: every path it matches lands on a 404. Point it at the folder the pages are in now.',
    ]);
  });

  test("redirects held in a $ref'd file (v2) are reported in that file", () => {
    const root = tempProject({
      "docs.json": json({
        theme: "mint",
        name: "Acme",
        colors: { primary: "#112233" },
        navigation: { groups: [{ group: "Start", pages: ["quickstart"] }] },
        redirects: { $ref: "redirects.json" },
      }),
      "redirects.json": json([
        { source: "/old", destination: "/quickstart" },
        { source: "/older", destination: "/gone" },
      ]),
      "quickstart.mdx": page("Quickstart"),
    });
    const found = check({ root }).diagnostics.filter((d) => d.ruleId === "config/redirect-target");
    expect(found.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity}`)).toEqual(["redirects.json:8:20 error"]);
  });
});

describe("config/redirect-shadow", () => {
  test("a source that is a page's address hides the page: a warning at the source", () => {
    expect(
      redirects([
        { source: "/guides/setup/", destination: "/quickstart" },
        { source: "/guides", destination: "/quickstart" },
      ]),
    ).toEqual([
      'config/redirect-shadow 5 "/guides/setup/" is the address of the page guides/setup.mdx, and Mintlify follows the redirect to "/quickstart" before it serves a page: guides/setup.mdx is never shown. Remove the redirect, or delete the page if it has moved.',
      'config/redirect-shadow 6 "/guides" is the address of the page guides/index.mdx, and Mintlify follows the redirect to "/quickstart" before it serves a page: guides/index.mdx is never shown. Remove the redirect, or delete the page if it has moved.',
    ]);
  });

  test("a wildcard source names the pages it hides", () => {
    expect(redirects([{ source: "/guides/:slug*", destination: "/quickstart" }])).toEqual([
      'config/redirect-shadow 5 "/guides/:slug*" matches the address of 1 page, and Mintlify follows the redirect to "/quickstart" before it serves a page, so they are never shown: guides/setup.mdx. Narrow the source, or delete the pages if they have moved.',
    ]);
  });
});

describe("config/redirect-chain and config/redirect-loop", () => {
  test("a chain is a warning at its first redirect, naming where readers end up", () => {
    expect(
      redirects([
        { source: "/a", destination: "/b" },
        { source: "/b", destination: "/c" },
        { source: "/c", destination: "/quickstart" },
      ]),
    ).toEqual([
      'config/redirect-chain 5 The redirect from "/a" leads to "/b", which the redirect from "/b" (line 6) sends on through more redirects to "/quickstart": readers wait for each hop. Point this one at "/quickstart".',
      'config/redirect-chain 6 The redirect from "/b" leads to "/c", which the redirect from "/c" (line 7) sends on to "/quickstart": readers wait for each hop. Point this one at "/quickstart".',
    ]);
  });

  test("a wildcard destination that another wildcard sends on is a chain; the first matching source is the one followed", () => {
    expect(
      redirects([
        { source: "/beta/:slug*", destination: "/v1/:slug*" },
        { source: "/v1/:slug*", destination: "/v2/:slug*" },
      ]),
    ).toEqual([
      'config/redirect-chain 5 The redirect from "/beta/:slug*" leads to "/v1/:slug*", which the redirect from "/v1/:slug*" (line 6) sends on to "/v2/:slug*": readers wait for each hop. Point this one at "/v2/:slug*".',
    ]);
  });

  test("the final destination fills in the parameters each hop's source matched, and keeps the first's own", () => {
    expect(
      redirects([
        { source: "/old-intro", destination: "/beta/intro#list" },
        { source: "/beta/:slug*", destination: "/v1/:slug*" },
        { source: "/v1/:slug*", destination: "/v2/:slug*" },
        { source: "/legacy/:slug*", destination: "/beta/:slug*" },
        { source: "/start", destination: "/docs/start/setup" },
        { source: "/docs/:area/:page", destination: "/guides/:page" },
      ]).filter((finding) => finding.startsWith("config/redirect-chain")),
    ).toEqual([
      'config/redirect-chain 5 The redirect from "/old-intro" leads to "/beta/intro#list", which the redirect from "/beta/:slug*" (line 6) sends on through more redirects to "/v2/intro#list": readers wait for each hop. Point this one at "/v2/intro#list".',
      'config/redirect-chain 6 The redirect from "/beta/:slug*" leads to "/v1/:slug*", which the redirect from "/v1/:slug*" (line 7) sends on to "/v2/:slug*": readers wait for each hop. Point this one at "/v2/:slug*".',
      'config/redirect-chain 8 The redirect from "/legacy/:slug*" leads to "/beta/:slug*", which the redirect from "/beta/:slug*" (line 6) sends on through more redirects to "/v2/:slug*": readers wait for each hop. Point this one at "/v2/:slug*".',
      'config/redirect-chain 9 The redirect from "/start" leads to "/docs/start/setup", which the redirect from "/docs/:area/:page" (line 10) sends on to "/guides/setup": readers wait for each hop. Point this one at "/guides/setup".',
    ]);
  });

  test("a hop whose parameter cannot be filled in: the message names the redirect to copy, not a half-filled path", () => {
    expect(
      redirects([
        { source: "/old", destination: "/beta/setup" },
        { source: "/beta/*", destination: "/guides/:slug" },
      ]).filter((finding) => finding.startsWith("config/redirect-chain")),
    ).toEqual([
      'config/redirect-chain 5 The redirect from "/old" leads to "/beta/setup", which the redirect from "/beta/*" (line 6) sends on: readers wait for each hop. Point this one where the redirect from "/beta/*" (line 6) sends it.',
    ]);
  });

  test("a temporary redirect is an alias to lead to: no chain into it, and a chain stops before it", () => {
    expect(
      redirects([
        { source: "/spec/old-roots", destination: "/spec/latest/client/roots" },
        { source: "/spec/latest/:slug*", destination: "/spec/v2/:slug*", permanent: false },
        { source: "/start", destination: "/begin" },
        { source: "/begin", destination: "/spec/latest/quickstart" },
        { source: "/promo", destination: "/offer", permanent: false },
        { source: "/offer", destination: "/quickstart" },
      ]).filter((finding) => finding.startsWith("config/redirect-chain")),
    ).toEqual([
      'config/redirect-chain 7 The redirect from "/start" leads to "/begin", which the redirect from "/begin" (line 8) sends on to "/spec/latest/quickstart": readers wait for each hop. Point this one at "/spec/latest/quickstart".',
      'config/redirect-chain 9 The redirect from "/promo" leads to "/offer", which the redirect from "/offer" (line 10) sends on to "/quickstart": readers wait for each hop. Point this one at "/quickstart".',
    ]);
  });

  test("a loop is one error; a redirect into it is a chain that never arrives", () => {
    expect(
      redirects([
        { source: "/x", destination: "/a" },
        { source: "/a", destination: "/b" },
        { source: "/b", destination: "/a/" },
      ]),
    ).toEqual([
      'config/redirect-chain 5 The redirect from "/x" leads to "/a", which the redirect from "/a" (line 6) sends on into a loop of redirects: readers never arrive. Point it at a page.',
      'config/redirect-loop 6 These redirects go round in a loop: "/a" → "/b" → "/a" (the others at line 7). Readers never arrive; the browser gives up with "too many redirects". Point one of them at a page.',
    ]);
  });

  test("a redirect onto its own source: to a folder's index page, or a wildcard that matches its destination", () => {
    expect(
      redirects([
        { source: "/guides", destination: "/guides/index" },
        { source: "/docs/:slug*", destination: "/docs/new/:slug*" },
      ]),
    ).toEqual([
      'config/redirect-loop 5 The redirect from "/guides" leads to "/guides/index", which its own source matches: it redirects again on every visit, and the browser gives up with "too many redirects". Point it at a path the source does not match.',
      expect.stringMatching(
        /^config\/redirect-loop 6 The redirect from "\/docs\/:slug\*" leads to "\/docs\/new\/:slug\*", which its own source matches/,
      ),
    ]);
  });
});

test("two redirects from one source: refused by Mintlify, an error of config/schema", () => {
  expect(
    redirects([
      { source: "/a", destination: "/quickstart" },
      { source: "/a", destination: "/guides/setup" },
    ]),
  ).toEqual([expect.stringMatching(/^config\/schema 6 .*"\/a" is already the source of `redirects\[0\]`/)]);
});

test("two redirects from one source in a v2 config's $ref'd redirects file: config/schema's error in that file", () => {
  const root = tempProject({
    "docs.json": json({
      theme: "mint",
      name: "Acme",
      colors: { primary: "#112233" },
      navigation: { groups: [{ group: "Start", pages: ["quickstart"] }] },
      redirects: { $ref: "redirects.json" },
    }),
    "redirects.json": json([
      { source: "/old", destination: "/quickstart" },
      { source: "/old", destination: "/" },
    ]),
    "quickstart.mdx": page("Quickstart"),
  });
  const found = check({ root }).diagnostics.filter((d) => d.ruleId === "config/schema");
  expect(found.map((d) => `${d.file}:${d.line} ${d.severity}`)).toEqual(["redirects.json:7 error"]);
});

describe("config/redirect-fragment", () => {
  test("a source with a #fragment never applies: one warning at it, and no other redirect rule counts it", () => {
    expect(
      redirects([
        { source: "/guides/setup#install", destination: "/quickstart" },
        { source: "/guides/:slug*#old", destination: "/v2/intro" },
        { source: "/a", destination: "/guides/setup#install" },
        { source: "/quickstart#x", destination: "/quickstart" },
        { source: "#top", destination: "/nowhere" },
      ]),
    ).toEqual([
      'config/redirect-fragment 5 "/guides/setup#install" holds a #fragment, which a browser never sends to the server, and Mintlify matches a redirect\'s source against the path alone: this redirect never applies, and a visit to "/guides/setup#install" gets what "/guides/setup" gets, as if the redirect were not there. Remove it; if the section moved, link to its new place from where it was.',
      expect.stringMatching(/^config\/redirect-fragment 6 "\/guides\/:slug\*#old" holds a #fragment/),
      expect.stringMatching(/^config\/redirect-fragment 8 "\/quickstart#x" holds a #fragment/),
      expect.stringMatching(/^config\/redirect-fragment 9 "#top" holds .* gets what "\/" gets/),
    ]);
  });
});

describe("config/protocol-relative-redirect", () => {
  test("a destination a browser reads as another host is a warning at it, once, whatever slashes spell it", () => {
    const root = tempProject({
      "mint.json": legacy(LISTED, [
        { source: "/a", destination: "//evil.example/x" },
        { source: "/b", destination: "/\\evil.example/x" },
        { source: "/c", destination: "\t/\t/evil.example" },
        { source: "/d", destination: "https://evil.example/x" },
        { source: "/e", destination: "/quickstart" },
        { source: "/f#x", destination: "//evil.example/y" },
      ]),
      ...PAGES,
    });
    // config/redirect-target leaves them alone: no path of this site to look for. A source with a #fragment sends
    // nobody anywhere: config/redirect-fragment's alone.
    const found = check({ root }).diagnostics.filter((d) => d.ruleId.startsWith("config/") && d.severity !== "notice");
    expect(found.map((d) => `${d.ruleId} ${d.severity} ${d.line}:${d.column}`)).toEqual([
      "config/protocol-relative-redirect warning 5:34",
      "config/protocol-relative-redirect warning 6:34",
      "config/protocol-relative-redirect warning 7:34",
      "config/redirect-fragment warning 10:15",
    ]);
    expect(found[0]!.message).toBe(
      'The redirect from "/a" sends readers to "//evil.example/x", which a browser reads as an address on another host (evil.example), not a page of this site. Write a page\'s path with one slash ("/evil.example/x"), or the full address ("https://evil.example/x") if the redirect is meant to leave the site. docsgate\'s preview leaves this redirect out.',
    );
  });
});
