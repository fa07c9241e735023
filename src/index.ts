import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import { readInputs, type ActionInputs } from "./action/inputs.js";
import { annotate, comment, note, type GitHubTarget } from "./action/github-results.js";
import { publishReport } from "./action/publish-report.js";
import { planPreview, publishPreview, removePreview, type PagesStep } from "./action/pages-preview.js";
import type { PreviewAddress } from "./github/pages-address.js";
import { upsertComment } from "./github/sticky-comment.js";
import { commentMarker, previewRemovedComment } from "./report/pr-comment.js";
import { type OutputName, setOutputs, writeSummary } from "./action/step-files.js";
import { type CheckResult } from "./contracts/check-result.js";
import { baselineFromGit, baselineFromReport } from "./github/baseline.js";
import { listChangedFiles, type PullRequestFiles } from "./github/changed-files.js";
import { readEventContext, repositoryUrl, type EventContext } from "./github/event-context.js";
import { createRestClient, type RestClient } from "./github/rest-client.js";
import { compareWithBaseline } from "./report/baseline-compare.js";
import { format as consoleFormat } from "./report/format/console.js";
import { REPORT_FORMATS } from "./report/formats.js";
import { ACTION_REPORT_OUTPUTS, type ReportContext } from "./report/report-format.js";
import { fingerprintDiagnostics } from "./report/fingerprint.js";
import { jobSummary } from "./report/job-summary.js";
import { writeReportFile } from "./report/report-file.js";
import { describeTotals } from "./report/outcome.js";
import { judge, warningsOver } from "./engine/gate.js";
import { plural } from "./text/plural.js";
import { escapeHtml } from "./html/escape.js";
import {
  buildRunReport,
  gateOf,
  type PagesPreview,
  type PreviewReport,
  type RunReport,
  type RunReportInput,
} from "./report/run-report.js";
import { pageCacheKeys } from "./github/page-cache-key.js";
import type { CacheLogLine } from "./github/page-cache-store.js";
import { actionCacheDir, actionCacheFolder, type CacheFolder } from "./cache/cache-folder.js";
import { runDocsgate } from "./run/run-docsgate.js";

