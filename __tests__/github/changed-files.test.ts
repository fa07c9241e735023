import { afterEach, describe, expect, test } from "vitest";
import { addedLines, listChangedFiles } from "../../src/github/changed-files.js";
import { changeRank } from "../../src/report/change-rank.js";
import { createRestClient } from "../../src/github/rest-client.js";
import { startFakeGitHub, type FakeGitHub } from "../helpers/fake-github.js";

let github: FakeGitHub | undefined;
afterEach(async () => github?.close());

describe("changed lines", () => {
  test("are the head side's + lines of every hunk", () => {
    const patch = [
      "@@ -1,3 +1,4 @@",
      " # Title",
      "-old line",
      "+new line",
      "+another",
      " kept",
      "@@ -20,2 +21,3 @@",
      " context",
      "+added at 22",
      " more",
      "\\ No newline at end of file",
    ].join("\n");
    expect([...addedLines(patch)]).toEqual([2, 3, 22]);
  });

  test("come from the pull request's files; removed files are listed apart, files without a patch count whole", async () => {
    github = await startFakeGitHub({
      files: [
        { filename: "docs/a.mdx", status: "modified", patch: "@@ -5,1 +5,2 @@\n line\n+added" },
        { filename: "docs/logo.png", status: "added" },
        { filename: "docs/gone.mdx", status: "removed", patch: "@@ -1 +0,0 @@\n-x" },
        { filename: "docs/new-name.mdx", status: "renamed", previous_filename: "docs/old-name.mdx" },
      ],
    });
    const files = await listChangedFiles(
      createRestClient({ apiUrl: github.url, token: "t", timeoutMs: 2_000, retries: 0, maxWaitMs: 0 }),
      "o",
      "r",
      3,
    );
    const changed = files.changed;
    expect([...changed.keys()]).toEqual(["docs/a.mdx", "docs/logo.png", "docs/new-name.mdx"]);
    expect([...files.added]).toEqual(["docs/logo.png"]);
    expect(files.removed).toEqual(["docs/gone.mdx", "docs/old-name.mdx"]);
    expect(changeRank(changed, "docs/a.mdx", 6)).toBe(0);
    expect(changeRank(changed, "docs/a.mdx", 5)).toBe(1);
    expect(changeRank(changed, "docs/logo.png", 1)).toBe(0);
    expect(changeRank(changed, "docs/b.mdx", 1)).toBe(2);
    expect(changeRank(undefined, "docs/a.mdx", 6)).toBe(2);
  });
});
