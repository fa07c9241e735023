#!/usr/bin/env node
// Writes what docsgate prints and writes on every project of a corpus, for comparing two builds of dist/ byte for
// byte: `check --no-cache` as console, json and sarif, `build --no-links` (its report and the digest of every file of the site), and the action's outputs (its log, GITHUB_OUTPUT, the job
// summary and the report files it writes), with the run's temporary folders replaced by fixed names.
//
//   node scripts/compare-outputs.mjs OUT [--dist DIR] [--corpus DIR] [--only PROJECT,...]
//   diff -r OUT-before OUT-after
//
// Each project is copied to a temporary folder first, at its docs root's place in the repository (MANIFEST.tsv), so
// the corpus is only read.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: "string", default: "dist" },
    corpus: { type: "string", default: "../shared/corpus" },
    only: { type: "string" },
  },
});
if (positionals.length !== 1) {
  process.stderr.write(
    "usage: node scripts/compare-outputs.mjs OUT [--dist DIR] [--corpus DIR] [--only PROJECT,...]\n",
  );
  process.exit(2);
}
const out = path.resolve(positionals[0]);
const dist = path.resolve(values.dist);
const corpus = path.resolve(values.corpus);
const manifest = readFileSync(path.join(corpus, "MANIFEST.tsv"), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split("\t"))
  .map(([dir, , , docsRoot]) => ({ dir, docsRoot }))
  .filter(({ dir }) => values.only === undefined || values.only.split(",").includes(dir));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const baseEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([name]) => !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_|DOCSGATE_)|^(CI|FORCE_COLOR)$/.test(name),
  ),
);

for (const { dir, docsRoot } of manifest) {
  if (!existsSync(path.join(corpus, dir))) continue;
  const temp = mkdtempSync(path.join(os.tmpdir(), "docsgate-compare-"));
  const workspace = path.join(temp, "repo");
  // The corpus holds each project's docs root; the repository puts it at its place (`docs/` for some).
  cpSync(path.join(corpus, dir), path.join(workspace, docsRoot), { recursive: true });
  const target = path.join(out, dir);
  mkdirSync(target);
  const fixed = (text) => text.split(temp).join("<TEMP>");
  // mkdtemp's six random characters.
  const random = (text) =>
    text
      .replace(/docsgate-[A-Za-z0-9]{6}(?![A-Za-z0-9])/g, "docsgate-<RANDOM>")
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<UUID>");
  for (const format of ["console", "json", "sarif"]) {
    const run = spawnSync(
      process.execPath,
      [path.join(dist, "cli.js"), "check", docsRoot, "--no-cache", "--format", format],
      {
        cwd: workspace,
        env: { ...baseEnv, NO_COLOR: "1" },
        encoding: "utf8",
        maxBuffer: 1 << 30,
      },
    );
    writeFileSync(
      path.join(target, `check.${format}`),
      fixed(`${run.stdout}\n--- stderr\n${run.stderr}\n--- exit ${run.status}\n`),
    );
  }
  // The site: every file's digest, so that a page that changes is named.
  const site = path.join(temp, "site");
  const build = spawnSync(
    process.execPath,
    [path.join(dist, "cli.js"), "build", docsRoot, "--no-links", "--out", site],
    {
      cwd: workspace,
      env: { ...baseEnv, NO_COLOR: "1", DOCSGATE_NO_CACHE: "1" },
      encoding: "utf8",
      maxBuffer: 1 << 30,
    },
  );
  const files = existsSync(site)
    ? readdirSync(site, { recursive: true, withFileTypes: true })
        .filter((file) => file.isFile())
        .map((file) => path.join(file.parentPath, file.name))
        .map((file) => `${createHash("sha256").update(readFileSync(file)).digest("hex")}  ${path.relative(site, file)}`)
        .sort()
    : [];
  writeFileSync(
    path.join(target, "build.console"),
    fixed(`${build.stdout}\n--- stderr\n${build.stderr}\n--- exit ${build.status}\n`),
  );
  writeFileSync(path.join(target, "build.files"), `${files.join("\n")}\n`);
  const runnerTemp = path.join(temp, "runner");
  mkdirSync(runnerTemp);
  const outputFile = path.join(temp, "output.txt");
  const summaryFile = path.join(temp, "summary.md");
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  const inputs = {
    root: docsRoot,
    build: "false",
    preview: "false",
    comment: "false",
    "check-run": "false",
    cache: "false",
    "github-token": "",
  };
  const env = {
    ...baseEnv,
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: runnerTemp,
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_EVENT_NAME: "push",
    ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
  };
  const action = spawnSync(process.execPath, [path.join(dist, "index.js")], {
    cwd: workspace,
    env,
    encoding: "utf8",
    maxBuffer: 1 << 30,
  });
  // Output delimiters are random per run (ghadelimiter_<uuid>).
  const outputs = readFileSync(outputFile, "utf8").replace(/ghadelimiter_[0-9a-f-]+/g, "<DELIMITER>");
  writeFileSync(
    path.join(target, "action.log"),
    random(fixed(`${action.stdout}\n--- stderr\n${action.stderr}\n--- exit ${action.status}\n`)),
  );
  writeFileSync(path.join(target, "action.outputs"), random(fixed(outputs)));
  writeFileSync(path.join(target, "action.summary.md"), fixed(readFileSync(summaryFile, "utf8")));
  // The reports the action writes; its page cache is binary and keyed by the run.
  for (const file of readdirSync(runnerTemp, { recursive: true, withFileTypes: true })) {
    const from = path.join(file.parentPath, file.name);
    const name = path.relative(runnerTemp, from);
    if (!file.isFile() || name.startsWith("docsgate-page-cache")) continue;
    writeFileSync(
      path.join(target, `runner.${random(name).replaceAll(path.sep, "__")}`),
      random(fixed(readFileSync(from, "utf8"))),
    );
  }
  rmSync(temp, { recursive: true, force: true });
  process.stdout.write(`${dir}\n`);
}