/** The action: check the docs, report to the pull request, set the outputs, and fail as `fail-on` says. */
async function run(): Promise<void> {
  const inputs = readInputs(process.env);
  if (typeof inputs === "string") return core.setFailed(inputs);
  // Masked in everything the step prints, also in messages that quote an API's answer.
  if (inputs.token) core.setSecret(inputs.token);
  const context = readEventContext(process.env);
  const client =
    inputs.token && context.repository
      ? createRestClient({
          apiUrl: context.apiUrl,
          token: inputs.token,
          timeoutMs: inputs.apiTimeoutMs,
          retries: 3,
          maxWaitMs: 60_000,
          onRetry: (message) => core.info(message),
        })
      : undefined;
  const tempRoot = process.env.RUNNER_TEMP || os.tmpdir();
  if (inputs.publish) return publishReport(inputs, context, client, tempRoot);
  const pullRequest = context.pullRequest;
  const notes: string[] = [];
  const pagesStep: PagesStep = { pages: inputs.preview.pages, context, client, token: inputs.token, tempRoot, notes };
  // A closed pull request's preview is removed; there is nothing to check.
  if (inputs.preview.mode === "pages" && pullRequest && context.action === "closed")
    return closePreview(inputs, pagesStep, pullRequest.number);
  // With a preview on GitHub Pages, the site is built for the address it is served at.
  const planned =
    inputs.preview.mode === "pages" && inputs.site && pullRequest
      ? await planPreview(pagesStep, pullRequest.number)
      : undefined;
  const built = planned && "address" in planned ? servedAt(inputs, planned.address) : inputs;

  const savePageCache = await restorePageCache(inputs, tempRoot);
  // The base commit's check to come (`baseline: auto`) and the next run (`cache`) read it; else writing it costs time for nothing.
  const cache = inputs.cache || inputs.baseline.from === "auto" ? openPageCache(tempRoot) : undefined;
  const { result, siteBuilt, done } = await checkAndBuild(built, tempRoot, cache);

  if (pullRequest?.fromFork)
    core.notice(
      "This pull request comes from a fork, so the workflow's token may only read: docsgate writes no comment and no check run. The README's fork-safe pair of workflows gives forks both.",
    );
  const writer = pullRequest?.fromFork ? undefined : client;
  const files =
    pullRequest && client && context.repository
      ? await changedFiles(client, context, pullRequest.number, notes)
      : undefined;
  const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
  const report = buildRunReport({
    result,
    workspace: inputs.workspace,
    fingerprints,
    failOn: inputs.failOn,
    ...(inputs.maxWarnings === undefined ? {} : { maxWarnings: inputs.maxWarnings }),
    commit: {
      ...(context.headSha ? { sha: context.headSha } : {}),
      ...(blobUrl(context) ? { blobUrl: blobUrl(context)! } : {}),
    },
    ...(pullRequest ? { pullRequest: { number: pullRequest.number, headSha: pullRequest.headSha } } : {}),
    ...(files ? { changed: files.changed, added: files.added, removed: files.removed } : {}),
    ...(await comparison(inputs, context, result, fingerprints, tempRoot, cache)),
    basePath: built.basePath,
    pageFiles: new Set(result.pageFiles ?? []),
  });
  const reportContext: ReportContext = {
    cwd: inputs.workspace,
    repositoryRoot: inputs.workspace,
    // What was built and what the crawl found, just above the verdict, as the CLI prints them.
    console: { verdict: judge(report.diagnostics, gateOf(report)), notes: done, color: false, detail: "normal" },
  };
  printUntrusted([...consoleFormat.render(result, reportContext)].join(""));

  // The files and the counts first: whatever GitHub's API does next, they are there.
  const reportFiles = writeReports(result, report, reportContext, tempRoot);
  setOutputs({
    errors: report.totals.errors,
    warnings: report.totals.warnings,
    notices: report.totals.notices,
    ...reportFiles,
  });

  if (siteBuilt && inputs.site && planned && pullRequest) {
    if ("problem" in planned)
      report.preview = { problem: `docsgate could not tell the preview's address: ${planned.problem}` };
    else if (pullRequest.fromFork) {
      // A fork's token may not push: the site goes out as the artifact the publishing workflow publishes.
      await uploadSitePreview(report, inputs.site.outDir, built, context, tempRoot, notes);
      report.preview = forkWaiting(planned.address.url, report.preview, inputs.preview.pages.forkLabel);
    } else report.preview = await publishPreview(pagesStep, inputs.site.outDir, pullRequest, planned);
  } else if (siteBuilt && inputs.site && inputs.preview.mode === "artifact")
    await uploadSitePreview(report, inputs.site.outDir, inputs, context, tempRoot, notes);
  const target: GitHubTarget = { client: writer, context, checkName: inputs.checkName, checkRun: inputs.checkRun };
  const annotations = await annotate(report, target, jobSummary(report, {}, 60_000), notes);
  if (inputs.comment) await comment(report, target, notes);
  await writeSummary(jobSummary(report, { annotations, notes }));
  // Now with the preview's id, for the workflow that publishes this report.
  if (reportFiles["run-report"]) writeReportOrWarn(reportFiles["run-report"], [`${JSON.stringify(report)}\n`]);
  // Last: whatever the cache service does, the reports are out.
  await savePageCache?.();

  if (report.failed) core.setFailed(failure(report));
}

/** The inputs of a build served at the preview's address: its base path and site URL, for this run only. */
function servedAt(inputs: ActionInputs, address: PreviewAddress): ActionInputs {
  return {
    ...inputs,
    basePath: address.basePath,
    ...(inputs.site ? { site: { ...inputs.site, siteUrl: address.siteUrl } } : {}),
  };
}

