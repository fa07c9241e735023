import { describe, expect, test } from "vitest";
import { check } from "../src/check.js";
import { page, tempProject } from "./helpers/temp-project.js";

/*
 * The v2 defects a docs team meets most, planted in one project of our own: each must be
 * reported at its file and line, and nothing else may be an error or a warning.
 */

const json = (value: unknown) => JSON.stringify(value, null, 2) + "\n";

const docsJson = json({
  $schema: "https://mintlify.com/docs.json",
  theme: "mintt",
  name: "Acme",
  colors: { primary: "#12345G" },
  footer: { $ref: "config/footer.json" },
  navbar: { links: [{ label: "Status", href: "https://status.example.com" }] },
  integrations: { gtm: { tagId: "GTM-ABC123" }, plausable: { domain: "acme.example.com" } },
  redirects: [
    { source: "/old-start", destination: "/quickstart" },
    { source: "/old-start", destination: "/guides/intro" },
  ],
  navigation: {
    versions: [
      {
        version: "v2",
        default: true,
        tabs: [
          {
            tab: "Guides",
            groups: [
              {
                group: "Start",
                pages: [
                  "quickstart",
                  { group: "Deeper", pages: ["guides/intro", { group: "Deepest", pages: ["guides/ghost-nested"] }] },
                ],
              },
            ],
          },
        ],
      },
      { version: "v1", default: true, $ref: "config/v1.json" },
    ],
  },
});

const v1Json = json({ groups: [{ group: "Legacy", pages: ["v1/intro", "v1/ghost-in-ref"] }] });

const files = {
  "docs.json": docsJson,
  "config/v1.json": v1Json,
  "quickstart.mdx": page("Quickstart"),
  "guides/intro.mdx": page("Intro"),
  "v1/intro.mdx": page("Old intro"),
};

function lineOf(text: string, needle: string): number {
  const index = text.split("\n").findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`not planted: ${needle}`);
  return index + 1;
}

const PLANTED = [
  { what: "a bad theme", file: "docs.json", line: lineOf(docsJson, '"theme": "mintt"') },
  { what: "a bad color", file: "docs.json", line: lineOf(docsJson, '"#12345G"') },
  { what: "a $ref to a missing file", file: "docs.json", line: lineOf(docsJson, '"config/footer.json"') },
  { what: "an unknown key in a strict object", file: "docs.json", line: lineOf(docsJson, '"plausable"') },
  {
    what: "a duplicate redirect source",
    file: "docs.json",
    line: lineOf(docsJson, '"destination": "/guides/intro"') - 1,
  },
  {
    what: "a nav page missing in tabs > groups > nested groups",
    file: "docs.json",
    line: lineOf(docsJson, '"guides/ghost-nested"'),
  },
  { what: "a duplicate default version", file: "docs.json", line: lineOf(docsJson, '"version": "v1"') + 1 },
  { what: "a nav page missing in a $ref'd file", file: "config/v1.json", line: lineOf(v1Json, '"v1/ghost-in-ref"') },
];

describe("planted v2 defects", () => {
  const diagnostics = check({ root: tempProject(files) }).diagnostics.filter((d) => d.severity !== "notice");

  test.each(PLANTED)("$what is reported at $file:$line", ({ file, line }) => {
    expect(diagnostics.filter((d) => d.file === file && d.line === line).map((d) => d.ruleId)).not.toEqual([]);
  });

  test("nothing else is an error or a warning", () => {
    const planted = new Set(PLANTED.map((p) => `${p.file}:${p.line}`));
    expect(
      diagnostics
        .filter((d) => !planted.has(`${d.file}:${d.line}`))
        .map((d) => `${d.ruleId} ${d.file}:${d.line} ${d.message}`),
    ).toEqual([]);
  });
});
