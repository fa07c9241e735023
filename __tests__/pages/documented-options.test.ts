import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { tempProject, v2DocsJson } from "../helpers/temp-project.js";

/** Every error and warning on a v2 project of one page `index` and an image. */
function findings(page: string) {
  const root = tempProject({
    "docs.json": v2DocsJson(["index"]),
    "index.mdx": page,
    "images/diagram.png": "\x89PNG\r\n\x1a\n",
  });
  return check({ root })
    .diagnostics.filter((d) => d.severity !== "notice")
    .map((d) => `${d.ruleId} ${d.line}:${d.column}`);
}

describe("what Mintlify documents is accepted", () => {
  test("`sdk` front matter (@mintlify/common parseSdkTargetFromMetadata), and an image's actions and their placement", () => {
    const page =
      "---\ntitle: Client\ndescription: The client class of the Acme SDK and its methods.\nsdk: typescript class Client\n---\n\n" +
      '<Frame>\n  <img src="/images/diagram.png" alt="How a request flows" actions="copy,download" actionsPlacement="top-right" />\n</Frame>\n\n' +
      '<Frame>\n  <img src="/images/diagram.png" alt="How a request flows" actions />\n</Frame>\n';
    expect(findings(page)).toEqual([]);
  });

  test("a misspelt `sdk` is renamed to it", () => {
    const page =
      "---\ntitle: Client\ndescription: The client class of the Acme SDK and its methods.\nSDK: class Client\n---\n\nText.\n";
    expect(findings(page)).toEqual(["page/frontmatter-key 4:1"]);
  });
});