/** A fork's run: the preview waits for the publishing workflow, which publishes the uploaded artifact. */
function forkWaiting(url: string, uploaded: PreviewReport | null, label: string | undefined): PagesPreview {
  const artifact = uploaded && "id" in uploaded ? uploaded : null;
  const when = label ? `once a maintainer adds the "${label}" label` : "if the repository publishes previews of forks";
  return {
    kind: "pages",
    url,
    status: "waiting",
    commit: null,
    problem: artifact
      ? `this pull request comes from a fork, whose run may not push: the publishing workflow publishes its preview from the site artifact ${when}.`
      : `this pull request comes from a fork, whose run may not push, and the site artifact could not be uploaded${uploaded && "problem" in uploaded ? ` (${uploaded.problem})` : ""}: there is nothing to publish.`,
    notice: null,
    artifact,
  };
}

/**
 * On a closed pull request: remove its preview from the Pages branch and say so in the sticky
 * comment, with the same marker so it replaces the last report.
 */
async function closePreview(inputs: ActionInputs, step: PagesStep, number: number): Promise<void> {
  const line = await removePreview(step, number);
  const { context, client } = step;
  const root = path.relative(inputs.workspace, inputs.root).split(path.sep).join("/") || ".";
  if (inputs.comment && client && context.repository) {
    try {
      await upsertComment(
        client,
        { owner: context.repository.owner, repo: context.repository.name, number },
        commentMarker(root),
        previewRemovedComment(root, line),
      );
    } catch (error) {
      note(step.notes, `docsgate could not update the pull request's comment: ${(error as Error).message}`);
    }
  }
  await writeSummary(
    `## docsgate: preview\n\n${[line, ...step.notes.map((n) => `⚠️ ${n}`)].map(escapeHtml).join("\n\n")}\n\n`,
  );
  if (line.startsWith("⚠️")) core.warning(line);
}

/**
 * Restores the page cache from GitHub's cache service when the cache input asks for it and the
 * service is there; returns what saves it after the run. A failing service is one line of the
 * log: the check runs without the cache, and no save waits on the service's retries again.
 */
async function restorePageCache(inputs: ActionInputs, tempRoot: string): Promise<(() => Promise<void>) | undefined> {
  if (!inputs.cache) return undefined;
  // The cache client (Azure's blob storage, tar) is loaded only by the runs that keep the cache.
  const store = await import("./github/page-cache-store.js");
  if (!store.isCacheServiceAvailable()) {
    core.info("GitHub's cache service is not available to this step, so docsgate's page cache lasts this job only.");
    return undefined;
  }
  const dir = actionCacheDir(tempRoot);
  const keys = pageCacheKeys({ workspace: inputs.workspace, root: inputs.root, env: process.env });
  const restored = await store.restorePageCache(dir, keys);
  logLine(restored.line);
  if (restored.failed) return undefined;
  return async () => logLine(await store.savePageCache(dir, keys));
}

function logLine(line: CacheLogLine): void {
  if (line.level === "warning") core.warning(line.text);
  else core.info(line.text);
}

/** The step's failure, in one line. */
function failure(report: RunReport): string {
  if (warningsOver(report.totals, gateOf(report)))
    return `docsgate found ${describeTotals(report.totals)}: more than the ${plural(report.maxWarnings!, "warning")} max-warnings allows.`;
  return `docsgate found ${describeTotals(report.totals)}${report.failOn.startsWith("new-") ? `, ${report.failing} of them new` : ""} (fail-on: ${report.failOn}).`;
}

/**
 * The run: the check, and with the site input or the link check the site built (a temporary one for the crawl alone).
 * Said in the log: the pages the page cache served, what was built, what the crawl found; a site that could not be
 * built fails the step, and the check's report is still written and published.
 */
