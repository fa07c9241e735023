#!/usr/bin/env node
// Measures `docsgate check` the way a user meets it: the whole process
// (`node dist/cli.js check DIR --format json`), wall time and peak memory, median of several runs,
// on synthetic projects from the shared generator and on the Cloudanix corpus project.
//
//   npm run bench -- [--large] [--runs N] [--keep]
//
// On the synthetic 2,000-page project `docsgate build` (check, render, write the site) runs beside
// the check in the same run; the table gives build / check (the target is at most 1.5x) and the
// build's own steps (model, page documents, search index, writing) from DOCSGATE_BUILD_TIMINGS=1.
// Then 500 synthetic pages are built plain and as endpoint pages, each naming an operation of its
// own (the target is at most 2x).
//
// Then the v2 layout's config and navigation checks: a synthetic v2 project and mintlify__docs,
// each beside the same check with every config/ and nav/ rule off, and beside the build that
// DOCSGATE_BENCH_BASELINE_CLI names, if any (one from before those checks, to compare with).
//
// Last, the pull-request path of the action: a git repository whose base commit is a synthetic
// 2,000-page project with planted problems and whose head commit adds a broken link to 20 of its
// pages; `node dist/index.js` runs on a pull_request event of it (no build, no github-token, so no
// network) without a baseline and with `baseline: auto` (the base commit checked in a temporary
// tree of its docs root, unchanged files hard-linked from the head's), beside `docsgate check` of the head and a bare
// `git worktree add` + remove (what the baseline cost before the base tree).
//
// Each check also runs with every writing-style rule switched off (a docsgate.config.json that
// sets each `style/*` rule to "off"), and, where the project has OpenAPI files, with those files
// ignored, so the table shows what the style rules and the OpenAPI stage add.
//
// The memory section: peak RSS of `docsgate build` (with its link check) of Cloudanix__docs and mintlify__docs, and of
// `check` of 20,000 synthetic pages, against the targets (800, 700 and 600 MB); one run each, as peak memory barely
// moves from run to run.
//
// The largest valid inputs (scripts/large-inputs.mjs): the build of 50,000 pages in 50 groups of 1,000, whose pages'
// size must not grow with their group (mean and largest page, the shared sidebar files); docs.json files of 330,000
// redirects (past the config's size limit: one diagnostic) and of 80,000 (under it), checked and built; a build with a
// 9 MB description. One run each, with CPU time beside wall time, against the budgets in LARGEST_BUDGET.
//
// The preview's publish (src/github/pages-branch.ts, bundled with esbuild): the built 2,000-page synthetic site pushed
// into pr-preview/pr-1/ of a branch of a local bare repository, the first time (the branch created), then again after
// one page changed (rebuilt), and once more unchanged: wall time and the bytes of the pack each push sent.
//
// The preview's cost: `docsgate build` of a synthetic v2 2,000-page project and of mintlify__docs (wall, peak RSS, site
// size and mean page), beside DOCSGATE_BENCH_BASELINE_CLI's build when set; and the weight of a page drawn by a
// component the page defines beside the same text in Markdown.
//
// Versions: a versioned, translated project from scripts/versioned-project.mjs (4 languages x 31 versions x 200 pages,
// 24,800 pages of which 1,760 distinct) beside the same project's distinct pages alone: the cold `check --no-cache` of
// each (at most 3 runs: each takes about 30 s), the versioned one with the page pass's sharing switched off
// (DOCSGATE_SHARE_CONTENT=0, about 11 minutes: one run, with --large only), the re-check from the page cache with nothing
// changed and after a line was added to the snippet every third page shows (against 15% of the cold check), and
// `build --no-links` of each (one run; about 5 minutes and 3 GB for the versioned one), against the targets (the
// versioned cold check at most 60 s and 800 MB).
//
// The language server: `docsgate lsp` driven by an LSP client over stdio (scripts/lsp-bench.mjs) on the synthetic
// 2,000-page project and on firecrawl__firecrawl-docs, the corpus's largest, beside `docsgate check` of each on the same
// warm page cache: the time to an opened page's first diagnostics, the median and p95 of 50 edits inside that page and
// of 50 that change what another page sees, and the server's peak memory, against the targets (1 s, 150 ms, 1 s,
// 600 MB).
//
// `--only cache`, `--only pull-request`, `--only memory`, `--only largest`, `--only publish`, `--only preview`,
// `--only versions` or `--only lsp` measures that section alone (its rows still side by side). --large adds a 10,000-page project, the
// largest inputs and the versioned check without sharing; --runs sets the measured runs (default 5, after one warm-up
// run; the versions section: at most 3, no warm-up); --keep leaves the generated projects in the temporary folder. Peak
// memory comes from GNU time (/usr/bin/time); without it only wall time is reported.
//
// Environment: DOCSGATE_BENCH_GEN overrides the path of gen-corpus.mjs; DOCSGATE_BENCH_CLI the
// path of the CLI bundle (to compare another build with dist/); DOCSGATE_BENCH_ACTION the path of
// the action's bundle (dist/index.js); DOCSGATE_BENCH_BASELINE_CLI a second CLI bundle the v2 table
// compares with; DOCSGATE_BENCH_VERSIONS="P,V,L" the versioned project's pages, versions and languages (default
// "200,31,4", passed to scripts/versioned-project.mjs as --pages P --versions V --languages L). Without the action's
// bundle or git the pull-request section is skipped.
import { spawnSync } from "node:child_process";
import {
  appendFileSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { descriptionProject, groupsProject, redirectsProject } from "./large-inputs.mjs";

const USAGE =
  "usage: npm run bench -- [--large] [--runs N] [--keep] [--only cache|pull-request|memory|largest|publish|preview|versions|lsp]";
/** The sections `--only` can pick, each measured side by side within itself. */
const SECTIONS = ["cache", "pull-request", "memory", "largest", "publish", "preview", "versions", "lsp"];
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const CLI = process.env.DOCSGATE_BENCH_CLI
  ? path.resolve(process.env.DOCSGATE_BENCH_CLI)
  : path.join(REPO, "dist", "cli.js");
const ACTION = process.env.DOCSGATE_BENCH_ACTION
  ? path.resolve(process.env.DOCSGATE_BENCH_ACTION)
  : path.join(REPO, "dist", "index.js");
const GENERATOR = process.env.DOCSGATE_BENCH_GEN
  ? path.resolve(process.env.DOCSGATE_BENCH_GEN)
  : path.resolve(REPO, "../shared/bench/gen-corpus.mjs");
const CLOUDANIX = path.resolve(REPO, "../shared/corpus/Cloudanix__docs");
const MINTLIFY = path.resolve(REPO, "../shared/corpus/mintlify__docs");
const BASELINE_CLI = process.env.DOCSGATE_BENCH_BASELINE_CLI
  ? path.resolve(process.env.DOCSGATE_BENCH_BASELINE_CLI)
  : undefined;
const PREFECT = path.resolve(REPO, "../shared/corpus/CodSpeedHQ__prefect");
/** The largest project of the corpus: 5,500 pages, 45 MB. */
const FIRECRAWL = path.resolve(REPO, "../shared/corpus/firecrawl__firecrawl-docs");
const BARE_PARSE = path.join(REPO, "scripts", "bare-parse.mjs");
const VERSIONED_PROJECT = path.join(REPO, "scripts", "versioned-project.mjs");
const GNU_TIME = "/usr/bin/time";

/** A problem with the set-up or a broken run: reported in one line, exit status 2. */
class BenchError extends Error {}

function fail(message) {
  throw new BenchError(message);
}

function parseOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        large: { type: "boolean", default: false },
        runs: { type: "string", default: "5" },
        keep: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
        only: { type: "string" },
      },
    });
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(USAGE);
    return undefined;
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs takes a whole number of at least 1\n${USAGE}`);
  if (values.only !== undefined && !SECTIONS.includes(values.only))
    fail(`--only takes one of ${SECTIONS.join(", ")}\n${USAGE}`);
  return { large: values.large, runs, keep: values.keep, only: values.only };
}

/** GNU time reports peak RSS with `-f %M`; BSD time (macOS) has no `-f`, so there we report wall time only. */
function gnuTimeWorks() {
  if (!existsSync(GNU_TIME)) return false;
  const probe = spawnSync(GNU_TIME, ["-f", "%M", process.execPath, "-e", ""], { encoding: "utf8" });
  return probe.status === 0 && /^\d+\s*$/.test(probe.stderr.trim().split("\n").at(-1) ?? "");
}

function countFiles(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return { files: files.length, pages: files.filter((entry) => /\.mdx?$/i.test(entry.name)).length };
}

function generate(dir, pages, defects = 0, layout = "legacy") {
  const child = spawnSync(
    process.execPath,
    [GENERATOR, dir, "--pages", String(pages), "--layout", layout, ...(defects ? ["--defects", String(defects)] : [])],
    { encoding: "utf8" },
  );
  if (child.status !== 0) fail(`the generator failed on ${pages} pages:\n${child.stderr}`);
}

/** The totals of one `--format json` report (its `summary`, documented in the README). */
function reportSummary(stdout) {
  const { summary } = JSON.parse(stdout);
  return summary;
}

/** A settings file that switches every writing-style rule off, from the CLI's own rule list. */
function writeNoStyleSettings(temp) {
  const listed = spawnSync(process.execPath, [CLI, "rules"], { encoding: "utf8" });
  if (listed.status !== 0) fail(`\`docsgate rules\` failed:\n${listed.stderr}`);
  const ids = listed.stdout
    .split("\n")
    .map((line) => line.split(/\s+/)[0])
    .filter((id) => id?.startsWith("style/"));
  if (!ids.length) fail("`docsgate rules` lists no style/ rules");
  const file = path.join(temp, "no-style.json");
  writeFileSync(file, JSON.stringify({ rules: Object.fromEntries(ids.map((id) => [id, "off"])) }));
  return file;
}

/** The OpenAPI files of a project (YAML or JSON whose start says `openapi` or `swagger`), relative to it. */
function openapiFiles(dir) {
  const head = Buffer.alloc(65536);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|json)$/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const fd = openSync(file, "r");
      const length = readSync(fd, head, 0, head.length, 0);
      closeSync(fd);
      return /^\s*["']?(openapi|swagger)["']?\s*:/m.test(head.toString("utf8", 0, length));
    })
    .map((file) => path.relative(dir, file).split(path.sep).join("/"));
}

