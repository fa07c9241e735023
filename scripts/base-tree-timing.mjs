// The base commit's files for a pull request's baseline: `git worktree add` + remove, against the
// base tree (src/github/base-tree.ts) + rm, median of 5 each, on a generated project committed in
// a temp repository with pages edited in the head.
// node scripts/base-tree-timing.mjs [--pages 2000] [--edited 20] [--runs 5]
import { execFileSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "2000" },
    edited: { type: "string", default: "20" },
    runs: { type: "string", default: "5" },
  },
});
const here = import.meta.dirname;
const temp = mkdtempSync(path.join(tmpdir(), "docsgate-base-tree-"));
const git = (...args) =>
  execFileSync("git", ["-C", repo, "-c", "user.name=Bench", "-c", "user.email=bench@example.test", ...args], {
    encoding: "utf8",
  }).trim();

const repo = path.join(temp, "repo");
mkdirSync(repo);
try {
  // The module as the action bundles it, without a TypeScript loader.
  const bundle = path.join(temp, "base-tree.mjs");
  await build({
    entryPoints: [path.join(here, "../src/github/base-tree.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: bundle,
    logLevel: "error",
  });
  const { buildBaseTree } = await import(bundle);

  execFileSync(
    process.execPath,
    [path.join(here, "../../shared/bench/gen-corpus.mjs"), path.join(repo, "docs"), "--pages", values.pages],
    { stdio: "ignore" },
  );
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("commit", "-q", "-m", "base");
  const base = git("rev-parse", "HEAD");
  const pages = git("ls-files", "docs")
    .split("\n")
    .filter((file) => file.endsWith(".mdx"));
  for (const page of pages.slice(0, Number(values.edited)))
    appendFileSync(path.join(repo, page), "\nEdited in the head.\n");
  git("commit", "-q", "-am", "head");

  const time = async (job) => {
    const started = process.hrtime.bigint();
    await job();
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const worktree = () => {
    const tree = mkdtempSync(path.join(temp, "worktree-"));
    git("-c", "checkout.workers=0", "worktree", "add", "-q", "--detach", tree, base);
    git("worktree", "remove", "--force", tree);
    rmSync(tree, { recursive: true, force: true });
    git("worktree", "prune");
  };
  let files = 0;
  const baseTree = async () => {
    const scratch = mkdtempSync(path.join(temp, "tree-"));
    const tree = path.join(scratch, "tree");
    mkdirSync(tree);
    const options = { topLevel: repo, baseSha: base, rootInTree: "docs", tree, indexFile: path.join(scratch, "index") };
    if (!(await buildBaseTree(options))) throw new Error("the base tree fell back to a worktree");
    files = readdirSync(path.join(tree, "docs"), { recursive: true }).length;
    rmSync(scratch, { recursive: true, force: true });
  };
  const times = { worktree: [], baseTree: [] };
  for (let run = 0; run < Number(values.runs); run++) {
    // Alternated, so drift in the machine's load touches both alike.
    times.worktree.push(await time(worktree));
    times.baseTree.push(await time(baseTree));
  }
  const median = (list) => list.toSorted((a, b) => a - b)[Math.floor(list.length / 2)];
  const show = (list) => list.map((ms) => ms.toFixed(0)).join(", ");
  console.log(
    `${pages.length} pages, ${values.edited} edited in the head; the base tree holds ${files} entries under docs/`,
  );
  console.log(`git worktree add + remove: median ${median(times.worktree).toFixed(0)} ms (${show(times.worktree)})`);
  console.log(`base tree + rm:            median ${median(times.baseTree).toFixed(0)} ms (${show(times.baseTree)})`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}