async function checkAndBuild(
  inputs: ActionInputs,
  tempRoot: string,
  cache: CacheFolder | undefined,
): Promise<{ result: CheckResult; siteBuilt: boolean; done: string[] }> {
  const { site, links, basePath } = inputs;
  const done: string[] = [];
  const run = await runDocsgate({
    root: inputs.root,
    settingsPath: inputs.config ? path.resolve(inputs.workspace, inputs.config) : undefined,
    fetchRemote: inputs.fetchRemote,
    ...(inputs.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}),
    ...(cache ? { cache } : {}),
    // The link check without the site input crawls a site built in a temporary folder.
    ...(site !== undefined || links.crawl
      ? {
          site: {
            basePath,
            ...(site ? { outDir: site.outDir } : {}),
            tempRoot,
            ...(site?.siteUrl ? { siteUrl: site.siteUrl } : {}),
            links: links.crawl,
            ...(links.external ? { external: links.cacheFile ? { cacheFile: links.cacheFile } : {} } : {}),
            repositoryFacts: true,
          },
        }
      : {}),
  });
  const { result } = run;
  if (result.pagesFromCache)
    core.info(
      `The check took ${result.pagesFromCache} of its ${plural(result.pageFiles?.length ?? 0, "page")} unchanged from an earlier run's cache.`,
    );
  for (const note of run.notes) core.warning(note);
  if ("failure" in run) {
    const { message, internal } = run.failure;
    core.setFailed(`docsgate could not build the site${internal ? " (an internal error)" : ""}: ${message}`);
    return { result, siteBuilt: false, done };
  }
  if (!run.built) return { result, siteBuilt: false, done };
  if (site && run.built.pages === 0) {
    done.push(
      `Nothing to build: no page in ${path.relative(inputs.workspace, inputs.root) || "."}, so no site was written.`,
    );
    return { result, siteBuilt: false, done };
  }
  if (site) {
    done.push(`Built ${plural(run.built.pages, "page")} into ${path.relative(inputs.workspace, site.outDir) || "."}.`);
    setOutputs({ "site-dir": site.outDir });
  }
  if (run.links) {
    for (const message of run.links.notes) core.warning(message);
    done.push(`${run.links.summary}.`);
  }
  return { result, siteBuilt: site !== undefined, done };
}

async function changedFiles(
  client: RestClient,
  context: EventContext,
  number: number,
  notes: string[],
): Promise<PullRequestFiles | undefined> {
  try {
    return await listChangedFiles(client, context.repository!.owner, context.repository!.name, number);
  } catch (error) {
    note(
      notes,
      `docsgate could not list the pull request's files, so annotations are not ordered by the change: ${(error as Error).message}`,
    );
    return undefined;
  }
}

/** The base commit's problems, matched to this run's: on pull requests and merge queues, or from a given report. */
async function comparison(
  inputs: ActionInputs,
  context: EventContext,
  result: CheckResult,
  fingerprints: readonly string[],
  tempRoot: string,
  cache: CacheFolder | undefined,
): Promise<Pick<RunReportInput, "comparison">> {
  if (inputs.baseline.from === "none") return {};
  let baseline;
  if (inputs.baseline.from === "report") baseline = baselineFromReport(inputs.baseline.file);
  else if (context.baseSha) {
    baseline = await baselineFromGit({
      workspace: inputs.workspace,
      rootRelative: path.relative(inputs.workspace, inputs.root),
      ...(inputs.config ? { configRelative: inputs.config } : {}),
      baseSha: context.baseSha,
      tempRoot,
      fetchRemote: inputs.fetchRemote,
      ...(inputs.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}),
      ...(cache ? { cache } : {}),
    });
  } else return {};
  if ("problem" in baseline) {
    core.warning(baseline.problem);
    return { comparison: { problem: baseline.problem } };
  }
  const { isNew, fixed } = compareWithBaseline({ diagnostics: result.diagnostics, fingerprints }, baseline);
  if (baseline.pages)
    core.info(
      `The base commit's check took ${baseline.pages.fromCache} of its ${plural(baseline.pages.checked, "page")} unchanged from the head's check.`,
    );
  core.info(
    `Against the base: ${plural(isNew.filter(Boolean).length, "new problem")}, ${plural(fixed.length, "problem")} fixed.`,
  );
  return { comparison: { isNew, fixed, source: baseline.source } };
}

