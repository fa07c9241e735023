import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BranchTarget, publishFolder, removeFolder } from "../../src/github/pages-branch.js";
import { git } from "../helpers/git.js";

let temp: string;
let origin: string;

beforeEach(() => {
  temp = mkdtempSync(path.join(os.tmpdir(), "docsgate-pages-branch-"));
  origin = path.join(temp, "origin.git");
  git(temp, "init", "-q", "--bare", origin);
  mkdirSync(path.join(temp, "work"));
});

afterEach(() => rmSync(temp, { recursive: true, force: true }));

function target(folder = "pr-preview/pr-1"): BranchTarget {
  return {
    remote: origin,
    branch: "gh-pages",
    folder,
    workRoot: path.join(temp, "work"),
    author: { name: "docsgate", email: "docsgate@example.test" },
  };
}

/** A built site of `pages` pages, each a few KB, plus a shared stylesheet. */
function site(name: string, pages: number, change: Record<string, string> = {}): string {
  const dir = path.join(temp, name);
  mkdirSync(path.join(dir, "_docsgate"), { recursive: true });
  writeFileSync(path.join(dir, "_docsgate", "site.css"), "body { margin: 0 }\n".repeat(200));
  for (let page = 0; page < pages; page++) {
    mkdirSync(path.join(dir, `page-${page}`), { recursive: true });
    // Pseudo-random text, so pages do not compress into each other.
    const words = Array.from({ length: 600 }, (_, i) => ((page * 7919 + i * 104729) % 99991).toString(36)).join(" ");
    writeFileSync(path.join(dir, `page-${page}`, "index.html"), `<h1>Page ${page}</h1><p>${words}</p>\n`);
  }
  for (const [file, text] of Object.entries(change)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const files = (ref = "gh-pages") => git(origin, "ls-tree", "-r", "--name-only", ref).split("\n").filter(Boolean);
const commits = (ref = "gh-pages") => Number(git(origin, "rev-list", "--count", ref));
const show = (spec: string) => git(origin, "show", `gh-pages:${spec}`);
const options = { message: "Preview of #1", maxBytes: 10 * 1024 * 1024 };

describe("publishFolder", () => {
  it("creates the missing branch with .nojekyll and the site under the folder", async () => {
    const result = await publishFolder(target(), site("site", 3), options);
    expect(result).toMatchObject({ status: "published", files: 4, attempts: 1 });
    expect(files()).toEqual([
      ".nojekyll",
      "pr-preview/pr-1/_docsgate/site.css",
      "pr-preview/pr-1/page-0/index.html",
      "pr-preview/pr-1/page-1/index.html",
      "pr-preview/pr-1/page-2/index.html",
    ]);
    expect(commits()).toBe(1);
    expect(git(origin, "rev-parse", "gh-pages")).toBe(result.status === "published" && result.commit);
    expect(git(origin, "log", "-1", "--format=%an <%ae> %s", "gh-pages")).toBe(
      "docsgate <docsgate@example.test> Preview of #1",
    );
    // The temporary repository is gone.
    expect(readdirSync(path.join(temp, "work"))).toEqual([]);
  });

  it("adds no commit when the site is unchanged", async () => {
    const dir = site("site", 3);
    const first = await publishFolder(target(), dir, options);
    const second = await publishFolder(target(), dir, options);
    expect(second).toEqual({ status: "unchanged", commit: first.status === "published" && first.commit, files: 4 });
    expect(commits()).toBe(1);
  });
});

describe("removeFolder", () => {
  it("removes the folder in one commit, and says absent when it is not there", async () => {
    await publishFolder(target(), site("site", 2), options);
    await publishFolder(target("pr-preview/pr-2"), site("other", 1), options);
    const removed = await removeFolder(target(), { message: "Remove the preview of #1" });
    expect(removed).toMatchObject({ status: "removed", attempts: 1 });
    expect(files()).toEqual([".nojekyll", "pr-preview/pr-2/_docsgate/site.css", "pr-preview/pr-2/page-0/index.html"]);
    expect(commits()).toBe(3);
    expect(await removeFolder(target(), { message: "again" })).toEqual({ status: "absent" });
    expect(commits()).toBe(3);
    expect(show(".nojekyll")).toBe("");
  });

  it("says absent when the branch is missing", async () => {
    expect(await removeFolder(target(), { message: "Remove" })).toEqual({ status: "absent" });
  });
});