/** A settings file that ignores the project's OpenAPI files, or undefined when it has none. */
function writeNoOpenapiSettings(temp, workload, index) {
  const files = openapiFiles(workload.dir);
  if (!files.length) return undefined;
  const file = path.join(temp, `no-openapi-${index}.json`);
  writeFileSync(file, JSON.stringify({ ignore: files }));
  return file;
}

/**
 * `config`: a settings file (the style rules off, or the OpenAPI files ignored); `bare`: the bare
 * parse; `cached`: the check with its page cache (every other check runs without it, cold).
 */
function runOnce(dir, measureRss, mode = "check", config = undefined, cli = CLI) {
  const bare = mode === "bare";
  const checkArgs = bare
    ? [BARE_PARSE, dir]
    : [cli, "check", dir, "--format", "json", ...(config ? ["--config", config] : [])];
  const [command, args] = measureRss
    ? [GNU_TIME, ["-f", "%M", process.execPath, ...checkArgs]]
    : [process.execPath, checkArgs];
  const start = process.hrtime.bigint();
  const child = spawnSync(command, args, {
    encoding: "utf8",
    maxBuffer: 1024 ** 3,
    env: { ...process.env, DOCSGATE_CHECK_TIMINGS: "1", DOCSGATE_NO_CACHE: mode === "cached" ? "" : "1" },
  });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.error) fail(`could not run the check: ${child.error.message}`);
  // Exit 0 is clean and 1 is "failing diagnostics found"; anything else is a broken run.
  if (child.status !== 0 && child.status !== 1)
    fail(`the check of ${dir} exited with ${child.status}:\n${child.stderr}`);
  const rssKb = measureRss ? Number(child.stderr.trim().split("\n").at(-1)) : undefined;
  if (bare) return { wallMs, rssKb, status: child.status };
  // The check's own steps (DOCSGATE_CHECK_TIMINGS=1): builds from before it printed none.
  const steps = Object.fromEntries(
    [...(/check steps \(ms\): (.*)/.exec(child.stderr)?.[1] ?? "").matchAll(/(\w+) (\d+)/g)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
  return { wallMs, rssKb, status: child.status, summary: reportSummary(child.stdout), steps };
}

let buildRuns = 0;

/**
 * One `docsgate build`; its step timings come from DOCSGATE_BUILD_TIMINGS=1 on stderr. Into a
 * new folder each time (kept until the end), with the disk's write queue flushed, as a CI build
 * writes: deleting the last build's 40 MB just before made the disk, not docsgate, set the
 * write step's time (up to 10x).
 */
function buildOnce(dir, temp, measureRss, links = false, cli = CLI) {
  const out = path.join(temp, `site-${++buildRuns}`);
  spawnSync("sync");
  const buildArgs = [cli, "build", dir, "--out", out, "--format", "json", ...(links ? [] : ["--no-links"])];
  const [command, args] = measureRss
    ? [GNU_TIME, ["-f", "%M", process.execPath, ...buildArgs]]
    : [process.execPath, buildArgs];
  const start = process.hrtime.bigint();
  const child = spawnSync(command, args, {
    encoding: "utf8",
    maxBuffer: 1024 ** 3,
    env: { ...process.env, DOCSGATE_BUILD_TIMINGS: "1" },
  });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.error) fail(`could not run the build: ${child.error.message}`);
  if (child.status !== 0 && child.status !== 1)
    fail(`the build of ${dir} exited with ${child.status}:\n${child.stderr}`);
  const steps = Object.fromEntries(
    [...(/build steps \(ms\): (.*)/.exec(child.stderr)?.[1] ?? "").matchAll(/(\w+) (\d+)/g)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
  const linkSteps = Object.fromEntries(
    [...(/link check steps \(ms\): (.*)/.exec(child.stderr)?.[1] ?? "").matchAll(/(\w+) (\d+)/g)].map((m) => [
      m[1],
      Number(m[2]),
    ]),
  );
  const pages = Number(/Built ([\d,]+) pages?/.exec(child.stderr)?.[1]?.replace(/,/g, "") ?? NaN);
  const rssKb = measureRss ? Number(child.stderr.trim().split("\n").at(-1)) : undefined;
  return { wallMs, rssKb, steps, linkSteps, pages, out };
}

function measureBuild(workload, runs, measureRss, temp) {
  console.error(
    `bench: ${workload.label}: build without and with the link check, 1 warm-up run each + ${runs} measured runs each, beside a check`,
  );
  buildOnce(workload.dir, temp, measureRss);
  buildOnce(workload.dir, temp, measureRss, true);
  const builds = [];
  const crawled = [];
  const checks = [];
  for (let i = 0; i < runs; i++) {
    builds.push(buildOnce(workload.dir, temp, measureRss));
    crawled.push(buildOnce(workload.dir, temp, measureRss, true));
    checks.push(runOnce(workload.dir, measureRss));
  }
  const step = (name) => median(builds.map((build) => build.steps[name] ?? NaN));
  return {
    label: workload.label,
    pages: builds.at(-1).pages,
    checkWall: median(checks.map((run) => run.wallMs)),
    buildWall: median(builds.map((run) => run.wallMs)),
    buildRssKb: measureRss ? median(builds.map((run) => run.rssKb)) : undefined,
    steps: { model: step("model"), pages: step("pages"), search: step("search"), write: step("write") },
    crawledWall: median(crawled.map((run) => run.wallMs)),
    crawledRssKb: measureRss ? median(crawled.map((run) => run.rssKb)) : undefined,
    crawlRead: median(crawled.map((run) => run.steps.crawl ?? NaN)),
    crawlInternal: median(crawled.map((run) => run.linkSteps.internal ?? NaN)),
  };
}

function printBuildTable(results, runs) {
  console.log("");
  console.log(
    `\`docsgate build DIR --out OUT --format json\` beside \`check\` of the same project, median of ${runs} run${runs === 1 ? "" : "s"} each (alternating) after a warm-up build.`,
  );
  console.log("");
  console.log(
    "| workload | pages built | check wall | build wall | build / check | build peak RSS | model | page documents | search index | write files |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const ms = (value) => `${number(Math.round(value))} ms`;
  for (const r of results) {
    const share = (value) => `${ms(value)} (${((value / r.buildWall) * 100).toFixed(0)}%)`;
    console.log(
      `| ${r.label} | ${number(r.pages)} | ${seconds(r.checkWall)} | ${seconds(r.buildWall)} | ${(r.buildWall / r.checkWall).toFixed(2)}x | ${r.buildRssKb === undefined ? "-" : `${number(Math.round(r.buildRssKb / 1024))} MB`} | ${ms(r.steps.model)} | ${share(r.steps.pages)} | ${share(r.steps.search)} | ${share(r.steps.write)} |`,
    );
  }
  console.log("");
  console.log(
    "The step columns are the build's own stages after the check (DOCSGATE_BUILD_TIMINGS=1), with their share of the build's wall time; rendering the pages' bodies happens inside the check's page pass; the page documents, the search indexes and the files are made and written one after another on the main thread.",
  );
  console.log("");
  console.log(
    `The internal link check: \`docsgate build\` (which crawls) against \`build --no-links\`, same runs. The crawl's cost is the difference of the two walls; the target is at most the check's wall.`,
  );
  console.log("");
  console.log(
    "| workload | check wall | build --no-links | build (with crawl) | crawl | crawl / check | peak RSS with crawl | reading documents | checking URLs and fragments |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    const crawl = r.crawledWall - r.buildWall;
    console.log(
      `| ${r.label} | ${seconds(r.checkWall)} | ${seconds(r.buildWall)} | ${seconds(r.crawledWall)} | ${seconds(crawl)} | ${(crawl / r.checkWall).toFixed(2)}x | ${r.crawledRssKb === undefined ? "-" : `${number(Math.round(r.crawledRssKb / 1024))} MB`} | ${ms(r.crawlRead)} | ${ms(r.crawlInternal)} |`,
    );
  }
  console.log("");
  console.log(
    "Reading documents: the build reads each HTML document it writes for its links and ids as it writes it; checking: every distinct URL of the site once with linkinator against the site served on 127.0.0.1, every fragment against its page's ids.",
  );
}

/** Pages of the endpoint-page workload: 500 pages built plain, and the same 500 each naming its own operation. */
const API_PAGES = 500;

/**
 * Two projects from one generated 500-page project: every page plain (no `openapi` front
 * matter), and every page an endpoint page naming an operation of its own (the generator's
 * operation shape, one per page, added to its OpenAPI file), so no page reuses another's.
 */
function makeEndpointWorkloads(temp) {
  const source = path.join(temp, `synthetic-${API_PAGES}`);
  console.error(`bench: generating ${number(API_PAGES)} pages in ${source}`);
  generate(source, API_PAGES);
  const plain = path.join(temp, `plain-${API_PAGES}`);
  const endpoints = path.join(temp, `endpoints-${API_PAGES}`);
  cpSync(source, plain, { recursive: true });
  cpSync(source, endpoints, { recursive: true });
  const pages = readdirSync(source, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .sort();
  const operations = [];
  pages.forEach((file, i) => {
    const text = readFileSync(path.join(source, file), "utf8").replace(/^openapi: .*\n/m, "");
    writeFileSync(path.join(plain, file), text);
    operations.push(
      `  /bench${i}/{id}:`,
      "    parameters:",
      "      - name: id",
      "        in: path",
      "        required: true",
      "        schema:",
      "          type: string",
      "    get:",
      `      operationId: bench${i}`,
      `      summary: Get bench resource ${i}`,
      "      responses:",
      "        '200':",
      "          description: OK",
      "        '404':",
      "          description: Not found",
    );
    writeFileSync(
      path.join(endpoints, file),
      text.replace(/^(description: .*\n)/m, `$1openapi: "GET /bench${i}/{id}"\n`),
    );
  });
  writeFileSync(
    path.join(endpoints, "openapi.yaml"),
    `${readFileSync(path.join(source, "openapi.yaml"), "utf8")}${operations.join("\n")}\n`,
  );
  return { plain, endpoints };
}

function measureEndpointBuilds(dirs, runs, measureRss, temp) {
  console.error(
    `bench: ${number(API_PAGES)} endpoint pages against ${number(API_PAGES)} plain pages: build, 1 warm-up run each + ${runs} measured runs each, alternating`,
  );
  buildOnce(dirs.plain, temp, measureRss);
  buildOnce(dirs.endpoints, temp, measureRss);
  const plain = [];
  const endpoints = [];
  for (let i = 0; i < runs; i++) {
    plain.push(buildOnce(dirs.plain, temp, measureRss));
    endpoints.push(buildOnce(dirs.endpoints, temp, measureRss));
  }
  return { plain, endpoints };
}

function printEndpointTable({ plain, endpoints }, runs) {
  const wall = (builds) => median(builds.map((build) => build.wallMs));
  const rss = (builds) =>
    builds[0].rssKb === undefined ? "-" : `${number(Math.round(median(builds.map((build) => build.rssKb)) / 1024))} MB`;
  console.log("");
  console.log(
    `\`docsgate build\` of ${number(API_PAGES)} synthetic pages, plain and as endpoint pages (each naming its own operation), median of ${runs} alternating runs.`,
  );
  console.log("");
  console.log("| workload | pages built | build wall | peak RSS | endpoint step |");
  console.log("|---|---:|---:|---:|---:|");
  console.log(
    `| ${number(API_PAGES)} plain pages | ${number(plain.at(-1).pages)} | ${seconds(wall(plain))} | ${rss(plain)} | - |`,
  );
  console.log(
    `| ${number(API_PAGES)} endpoint pages | ${number(endpoints.at(-1).pages)} | ${seconds(wall(endpoints))} | ${rss(endpoints)} | ${number(Math.round(median(endpoints.map((build) => build.steps.api ?? NaN))))} ms |`,
  );
  console.log("");
  console.log(
    `Endpoint pages / plain pages: ${(wall(endpoints) / wall(plain)).toFixed(2)}x (the target is at most 2x).`,
  );
}

/** The pull-request workload: its pages, the problems planted in its base, and the pages its head commit changes. */
const PR_PAGES = 2000;
const PR_DEFECTS = 100;
const PR_CHANGED = 20;

/** One git command in `cwd`, without the user's hooks or signing; a failure is a set-up problem. */
function git(cwd, ...args) {
  const child = spawnSync(
    "git",
    [
      "-c",
      "user.name=docsgate bench",
      "-c",
      "user.email=bench@example.test",
      "-c",
      "commit.gpgsign=false",
      "-c",
      "core.hooksPath=/dev/null",
      ...args,
    ],
    { cwd, encoding: "utf8" },
  );
  if (child.error) fail(`could not run git: ${child.error.message}`);
  if (child.status !== 0) fail(`\`git ${args.join(" ")}\` in ${cwd} exited with ${child.status}:\n${child.stderr}`);
  return child.stdout.trim();
}

function gitWorks() {
  const probe = spawnSync("git", ["--version"], { encoding: "utf8" });
  return !probe.error && probe.status === 0;
}

/**
 * A repository whose `docs/` folder is the generated project with planted problems (the base
 * commit), and a head commit that appends a line with a broken link to PR_CHANGED pages spread
 * over the sections (none of them a page with a planted problem, so each adds exactly one new
 * problem), with the pull_request payload GitHub would send for it.
 */
function makePullRequestWorkload(temp) {
  const workspace = path.join(temp, "pull-request");
  const docs = path.join(workspace, "docs");
  mkdirSync(workspace);
  git(workspace, "init", "-q", "-b", "main");
  console.error(`bench: generating ${number(PR_PAGES)} pages with ${PR_DEFECTS} planted problems in ${docs}`);
  generate(docs, PR_PAGES, PR_DEFECTS);
  git(workspace, "add", "-A");
  git(workspace, "commit", "-q", "-m", "base");
  const baseSha = git(workspace, "rev-parse", "HEAD");
  const planted = new Set(
    JSON.parse(readFileSync(path.join(docs, "expected.json"), "utf8")).map((defect) => defect.file),
  );
  const pages = readdirSync(docs, { recursive: true, encoding: "utf8" })
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => file.endsWith(".mdx") && !planted.has(file))
    .sort();
  const stride = Math.floor(pages.length / PR_CHANGED);
  const changed = Array.from({ length: PR_CHANGED }, (_, i) => pages[i * stride]);
  changed.forEach((file, i) => appendFileSync(path.join(docs, file), `\nSee [the moved page](/guides/moved-${i}).\n`));
  git(workspace, "commit", "-q", "-am", "head: link to moved pages");
  const headSha = git(workspace, "rev-parse", "HEAD");
  const event = path.join(temp, "pull-request-event.json");
  writeFileSync(
    event,
    JSON.stringify({
      action: "synchronize",
      number: 7,
      pull_request: {
        number: 7,
        head: { sha: headSha, ref: "feature", repo: { full_name: "acme/docs" } },
        base: { sha: baseSha, ref: "main", repo: { full_name: "acme/docs" } },
      },
      repository: { full_name: "acme/docs" },
    }),
  );
  return {
    label: `synthetic, ${number(PR_PAGES)} pages, ${PR_CHANGED} changed`,
    workspace,
    docs,
    baseSha,
    event,
    changed,
  };
}

/**
 * The bench's environment without what a surrounding GitHub job would hand the action (its inputs, token, output
 * files).
 */
function stepEnv() {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)|^(CI|NO_COLOR|FORCE_COLOR)$/.test(key),
    ),
  );
}

