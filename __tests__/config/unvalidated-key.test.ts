import { describe, expect, test } from "vitest";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

const RULE = "config/unvalidated-key";

function project(fields: string): string {
  const text = `{\n  "name": "Acme",\n${fields}\n  "navigation": [{ "group": "Start", "pages": ["index"] }]\n}\n`;
  return tempProject({ "docs.json": text, "index.mdx": page("Home") });
}

describe("config/unvalidated-key", () => {
  test("keys Mintlify accepts with any value: a notice each, at the key, and no schema or unknown-key finding", () => {
    const root = project('  "colors": { "primary": "#0D9373", "ultraLight": 5, "ultraDark": "#052D47" },');
    expect(findings(root, RULE).map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      "3:37 notice `colors.ultraLight` is accepted with any value, so docsgate does not check it: Mintlify takes it without reading it (a deprecated key), and the format's specification does not describe it. Remove it unless something else reads it.",
      "3:54 notice `colors.ultraDark` is accepted with any value, so docsgate does not check it: Mintlify takes it without reading it (a deprecated key), and the format's specification does not describe it. Remove it unless something else reads it.",
    ]);
    expect(findings(root, "config/schema")).toEqual([]);
    expect(findings(root, "config/unknown-key")).toEqual([]);
  });

  test("keys Mintlify validates are checked, not named: analytics, seo, colors.anchors, thumbsRating, group icons", () => {
    const root = tempProject({
      "docs.json": JSON.stringify(
        {
          name: "Acme",
          analytics: { posthog: { apiKey: "phc_abc" } },
          seo: { indexHiddenPages: true },
          colors: { primary: "#0D9373", anchors: { from: "#000", to: "#FFF" } },
          feedback: { thumbsRating: true },
          navigation: [{ group: "A", icon: "rocket", iconType: "solid", pages: ["index"] }],
        },
        null,
        2,
      ),
      "index.mdx": page("Home"),
    });
    expect(findings(root, RULE)).toEqual([]);
    expect(findings(root, "config/schema")).toEqual([]);
  });
});
