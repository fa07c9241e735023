import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { buildBaseTree } from "../../src/github/base-tree.js";
import { baselineFromGit } from "../../src/github/baseline.js";
import { git } from "../helpers/git.js";
import { tempProject } from "../helpers/temp-project.js";

function write(repo: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    writeFileSync(path.join(repo, file), text);
  }
}

function commitAll(repo: string, message: string): string {
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", message);
  return git(repo, "rev-parse", "HEAD");
}

/** Every entry under `folder`: a file's bytes, a link's target, a folder as such. */
function listing(folder: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (dir: string, rel: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) entries[relPath] = `-> ${readlinkSync(full)}`;
      else if (entry.isDirectory()) {
        entries[relPath] = "folder";
        walk(full, relPath);
      } else entries[relPath] = readFileSync(full, "latin1");
    }
  };
  walk(folder, "");
  return entries;
}

/** What `git worktree add` of `sha` leaves under the docs root and as the config file. */
function checkedOut(repo: string, sha: string): { docs: Record<string, string>; config: string } {
  const worktree = path.join(tempProject({}), "worktree");
  git(repo, "worktree", "add", "-q", "--detach", worktree, sha);
  try {
    return {
      docs: listing(path.join(worktree, "docs")),
      config: readFileSync(path.join(worktree, "docsgate.config.json"), "utf8"),
    };
  } finally {
    git(repo, "worktree", "remove", "--force", worktree);
  }
}

const inode = (file: string) => lstatSync(file).ino;

/**
 * A base commit and a working tree that differ in every way a pull request's checkout can: pages
 * modified, deleted, added, renamed; a link retargeted; a page edited but not committed, one only
 * touched, one untracked; files outside the root; line ends that git converts.
 */
function makeRepository() {
  const repo = tempProject({});
  git(repo, "init", "-q", "-b", "main");
  write(repo, {
    ".gitattributes": "*.crlf eol=crlf\n*.auto text=auto\n",
    "README.md": "# Project\n",
    "docsgate.config.json": '{ "rules": {} }\n',
    "docs/docs.json": '{ "name": "Base" }\n',
    "docs/index.mdx": "# Home\n",
    "docs/guides/setup.mdx": "# Setup\n",
    "docs/guides/unchanged.mdx": "# Unchanged\n",
    "docs/modified.mdx": "# Before\n",
    "docs/deleted.mdx": "# Deleted\n",
    "docs/old-name.mdx": "# Renamed\n",
    "docs/wip.mdx": "# Committed\n",
    "docs/touched.mdx": "# Touched\n",
    "docs/notes.crlf": "one\ntwo\n",
    "docs/mixed.auto": "one\r\ntwo\r\n",
  });
  symlinkSync("index.mdx", path.join(repo, "docs/link.mdx"));
  git(repo, "add", "-A");
  // A submodule: a checkout leaves an empty folder for it.
  git(repo, "update-index", "--add", "--cacheinfo", `160000,${"1".repeat(40)},docs/vendored`);
  git(repo, "commit", "-q", "-m", "Base");
  const base = git(repo, "rev-parse", "HEAD");

  write(repo, {
    "README.md": "# Project, renamed\n",
    "docsgate.config.json": '{ "rules": { "page/heading-h1": "off" } }\n',
    "docs/modified.mdx": "# After\n",
    "docs/added.mdx": "# Added\n",
  });
  rmSync(path.join(repo, "docs/deleted.mdx"));
  renameSync(path.join(repo, "docs/old-name.mdx"), path.join(repo, "docs/new-name.mdx"));
  rmSync(path.join(repo, "docs/link.mdx"));
  symlinkSync("guides/setup.mdx", path.join(repo, "docs/link.mdx"));
  const head = commitAll(repo, "Head");

  // The working tree past the head commit: as a job's steps may leave it.
  write(repo, { "docs/wip.mdx": "# Not committed\n", "docs/untracked.mdx": "# Untracked\n" });
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(repo, "docs/touched.mdx"), later, later);
  // Committed with CRLF under text=auto: the blob has LF, the working tree's copy CRLF, and git calls it unchanged.
  expect(git(repo, "diff", "--name-only", base, "--", "docs/mixed.auto")).toBe("");
  return { repo, base, head };
}