/** GITHUB_OUTPUT holds `name<<delimiter`, the value's lines, then the delimiter. */
function parseOutputs(text) {
  return Object.fromEntries(
    [...text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)].map((match) => [match[1], match[3]]),
  );
}

let actionRuns = 0;

/**
 * One run of the action's bundle as a runner starts it on the pull request, in a step folder of
 * its own (job summary, outputs, RUNNER_TEMP, where the base's worktree and the reports go).
 * The project has errors, so the step must fail with exit 1 and still have written its run report;
 * anything else (another exit status, "docsgate could not run", no baseline when one was asked
 * for) is a broken run.
 */
function actionOnce(pr, temp, measureRss, baseline) {
  const step = path.join(temp, `step-${++actionRuns}`);
  const runnerTemp = path.join(step, "runner-temp");
  mkdirSync(runnerTemp, { recursive: true });
  const summaryFile = path.join(step, "summary.md");
  const outputFile = path.join(step, "output.txt");
  writeFileSync(summaryFile, "");
  writeFileSync(outputFile, "");
  const env = {
    ...stepEnv(),
    GITHUB_ACTIONS: "true",
    CI: "true",
    GITHUB_WORKSPACE: pr.workspace,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: pr.event,
    GITHUB_REPOSITORY: "acme/docs",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: "1",
    RUNNER_TEMP: runnerTemp,
    INPUT_ROOT: "docs",
    INPUT_BUILD: "false",
    INPUT_BASELINE: baseline,
  };
  const [command, args] = measureRss
    ? [GNU_TIME, ["-f", "%M", process.execPath, ACTION]]
    : [process.execPath, [ACTION]];
  const start = process.hrtime.bigint();
  const child = spawnSync(command, args, { cwd: pr.workspace, env, encoding: "utf8", maxBuffer: 1024 ** 3 });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.error) fail(`could not run the action: ${child.error.message}`);
  const failures = child.stdout
    .split("\n")
    .filter((line) => line.startsWith("::error::"))
    .join("\n");
  const what = `the action (baseline: ${baseline}) on ${pr.workspace}`;
  if (child.status !== 1)
    fail(`${what} exited with ${child.status}, not 1 (the project's errors):\n${failures}\n${child.stderr}`);
  const runReport = parseOutputs(readFileSync(outputFile, "utf8"))["run-report"];
  if (!runReport || !existsSync(runReport)) fail(`${what} wrote no run report:\n${failures || child.stderr}`);
  const report = JSON.parse(readFileSync(runReport, "utf8"));
  if (baseline === "auto" && report.baseline?.source !== "git")
    fail(`${what} has no baseline from git: ${report.baseline?.problem ?? JSON.stringify(report.baseline)}`);
  if (baseline === "false" && report.baseline !== null)
    fail(`${what} compared with a baseline: ${JSON.stringify(report.baseline).slice(0, 200)}`);
  const result = {
    wallMs,
    rssKb: measureRss ? Number(child.stderr.trim().split("\n").at(-1)) : undefined,
    status: child.status,
    totals: report.totals,
    newProblems: report.diagnostics.filter((diagnostic) => diagnostic.isNew === true).length,
    summaryBytes: statSync(summaryFile).size,
    runReportBytes: statSync(runReport).size,
  };
  rmSync(step, { recursive: true, force: true });
  return result;
}

/**
 * What the baseline's git steps cost on their own: `git worktree add --detach` of the base, then remove and prune, as
 * baseline.ts does.
 */