async function uploadSitePreview(
  report: RunReport,
  siteDir: string,
  inputs: ActionInputs,
  context: EventContext,
  tempRoot: string,
  notes: string[],
): Promise<void> {
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL || !context.repository || !context.runId) {
    report.preview = {
      problem: "the artifact service is not available to this step (it runs outside GitHub Actions).",
    };
    return;
  }
  try {
    // The artifact client (Azure's blob storage, a zip writer) is loaded only by the runs that upload.
    const { uploadPreview } = await import("./github/preview-artifact.js");
    const uploaded = await uploadPreview({
      siteDir,
      basePath: inputs.basePath,
      // The preview's index links into the built folder, which does not hold the base path.
      changedPages: report.changedPages.map((page) => ({
        file: page.file,
        url: page.url.slice(inputs.basePath.length) || "/",
      })),
      name: inputs.preview.name,
      ...(inputs.preview.retentionDays ? { retentionDays: inputs.preview.retentionDays } : {}),
      stagingRoot: tempRoot,
      serverUrl: context.serverUrl,
      repository: `${context.repository.owner}/${context.repository.name}`,
      runId: context.runId,
    });
    report.preview = { id: uploaded.id, url: uploaded.url };
    setOutputs({ "preview-artifact-id": uploaded.id, "preview-artifact-url": uploaded.url });
    core.info(`Uploaded the site's preview: ${uploaded.url}`);
  } catch (error) {
    const message = `docsgate could not upload the preview artifact: ${(error as Error).message}`;
    report.preview = { problem: message };
    note(notes, message);
  }
}

/**
 * The report files (those of the formats the action writes: JSON, SARIF, JUnit XML) and the run report, in a folder of
 * their own so several docsgate steps keep theirs. A file that cannot be written (RUNNER_TEMP full or not writable) is a
 * warning, and has no output.
 */
function writeReports(
  result: CheckResult,
  report: RunReport,
  context: ReportContext,
  tempRoot: string,
): Partial<Record<Extract<OutputName, "report" | "sarif" | "junit" | "run-report">, string>> {
  let folder: string;
  try {
    folder = mkdtempSync(path.join(tempRoot, "docsgate-"));
  } catch (error) {
    core.warning(`docsgate could not write its report files: ${(error as Error).message}`);
    return {};
  }
  const files = [
    ...ACTION_REPORT_OUTPUTS.flatMap((output) =>
      REPORT_FORMATS.flatMap(({ actionFile, render }) =>
        actionFile?.output === output ? [{ ...actionFile, pieces: render(result, context) }] : [],
      ),
    ),
    { output: "run-report" as const, name: "run-report.json", pieces: [`${JSON.stringify(report)}\n`] },
  ];
  const written: Partial<Record<(typeof files)[number]["output"], string>> = {};
  for (const { output, name, pieces } of files) {
    const file = path.join(folder, name);
    if (writeReportOrWarn(file, pieces)) written[output] = file;
  }
  return written;
}

/** Writes a report file; one that cannot be written is a warning, and removed when it was left unfinished. */
function writeReportOrWarn(file: string, pieces: Iterable<string>): boolean {
  const problem = writeReportFile(file, pieces);
  if (problem !== undefined) core.warning(`docsgate: ${problem}.`);
  return problem === undefined;
}

/** The base of links to files at the commit whose files were checked. */
function blobUrl(context: EventContext): string | undefined {
  const repository = repositoryUrl(context);
  return repository && context.headSha ? `${repository}/blob/${context.headSha}` : undefined;
}

/**
 * Prints text taken from the docs (messages, code frames) with workflow commands switched
 * off, so a line of a page that happens to start with `::` is shown, not obeyed.
 */
function printUntrusted(text: string): void {
  const token = randomUUID();
  process.stdout.write(`::stop-commands::${token}\n${text}::${token}::\n`);
}

run().catch((error: unknown) => {
  core.setFailed(`docsgate could not run: ${error instanceof Error ? error.message : String(error)}`);
});

/**
 * The page cache of this job: the head's check fills it and the base commit's check takes every
 * page the pull request left alone from it. With the cache input, it is restored from the cache
 * service before the check and saved after it, for the next run. Opened after the restore: the
 * key its files are sealed with comes with them (see actionCacheFolder).
 */
function openPageCache(tempRoot: string): CacheFolder | undefined {
  const opened = actionCacheFolder(tempRoot);
  if ("folder" in opened) return opened.folder;
  core.notice(opened.refused);
  return undefined;
}
