import { describe, expect, test } from "vitest";
import { page, tempProject } from "../helpers/temp-project.js";
import { findings } from "./run.js";

const RULE = "config/unvalidated-key";

describe("config/unvalidated-key", () => {
  test("keys real configs carry but the spec lacks: a notice each, and no schema or unknown-key finding", () => {
    const root = tempProject({
      "docs.json": [
        "{",
        '  "name": "Acme",',
        '  "analytics": { "posthog": { "apiKey": 5 } },',
        '  "seo": { "indexing": "all" },',
        '  "colors": { "primary": "#0D9373", "anchors": { "from": "#000", "to": "#FFF" } },',
        '  "feedback": { "thumbsRating": true },',
        '  "navigation": [{ "group": "Start", "pages": ["index"] }]',
        "}",
      ].join("\n"),
      "index.mdx": page("Home"),
    });
    expect(findings(root, RULE).map((d) => `${d.line}:${d.column} ${d.severity} ${d.message.split(":")[0]}`)).toEqual([
      "3:3 notice `analytics` is accepted, not checked by docsgate",
      "4:3 notice `seo` is accepted, not checked by docsgate",
      "5:37 notice `colors.anchors` is accepted, not checked by docsgate",
      "6:17 notice `feedback.thumbsRating` is accepted, not checked by docsgate",
    ]);
    expect(findings(root, "config/schema")).toEqual([]);
    expect(findings(root, "config/unknown-key")).toEqual([]);
  });

  test("the same extra on many groups is one notice, at the first, counting the others", () => {
    const root = tempProject({
      "docs.json": JSON.stringify(
        {
          name: "Acme",
          navigation: [
            { group: "A", icon: "rocket", pages: ["index", { group: "A1", icon: "star", pages: ["b"] }] },
            { group: "C", icon: "book", pages: ["c"] },
          ],
        },
        null,
        2,
      ),
      "index.mdx": page("Home"),
      "b.mdx": page("B"),
      "c.mdx": page("C"),
    });
    const all = findings(root, RULE);
    expect(all).toHaveLength(1);
    expect(all[0]!.message).toMatch(/^`navigation\[0\]\.icon` is accepted, not checked by docsgate: .* It is used in 2 more places too; only the first is reported\./);
    expect(`${all[0]!.line}:${all[0]!.column}`).toBe("6:7");
  });
});