function worktreeOnce(pr, temp) {
  const tree = path.join(temp, "bench-worktree");
  const start = process.hrtime.bigint();
  git(pr.workspace, "worktree", "add", "-q", "--detach", tree, pr.baseSha);
  git(pr.workspace, "worktree", "remove", "--force", tree);
  git(pr.workspace, "worktree", "prune");
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function measurePullRequest(pr, runs, measureRss, temp) {
  console.error(
    `bench: ${pr.label}: the action without and with the baseline, a check of the head and a bare git worktree, 1 warm-up run each + ${runs} measured runs each, alternating`,
  );
  actionOnce(pr, temp, measureRss, "false");
  actionOnce(pr, temp, measureRss, "auto");
  runOnce(pr.docs, measureRss);
  worktreeOnce(pr, temp);
  const plain = [];
  const withoutBaseline = [];
  const withBaseline = [];
  const worktrees = [];
  for (let i = 0; i < runs; i++) {
    plain.push(runOnce(pr.docs, measureRss));
    withoutBaseline.push(actionOnce(pr, temp, measureRss, "false"));
    withBaseline.push(actionOnce(pr, temp, measureRss, "auto"));
    worktrees.push(worktreeOnce(pr, temp));
  }
  return { pr, plain, withoutBaseline, withBaseline, worktreeWall: median(worktrees) };
}

function printPullRequestTable({ pr, plain, withoutBaseline, withBaseline, worktreeWall }, runs, measureRss) {
  const wall = (samples) => median(samples.map((sample) => sample.wallMs));
  const span = (samples) =>
    `${seconds(Math.min(...samples.map((sample) => sample.wallMs)))}-${seconds(Math.max(...samples.map((sample) => sample.wallMs)))}`;
  const rss = (samples) =>
    measureRss ? `${number(Math.round(median(samples.map((sample) => sample.rssKb)) / 1024))} MB` : "-";
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const totals = (t) => `${number(t.errors)} / ${number(t.warnings)} / ${number(t.notices)}`;
  const checkWall = wall(plain);
  const action = ACTION.startsWith(REPO + path.sep) ? path.relative(REPO, ACTION) : ACTION;
  console.log("");
  console.log(
    `The pull-request path: \`node ${action}\` on a pull_request event (build: false, no github-token, so no network) of a git repository whose base commit is the synthetic ${number(PR_PAGES)}-page project with ${PR_DEFECTS} planted problems and whose head commit appends a broken link to ${PR_CHANGED} pages, beside \`check\` of the head; median of ${runs} alternating run${runs === 1 ? "" : "s"} each after a warm-up run each, ${os.cpus().length} cores.`,
  );
  console.log("");
  console.log(
    "| run | wall (median) | wall (min-max) | peak RSS (median) | / check | exit | errors / warnings / notices | new | job summary | run-report.json |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const last = plain.at(-1);
  console.log(
    `| \`check docs --format json\` of the head | ${seconds(checkWall)} | ${span(plain)} | ${rss(plain)} | 1.00x | ${last.status} | ${totals(last.summary)} | - | - | - |`,
  );
  for (const [label, samples] of [
    ["action, baseline: false", withoutBaseline],
    ["action, baseline: auto", withBaseline],
  ]) {
    const r = samples.at(-1);
    console.log(
      `| ${label} | ${seconds(wall(samples))} | ${span(samples)} | ${rss(samples)} | ${(wall(samples) / checkWall).toFixed(2)}x | ${r.status} | ${totals(r.totals)} | ${label.endsWith("false") ? "-" : number(r.newProblems)} | ${kb(r.summaryBytes)} | ${kb(r.runReportBytes)} |`,
    );
  }
  const added = wall(withBaseline) - wall(withoutBaseline);
  console.log("");
  console.log(
    `baseline: auto / baseline: false: ${(wall(withBaseline) / wall(withoutBaseline)).toFixed(2)}x. The baseline adds ${seconds(added)}: the base's tree, its check (the pages the pull request left alone come from the head's page cache) and the comparison. A bare \`git worktree add\` of the base + remove + prune, which the baseline no longer makes, takes ${seconds(worktreeWall)} (median, same runs); the head's own check takes ${seconds(checkWall)} as a process of its own.`,
  );
  console.log(
    `The action without a baseline adds ${seconds(wall(withoutBaseline) - checkWall)} to the check: fingerprints, the run report, the JSON, SARIF and JUnit files, the job summary and the console's annotations.`,
  );
  console.log(
    "new: the run report's diagnostics that are not on the base commit (the head adds one broken link to each changed page).",
  );
}

/**
 * The page cache on one workload, side by side in each round: a cold check (no cache), a check
 * with the cache when nothing changed, and one after a page was edited (a line added, different
 * in each round). The cache is filled once before; the page is restored and the cache removed after.
 */
function measureCache(workload, runs, measureRss) {
  const page = readdirSync(workload.dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => path.join(workload.dir, file))[0];
  const original = readFileSync(page, "utf8");
  const cacheDir = path.join(workload.dir, ".docsgate");
  rmSync(cacheDir, { recursive: true, force: true });
  const cold = [];
  const unchanged = [];
  const edited = [];
  try {
    runOnce(workload.dir, false, "cached");
    for (let round = 0; round < runs; round++) {
      console.error(`bench: ${workload.label}, page cache, round ${round + 1} of ${runs}`);
      cold.push(runOnce(workload.dir, measureRss, "check"));
      unchanged.push(runOnce(workload.dir, measureRss, "cached"));
      writeFileSync(page, `${original}\nAn edit of round ${round + 1}.\n`);
      edited.push(runOnce(workload.dir, measureRss, "cached"));
    }
  } finally {
    writeFileSync(page, original);
    rmSync(cacheDir, { recursive: true, force: true });
  }
  const wall = (list) => median(list.map((run) => run.wallMs));
  const rss = (list) => (measureRss ? median(list.map((run) => run.rssKb)) : undefined);
  return {
    label: workload.label,
    cold: { wall: wall(cold), rss: rss(cold) },
    unchanged: { wall: wall(unchanged), rss: rss(unchanged) },
    edited: { wall: wall(edited), rss: rss(edited) },
  };
}

function printCacheTable(results, runs) {
  console.log("");
  console.log(
    `Page cache (\`check\`, median of ${runs} runs side by side: cold with DOCSGATE_NO_CACHE=1, then from the cache with nothing changed, then after editing one page):`,
  );
  console.log("");
  console.log("| workload | cold | unchanged | one page edited | edited / cold | peak RSS cold / edited |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const { label, cold, unchanged, edited } of results) {
    const mb = (kb) => `${number(Math.round(kb / 1024))} MB`;
    const memory = cold.rss === undefined ? "n/a" : `${mb(cold.rss)} / ${mb(edited.rss)}`;
    console.log(
      `| ${label} | ${seconds(cold.wall)} | ${seconds(unchanged.wall)} | ${seconds(edited.wall)} | ${(edited.wall / cold.wall).toFixed(2)}x | ${memory} |`,
    );
  }
  console.log("");
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function measure(workload, runs, measureRss, noStyle) {
  console.error(
    `bench: ${workload.label}: 1 warm-up run + ${runs} measured runs, each beside a check without style rules${workload.noOpenapi ? ", one without OpenAPI" : ""} and a bare parse`,
  );
  runOnce(workload.dir, measureRss);
  runOnce(workload.dir, measureRss, "check", noStyle);
  if (workload.noOpenapi) runOnce(workload.dir, measureRss, "check", workload.noOpenapi);
  runOnce(workload.dir, measureRss, "bare");
  const samples = [];
  const unstyled = [];
  const withoutOpenapi = [];
  const bare = [];
  // Alternating the runs keeps a drifting machine from favouring any of them.
  for (let i = 0; i < runs; i++) {
    samples.push(runOnce(workload.dir, measureRss));
    unstyled.push(runOnce(workload.dir, measureRss, "check", noStyle));
    if (workload.noOpenapi) withoutOpenapi.push(runOnce(workload.dir, measureRss, "check", workload.noOpenapi));
    bare.push(runOnce(workload.dir, measureRss, "bare"));
  }
  const walls = samples.map((sample) => sample.wallMs);
  const last = samples.at(-1);
  return {
    bareWall: median(bare.map((sample) => sample.wallMs)),
    noStyleWall: median(unstyled.map((sample) => sample.wallMs)),
    noOpenapiWall: withoutOpenapi.length ? median(withoutOpenapi.map((sample) => sample.wallMs)) : undefined,
    bareRssKb: measureRss ? median(bare.map((sample) => sample.rssKb)) : undefined,
    ...workload,
    ...countFiles(workload.dir),
    wall: median(walls),
    wallMin: Math.min(...walls),
    wallMax: Math.max(...walls),
    rssKb: measureRss ? median(samples.map((sample) => sample.rssKb)) : undefined,
    status: last.status,
    summary: last.summary,
  };
}

const number = (value) => value.toLocaleString("en-US");
const seconds = (ms) => `${(ms / 1000).toFixed(3)} s`;

function printTable(results, runs, measureRss) {
  const cpus = os.cpus();
  console.log(
    `docsgate bench: Node ${process.version}, ${os.platform()} ${os.arch()}, ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"})`,
  );
  console.log(
    `Whole process \`node ${CLI.startsWith(REPO + path.sep) ? path.relative(REPO, CLI) : CLI} check DIR --format json\`, median of ${runs} run${runs === 1 ? "" : "s"} after one warm-up run.` +
      (measureRss ? "" : ` Peak memory needs GNU time at ${GNU_TIME}; not measured here.`),
  );
  console.log("");
  console.log(
    "| workload | pages | files | wall (median) | wall (min-max) | peak RSS (median) | without style rules | style rules add | without OpenAPI | OpenAPI stage adds | bare parse wall | bare parse RSS | check / bare | exit | errors / warnings / notices |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  const megabytes = (kb) => (kb === undefined ? "-" : `${number(Math.round(kb / 1024))} MB`);
  for (const r of results) {
    const totals = `${number(r.summary.errors)} / ${number(r.summary.warnings)} / ${number(r.summary.notices)}`;
    console.log(
      `| ${r.label} | ${number(r.pages)} | ${number(r.files)} | ${seconds(r.wall)} | ${seconds(r.wallMin)}-${seconds(r.wallMax)} | ${megabytes(r.rssKb)} | ${seconds(r.noStyleWall)} | ${(((r.wall - r.noStyleWall) / r.noStyleWall) * 100).toFixed(0)}% | ${r.noOpenapiWall === undefined ? "-" : seconds(r.noOpenapiWall)} | ${r.noOpenapiWall === undefined ? "-" : `${seconds(r.wall - r.noOpenapiWall)} (${(((r.wall - r.noOpenapiWall) / r.wall) * 100).toFixed(0)}%)`} | ${seconds(r.bareWall)} | ${megabytes(r.bareRssKb)} | ${(r.wall / r.bareWall).toFixed(2)}x | ${r.status} | ${totals} |`,
    );
  }
  console.log("");
  console.log('without style rules: the same check with every `style/*` rule set to "off" through `--config`.');
  console.log(
    "without OpenAPI: the same check with the project's OpenAPI files in `ignore` through `--config`; the stage's share is of the whole check.",
  );
  console.log(
    "bare parse: `node scripts/bare-parse.mjs DIR`, one thread, remark-parse + remark-mdx + remark-frontmatter + remark-gfm on every page, no rules.",
  );
}

/**
 * A settings file that switches every config/ and nav/ rule off: the check without the v2 config and navigation checks.
 */
function writeNoConfigNavSettings(temp) {
  const listed = spawnSync(process.execPath, [CLI, "rules"], { encoding: "utf8" });
  if (listed.status !== 0) fail(`\`docsgate rules\` failed:\n${listed.stderr}`);
  const ids = listed.stdout
    .split("\n")
    .map((line) => line.split(/\s+/)[0])
    .filter((id) => id?.startsWith("config/") || id?.startsWith("nav/"));
  const file = path.join(temp, "no-config-nav.json");
  writeFileSync(file, JSON.stringify({ rules: Object.fromEntries(ids.map((id) => [id, "off"])) }));
  return file;
}

/**
 * The v2 layout's config and navigation checks: each v2 project checked whole, beside the same
 * check with every config/ and nav/ rule off, and (with DOCSGATE_BENCH_BASELINE_CLI) beside a
 * build from before the v2 layout was checked, alternating.
 */
function measureV2(workloads, runs, measureRss, temp) {
  const noConfigNav = writeNoConfigNavSettings(temp);
  return workloads.map((workload) => {
    console.error(`bench: ${workload.label}: v2 config and navigation, 1 warm-up run + ${runs} measured runs`);
    const samples = { full: [], off: [], baseline: [] };
    for (let i = 0; i <= runs; i++) {
      const full = runOnce(workload.dir, measureRss);
      const off = runOnce(workload.dir, measureRss, "check", noConfigNav);
      const baseline = BASELINE_CLI ? runOnce(workload.dir, measureRss, "check", undefined, BASELINE_CLI) : undefined;
      if (i === 0) continue;
      samples.full.push(full);
      samples.off.push(off);
      if (baseline) samples.baseline.push(baseline);
    }
    const wall = (list) => (list.length ? median(list.map((sample) => sample.wallMs)) : undefined);
    const share = (sample) => (sample.steps.load + sample.steps.configAndNavigation) / sample.steps.total;
    return {
      ...workload,
      full: wall(samples.full),
      off: wall(samples.off),
      baseline: wall(samples.baseline),
      inProcess: median(samples.full.map((sample) => sample.steps.load + sample.steps.configAndNavigation)),
      inProcessShare: median(samples.full.map(share)),
      rssKb: measureRss ? median(samples.full.map((s) => s.rssKb)) : undefined,
      summary: samples.full.at(-1).summary,
    };
  });
}

function printV2Table(results, runs) {
  const percent = (a, b) => `${(((a - b) / b) * 100).toFixed(1)}%`;
  console.log("");
  console.log(`v2 config and navigation: \`check\`, median of ${runs} runs after one warm-up, alternating.`);
  console.log("");
  console.log(
    "| workload | check | reading the project + config and nav rules (in process) | their share of the check | without config/ and nav/ rules | they add | baseline build | vs baseline | peak RSS | errors / warnings / notices |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    const totals = `${number(r.summary.errors)} / ${number(r.summary.warnings)} / ${number(r.summary.notices)}`;
    const rss = r.rssKb === undefined ? "-" : `${number(Math.round(r.rssKb / 1024))} MB`;
    console.log(
      `| ${r.label} | ${seconds(r.full)} | ${number(Math.round(r.inProcess))} ms | ${(r.inProcessShare * 100).toFixed(1)}% | ${seconds(r.off)} | ${percent(r.full, r.off)} | ${r.baseline === undefined ? "-" : seconds(r.baseline)} | ${r.baseline === undefined ? "-" : percent(r.full, r.baseline)} | ${rss} | ${totals} |`,
    );
  }
  console.log("");
  console.log(
    "reading the project + config and nav rules: the check's own clock (DOCSGATE_CHECK_TIMINGS=1) around reading the files, the config with its $refs and the navigation tree, and around the config/ and nav/ rules; the share is of the check's own total.",
  );
  console.log(
    'without config/ and nav/ rules: the same check with each of them "off" through `--config` (the config is still read and its navigation tree built).',
  );
  if (BASELINE_CLI) console.log(`baseline build: ${BASELINE_CLI} (DOCSGATE_BENCH_BASELINE_CLI).`);
}

function measurePullRequestSection(temp, runs, measureRss) {
  if (!existsSync(ACTION))
    console.error(`bench: the action's bundle ${ACTION} is not there; skipping the pull-request section`);
  else if (!gitWorks()) console.error("bench: git is not installed; skipping the pull-request section");
  else
    printPullRequestTable(measurePullRequest(makePullRequestWorkload(temp), runs, measureRss, temp), runs, measureRss);
}

/** Peak memory where the targets are set: building the two large corpus projects, and checking 20,000 pages. */
function measureMemorySection(temp, measureRss) {
  if (!measureRss) {
    console.error("bench: GNU time is not there to measure peak memory; skipping the memory section");
    return;
  }
  const rows = [];
  for (const [label, dir, targetMb] of [
    ["build corpus: Cloudanix__docs", CLOUDANIX, 800],
    ["build corpus: mintlify__docs", MINTLIFY, 700],
  ]) {
    if (!existsSync(dir)) {
      console.error(`bench: ${dir} not found; skipping that corpus project`);
      continue;
    }
    console.error(`bench: memory: ${label}, one run`);
    const run = buildOnce(dir, temp, true, true);
    rows.push({ label, wallMs: run.wallMs, rssKb: run.rssKb, targetMb });
  }
  const large = path.join(temp, "synthetic-20000");
  console.error(`bench: memory: generating 20,000 pages in ${large}`);
  generate(large, 20000);
  console.error("bench: memory: check of 20,000 pages, one run");
  const check = runOnce(large, true);
  rows.push({ label: "check synthetic, 20,000 pages", wallMs: check.wallMs, rssKb: check.rssKb, targetMb: 600 });
  console.log("");
  console.log(
    "Peak memory (GNU time's maximum RSS of the whole process, one run each, with the link check for builds):",
  );
  console.log("");
  console.log("| workload | wall | peak RSS | target | within |");
  console.log("|---|---:|---:|---:|---|");
  for (const row of rows) {
    const mb = Math.round(row.rssKb / 1024);
    console.log(
      `| ${row.label} | ${seconds(row.wallMs)} | ${number(mb)} MB | ${row.targetMb} MB | ${mb <= row.targetMb ? "yes" : "no"} |`,
    );
  }
}

/**
 * The largest valid inputs (issue 35), one run each (they take minutes): the build of 50,000 pages in 50 groups of
 * 1,000 (with its link check), whose pages must not grow with their group; a docs.json of 330,000 redirects (38 MB,
 * past the config limit: one diagnostic, nothing more), and one of 80,000 (9 MB, under it), checked and built; and a
 * build whose docs.json description is 9 MB. Beside peak memory, CPU time (user + system), which a busy machine
 * disturbs less than wall time; and the bytes of what was written.
 */
const LARGEST = { groups: 50, perGroup: 1000, redirects: 330000, redirectsUnder: 80000, descriptionMb: 9 };
/**
 * Budgets on a 2-core machine. The 50,000-page build: 1,536 MB at peak, because the smallest GitHub-hosted runner
 * (2 cores, 7 GB) gives Node a heap of about 1.8 GB, and the build's heap is about three quarters of its RSS; 660 s of
 * CPU and 15 min of wall, the 2,000-page build's cost per page (21 s of CPU, 23 s of wall) times 25 with a quarter to
 * spare: a build that costs no more per page at 50,000 pages than at 2,000. Every other run: 1 GB (issue 35).
 */
const LARGEST_BUDGET = { groups: { mb: 1536, cpuS: 660, wallS: 900 }, other: { mb: 1024 } };

/** One run of the CLI under GNU time: wall, CPU (user + system) and peak RSS, with its JSON report. */
function timedCli(args) {
  const start = process.hrtime.bigint();
  const child = spawnSync(GNU_TIME, ["-f", "%M %U %S", process.execPath, CLI, ...args, "--format", "json"], {
    encoding: "utf8",
    maxBuffer: 1024 ** 3,
  });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.error) fail(`could not run \`docsgate ${args[0]}\`: ${child.error.message}`);
  if (child.status !== 0 && child.status !== 1)
    fail(`\`docsgate ${args.join(" ")}\` exited with ${child.status}:\n${child.stderr.slice(-2000)}`);
  const [rssKb, user, system] = child.stderr.trim().split("\n").at(-1).split(" ").map(Number);
  const report = JSON.parse(child.stdout);
  return {
    wallMs,
    cpuMs: (user + system) * 1000,
    rssKb,
    status: child.status,
    summary: report.summary,
    rules: new Set(report.diagnostics.map((d) => d.ruleId)),
  };
}

/** The pages a build wrote (a folder's index.html that is no redirect) and all its files, in bytes. */
function siteBytes(out) {
  const pages = [];
  let total = 0;
  let nav = 0;
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const size = statSync(file).size;
    total += size;
    const relative = path.relative(out, file).split(path.sep).join("/");
    if (relative.startsWith("_docsgate/nav/")) nav += size;
    // A redirect's document is under 1 KB; a page's, with its chrome, over 2 KB.
    else if (entry.name === "index.html" && !relative.startsWith("_docsgate/") && size > 2048) pages.push(size);
  }
  return {
    total,
    nav,
    pages: pages.length,
    meanPage: pages.length ? pages.reduce((a, b) => a + b, 0) / pages.length : 0,
    maxPage: pages.length ? Math.max(...pages) : 0,
  };
}

function measureLargestSection(temp, measureRss) {
  if (!measureRss) {
    console.error("bench: GNU time is not there to measure peak memory; skipping the largest inputs");
    return;
  }
  const rows = [];
  const run = (label, dir, command, budget) => {
    const out = path.join(temp, `largest-site-${rows.length}`);
    console.error(`bench: largest: ${label}, \`${command}\`, one run`);
    spawnSync("sync");
    const result = timedCli(command === "build" ? ["build", dir, "--out", out] : ["check", dir]);
    const bytes = command === "build" ? siteBytes(out) : undefined;
    rmSync(out, { recursive: true, force: true });
    rows.push({ label, command, budget, ...result, bytes });
  };
  const groups = path.join(temp, "largest-groups");
  console.error(`bench: largest: generating ${number(LARGEST.groups * LARGEST.perGroup)} pages in ${groups}`);
  groupsProject(groups, LARGEST);
  run(
    `${number(LARGEST.groups * LARGEST.perGroup)} pages, ${LARGEST.groups} groups of ${number(LARGEST.perGroup)}`,
    groups,
    "build",
    LARGEST_BUDGET.groups,
  );
  rmSync(groups, { recursive: true, force: true });
  for (const count of [LARGEST.redirects, LARGEST.redirectsUnder]) {
    const dir = path.join(temp, `largest-redirects-${count}`);
    redirectsProject(dir, { redirects: count });
    const mb = (statSync(path.join(dir, "docs.json")).size / 1024 / 1024).toFixed(1);
    for (const command of ["check", "build"])
      run(`${number(count)} redirects (${mb} MB docs.json)`, dir, command, LARGEST_BUDGET.other);
    rmSync(dir, { recursive: true, force: true });
  }
  const described = path.join(temp, "largest-description");
  descriptionProject(described, { mb: LARGEST.descriptionMb });
  run(`a ${LARGEST.descriptionMb} MB description, 200 pages`, described, "build", LARGEST_BUDGET.other);
  console.log("");
  console.log(
    "The largest valid inputs (one run each; CPU is user + system time, less disturbed than wall time by a busy machine):",
  );
  console.log("");
  console.log(
    "| workload | run | wall | CPU | peak RSS | budget | within | config limit reported | pages written | mean page | largest page | shared sidebars | site |",
  );
  console.log("|---|---|---:|---:|---:|---|---|---|---:|---:|---:|---:|---:|");
  const kb = (bytes) => `${number(Math.round(bytes / 1024))} KB`;
  const mbOf = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  for (const row of rows) {
    const mb = Math.round(row.rssKb / 1024);
    const { mb: mbBudget, cpuS, wallS } = row.budget;
    const within =
      mb <= mbBudget &&
      (cpuS === undefined || row.cpuMs / 1000 <= cpuS) &&
      (wallS === undefined || row.wallMs / 1000 <= wallS);
    const budget = [
      `${number(mbBudget)} MB`,
      ...(cpuS === undefined ? [] : [`${cpuS} s CPU`]),
      ...(wallS === undefined ? [] : [`${wallS} s wall`]),
    ].join(", ");
    const b = row.bytes;
    console.log(
      `| ${row.label} | ${row.command} | ${seconds(row.wallMs)} | ${seconds(row.cpuMs)} | ${number(mb)} MB | ${budget} | ${within ? "yes" : "no"} | ${row.rules.has("config/invalid-json") ? "yes" : "no"} | ${b ? number(b.pages) : "-"} | ${b ? kb(b.meanPage) : "-"} | ${b ? kb(b.maxPage) : "-"} | ${b ? mbOf(b.nav) : "-"} | ${b ? mbOf(b.total) : "-"} |`,
    );
  }
}

/**
 * publishFolder from the source, bundled into `temp` with esbuild: dist/ holds it only inside the action's bundle.
 * Each run into a new bare repository: the first publish (the branch created), then the site rebuilt after one page
 * changed, then that site again (unchanged, no commit).
 */
async function measurePublishSection(temp, workload, runs) {
  if (!gitWorks()) {
    console.error("bench: git is not installed; skipping the publish section");
    return;
  }
  const esbuild = await import("esbuild");
  const bundle = path.join(temp, "pages-branch.mjs");
  await esbuild.build({
    entryPoints: [path.join(REPO, "src", "github", "pages-branch.ts")],
    outfile: bundle,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node22",
    logLevel: "error",
  });
  const { publishFolder } = await import(pathToFileURL(bundle).href);
  console.error(`bench: publish: building ${workload.label}, then again after one page changed`);
  const first = buildOnce(workload.dir, temp, false);
  const changed = path.join(temp, "publish-changed");
  cpSync(workload.dir, changed, { recursive: true });
  const page = readdirSync(changed, { recursive: true })
    .filter((file) => /\.mdx$/.test(file) && !/(^|\/)index\.mdx$/.test(file))
    .sort()[0];
  appendFileSync(path.join(changed, page), "\nOne more paragraph, added to see what a re-publish pushes.\n");
  const second = buildOnce(changed, temp, false);
  const site = countFiles(first.out);
  const siteMb = siteBytes(first.out).total / 1024 / 1024;
  const rows = { first: [], changed: [], unchanged: [] };
  for (let run = 0; run < runs; run++) {
    console.error(`bench: publish: run ${run + 1} of ${runs}`);
    const origin = path.join(temp, `publish-origin-${run}.git`);
    const work = path.join(temp, `publish-work-${run}`);
    mkdirSync(work);
    git(temp, "init", "-q", "--bare", origin);
    const target = {
      remote: origin,
      branch: "gh-pages",
      folder: "pr-preview/pr-1",
      workRoot: work,
      author: { name: "docsgate bench", email: "bench@example.test" },
    };
    const publish = async (out, row) => {
      const before = spawnSync("git", ["-C", origin, "rev-parse", "--verify", "-q", "gh-pages"], { encoding: "utf8" });
      spawnSync("sync");
      const start = process.hrtime.bigint();
      const result = await publishFolder(target, out, { message: "bench", maxBytes: 1024 ** 3 });
      const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
      if (result.status !== row.expect) fail(`the ${row.name} publish gave ${JSON.stringify(result)}`);
      const objects =
        result.status === "published"
          ? git(
              origin,
              "rev-list",
              "--objects",
              "gh-pages",
              ...(before.status === 0 ? [`^${before.stdout.trim()}`] : []),
            )
              .split("\n")
              .filter(Boolean)
          : [];
      row.list.push({ wallMs, bytes: result.bytesPushed ?? 0, objects: objects.length });
    };
    await publish(first.out, { name: "first", expect: "published", list: rows.first });
    await publish(second.out, { name: "one page changed", expect: "published", list: rows.changed });
    await publish(second.out, { name: "unchanged", expect: "unchanged", list: rows.unchanged });
    rmSync(origin, { recursive: true, force: true });
  }
  console.log("");
  console.log(
    `Publishing the preview: \`publishFolder\` of the built ${workload.label} site (${number(site.files)} files, ${siteMb.toFixed(1)} MB) into pr-preview/pr-1/ of a branch of a local bare repository; median of ${runs} run${runs === 1 ? "" : "s"}, each into a new repository, ${os.cpus().length} cores. "One page changed": the project rebuilt after one page (${page}) got a paragraph.`,
  );
  console.log("");
  console.log("| publish | wall | bytes pushed | objects pushed |");
  console.log("|---|---:|---:|---:|");
  for (const [label, list] of [
    ["first (branch created)", rows.first],
    ["one page changed", rows.changed],
    ["unchanged (no commit)", rows.unchanged],
  ])
    console.log(
      `| ${label} | ${seconds(median(list.map((row) => row.wallMs)))} | ${number(median(list.map((row) => row.bytes)))} | ${number(median(list.map((row) => row.objects)))} |`,
    );
}

/** A project of two pages with the same text, one of them drawing it with a component the page defines. */
function writeComponentPair(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "docs.json"),
    JSON.stringify({
      $schema: "https://mintlify.com/docs.json",
      theme: "mint",
      name: "Bench",
      colors: { primary: "#0f766e" },
      navigation: { groups: [{ group: "Pages", pages: ["plain", "custom"] }] },
    }),
  );
  const cards = [1, 2, 3, 4].map((n) => ({
    title: `Path ${n}`,
    href: `/plain#path-${n}`,
    text: `Where path ${n} leads.`,
  }));
  writeFileSync(
    path.join(dir, "plain.mdx"),
    `---\ntitle: Plain\n---\n\n${cards.map((card) => `[${card.title}](${card.href})\n\n${card.text}\n`).join("\n")}`,
  );
  writeFileSync(
    path.join(dir, "custom.mdx"),
    `---\ntitle: Custom\nmode: custom\n---\n\nexport const PathCard = ({ title, href, children }) => (\n  <a href={href} className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-6 hover:border-primary dark:border-white/10">\n    <span className="text-lg font-semibold text-gray-900 dark:text-white">{title}</span>\n    <span className="text-sm text-gray-600 dark:text-gray-400">{children}</span>\n  </a>\n);\n\n<div className="grid grid-cols-1 gap-4 md:grid-cols-2">\n${cards.map((card) => `  <PathCard title="${card.title}" href="${card.href}">${card.text}</PathCard>`).join("\n")}\n</div>\n`,
  );
}

