import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { escapeCustomHeadingIds } from "../../src/parse/custom-heading-ids.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";

const FRONT = "---\ntitle: Sample page\ndescription: A sample page of text.\n---\n\n";

describe("custom heading ids `## Title {#id}`", () => {
  test("are escaped in place, keeping every offset; code and other braces are left alone", () => {
    const text =
      "## Setup {#install}\r\n\n```md\n## In code {#kept}\n```\n\nText {#not-a-heading}\n### Deeper  {#deep}\n";
    const escaped = escapeCustomHeadingIds(text);
    expect(escaped).toHaveLength(text.length);
    expect(escaped).toBe(
      "## Setup\\{#install}\r\n\n```md\n## In code {#kept}\n```\n\nText {#not-a-heading}\n### Deeper \\{#deep}\n",
    );
  });

  test("an MDX page with them parses, and links reach the custom id, which replaces the heading's slug", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["a", "b"]),
      "a.mdx": `${FRONT}## Install the client {#install}\n\nText.\n`,
      "b.mdx": `${FRONT}See [the install step](/a#install) and [the slug](/a#install-the-client).\n\nBroken: [nowhere](/a#nowhere).\n`,
    });
    const found = check({ root }).diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}:${d.column}`);
    expect(found).toEqual(["page/broken-link b.mdx:6:40", "page/broken-link b.mdx:8:9"]);
  });
});
