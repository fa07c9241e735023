import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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

  it("pushes only what changed when one page changed", async () => {
    const first = await publishFolder(target(), site("site", 40), options);
    const before = git(origin, "rev-parse", "gh-pages");
    const second = await publishFolder(
      target(),
      site("site", 40, { "page-7/index.html": "<h1>Changed</h1>\n" }),
      options,
    );
    if (first.status !== "published" || second.status !== "published") throw new Error("not published");
    // The new objects: the commit, the trees from the root down to page-7/, and the one changed page.
    const added = git(origin, "rev-list", "--objects", "gh-pages", `^${before}`).split("\n");
    expect(added.map((line) => line.split(" ")[1] ?? "(commit)")).toEqual([
      "(commit)",
      "",
      "pr-preview",
      "pr-preview/pr-1",
      "pr-preview/pr-1/page-7",
      "pr-preview/pr-1/page-7/index.html",
    ]);
    expect(second.bytesPushed).toBeGreaterThan(0);
    expect(second.bytesPushed).toBeLessThan(first.bytesPushed / 20);
    expect(show("pr-preview/pr-1/page-7/index.html")).toBe("<h1>Changed</h1>");
  });

  it("keeps every other path of the branch: the production site at the root and another pull request's folder", async () => {
    // The production site, pushed by someone else, without .nojekyll.
    const production = path.join(temp, "production");
    git(temp, "init", "-q", "-b", "gh-pages", production);
    writeFileSync(path.join(production, "index.html"), "<h1>Production</h1>\n");
    mkdirSync(path.join(production, "pr-preview", "pr-2"), { recursive: true });
    writeFileSync(path.join(production, "pr-preview", "pr-2", "index.html"), "<h1>Another preview</h1>\n");
    mkdirSync(path.join(production, "pr-preview", "pr-1", "gone"), { recursive: true });
    writeFileSync(path.join(production, "pr-preview", "pr-1", "gone", "index.html"), "<h1>An older preview</h1>\n");
    writeFileSync(path.join(production, "run.sh"), "#!/bin/sh\n");
    git(production, "add", ".");
    git(production, "update-index", "--chmod=+x", "run.sh");
    git(production, "commit", "-q", "-m", "Production");
    git(production, "push", "-q", origin, "gh-pages");
    const others = (ref: string) =>
      git(origin, "ls-tree", "-r", ref)
        .split("\n")
        .filter((line) => !line.includes("\tpr-preview/pr-1/") && !line.endsWith("\t.nojekyll"));
    const before = others("gh-pages");

    const result = await publishFolder(target(), site("site", 1), options);
    expect(result).toMatchObject({ status: "published" });
    expect(others("gh-pages")).toEqual(before);
    expect(files()).toEqual([
      ".nojekyll",
      "index.html",
      "pr-preview/pr-1/_docsgate/site.css",
      "pr-preview/pr-1/page-0/index.html",
      "pr-preview/pr-2/index.html",
      "run.sh",
    ]);
    expect(commits()).toBe(2);
    expect(git(origin, "rev-parse", "gh-pages^")).toBe(git(production, "rev-parse", "HEAD"));
  });

  it("lands every preview when several pull requests publish at once", async () => {
    const numbers = [1, 2, 3, 4];
    const results = await Promise.all(
      numbers.map((n) =>
        publishFolder(target(`pr-preview/pr-${n}`), site(`site-${n}`, 2), { ...options, maxAttempts: 10 }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(["published", "published", "published", "published"]);
    for (const n of numbers) expect(files()).toContain(`pr-preview/pr-${n}/page-1/index.html`);
    expect(commits()).toBe(4);
  });

  it("publishes every file of the site, a .gitignore among them ignoring none", async () => {
    const dir = site("site", 1, { ".gitignore": "*.html\n" });
    expect(await publishFolder(target(), dir, options)).toMatchObject({ status: "published", files: 3 });
    expect(files()).toContain("pr-preview/pr-1/page-0/index.html");
  });

  it("does not publish a site over the size limit", async () => {
    const result = await publishFolder(target(), site("site", 3), { ...options, maxBytes: 1000 });
    expect(result).toEqual({ status: "too-large", bytes: expect.any(Number), limit: 1000 });
    expect(result.status === "too-large" && result.bytes).toBeGreaterThan(1000);
    expect(git(origin, "branch", "--list")).toBe("");
  });

  it("does not publish a site with a symbolic link in it", async () => {
    const dir = site("site", 1);
    symlinkSync("/etc/passwd", path.join(dir, "page-0", "passwd.html"));
    expect(await publishFolder(target(), dir, options)).toEqual({
      status: "failed",
      problem:
        "the site was not published: page-0/passwd.html: a symbolic link; a published site holds files and folders only",
    });
    expect(git(origin, "branch", "--list")).toBe("");
  });

  it.each(["", "/pr-1", "pr-preview/../pr-1", "pr-preview//pr-1", "pr-1/", ".git", "pr/.git", "a\\b", "pr\n1", "."])(
    "refuses the folder %j",
    async (folder) => {
      const result = await publishFolder(target(folder), site("site", 1), options);
      expect(result).toEqual({ status: "failed", problem: expect.stringContaining("is not a relative path") });
      expect(await removeFolder(target(folder), { message: "Remove" })).toEqual(result);
      expect(git(origin, "branch", "--list")).toBe("");
    },
  );
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