/**
 * What a page loads, in bytes: its document and the stylesheets and scripts it links from the site (`<link
 * rel="stylesheet">`, `<script src>`), each counted once.
 */
function pageWeight(out, page) {
  const file = path.join(out, page, "index.html");
  const html = readFileSync(file, "utf8");
  let bytes = statSync(file).size;
  const seen = new Set();
  for (const match of html.matchAll(/<(?:link[^>]*rel="stylesheet"[^>]*href|script[^>]*src)="([^"]+)"/g)) {
    const target = path.resolve(path.dirname(file), match[1].split(/[?#]/)[0]);
    if (seen.has(target) || !target.startsWith(out) || !existsSync(target)) continue;
    seen.add(target);
    bytes += statSync(target).size;
  }
  return bytes;
}

/**
 * The preview's cost: the build of the synthetic 2,000-page project and of mintlify__docs (wall, peak RSS, site
 * size), beside DOCSGATE_BENCH_BASELINE_CLI's build of the same when set; then the weight of a page drawn with a
 * component the page defines, beside the same text without it.
 */
function measurePreviewSection(temp, runs, measureRss) {
  const synthetic = path.join(temp, "preview-synthetic-v2-2000");
  if (!existsSync(synthetic)) generate(synthetic, 2000, 0, "v2");
  const workloads = [{ label: "synthetic v2, 2,000 pages", dir: synthetic }];
  if (existsSync(MINTLIFY)) workloads.push({ label: "corpus: mintlify__docs", dir: MINTLIFY });
  else console.error(`bench: ${MINTLIFY} not found; skipping that corpus project`);
  const clis = [...(BASELINE_CLI ? [["baseline", BASELINE_CLI]] : []), ["this build", CLI]];
  const rows = [];
  for (const workload of workloads) {
    for (const [name, cli] of clis) {
      console.error(`bench: preview: ${workload.label} with ${name}, 1 warm-up run + ${runs} measured runs`);
      buildOnce(workload.dir, temp, false, false, cli);
      const builds = [];
      for (let i = 0; i < runs; i++) builds.push(buildOnce(workload.dir, temp, measureRss, false, cli));
      const size = siteBytes(builds.at(-1).out);
      rows.push({
        label: workload.label,
        name,
        wallMs: median(builds.map((build) => build.wallMs)),
        rssKb: measureRss ? median(builds.map((build) => build.rssKb)) : undefined,
        ...size,
      });
    }
  }
  const pair = path.join(temp, "preview-components");
  writeComponentPair(pair);
  const weights = clis.map(([name, cli]) => {
    const out = buildOnce(pair, temp, false, false, cli).out;
    return { name, plain: pageWeight(out, "plain"), custom: pageWeight(out, "custom") };
  });
  console.log("");
  console.log(
    `The preview's build (\`docsgate build --no-links\`): median of ${runs} run${runs === 1 ? "" : "s"} after a warm-up, ${os.cpus().length} cores.${BASELINE_CLI ? ` Baseline: ${BASELINE_CLI}.` : ""}`,
  );
  console.log("");
  console.log("| project | build | wall | peak RSS | site | mean page |");
  console.log("|---|---|---:|---:|---:|---:|");
  for (const row of rows)
    console.log(
      `| ${row.label} | ${row.name} | ${seconds(row.wallMs)} | ${row.rssKb === undefined ? "n/a" : `${number(Math.round(row.rssKb / 1024))} MB`} | ${(row.total / 1024 / 1024).toFixed(1)} MB | ${number(Math.round(row.meanPage))} B |`,
    );
  console.log("");
  console.log(
    "Page weight (the document and the site's stylesheets and scripts it links) of four cards as Markdown, beside the same cards drawn by a component the page defines (Tailwind classes, `mode: custom`):",
  );
  console.log("");
  console.log("| build | plain page | page with the component |");
  console.log("|---|---:|---:|");
  for (const weight of weights)
    console.log(`| ${weight.name} | ${number(weight.plain)} B | ${number(weight.custom)} B |`);
}

/**
 * The versions section's targets: the versioned project's cold check at most 60 s and 800 MB, its re-check after the
 * snippet's edit at most 15% of that cold check. Its checks run at most 3 times (each takes about 30 s).
 */
const VERSIONS_TARGET = { wallS: 60, mb: 800, recheck: 0.15 };
const VERSIONS_MAX_RUNS = 3;

/** DOCSGATE_BENCH_VERSIONS="P,V,L": the versioned project's pages, versions and languages. */
function versionsShape() {
  const raw = process.env.DOCSGATE_BENCH_VERSIONS || "200,31,4";
  const parts = raw.split(",").map((part) => Number(part.trim()));
  if (parts.length !== 3 || !parts.every((n) => Number.isInteger(n) && n >= 1) || parts[2] > 8)
    fail(`DOCSGATE_BENCH_VERSIONS takes "PAGES,VERSIONS,LANGUAGES" (whole numbers, at most 8 languages), not "${raw}"`);
  const [pages, versions, languages] = parts;
  return { pages, versions, languages };
}

/** "4 languages x 31 versions x 200 pages". */
function shapeLabel({ pages, versions, languages }) {
  const of = (n, noun) => `${number(n)} ${noun}${n === 1 ? "" : "s"}`;
  return `${of(languages, "language")} x ${of(versions, "version")} x ${of(pages, "page")}`;
}

/** scripts/versioned-project.mjs into `dir` (with --distinct: the distinct pages alone); its counts {pages, distinct, bytes}. */
function generateVersioned(dir, shape, distinct) {
  const child = spawnSync(
    process.execPath,
    [
      VERSIONED_PROJECT,
      dir,
      "--pages",
      String(shape.pages),
      "--versions",
      String(shape.versions),
      "--languages",
      String(shape.languages),
      ...(distinct ? ["--distinct"] : []),
    ],
    { encoding: "utf8", env: { ...process.env, DOCSGATE_BENCH_GEN: GENERATOR } },
  );
  if (child.status !== 0) fail(`scripts/versioned-project.mjs failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split("\n").at(-1));
}

/**
 * One `docsgate check` or `build` (`args` without --format) under GNU time when it is there, with `env` over the
 * bench's own; the page pass shares content unless `env` says otherwise.
 */
function versionsRunOnce(args, measureRss, env = {}) {
  const cliArgs = [CLI, ...args, "--format", "json"];
  const [command, argv] = measureRss
    ? [GNU_TIME, ["-f", "%M", process.execPath, ...cliArgs]]
    : [process.execPath, cliArgs];
  if (args[0] === "build") spawnSync("sync");
  const start = process.hrtime.bigint();
  const child = spawnSync(command, argv, {
    encoding: "utf8",
    maxBuffer: 1024 ** 3,
    env: { ...process.env, DOCSGATE_NO_CACHE: "", DOCSGATE_SHARE_CONTENT: "1", ...env },
  });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  if (child.error) fail(`could not run \`docsgate ${args.join(" ")}\`: ${child.error.message}`);
  if (child.status !== 0 && child.status !== 1)
    fail(`\`docsgate ${args.join(" ")}\` exited with ${child.status}:\n${child.stderr.slice(-2000)}`);
  return {
    wallMs,
    rssKb: measureRss ? Number(child.stderr.trim().split("\n").at(-1)) : undefined,
    status: child.status,
    summary: reportSummary(child.stdout),
  };
}

/**
 * The versioned project beside its distinct pages alone: cold checks side by side in each round (at most
 * VERSIONS_MAX_RUNS), the cold check without the page pass's sharing (--large only, one run), the re-check from the
 * page cache (nothing changed, then after a line added to snippets/support.mdx, a different line each round; nothing
 * restored), and the build of each, one run, its site deleted once measured.
 */
function measureVersionsSection(temp, runs, measureRss, large) {
  const shape = versionsShape();
  const checkRuns = Math.min(runs, VERSIONS_MAX_RUNS);
  const versioned = path.join(temp, "versions-project");
  const distinct = path.join(temp, "versions-distinct");
  console.error(
    `bench: versions: generating ${shapeLabel(shape)} in ${versioned}, and its distinct pages alone in ${distinct}`,
  );
  const counts = generateVersioned(versioned, shape, false);
  const distinctCounts = generateVersioned(distinct, shape, true);
  // The generator has just written 250 MB: flushed now, the disk's write-back does not land in the first check.
  spawnSync("sync");
  const cold = { distinct: [], versioned: [] };
  for (let round = 0; round < checkRuns; round++) {
    console.error(`bench: versions: cold checks, round ${round + 1} of ${checkRuns}`);
    cold.distinct.push(versionsRunOnce(["check", distinct, "--no-cache"], measureRss));
    cold.versioned.push(versionsRunOnce(["check", versioned, "--no-cache"], measureRss));
  }
  let unshared;
  if (large) {
    console.error("bench: versions: cold check of the versioned project without sharing, one run (about 11 minutes)");
    unshared = versionsRunOnce(["check", versioned, "--no-cache"], measureRss, { DOCSGATE_SHARE_CONTENT: "0" });
  }
  const builds = {};
  for (const [key, dir] of [
    ["distinct", distinct],
    ["versioned", versioned],
  ]) {
    console.error(`bench: versions: build --no-links of ${dir}, one run`);
    const out = path.join(temp, `versions-site-${key}`);
    builds[key] = {
      ...versionsRunOnce(["build", dir, "--out", out, "--no-links"], measureRss, { DOCSGATE_NO_CACHE: "1" }),
      bytes: siteBytes(out).total,
    };
    rmSync(out, { recursive: true, force: true });
  }
  const cacheDir = path.join(versioned, ".docsgate");
  const snippet = path.join(versioned, "snippets", "support.mdx");
  rmSync(cacheDir, { recursive: true, force: true });
  console.error("bench: versions: filling the page cache");
  versionsRunOnce(["check", versioned], false);
  const unchanged = [];
  const edited = [];
  for (let round = 0; round < checkRuns; round++) {
    console.error(`bench: versions: re-checks from the page cache, round ${round + 1} of ${checkRuns}`);
    unchanged.push(versionsRunOnce(["check", versioned], measureRss));
    appendFileSync(snippet, `\nThe support line of round ${round + 1}.\n`);
    edited.push(versionsRunOnce(["check", versioned], measureRss));
  }
  printVersionsTable({
    shape,
    counts,
    distinctCounts,
    checkRuns,
    large,
    cold,
    unshared,
    unchanged,
    edited,
    builds,
  });
}

function printVersionsTable({
  shape,
  counts,
  distinctCounts,
  checkRuns,
  large,
  cold,
  unshared,
  unchanged,
  edited,
  builds,
}) {
  const wall = (list) => median(list.map((run) => run.wallMs));
  const rss = (list) => (list[0].rssKb === undefined ? undefined : median(list.map((run) => run.rssKb)));
  const mb = (kb) => (kb === undefined ? "n/a" : `${number(Math.round(kb / 1024))} MB`);
  const totals = (s) => `${number(s.errors)} / ${number(s.warnings)} / ${number(s.notices)}`;
  const coldWall = wall(cold.versioned);
  const coldRss = rss(cold.versioned);
  const rows = [];
  const row = (label, pages, list, { output = "-", target = "-", within = "-" } = {}) =>
    rows.push(
      `| ${label} | ${number(pages)} | ${seconds(wall(list))} | ${mb(rss(list))} | ${(wall(list) / coldWall).toFixed(2)}x | ${output} | ${target} | ${within} | ${totals(list.at(-1).summary)} |`,
    );
  const yes = (ok) => (ok ? "yes" : "no");
  row("`check --no-cache`, distinct pages alone", distinctCounts.pages, cold.distinct);
  row("`check --no-cache`, versioned project", counts.pages, cold.versioned, {
    target: `${VERSIONS_TARGET.wallS} s, ${VERSIONS_TARGET.mb} MB`,
    within: yes(
      coldWall / 1000 <= VERSIONS_TARGET.wallS && (coldRss === undefined || coldRss / 1024 <= VERSIONS_TARGET.mb),
    ),
  });
  if (unshared) row("`check --no-cache`, versioned, DOCSGATE_SHARE_CONTENT=0", counts.pages, [unshared]);
  else
    rows.push(
      `| \`check --no-cache\`, versioned, DOCSGATE_SHARE_CONTENT=0 | ${number(counts.pages)} | not measured (--large) | - | - | - | - | - | - |`,
    );
  row("`check` from the page cache, nothing changed", counts.pages, unchanged);
  const recheck = wall(edited) / coldWall;
  row("`check` from the page cache, a line added to snippets/support.mdx", counts.pages, edited, {
    output: `re-check / cold: ${(recheck * 100).toFixed(1)}%`,
    target: `${(VERSIONS_TARGET.recheck * 100).toFixed(0)}% of the cold check`,
    within: yes(recheck <= VERSIONS_TARGET.recheck),
  });
  for (const [key, label, pages] of [
    ["distinct", "`build --no-links`, distinct pages alone", distinctCounts.pages],
    ["versioned", "`build --no-links`, versioned project", counts.pages],
  ])
    row(label, pages, [builds[key]], { output: `${(builds[key].bytes / 1024 / 1024).toFixed(1)} MB site` });
  console.log("");
  console.log(
    `Versions: \`node ${CLI.startsWith(REPO + path.sep) ? path.relative(REPO, CLI) : CLI} check|build DIR --format json\` of a project from scripts/versioned-project.mjs (${shapeLabel(shape)}) beside the same project's distinct pages alone; checks median of ${checkRuns} run${checkRuns === 1 ? "" : "s"} side by side (--runs, at most ${VERSIONS_MAX_RUNS} in this section: each cold check of the versioned project takes half a minute or more), no warm-up run; ${large ? "the check without sharing and " : ""}the builds one run each (DOCSGATE_NO_CACHE=1); ${os.availableParallelism()} cores (os.availableParallelism()).`,
  );
  console.log("");
  console.log(
    "| run | pages | wall | peak RSS | / versioned cold check | output | target | within | errors / warnings / notices |",
  );
  console.log("|---|---:|---:|---:|---:|---|---|---|---:|");
  for (const line of rows) console.log(line);
  console.log("");
  console.log(
    `Versioned cold check / distinct cold check: ${(coldWall / wall(cold.distinct)).toFixed(2)}x (the generator: ${number(counts.pages)} pages, ${number(counts.distinct)} distinct, ${(counts.bytes / 1024 / 1024).toFixed(1)} MB; the distinct project ${number(distinctCounts.pages)} pages, ${(distinctCounts.bytes / 1024 / 1024).toFixed(1)} MB).`,
  );
  console.log(
    `The page cache: filled once by \`check DIR\` (DIR/.docsgate/cache), then in each round a check with nothing changed and one after a new line was appended to snippets/support.mdx (shown by every third page; not restored).${large ? "" : " The check without the page pass's sharing (DOCSGATE_SHARE_CONTENT=0) takes about 11 minutes: only with --large."}`,
  );
}

/**
 * The language server (`docsgate lsp`, scripts/lsp-bench.mjs) beside `docsgate check` of the same project on the same
 * warm page cache: the time to an opened page's first diagnostics, 50 edits inside that page and 50 that change what a
 * second page sees (median and p95 from each didChange to its diagnostics), and the server's peak memory, against the
 * targets (first diagnostics at most 1 s, p95 at most 150 ms inside a page and 1 s across pages, at most 600 MB). The
 * projects are copied into the temporary folder: the server keeps its page cache under the docs root, as `check` does.
 */
async function measureLanguageServerSection(temp, runs, measureRss) {
  const { measureLanguageServer } = await import("./lsp-bench.mjs");
  const workloads = [];
  const synthetic = path.join(temp, "lsp-synthetic-2000");
  console.error(`bench: lsp: generating 2,000 pages in ${synthetic}`);
  generate(synthetic, 2000);
  const [first, second] = readdirSync(path.join(synthetic, "guides")).filter((name) => name.endsWith(".mdx"));
  workloads.push({ label: "synthetic, 2,000 pages", dir: synthetic, pages: [`guides/${first}`, `guides/${second}`] });
  if (existsSync(FIRECRAWL)) {
    const copy = path.join(temp, "lsp-firecrawl");
    cpSync(FIRECRAWL, copy, { recursive: true });
    // Its home page, which shows 20 snippets (the heaviest page to lint again), and a guide that links to it.
    workloads.push({
      label: "corpus: firecrawl__firecrawl-docs",
      dir: copy,
      pages: ["introduction.mdx", "advanced-scraping-guide.mdx"],
    });
  } else console.error(`bench: ${FIRECRAWL} not found; skipping that corpus project`);
  const rows = [];
  for (const workload of workloads) {
    console.error(`bench: lsp: ${workload.label}: the check that fills the page cache`);
    runOnce(workload.dir, false, "cached");
    const checks = Array.from({ length: runs }, () => runOnce(workload.dir, measureRss, "cached"));
    console.error(`bench: lsp: ${workload.label}: the language server, 50 edits of each kind`);
    const server = await measureLanguageServer(workload.dir, { cli: CLI, edits: 50, pages: workload.pages });
    rows.push({ ...workload, checkMs: median(checks.map((run) => run.wallMs)), checkRssKb: checks[0].rssKb, server });
  }
  console.log("");
  console.log(
    `The language server beside \`docsgate check\` on the warm page cache (check: median of ${runs} runs; server: one session of 50 + 50 edits; ${os.availableParallelism()} cores):`,
  );
  console.log("");
  console.log(
    "| project | check (warm) | check peak RSS | first diagnostics | edit in a page: median / p95 | edit other pages see: median / p95 | server peak | within targets |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---|");
  for (const { label, checkMs, checkRssKb, server } of rows) {
    const within =
      server.firstDiagnosticsMs <= 1000 &&
      server.inPage.p95 <= 150 &&
      server.crossPage.p95 <= 1000 &&
      server.peakMb <= 600;
    console.log(
      `| ${label} | ${seconds(checkMs)} | ${checkRssKb === undefined ? "n/a" : `${number(Math.round(checkRssKb / 1024))} MB`} | ${number(server.firstDiagnosticsMs)} ms | ${server.inPage.median} / ${server.inPage.p95} ms | ${server.crossPage.median} / ${server.crossPage.p95} ms | ${number(server.peakMb)} MB | ${within ? "yes" : "no"} |`,
    );
  }
}

async function main() {
  const options = parseOptions();
  if (!options) return;
  if (!existsSync(CLI)) {
    fail(
      process.env.DOCSGATE_BENCH_CLI
        ? `DOCSGATE_BENCH_CLI names ${CLI}, which does not exist.`
        : "dist/cli.js is missing: run `npm run build` first.",
    );
  }
  if (!existsSync(GENERATOR)) fail(`the corpus generator is not at ${GENERATOR}; set DOCSGATE_BENCH_GEN to its path.`);
  const measureRss = gnuTimeWorks();
  const temp = mkdtempSync(path.join(os.tmpdir(), "docsgate-bench-"));
  try {
    if (options.only === "versions") {
      measureVersionsSection(temp, options.runs, measureRss, options.large);
      return;
    }
    const workloads = [];
    for (const pages of options.large ? [2000, 10000] : [2000]) {
      const dir = path.join(temp, `synthetic-${pages}`);
      console.error(`bench: generating ${number(pages)} pages in ${dir}`);
      generate(dir, pages);
      workloads.push({ label: `synthetic, ${number(pages)} pages`, dir, build: pages === 2000 });
    }
    for (const [label, dir] of [
      ["corpus: Cloudanix__docs", CLOUDANIX],
      ["corpus: CodSpeedHQ__prefect", PREFECT],
    ]) {
      if (existsSync(dir)) workloads.push({ label, dir });
      else console.error(`bench: ${dir} not found; skipping that corpus project`);
    }
    if (options.only === "cache") {
      printCacheTable(
        workloads
          .filter((workload) => workload.build)
          .map((workload) => measureCache(workload, options.runs, measureRss)),
        options.runs,
      );
      return;
    }
    if (options.only === "pull-request") {
      measurePullRequestSection(temp, options.runs, measureRss);
      return;
    }
    if (options.only === "memory") {
      measureMemorySection(temp, measureRss);
      return;
    }
    if (options.only === "largest") {
      measureLargestSection(temp, measureRss);
      return;
    }
    if (options.only === "publish") {
      await measurePublishSection(temp, workloads[0], options.runs);
      return;
    }
    if (options.only === "preview") {
      measurePreviewSection(temp, options.runs, measureRss);
      return;
    }
    if (options.only === "lsp") {
      await measureLanguageServerSection(temp, options.runs, measureRss);
      return;
    }
    workloads.forEach((workload, index) => (workload.noOpenapi = writeNoOpenapiSettings(temp, workload, index)));
    const noStyle = writeNoStyleSettings(temp);
    const results = workloads.map((workload) => measure(workload, options.runs, measureRss, noStyle));
    printTable(results, options.runs, measureRss);
    printCacheTable(
      workloads
        .filter((workload) => workload.build)
        .map((workload) => measureCache(workload, options.runs, measureRss)),
      options.runs,
    );
    const v2Dir = path.join(temp, "synthetic-v2-2000");
    generate(v2Dir, 2000, 0, "v2");
    const v2Workloads = [{ label: "synthetic v2, 2,000 pages", dir: v2Dir }];
    if (existsSync(MINTLIFY)) v2Workloads.push({ label: "corpus: mintlify__docs", dir: MINTLIFY });
    else console.error(`bench: ${MINTLIFY} not found; skipping that corpus project`);
    printV2Table(measureV2(v2Workloads, options.runs, measureRss, temp), options.runs);
    printBuildTable(
      workloads
        .filter((workload) => workload.build)
        .map((workload) => measureBuild(workload, options.runs, measureRss, temp)),
      options.runs,
    );
    printEndpointTable(
      measureEndpointBuilds(makeEndpointWorkloads(temp), options.runs, measureRss, temp),
      options.runs,
    );
    measurePullRequestSection(temp, options.runs, measureRss);
    measureMemorySection(temp, measureRss);
    if (options.large) measureLargestSection(temp, measureRss);
    await measurePublishSection(temp, workloads[0], options.runs);
    measurePreviewSection(temp, options.runs, measureRss);
    measureVersionsSection(temp, options.runs, measureRss, options.large);
    await measureLanguageServerSection(temp, options.runs, measureRss);
  } finally {
    if (options.keep) console.error(`bench: kept the generated projects in ${temp}`);
    else rmSync(temp, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BenchError)) throw error;
  console.error(`bench: ${error.message}`);
  process.exitCode = 2;
}
