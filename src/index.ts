import { randomUUID } from "node:crypto";
import { mkdtempSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import { check } from "./check.js";
import { formatConsole } from "./report/console.js";
import { blobUrlFromEnv, emitAnnotations, jobSummary, toAnnotations } from "./report/github.js";
import { formatJson } from "./report/json.js";
import { countDiagnostics, describeTotals, failingCount, FAIL_ON_VALUES, parseFailOn, plural } from "./report/outcome.js";
import { checkOutDir } from "./site/output/out-dir.js";
import { normalizeBasePath, normalizeSiteUrl } from "./site/output/site-address.js";
import { linkSummary } from "./site/links/check-site-links.js";
import { buildAndCheckSite } from "./site/site-check.js";

/** The action: check the docs, annotate, summarise, set the outputs, and fail as `fail-on` says. */
async function run(): Promise<void> {
  const failOnInput = core.getInput("fail-on") || "error";
  const failOn = parseFailOn(failOnInput);
  if (!failOn) return core.setFailed(`The fail-on input must be one of ${FAIL_ON_VALUES.join(", ")}; got "${failOnInput}".`);

  const workspace = path.resolve(process.env.GITHUB_WORKSPACE || process.cwd());
  const rootInput = core.getInput("root") || ".";
  const root = path.resolve(workspace, rootInput);
  if (!isDirectory(root)) return core.setFailed(`The root input "${rootInput}" is not a folder in the repository (looked for ${root}).`);
  const configInput = core.getInput("config");
  const fetchRemoteInput = core.getInput("fetch-remote") || "false";
  if (fetchRemoteInput !== "true" && fetchRemoteInput !== "false") return core.setFailed(`The fetch-remote input must be true or false; got "${fetchRemoteInput}".`);

  const fetchRemote = fetchRemoteInput === "true";
  const basePathInput = core.getInput("base-path");
  const basePath = normalizeBasePath(basePathInput);
  if (basePath === undefined) return core.setFailed(`The base-path input must be a URL path such as /docs; got "${basePathInput}".`);
  const site = siteInputs(workspace, root, basePath);
  if (typeof site === "string") return core.setFailed(site);
  const links = linkInputs(workspace, site);
  if (typeof links === "string") return core.setFailed(links);
  // links: true without a site build: buildAndCheckSite builds it in a temporary folder to be crawled.
  const render = site !== undefined || links.crawl;

  let result = check({
    root,
    settingsPath: configInput ? path.resolve(workspace, configInput) : undefined,
    fetchRemote,
    ...(render ? { render: { basePath }, skippedDirs: site?.skippedDirs ?? new Set<string>() } : {}),
  });

  if (render && result.site) {
    const checked = await buildAndCheckSite({
      result,
      ...(site ? { outDir: site.outDir } : {}),
      tempRoot: process.env.RUNNER_TEMP || os.tmpdir(),
      basePath,
      ...(site?.siteUrl ? { siteUrl: site.siteUrl } : {}),
      fetchRemote,
      links: links.crawl,
      ...(links.external ? { external: { ...(links.cacheFile ? { cacheFile: links.cacheFile } : {}) } } : {}),
    });
    result = checked.result;
    if (site) {
      core.info(`Built ${plural(checked.built.pages, "page")} into ${path.relative(workspace, site.outDir) || "."}.`);
      core.setOutput("site-dir", site.outDir);
    }
    if (checked.links) {
      for (const note of checked.links.notes) core.warning(note);
      core.info(`${linkSummary(checked.links)}.`);
    }
  }

  printUntrusted(formatConsole(result, { color: false, cwd: workspace }));
  emitAnnotations(toAnnotations(result, workspace));
  if (process.env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(jobSummary(result, { workspace, blobUrl: blobUrlFromEnv(process.env) })).write();
    } catch (error) {
      core.warning(`docsgate could not write the job summary: ${(error as Error).message}`);
    }
  }

  // A folder of its own, so several docsgate steps in one job keep their own reports.
  const reportPath = path.join(mkdtempSync(path.join(process.env.RUNNER_TEMP || os.tmpdir(), "docsgate-")), "report.json");
  writeFileSync(reportPath, formatJson(result));

  const totals = countDiagnostics(result.diagnostics);
  core.setOutput("errors", totals.errors);
  core.setOutput("warnings", totals.warnings);
  core.setOutput("report", reportPath);
  if (failingCount(totals, failOn) > 0) core.setFailed(`docsgate found ${describeTotals(totals)} (fail-on: ${failOn}).`);
}

interface SiteInputs {
  outDir: string;
  skippedDirs: Set<string>;
  basePath: string;
  siteUrl?: string;
}

/** The site inputs: undefined when this run builds no site, a message when an input is wrong. */
function siteInputs(workspace: string, root: string, basePath: string): SiteInputs | undefined | string {
  const buildInput = core.getInput("build") || "auto";
  if (!["auto", "true", "false"].includes(buildInput)) return `The build input must be auto, true or false; got "${buildInput}".`;
  // auto: a preview of the docs for a pull request, where a reviewer looks at the change.
  const wanted = buildInput === "true" || (buildInput === "auto" && PULL_REQUEST_EVENTS.has(process.env.GITHUB_EVENT_NAME ?? ""));
  if (!wanted) return undefined;
  const siteUrlInput = core.getInput("site-url");
  const siteUrl = siteUrlInput ? normalizeSiteUrl(siteUrlInput, basePath) : undefined;
  if (siteUrlInput && !siteUrl) return `The site-url input must be an http(s) address such as https://docs.acme.dev; got "${siteUrlInput}".`;
  const out = checkOutDir(path.resolve(workspace, core.getInput("site-dir") || "_site"), root);
  if (!out.ok) return `The site-dir input: ${out.problem}`;
  return { outDir: out.outDir, skippedDirs: out.skippedDirs, basePath, ...(siteUrl ? { siteUrl } : {}) };
}

const PULL_REQUEST_EVENTS = new Set(["pull_request", "pull_request_target"]);

interface LinkInputs {
  /** Crawl the built site. */
  crawl: boolean;
  external: boolean;
  cacheFile?: string;
}

/** The link inputs: `links` (auto: when the site is built), `external-links`, `link-cache`; a message when one is wrong. */
function linkInputs(workspace: string, site: SiteInputs | undefined): LinkInputs | string {
  const linksInput = core.getInput("links") || "auto";
  if (!["auto", "true", "false"].includes(linksInput)) return `The links input must be auto, true or false; got "${linksInput}".`;
  const externalInput = core.getInput("external-links") || "false";
  if (externalInput !== "true" && externalInput !== "false") return `The external-links input must be true or false; got "${externalInput}".`;
  const crawl = linksInput === "true" || (linksInput === "auto" && site !== undefined);
  if (externalInput === "true" && !crawl) return "The external-links input checks the links the crawl finds; set links to true (or build the site) as well.";
  const cacheInput = core.getInput("link-cache");
  return { crawl, external: externalInput === "true", ...(cacheInput ? { cacheFile: path.resolve(workspace, cacheInput) } : {}) };
}

/**
 * Prints text taken from the docs (messages, code frames) with workflow commands switched
 * off, so a line of a page that happens to start with `::` is shown, not obeyed.
 */
function printUntrusted(text: string): void {
  const token = randomUUID();
  process.stdout.write(`::stop-commands::${token}\n${text}::${token}::\n`);
}

function isDirectory(folder: string): boolean {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

run().catch((error: unknown) => {
  core.setFailed(`docsgate could not run: ${error instanceof Error ? error.message : String(error)}`);
});