describe("buildBaseTree", () => {
  let fixture: ReturnType<typeof makeRepository>;
  let tree: string;
  let built: boolean;
  beforeAll(async () => {
    fixture = makeRepository();
    const scratch = tempProject({});
    tree = path.join(scratch, "tree");
    mkdirSync(tree);
    built = await buildBaseTree({
      topLevel: fixture.repo,
      baseSha: fixture.base,
      rootInTree: "docs",
      configInTree: "docsgate.config.json",
      tree,
      indexFile: path.join(scratch, "index"),
    });
  });

  test("holds what a worktree of the base commit holds under the root, and the base's config file", () => {
    expect(built).toBe(true);
    const worktree = checkedOut(fixture.repo, fixture.base);
    expect(listing(path.join(tree, "docs"))).toEqual(worktree.docs);
    expect(readFileSync(path.join(tree, "docsgate.config.json"), "utf8")).toBe(worktree.config);
    // What the comparison is of: the pull request's changes, and git's line-end conversion.
    expect(worktree.docs).toMatchObject({
      "modified.mdx": "# Before\n",
      "deleted.mdx": "# Deleted\n",
      "old-name.mdx": "# Renamed\n",
      "wip.mdx": "# Committed\n",
      "link.mdx": "-> index.mdx",
      "notes.crlf": "one\r\ntwo\r\n",
      "mixed.auto": "one\ntwo\n",
      vendored: "folder",
    });
    expect(worktree.docs).not.toHaveProperty("added.mdx");
    expect(worktree.docs).not.toHaveProperty("untracked.mdx");
    expect(worktree.docs).not.toHaveProperty("new-name.mdx");
    // Nothing else of the checkout: the root and the config file only.
    expect(readdirSync(tree).sort()).toEqual(["docs", "docsgate.config.json"]);
  });

  test("files the working tree has as the base had them are hard links to it; others are not", () => {
    const at = (folder: string, file: string) => path.join(folder, "docs", file);
    for (const file of ["index.mdx", "docs.json", "guides/setup.mdx", "guides/unchanged.mdx", "touched.mdx"])
      expect(inode(at(tree, file)), file).toBe(inode(at(fixture.repo, file)));
    for (const file of ["modified.mdx", "wip.mdx", "mixed.auto", "notes.crlf"])
      expect(inode(at(tree, file)), file).not.toBe(inode(at(fixture.repo, file)));
    expect(inode(path.join(tree, "docsgate.config.json"))).not.toBe(
      inode(path.join(fixture.repo, "docsgate.config.json")),
    );
  });

  test("a link that leads out of the root: not made, so the caller checks a worktree out", async () => {
    const repo = tempProject({});
    git(repo, "init", "-q", "-b", "main");
    write(repo, { "README.md": "# Project\n", "docs/index.mdx": "# Home\n" });
    symlinkSync("../README.md", path.join(repo, "docs/readme.mdx"));
    const base = commitAll(repo, "Base");
    const scratch = tempProject({});
    mkdirSync(path.join(scratch, "tree"));
    const options = { topLevel: repo, baseSha: base, tree: path.join(scratch, "tree") };
    expect(await buildBaseTree({ ...options, rootInTree: "docs", indexFile: path.join(scratch, "index") })).toBe(false);

    // Its check in a worktree finds the link's page as a checkout has it.
    const tempRoot = tempProject({});
    const baseline = await baselineFromGit({ workspace: repo, rootRelative: "docs", baseSha: base, tempRoot });
    expect(baseline).toMatchObject({ source: "git" });
    expect(readdirSync(tempRoot)).toEqual([]);
    expect(git(repo, "worktree", "list", "--porcelain").match(/^worktree /gm)).toHaveLength(1);
  });
});
