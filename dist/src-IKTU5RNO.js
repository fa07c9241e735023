import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  linkCacheProblem
} from "./chunk-G2MTXNMH.js";
import {
  error,
  getInput,
  info,
  notice,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-UJKSYK3E.js";
import {
  FAIL_ON_VALUES,
  TOOL,
  actionCacheDir,
  actionCacheFolder,
  baselineFromGit,
  baselineFromReport,
  check,
  compareWithBaseline,
  countDiagnostics,
  describeTotals,
  failsGate,
  fingerprintDiagnostics,
  formatConsole,
  formatJunit,
  formatSarif,
  jsonReportPieces,
  judge,
  parseFailOn,
  parseMaxWarnings,
  warningsOver,
  writeReportFile
} from "./chunk-TIHOJPFV.js";
import {
  buildAndCheckSite
} from "./chunk-GXEWJGNQ.js";
import {
  checkOutDir,
  normalizeBasePath,
  normalizeSiteUrl
} from "./chunk-LBFL7LRA.js";
import {
  linkSummary
} from "./chunk-UTC5VG76.js";
import {
  plural
} from "./chunk-LGSF3GR4.js";
import {
  LinkCheckError
} from "./chunk-7Q7YE6WX.js";
import {
  SiteWriteError
} from "./chunk-OB3X772S.js";
import {
  repositoryFacts
} from "./chunk-ZDAYDS7P.js";
import "./chunk-OZXGXEI2.js";
import {
  RULES_URL
} from "./chunk-CVOXSD5P.js";
import "./chunk-QWWUTHZ3.js";
import {
  pageUrl,
  withBase
} from "./chunk-KEYV4UJ7.js";
import "./chunk-Z7NV2AAP.js";
import {
  escapeAttribute
} from "./chunk-UUUGY4MQ.js";
import "./chunk-5GRSKLKJ.js";
import "./chunk-YKDY43HY.js";
import {
  require_ajv
} from "./chunk-WC3XMLPH.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-PGFOO2SX.js";
import "./chunk-A45BFZNE.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-UWRAYTU5.js";
import "./chunk-7Q5NZEJE.js";
import "./chunk-AJXRAHFI.js";
import "./chunk-34R7G3LF.js";
import "./chunk-OWQ6OZWF.js";
import "./chunk-SHV4V4KZ.js";
import {
  __toESM
} from "./chunk-LOFROOWK.js";

// src/index.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path5 from "node:path";

// src/action/inputs.ts
import { statSync } from "node:fs";
import path from "node:path";

// src/github/event-context.ts
import { readFileSync } from "node:fs";
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
function isPullRequestEvent(eventName) {
  return PULL_REQUEST_EVENTS.has(eventName);
}
function readEventContext(env) {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const [owner, name] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const context = {
    eventName,
    ...owner && name ? { repository: { owner, name } } : {},
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    ...env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {},
    ...env.GITHUB_SHA ? { headSha: env.GITHUB_SHA } : {}
  };
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const pr = record(payload.pull_request);
  const number = pr.number;
  const headSha = text(record(pr.head).sha);
  if (isPullRequestEvent(eventName) && typeof number === "number" && Number.isInteger(number) && headSha) {
    const base = record(pr.base);
    const headRepo = text(record(record(pr.head).repo).full_name);
    const baseRepo = text(record(base.repo).full_name);
    context.pullRequest = {
      number,
      headSha,
      ...text(base.sha) ? { baseSha: text(base.sha) } : {},
      ...text(base.ref) ? { baseRef: text(base.ref) } : {},
      fromFork: Boolean(headRepo && baseRepo && headRepo !== baseRepo)
    };
    context.headSha = headSha;
    if (text(base.sha)) context.baseSha = text(base.sha);
  }
  const group = record(payload.merge_group);
  if (eventName === "merge_group" && text(group.head_sha)) {
    context.headSha = text(group.head_sha);
    if (text(group.base_sha)) context.baseSha = text(group.base_sha);
  }
  const run2 = record(payload.workflow_run);
  if (eventName === "workflow_run" && typeof run2.id === "number" && text(run2.head_sha)) {
    const numbers = Array.isArray(run2.pull_requests) ? run2.pull_requests.map((entry) => record(entry).number).filter((n) => typeof n === "number") : [];
    context.workflowRun = {
      id: run2.id,
      headSha: text(run2.head_sha),
      pullRequestNumbers: numbers,
      event: text(run2.event) ?? ""
    };
    context.headSha = text(run2.head_sha);
  }
  return context;
}
function repositoryUrl(context) {
  return context.repository ? `${context.serverUrl}/${context.repository.owner}/${context.repository.name}` : void 0;
}
function readPayload(file) {
  if (!file) return {};
  try {
    return record(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return {};
  }
}
function record(value) {
  return value && typeof value === "object" && !Array.isArray(value) ? value : {};
}
function text(value) {
  return typeof value === "string" && value ? value : void 0;
}

// src/action/inputs.ts
function readInputs(env) {
  const failOnInput = input("fail-on", "error");
  const failOn = parseFailOn(failOnInput);
  if (!failOn) return `The fail-on input must be one of ${FAIL_ON_VALUES.join(", ")}; got "${failOnInput}".`;
  const maxWarningsInput = getInput("max-warnings");
  const maxWarnings = maxWarningsInput ? parseMaxWarnings(maxWarningsInput) : void 0;
  if (maxWarningsInput && maxWarnings === void 0)
    return `The max-warnings input must be a whole number of 0 or more, or empty for no limit; got "${maxWarningsInput}".`;
  const workspace = path.resolve(env.GITHUB_WORKSPACE || process.cwd());
  const rootInput = input("root", ".");
  const root = path.resolve(workspace, rootInput);
  if (!isDirectory(root))
    return `The root input "${rootInput}" is not a folder in the repository (looked for ${root}).`;
  const fetchRemote = boolean("fetch-remote", "false");
  if (typeof fetchRemote === "string") return fetchRemote;
  const allowPrivateAddresses = boolean("allow-private-addresses", "false");
  if (typeof allowPrivateAddresses === "string") return allowPrivateAddresses;
  const basePathInput = getInput("base-path");
  const basePath = normalizeBasePath(basePathInput);
  if (basePath === void 0) return `The base-path input must be a URL path such as /docs; got "${basePathInput}".`;
  const site = siteInputs(workspace, root, basePath, env.GITHUB_EVENT_NAME ?? "");
  if (typeof site === "string") return site;
  const links = linkInputs(workspace, site);
  if (typeof links === "string") return links;
  const comment2 = boolean("comment", "true");
  if (typeof comment2 === "string") return comment2;
  const checkRun = input("check-run", "auto");
  if (checkRun !== "auto" && checkRun !== "false")
    return `The check-run input must be auto or false; got "${checkRun}".`;
  const preview = previewInputs();
  if (typeof preview === "string") return preview;
  const baselineInput = input("baseline", "auto");
  const baseline = baselineInput === "auto" ? { from: "auto" } : baselineInput === "false" ? { from: "none" } : { from: "report", file: path.resolve(workspace, baselineInput) };
  const cache = boolean("cache", "true");
  if (typeof cache === "string") return cache;
  const timeoutInput = input("api-timeout", "20");
  const apiTimeout = Number(timeoutInput);
  if (!(apiTimeout > 0 && apiTimeout <= 600))
    return `The api-timeout input must be a number of seconds from 0 to 600; got "${timeoutInput}".`;
  const configInput = getInput("config");
  const publishInput = getInput("publish");
  return {
    workspace,
    root,
    ...configInput ? { config: configInput } : {},
    failOn,
    ...maxWarnings === void 0 ? {} : { maxWarnings },
    fetchRemote,
    allowPrivateAddresses,
    basePath,
    ...site ? { site } : {},
    links,
    token: getInput("github-token"),
    comment: comment2,
    checkRun,
    checkName: input("check-name", "docsgate"),
    preview,
    baseline,
    cache,
    apiTimeoutMs: apiTimeout * 1e3,
    ...publishInput ? { publish: path.resolve(workspace, publishInput) } : {}
  };
}
function input(name, fallback) {
  return getInput(name) || fallback;
}
function boolean(name, fallback) {
  const value = input(name, fallback);
  if (value !== "true" && value !== "false") return `The ${name} input must be true or false; got "${value}".`;
  return value === "true";
}
function siteInputs(workspace, root, basePath, eventName) {
  const buildInput = input("build", "auto");
  if (!["auto", "true", "false"].includes(buildInput))
    return `The build input must be auto, true or false; got "${buildInput}".`;
  const wanted = buildInput === "true" || buildInput === "auto" && isPullRequestEvent(eventName);
  if (!wanted) return void 0;
  const siteUrlInput = getInput("site-url");
  const siteUrl = siteUrlInput ? normalizeSiteUrl(siteUrlInput, basePath) : void 0;
  if (siteUrlInput && !siteUrl)
    return `The site-url input must be an http(s) address such as https://docs.acme.dev; got "${siteUrlInput}".`;
  const out = checkOutDir(path.resolve(workspace, input("site-dir", "_site")), root);
  if (!out.ok) return `The site-dir input: ${out.problem}`;
  return { outDir: out.outDir, skippedDirs: out.skippedDirs, ...siteUrl ? { siteUrl } : {} };
}
function linkInputs(workspace, site) {
  const linksInput = input("links", "auto");
  if (!["auto", "true", "false"].includes(linksInput))
    return `The links input must be auto, true or false; got "${linksInput}".`;
  const external = boolean("external-links", "false");
  if (typeof external === "string") return external;
  const crawl = linksInput === "true" || linksInput === "auto" && site !== void 0;
  if (external && !crawl)
    return "The external-links input checks the links the crawl finds; set links to true (or build the site) as well.";
  const cacheInput = getInput("link-cache");
  return { crawl, external, ...cacheInput ? { cacheFile: path.resolve(workspace, cacheInput) } : {} };
}
function previewInputs() {
  const upload = boolean("preview", "true");
  if (typeof upload === "string") return upload;
  const retentionInput = getInput("preview-retention-days");
  const retentionDays = retentionInput ? Number(retentionInput) : void 0;
  if (retentionDays !== void 0 && !(Number.isInteger(retentionDays) && retentionDays >= 1 && retentionDays <= 90)) {
    return `The preview-retention-days input must be a whole number of days from 1 to 90; got "${retentionInput}".`;
  }
  const name = input("preview-name", "docs-preview");
  if (/["<>|*?:\\/\r\n]/.test(name))
    return `The preview-name input may not hold any of " : < > | * ? \\ / or a line break; got "${name}".`;
  return { upload, name, ...retentionDays !== void 0 ? { retentionDays } : {} };
}
function isDirectory(folder) {
  try {
    return statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

// src/github/check-run.ts
import { randomUUID } from "node:crypto";

// src/report/run-report.ts
import path2 from "node:path";

// src/report/change-rank.ts
function changeRank(changed, file, line) {
  const lines = file === void 0 ? void 0 : changed?.get(file);
  if (!lines) return 2;
  if (lines === "whole" || lines.has(line)) return 0;
  return 1;
}

// src/report/run-report.ts
var SEVERITY_RANK = { error: 0, warning: 1, notice: 2 };
function buildRunReport(input2) {
  const { result, workspace } = input2;
  const root = repositoryPath(workspace, result.root) ?? ".";
  const comparison2 = input2.comparison && "isNew" in input2.comparison ? input2.comparison : void 0;
  const diagnostics = result.diagnostics.map((d, index) => {
    const file = repositoryPath(workspace, path2.resolve(result.root, d.file));
    return {
      file: file ?? path2.resolve(result.root, d.file),
      inRepository: file !== void 0,
      line: d.line,
      column: d.column,
      endLine: d.endLine ?? null,
      endColumn: d.endColumn ?? null,
      severity: d.severity,
      ruleId: d.ruleId,
      message: d.message,
      docsUrl: d.docsUrl,
      fingerprint: input2.fingerprints[index] ?? "",
      isNew: comparison2 ? comparison2.isNew[index] ?? true : null,
      change: changeRank(input2.changed, file, d.line)
    };
  });
  diagnostics.sort((a, b) => a.change - b.change || SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity]);
  const gate = {
    failOn: input2.failOn,
    ...input2.maxWarnings === void 0 ? {} : { maxWarnings: input2.maxWarnings }
  };
  const verdict = judge(diagnostics, gate);
  return {
    version: 1,
    kind: "docsgate-run-report",
    root,
    configFile: result.configFile ?? null,
    commit: { sha: input2.commit?.sha ?? null, blobUrl: input2.commit?.blobUrl ?? null },
    pullRequest: input2.pullRequest ?? null,
    ...gate,
    failed: verdict.failed,
    failing: verdict.failing,
    totals: countDiagnostics(diagnostics),
    diagnostics,
    baseline: !input2.comparison ? null : "problem" in input2.comparison ? { problem: input2.comparison.problem } : {
      source: input2.comparison.source,
      fixed: input2.comparison.fixed.map((d) => ({
        ruleId: d.ruleId,
        severity: d.severity,
        message: d.message,
        line: d.line,
        file: joinRoot(root, d.file)
      }))
    },
    changedPages: changedPages(input2.changed, root, input2.pageFiles, input2.basePath),
    preview: null
  };
}
function gateOf(report) {
  return { failOn: report.failOn, ...report.maxWarnings === void 0 ? {} : { maxWarnings: report.maxWarnings } };
}
function failingDiagnostics(report) {
  const gate = gateOf(report);
  const over = warningsOver(report.totals, gate);
  return report.diagnostics.filter((d) => failsGate(d, gate, over));
}
function isListed(d) {
  return d.severity !== "notice" || d.change === 0;
}
function changedPages(changed, root, pageFiles, basePath) {
  if (!changed) return [];
  const prefix = root === "." ? "" : `${root}/`;
  const pages = [];
  for (const file of [...changed.keys()].sort()) {
    if (!file.startsWith(prefix)) continue;
    const page = file.slice(prefix.length);
    if (pageFiles.has(page)) pages.push({ file, url: withBase(basePath, pageUrl(page)) });
  }
  return pages;
}
function joinRoot(root, file) {
  return root === "." ? file : path2.posix.join(root, file);
}
function repositoryPath(workspace, file) {
  const relative = path2.relative(workspace, file);
  if (relative === ".." || relative.startsWith(`..${path2.sep}`) || path2.isAbsolute(relative)) return void 0;
  return relative.split(path2.sep).join("/") || ".";
}

// src/report/annotations.ts
var STEP_ANNOTATIONS_PER_SEVERITY = 10;
function selectAnnotations(diagnostics, perSeverity = STEP_ANNOTATIONS_PER_SEVERITY) {
  const used = { error: 0, warning: 0, notice: 0 };
  const annotated = diagnostics.filter(isListed);
  const shown = annotated.filter((d) => used[d.severity]++ < perSeverity);
  return { shown, notShown: annotated.length - shown.length };
}
var LEVEL = {
  error: "failure",
  warning: "warning",
  notice: "notice"
};
function checkRunAnnotations(diagnostics) {
  return diagnostics.filter((d) => d.inRepository && isListed(d)).map((d) => {
    const line = Math.max(1, d.line);
    const endLine = Math.max(line, d.endLine ?? line);
    const columns = d.line > 0 && endLine === line ? { start_column: d.column, ...d.endColumn !== null ? { end_column: d.endColumn } : {} } : {};
    return {
      path: d.file,
      start_line: line,
      end_line: endLine,
      ...columns,
      annotation_level: LEVEL[d.severity],
      title: d.ruleId,
      message: d.message.slice(0, 6e4)
    };
  });
}

// src/github/check-run.ts
var CHECK_RUN_BATCH = 50;
async function publishCheckRun(client, report, target) {
  const repo = `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
  const base = `${repo}/check-runs`;
  const externalId = randomUUID();
  const title = report.diagnostics.length === 0 ? "No problems" : describeTotals(report.totals);
  const summary2 = target.summary.length > 65e3 ? `${target.summary.slice(0, 65e3)}

…` : target.summary;
  const findOurs = async () => {
    const query = new URLSearchParams({ check_name: target.name, filter: "all", per_page: "100" });
    const listed = await client.request(
      "GET",
      `${repo}/commits/${encodeURIComponent(target.headSha)}/check-runs?${query}`
    );
    return listed.data?.check_runs?.find((run2) => run2.external_id === externalId);
  };
  const created = await client.request(
    "POST",
    base,
    {
      name: target.name,
      head_sha: target.headSha,
      external_id: externalId,
      status: "in_progress",
      ...target.detailsUrl ? { details_url: target.detailsUrl } : {},
      output: { title, summary: summary2 }
    },
    { findExisting: findOurs }
  );
  const id = created.data?.id;
  if (typeof id !== "number") throw new Error("GitHub created the check run but sent no id");
  const annotations = checkRunAnnotations(report.diagnostics);
  for (let start = 0; start < annotations.length; start += CHECK_RUN_BATCH) {
    const batch = annotations.slice(start, start + CHECK_RUN_BATCH);
    const batchArrived = async () => {
      const run2 = await client.request("GET", `${base}/${id}`);
      const count2 = run2.data?.output?.annotations_count;
      return typeof count2 === "number" && count2 >= start + batch.length ? { id } : void 0;
    };
    await client.request(
      "PATCH",
      `${base}/${id}`,
      { output: { title, summary: summary2, annotations: batch } },
      { repeatable: false, findExisting: batchArrived }
    );
  }
  await client.request("PATCH", `${base}/${id}`, {
    status: "completed",
    conclusion: report.failed ? "failure" : report.diagnostics.length > 0 ? "neutral" : "success",
    output: { title, summary: summary2 }
  });
  return {
    id,
    url: typeof created.data.html_url === "string" ? created.data.html_url : void 0,
    annotations: annotations.length
  };
}

// src/github/sticky-comment.ts
async function upsertComment(client, target, marker, body) {
  const repo = `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
  const findMarked = async () => {
    const comments = await client.paginate(`${repo}/issues/${target.number}/comments?per_page=100`, 50);
    return comments.find(
      (comment2) => typeof comment2.body === "string" && comment2.body.includes(marker) && comment2.user?.type === "Bot" && typeof comment2.id === "number"
    );
  };
  const existing = await findMarked();
  const response = existing ? await client.request("PATCH", `${repo}/issues/comments/${existing.id}`, { body }) : await client.request(
    "POST",
    `${repo}/issues/${target.number}/comments`,
    { body },
    { findExisting: findMarked }
  );
  const id = typeof response.data?.id === "number" ? response.data.id : existing?.id;
  if (id === void 0) throw new Error("GitHub saved the comment but sent no id");
  return {
    id,
    ...typeof response.data?.html_url === "string" ? { url: response.data.html_url } : {},
    created: !existing
  };
}

// src/action/emit-annotations.ts
function emitAnnotations(diagnostics) {
  for (const d of diagnostics) {
    const properties = { title: d.ruleId };
    let message = d.message;
    if (!d.inRepository) message = `${d.file}: ${message}`;
    else {
      properties.file = d.file;
      if (d.line > 0) {
        properties.startLine = d.line;
        properties.endLine = d.endLine ?? d.line;
        if (properties.endLine === d.line) {
          properties.startColumn = d.column;
          if (d.endColumn !== null) properties.endColumn = d.endColumn;
        }
      }
    }
    if (d.severity === "error") error(message, properties);
    else if (d.severity === "warning") warning(message, properties);
    else notice(message, properties);
  }
}

// src/action/step-files.ts
var outputsFailed = false;
function setOutputs(values) {
  for (const [name, value] of Object.entries(values)) {
    try {
      setOutput(name, value);
    } catch (error2) {
      if (!outputsFailed) warning(`docsgate could not set its outputs: ${error2.message}`);
      outputsFailed = true;
    }
  }
}
async function writeSummary(markdown) {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  try {
    await summary.addRaw(markdown).write();
  } catch (error2) {
    warning(`docsgate could not write the job summary: ${error2.message}`);
  }
}

// src/report/html-text.ts
function escapeHtml(text3) {
  return escapeAttribute(text3).replace(/'/g, "&#39;").replace(/@/g, "&#64;");
}
function messageHtml(message) {
  return escapeHtml(message).replace(/`([^`\n]+)`/g, "<code>$1</code>").replace(/\r?\n/g, "<br>");
}
function locationHtml(report, d) {
  const label = escapeHtml(d.line > 0 ? `${d.file}:${d.line}:${d.column}` : d.file);
  const href = fileUrl(report, d);
  return href ? `<a href="${escapeHtml(href)}">${label}</a>` : label;
}
function fileUrl(report, d) {
  if (!report.commit.blobUrl || !d.inRepository) return void 0;
  return `${report.commit.blobUrl}/${d.file.split("/").map(encodeURIComponent).join("/")}${d.line > 0 ? `#L${d.line}` : ""}`;
}
function ruleHtml(d) {
  return `<a href="${escapeHtml(d.docsUrl)}"><code>${escapeHtml(d.ruleId)}</code></a>`;
}
var SEVERITY_ICON = { error: "❌", warning: "⚠️", notice: "ℹ️" };
function categoryOf(ruleId) {
  const slash = ruleId.indexOf("/");
  return slash > 0 ? ruleId.slice(0, slash) : ruleId;
}
function rowsWithin(rows, budget) {
  const kept = [];
  let size = 0;
  for (const row of rows) {
    const bytes = Buffer.byteLength(row, "utf8") + 1;
    if (size + bytes > budget) break;
    kept.push(row);
    size += bytes;
  }
  return kept;
}

// src/report/pr-comment.ts
var COMMENT_LIMIT = 6e4;
var LISTED = 15;
function commentMarker(root) {
  return `<!-- docsgate:comment root=${encodeURIComponent(root)} -->`;
}
function pullRequestComment(report, extras = {}) {
  const parts = [commentMarker(report.root), `### ${report.failed ? "❌" : "✅"} docsgate: ${headline(report)}`];
  const limit = report.maxWarnings === void 0 ? "" : `, max-warnings: ${report.maxWarnings}`;
  parts.push(
    `${escapeHtml(describeTotals(report.totals))} in <code>${escapeHtml(report.root)}</code> at ${commitLabel(report)}${report.failOn === "never" && !limit ? "." : ` (fail-on: ${report.failOn}${limit}).`}`
  );
  const budget = { left: COMMENT_LIMIT };
  const failing = failingDiagnostics(report);
  if (failing.length > 0) parts.push(problemList("Fails the gate", failing, report, budget, true));
  if (report.baseline && "problem" in report.baseline) {
    parts.push(
      `⚠️ The base branch's problems could not be had, so every problem counts as new: ${escapeHtml(report.baseline.problem)}`
    );
  }
  const compared = report.baseline && !("problem" in report.baseline);
  const others = report.diagnostics.filter((d) => (!compared || d.isNew) && isListed(d) && !failing.includes(d));
  const title = compared ? failing.length > 0 ? "Other new problems" : "New in this pull request" : failing.length > 0 ? "Other problems" : "Problems";
  if (others.length > 0) parts.push(problemList(title, others, report, budget, false));
  if (report.baseline && !("problem" in report.baseline) && report.baseline.fixed.length > 0)
    parts.push(fixedList(report.baseline.fixed, budget));
  if (report.changedPages.length > 0) {
    const items = report.changedPages.map(
      (page) => `<li><code>${escapeHtml(page.file)}</code> → <code>${escapeHtml(page.url)}</code></li>`
    );
    parts.push(
      `<details><summary>Changed pages (${report.changedPages.length})</summary>

<ul>
${rowsWithin(items, budget.left).join("\n")}
</ul>
</details>`
    );
  }
  if (report.preview && "url" in report.preview)
    parts.push(
      `📦 <a href="${escapeHtml(report.preview.url)}">Preview of the site</a>: download the artifact, unzip it and open <code>index.html</code>; the changed pages come first.`
    );
  else if (report.preview) parts.push(`⚠️ No preview: ${escapeHtml(report.preview.problem)}`);
  if (extras.runUrl)
    parts.push(
      `<sub><a href="${escapeHtml(extras.runUrl)}">The whole report</a> is in the job summary. This comment is updated on every push.</sub>`
    );
  return `${parts.join("\n\n")}
`;
}
function headline(report) {
  const baseline = report.baseline && !("problem" in report.baseline) ? report.baseline : void 0;
  if (baseline) {
    const added = report.diagnostics.filter((d) => d.isNew);
    const errors = added.filter((d) => d.severity === "error").length;
    if (added.length === 0)
      return baseline.fixed.length > 0 ? `no new problems, ${plural(baseline.fixed.length, "problem")} fixed` : "no new problems";
    return errors > 0 ? `this pull request adds ${plural(errors, "error")}` : `this pull request adds ${plural(added.length, "problem")}, no errors`;
  }
  if (report.diagnostics.length === 0) return "no problems";
  return report.failed ? `${plural(report.failing, "problem")} to fix` : "nothing that blocks the merge";
}
function commitLabel(report) {
  const sha = report.pullRequest?.headSha ?? report.commit.sha;
  return sha ? `<code>${escapeHtml(sha.slice(0, 7))}</code>` : "the head commit";
}
function problemList(title, problems, report, budget, open) {
  const rows = problems.slice(0, LISTED).map(
    (d) => `<li>${SEVERITY_ICON[d.severity]} ${locationHtml(report, d)}: ${messageHtml(d.message)} ${ruleHtml(d)}</li>`
  );
  return list(`${title} (${problems.length})`, rows, problems.length, budget, open);
}
function fixedList(fixed, budget) {
  const rows = fixed.slice(0, LISTED).map(
    (d) => `<li>✔️ <code>${escapeHtml(d.line > 0 ? `${d.file}:${d.line}` : d.file)}</code>: ${messageHtml(d.message)} <code>${escapeHtml(d.ruleId)}</code></li>`
  );
  return list(`Fixed by this pull request (${fixed.length})`, rows, fixed.length, budget, false);
}
function list(title, rows, total, budget, open) {
  const kept = rowsWithin(rows, budget.left - 1e3);
  budget.left -= kept.reduce((size, row) => size + row.length + 1, 0);
  const rest = total - kept.length;
  const more = rest > 0 ? `
<p>…and ${rest} more, in the job summary.</p>` : "";
  return `<details${open ? " open" : ""}><summary>${escapeHtml(title)}</summary>

<ul>
${kept.join("\n")}
</ul>${more}
</details>`;
}

// src/action/github-results.ts
async function annotate(report, target, checkRunSummary, notes) {
  const { client, context } = target;
  const headSha = report.pullRequest?.headSha ?? context.headSha;
  if (client && context.repository && headSha && target.checkRun === "auto" && report.diagnostics.length > 0) {
    try {
      const run2 = await publishCheckRun(client, report, {
        owner: context.repository.owner,
        repo: context.repository.name,
        headSha,
        name: target.checkName,
        summary: checkRunSummary,
        ...runUrl(context) ? { detailsUrl: runUrl(context) } : {}
      });
      info(
        `Sent ${run2.annotations} annotations in the "${target.checkName}" check run${run2.url ? `: ${run2.url}` : "."}`
      );
      const outside = report.diagnostics.filter((d) => !d.inRepository);
      emitAnnotations(selectAnnotations(outside).shown);
      return {
        shown: report.diagnostics.filter(isListed).length,
        notShown: 0,
        ...run2.url ? { checkRunUrl: run2.url } : {}
      };
    } catch (error2) {
      note(
        notes,
        `docsgate could not create a check run, so it annotates through the step instead (at most 10 of each severity): ${error2.message}`
      );
    }
  }
  const { shown, notShown } = selectAnnotations(report.diagnostics);
  emitAnnotations(shown);
  return { shown: shown.length, notShown };
}
async function comment(report, target, notes) {
  const { client, context } = target;
  if (!report.pullRequest || !context.repository) return;
  if (!client) return note(notes, "No github-token, so docsgate did not comment on the pull request.");
  try {
    const body = pullRequestComment(report, runUrl(context) ? { runUrl: runUrl(context) } : {});
    const saved = await upsertComment(
      client,
      { owner: context.repository.owner, repo: context.repository.name, number: report.pullRequest.number },
      commentMarker(report.root),
      body
    );
    info(
      `${saved.created ? "Commented on" : "Updated the comment on"} pull request #${report.pullRequest.number}${saved.url ? `: ${saved.url}` : "."}`
    );
    setOutputs({ "comment-id": saved.id });
  } catch (error2) {
    note(notes, `docsgate could not comment on the pull request: ${error2.message}`);
  }
}
function runUrl(context) {
  const repository = repositoryUrl(context);
  return repository && context.runId ? `${repository}/actions/runs/${context.runId}` : void 0;
}
function note(notes, message) {
  notes.push(message);
  warning(message);
}

// src/action/publish-report.ts
import { readFileSync as readFileSync2, statSync as statSync2 } from "node:fs";

// src/report/job-summary.ts
var SUMMARY_LIMIT_BYTES = 1e6;
function jobSummary(report, extras = {}, limit = SUMMARY_LIMIT_BYTES) {
  const where = `<code>${escapeHtml(report.root)}</code>${report.configFile ? ` (${escapeHtml(report.configFile)})` : ""}`;
  const heading = `## docsgate: ${report.failed ? "❌ failed" : "✅ passed"}`;
  if (report.diagnostics.length === 0) return `${heading}

No problems found in ${where}.

`;
  const lead = `${heading}

${escapeHtml(describeTotals(report.totals))} in ${where}. ${verdictSentence(report)}

`;
  const blocks = [];
  const baseline = baselineLine(report);
  if (baseline) blocks.push(baseline);
  if (report.preview && "url" in report.preview)
    blocks.push(
      `Preview of the site: <a href="${escapeHtml(report.preview.url)}">the <code>${report.preview.id}</code> artifact</a> (download it, unzip, open <code>index.html</code>).`
    );
  if (extras.annotations) blocks.push(annotationLine(extras.annotations, report.diagnostics.filter(isListed).length));
  for (const note2 of extras.notes ?? []) blocks.push(`⚠️ ${escapeHtml(note2)}`);
  if (report.changedPages.length > 0) {
    const items = report.changedPages.map(
      (page) => `<li><code>${escapeHtml(page.file)}</code> → <code>${escapeHtml(page.url)}</code></li>`
    );
    blocks.push(`### Changed pages

<ul>
${items.join("\n")}
</ul>`);
  }
  blocks.push(
    `### By category

${countTable(
      "Category",
      report.diagnostics,
      (d) => categoryOf(d.ruleId),
      (key) => `<code>${escapeHtml(key)}</code>`
    )}`
  );
  blocks.push(
    `### By rule

${countTable(
      "Rule",
      report.diagnostics,
      (d) => d.ruleId,
      (key) => ruleHtml(report.diagnostics.find((d) => d.ruleId === key))
    )}`
  );
  const middle = `${blocks.join("\n\n")}

`;
  const failing = failingDiagnostics(report);
  const others = report.diagnostics.filter((d) => isListed(d) && !failing.includes(d));
  const unlisted = report.diagnostics.filter((d) => !isListed(d)).length;
  let budget = limit - Buffer.byteLength(lead + middle, "utf8") - 1e3;
  const failingTable = failing.length > 0 ? problemTable(`Fails the gate (${failing.length})`, failing, report, budget) : "";
  budget -= Buffer.byteLength(failingTable, "utf8");
  const othersTable = others.length > 0 ? problemTable(`${failing.length > 0 ? "Other problems" : "Problems"} (${others.length})`, others, report, budget) : "";
  const counted = unlisted > 0 ? `${plural(unlisted, "notice")}${report.pullRequest ? " on lines this pull request does not change" : ""} ${unlisted === 1 ? "is" : "are"} counted above, not listed.` : "";
  return [
    lead,
    failingTable && `${failingTable}

`,
    middle,
    othersTable && `${othersTable}

`,
    counted && `${counted}

`
  ].join("");
}
function verdictSentence(report) {
  const verdict = judge(report.diagnostics, gateOf(report));
  const limit = report.maxWarnings === void 0 ? "" : `, max-warnings: ${report.maxWarnings}`;
  if (!verdict.failed) return `Nothing fails the job (fail-on: ${report.failOn}${limit}).`;
  return `${escapeHtml(verdict.counts)} fail${verdict.failing === 1 ? "s" : ""} the job (${verdict.note ?? `fail-on: ${report.failOn}`}).`;
}
function baselineLine(report) {
  if (!report.baseline) return void 0;
  if ("problem" in report.baseline)
    return `⚠️ The base commit's problems are unknown, so every problem counts as new: ${escapeHtml(report.baseline.problem)}`;
  const added = report.diagnostics.filter((d) => d.isNew).length;
  return `Against the base commit: ${plural(added, "new problem")}, ${plural(report.baseline.fixed.length, "problem")} fixed.`;
}
function annotationLine(annotations, listed) {
  if (annotations.checkRunUrl)
    return `Every error and warning, and every notice on a changed line, is annotated on the diff by the <a href="${escapeHtml(annotations.checkRunUrl)}">docsgate check run</a>.`;
  if (annotations.notShown === 0) return `${plural(annotations.shown, "problem")} annotated on the diff.`;
  return `${annotations.shown} of ${plural(listed, "problem")} annotated on the diff (GitHub shows 10 errors, 10 warnings and 10 notices a step; those on changed lines first); the other ${annotations.notShown} are listed below.`;
}
function countTable(title, diagnostics, keyOf, label) {
  const counts = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    const key = keyOf(d);
    const entry = counts.get(key) ?? { error: 0, warning: 0, notice: 0 };
    entry[d.severity]++;
    counts.set(key, entry);
  }
  const rows = [...counts].sort(([a], [b]) => a < b ? -1 : 1).map(([key, c]) => `<tr><td>${label(key)}</td><td>${c.error}</td><td>${c.warning}</td><td>${c.notice}</td></tr>`);
  return [
    "<table>",
    `<thead><tr><th>${title}</th><th>Errors</th><th>Warnings</th><th>Notices</th></tr></thead>`,
    "<tbody>",
    ...rows,
    "</tbody>",
    "</table>"
  ].join("\n");
}
function problemTable(title, problems, report, budget) {
  const withBaseline = report.baseline !== null && !("problem" in report.baseline);
  const rows = problems.map((d) => {
    const cells = [
      `${SEVERITY_ICON[d.severity]} ${d.severity}${withBaseline && d.isNew ? " (new)" : ""}`,
      locationHtml(report, d),
      messageHtml(d.message),
      ruleHtml(d)
    ];
    return `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
  });
  const open = [
    `### ${escapeHtml(title)}`,
    "",
    "<table>",
    "<thead><tr><th>Severity</th><th>Location</th><th>Message</th><th>Rule</th></tr></thead>",
    "<tbody>"
  ].join("\n");
  const close = "</tbody>\n</table>";
  const kept = rowsWithin(rows, budget - Buffer.byteLength(open + close, "utf8") - 400);
  const table = [open, ...kept, close].join("\n");
  const rest = rows.length - kept.length;
  return rest > 0 ? `${table}

…and ${plural(rest, "more problem")} not listed, to keep this summary under GitHub's 1 MiB: the job log and the JSON report (the <code>report</code> output) hold them all.` : table;
}

// src/report/read-run-report.ts
var import_ajv = __toESM(require_ajv(), 1);
var MAX_TEXT = 2e4;
var text2 = { type: "string", maxLength: MAX_TEXT };
var path3 = { type: "string", maxLength: 4096 };
var count = { type: "integer", minimum: 0, maximum: 1e7 };
var nullable = (schema) => ({ anyOf: [schema, { type: "null" }] });
var severity = { enum: ["error", "warning", "notice"] };
var httpsUrl = { type: "string", maxLength: 4096, pattern: "^https?://" };
var SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: [
    "version",
    "kind",
    "root",
    "configFile",
    "commit",
    "pullRequest",
    "failOn",
    "failed",
    "failing",
    "totals",
    "diagnostics",
    "baseline",
    "changedPages",
    "preview"
  ],
  properties: {
    version: { const: 1 },
    kind: { const: "docsgate-run-report" },
    root: path3,
    configFile: nullable(path3),
    commit: {
      type: "object",
      additionalProperties: false,
      required: ["sha", "blobUrl"],
      properties: { sha: nullable({ type: "string", pattern: "^[0-9a-f]{40,64}$" }), blobUrl: nullable(httpsUrl) }
    },
    pullRequest: nullable({
      type: "object",
      additionalProperties: false,
      required: ["number", "headSha"],
      properties: {
        number: { type: "integer", minimum: 1 },
        headSha: { type: "string", pattern: "^[0-9a-f]{40,64}$" }
      }
    }),
    failOn: { enum: ["error", "warning", "new-error", "new-warning", "never"] },
    maxWarnings: count,
    failed: { type: "boolean" },
    failing: count,
    totals: {
      type: "object",
      additionalProperties: false,
      required: ["errors", "warnings", "notices"],
      properties: { errors: count, warnings: count, notices: count }
    },
    diagnostics: {
      type: "array",
      maxItems: 2e5,
      items: {
        type: "object",
        additionalProperties: false,
        required: [
          "file",
          "inRepository",
          "line",
          "column",
          "endLine",
          "endColumn",
          "severity",
          "ruleId",
          "message",
          "docsUrl",
          "fingerprint",
          "isNew",
          "change"
        ],
        properties: {
          file: path3,
          inRepository: { type: "boolean" },
          line: count,
          column: count,
          endLine: nullable(count),
          endColumn: nullable(count),
          severity,
          ruleId: { type: "string", maxLength: 200 },
          message: text2,
          docsUrl: httpsUrl,
          fingerprint: { type: "string", maxLength: 200 },
          isNew: { type: ["boolean", "null"] },
          change: { enum: [0, 1, 2] }
        }
      }
    },
    baseline: {
      anyOf: [
        { type: "null" },
        { type: "object", additionalProperties: false, required: ["problem"], properties: { problem: text2 } },
        {
          type: "object",
          additionalProperties: false,
          required: ["source", "fixed"],
          properties: {
            source: { enum: ["git", "report"] },
            fixed: {
              type: "array",
              maxItems: 2e5,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["ruleId", "severity", "message", "line", "file"],
                properties: {
                  ruleId: { type: "string", maxLength: 200 },
                  severity,
                  message: text2,
                  line: count,
                  file: path3
                }
              }
            }
          }
        }
      ]
    },
    changedPages: {
      type: "array",
      maxItems: 3e3,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["file", "url"],
        properties: { file: path3, url: path3 }
      }
    },
    preview: {
      anyOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["id", "url"],
          properties: { id: { type: "integer", minimum: 0 }, url: httpsUrl }
        },
        { type: "object", additionalProperties: false, required: ["problem"], properties: { problem: text2 } }
      ]
    }
  }
};
var validate = new import_ajv.Ajv({ allErrors: false, strict: true }).compile(SCHEMA);
function readRunReport(json) {
  let value;
  try {
    value = JSON.parse(json);
  } catch (error2) {
    return `it is not JSON (${error2.message})`;
  }
  if (!validate(value)) {
    const [first] = validate.errors ?? [];
    return `it is not a docsgate run report: ${first?.instancePath || "the document"} ${first?.message ?? "is malformed"}`;
  }
  return value;
}

// src/action/publish-report.ts
var MAX_REPORT_BYTES = 200 * 1024 * 1024;
async function publishReport(inputs, context, client) {
  const file = inputs.publish;
  const run2 = context.workflowRun;
  if (!run2)
    return setFailed(
      `The publish input posts the report of a finished workflow run, so it works in a workflow triggered by workflow_run; this one was triggered by ${context.eventName || "no event"}.`
    );
  if (!client || !context.repository)
    return setFailed("The publish input needs a github-token that may write pull request comments and checks.");
  let text3;
  try {
    if (statSync2(file).size > MAX_REPORT_BYTES)
      return setFailed(`${file} is larger than a docsgate run report can be.`);
    text3 = readFileSync2(file, "utf8");
  } catch (error2) {
    return setFailed(
      `docsgate could not read the run report to publish (${error2.message}). Download the report artifact of the finished run first.`
    );
  }
  const parsed = readRunReport(text3);
  if (typeof parsed === "string") return setFailed(`${file}: ${parsed}`);
  if (parsed.commit.sha !== null && parsed.commit.sha !== run2.headSha) {
    return setFailed(
      `The run report is about commit ${parsed.commit.sha}, but the finished run checked ${run2.headSha}: docsgate publishes nothing.`
    );
  }
  const report = await trustedReport(parsed, context, run2.headSha, client);
  if (typeof report === "string") return setFailed(report);
  const notes = [];
  const target = {
    client,
    context: { ...context, runId: String(run2.id) },
    checkName: inputs.checkName,
    checkRun: inputs.checkRun
  };
  const annotations = await annotate(report, target, jobSummary(report, {}, 6e4), notes);
  if (inputs.comment) await comment(report, target, notes);
  await writeSummary(jobSummary(report, { annotations, notes }));
  setOutputs({ errors: report.totals.errors, warnings: report.totals.warnings, notices: report.totals.notices });
}
async function trustedReport(report, context, headSha, client) {
  const { owner, name } = context.repository;
  const repository = repositoryUrl(context);
  let pullRequest = report.pullRequest;
  if (pullRequest) {
    const number = pullRequest.number;
    try {
      const pull = await client.request(
        "GET",
        `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/pulls/${number}`
      );
      if (pull.data?.head?.sha !== headSha)
        return `Pull request #${number} does not have the finished run's commit ${headSha} as its head (a newer push, or a report about another pull request): docsgate publishes nothing.`;
    } catch (error2) {
      return `docsgate could not look up pull request #${number}: ${error2.message}`;
    }
    pullRequest = { number, headSha };
  }
  const preview = report.preview && "id" in report.preview ? {
    id: report.preview.id,
    url: `${repository}/actions/runs/${context.workflowRun.id}/artifacts/${report.preview.id}`
  } : report.preview;
  return {
    ...report,
    pullRequest,
    commit: { sha: headSha, blobUrl: `${repository}/blob/${headSha}` },
    preview,
    diagnostics: report.diagnostics.map((d) => ({
      ...d,
      docsUrl: d.docsUrl.startsWith("https://") ? d.docsUrl : RULES_URL
    }))
  };
}

// src/github/changed-files.ts
var MAX_PAGES = 30;
async function listChangedFiles(client, owner, repo, number) {
  const files = await client.paginate(
    `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/pulls/${number}/files?per_page=100`,
    MAX_PAGES
  );
  const changed = /* @__PURE__ */ new Map();
  for (const file of files) {
    if (typeof file.filename !== "string" || file.status === "removed") continue;
    changed.set(file.filename, typeof file.patch === "string" ? addedLines(file.patch) : "whole");
  }
  return changed;
}
function addedLines(patch) {
  const lines = /* @__PURE__ */ new Set();
  let line = 0;
  for (const row of patch.split("\n")) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(row);
    if (hunk) {
      line = Number(hunk[1]);
      continue;
    }
    if (row.startsWith("+")) lines.add(line++);
    else if (row.startsWith(" ") || row === "") line++;
  }
  return lines;
}

// src/github/rest-client.ts
var GitHubApiError = class extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
    this.name = "GitHubApiError";
  }
  status;
};
var BACKOFF_MS = [1e3, 2e3, 4e3, 8e3];
function createRestClient(options) {
  const apiUrl = options.apiUrl.replace(/\/+$/, "");
  const sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const redact = (text3) => options.token ? text3.split(options.token).join("***") : text3;
  async function attempt(method, url, body) {
    return fetch(url, {
      method,
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${options.token}`,
        "user-agent": "docsgate",
        "x-github-api-version": "2022-11-28",
        ...body === void 0 ? {} : { "content-type": "application/json" }
      },
      ...body === void 0 ? {} : { body: JSON.stringify(body) },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "follow"
    });
  }
  async function request(method, path6, body, requestOptions = {}) {
    const url = path6.startsWith("http") ? path6 : `${apiUrl}${path6}`;
    const what = `${method} ${new URL(url).pathname}`;
    const createsSomething = !(requestOptions.repeatable ?? method.toUpperCase() !== "POST");
    async function alreadyDone() {
      const found = await requestOptions.findExisting();
      return found === void 0 ? void 0 : { status: 200, data: found, headers: new Headers() };
    }
    for (let tries = 0; ; tries++) {
      let response;
      try {
        response = await attempt(method, url, body);
      } catch (error2) {
        const reason2 = redact(describeFetchError(error2, options.timeoutMs));
        if (tries >= options.retries || createsSomething && !requestOptions.findExisting)
          throw new GitHubApiError(`${what}: ${reason2}`);
        const done = createsSomething ? await alreadyDone() : void 0;
        if (done) return done;
        const wait2 = BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)];
        options.onRetry?.(`${what}: ${reason2}; trying again in ${seconds(wait2)}.`);
        await sleep(wait2);
        continue;
      }
      const text3 = await response.text().catch(() => "");
      if (response.ok)
        return { status: response.status, data: text3 ? parseJson(text3) : void 0, headers: response.headers };
      const reason = redact(`GitHub answered ${response.status}${apiMessage(text3)}`);
      const wait = retryWait(response, tries);
      if (wait === void 0 || tries >= options.retries)
        throw new GitHubApiError(`${what}: ${reason}`, response.status);
      if (createsSomething && response.status >= 500) {
        if (!requestOptions.findExisting) throw new GitHubApiError(`${what}: ${reason}`, response.status);
        const done = await alreadyDone();
        if (done) return done;
      }
      if (wait > options.maxWaitMs)
        throw new GitHubApiError(
          `${what}: ${reason}, and asks to wait ${seconds(wait)}, longer than docsgate waits`,
          response.status
        );
      options.onRetry?.(`${what}: ${reason}; trying again in ${seconds(wait)}.`);
      await sleep(wait);
    }
  }
  async function paginate(path6, maxPages = 30) {
    const items = [];
    let next = path6;
    for (let page = 0; next && page < maxPages; page++) {
      const response = await request("GET", next);
      if (!Array.isArray(response.data))
        throw new GitHubApiError(
          `GET ${new URL(next, apiUrl).pathname}: GitHub answered with something other than a list`
        );
      items.push(...response.data);
      next = nextLink(response.headers.get("link"));
    }
    return items;
  }
  return { request, paginate };
}
function retryWait(response, tries, now = Date.now()) {
  const { status, headers } = response;
  const retryAfter = Number(headers.get("retry-after"));
  if (headers.has("retry-after") && Number.isFinite(retryAfter) && retryAfter >= 0) return retryAfter * 1e3;
  if (status === 403 || status === 429) {
    if (headers.get("x-ratelimit-remaining") === "0") {
      const reset = Number(headers.get("x-ratelimit-reset")) * 1e3;
      return Number.isFinite(reset) ? Math.max(0, reset - now) + 1e3 : void 0;
    }
    return status === 429 ? 6e4 : void 0;
  }
  if (status >= 500) return BACKOFF_MS[Math.min(tries, BACKOFF_MS.length - 1)];
  return void 0;
}
function nextLink(link) {
  return link?.split(",").map((part) => /<([^>]+)>\s*;\s*rel="next"/.exec(part)?.[1]).find(Boolean);
}
function apiMessage(text3) {
  const message = parseJson(text3)?.message;
  return typeof message === "string" && message ? `: ${message.slice(0, 300)}` : "";
}
function parseJson(text3) {
  try {
    return JSON.parse(text3);
  } catch {
    return void 0;
  }
}
function describeFetchError(error2, timeoutMs) {
  if (error2 instanceof Error && (error2.name === "TimeoutError" || error2.name === "AbortError"))
    return `no answer within ${seconds(timeoutMs)}`;
  const cause = error2.cause;
  return cause?.code ?? cause?.message ?? (error2 instanceof Error ? error2.message : String(error2));
}
function seconds(ms) {
  return `${Math.round(ms / 100) / 10} s`;
}

// src/github/page-cache-key.ts
import { createHash } from "node:crypto";
import path4 from "node:path";
function pageCacheKeys(options) {
  const rootRelative = path4.relative(options.workspace, options.root).split(path4.sep).join("/") || ".";
  const rootHash = createHash("sha256").update(rootRelative).digest("hex").slice(0, 12);
  const prefix = `docsgate-pages-${TOOL.version}-${options.env.RUNNER_OS || process.platform}-${rootHash}-`;
  const { GITHUB_RUN_ID: runId, GITHUB_RUN_ATTEMPT: attempt } = options.env;
  return { prefix, key: `${prefix}${runId ? `${runId}-${attempt || "1"}` : Date.now().toString(36)}` };
}

// src/index.ts
async function run() {
  const inputs = readInputs(process.env);
  if (typeof inputs === "string") return setFailed(inputs);
  if (inputs.token) setSecret(inputs.token);
  const context = readEventContext(process.env);
  const client = inputs.token && context.repository ? createRestClient({
    apiUrl: context.apiUrl,
    token: inputs.token,
    timeoutMs: inputs.apiTimeoutMs,
    retries: 3,
    maxWaitMs: 6e4,
    onRetry: (message) => info(message)
  }) : void 0;
  if (inputs.publish) return publishReport(inputs, context, client);
  const tempRoot = process.env.RUNNER_TEMP || os.tmpdir();
  const savePageCache = await restorePageCache(inputs, tempRoot);
  const cache = inputs.cache || inputs.baseline.from === "auto" ? openPageCache(tempRoot) : void 0;
  const { result, siteBuilt } = await checkAndBuild(inputs, tempRoot, cache);
  const notes = [];
  const pullRequest = context.pullRequest;
  if (pullRequest?.fromFork)
    notice(
      "This pull request comes from a fork, so the workflow's token may only read: docsgate writes no comment and no check run. The README's fork-safe pair of workflows gives forks both."
    );
  const writer = pullRequest?.fromFork ? void 0 : client;
  const changed = pullRequest && client && context.repository ? await changedFiles(client, context, pullRequest.number, notes) : void 0;
  const fingerprints = fingerprintDiagnostics(result.root, result.diagnostics);
  const report = buildRunReport({
    result,
    workspace: inputs.workspace,
    fingerprints,
    failOn: inputs.failOn,
    ...inputs.maxWarnings === void 0 ? {} : { maxWarnings: inputs.maxWarnings },
    commit: {
      ...context.headSha ? { sha: context.headSha } : {},
      ...blobUrl(context) ? { blobUrl: blobUrl(context) } : {}
    },
    ...pullRequest ? { pullRequest: { number: pullRequest.number, headSha: pullRequest.headSha } } : {},
    ...changed ? { changed } : {},
    ...await comparison(inputs, context, result, fingerprints, tempRoot, cache),
    basePath: inputs.basePath,
    pageFiles: new Set(result.pageFiles ?? [])
  });
  printUntrusted(
    formatConsole(result, { color: false, cwd: inputs.workspace, verdict: judge(report.diagnostics, gateOf(report)) })
  );
  const files = writeReports(result, report, inputs, tempRoot);
  setOutputs({
    errors: report.totals.errors,
    warnings: report.totals.warnings,
    notices: report.totals.notices,
    ...files
  });
  if (siteBuilt && inputs.site && inputs.preview.upload)
    await uploadSitePreview(report, inputs.site.outDir, inputs, context, tempRoot, notes);
  const target = { client: writer, context, checkName: inputs.checkName, checkRun: inputs.checkRun };
  const annotations = await annotate(report, target, jobSummary(report, {}, 6e4), notes);
  if (inputs.comment) await comment(report, target, notes);
  await writeSummary(jobSummary(report, { annotations, notes }));
  if (files["run-report"]) writeReportOrWarn(files["run-report"], [`${JSON.stringify(report)}
`]);
  await savePageCache?.();
  if (report.failed) setFailed(failure(report));
}
async function restorePageCache(inputs, tempRoot) {
  if (!inputs.cache) return void 0;
  const store = await import("./page-cache-store-RUV5NG56.js");
  if (!store.isCacheServiceAvailable()) {
    info("GitHub's cache service is not available to this step, so docsgate's page cache lasts this job only.");
    return void 0;
  }
  const dir = actionCacheDir(tempRoot);
  const keys = pageCacheKeys({ workspace: inputs.workspace, root: inputs.root, env: process.env });
  const restored = await store.restorePageCache(dir, keys);
  logLine(restored.line);
  if (restored.failed) return void 0;
  return async () => logLine(await store.savePageCache(dir, keys));
}
function logLine(line) {
  if (line.level === "warning") warning(line.text);
  else info(line.text);
}
function failure(report) {
  if (warningsOver(report.totals, gateOf(report)))
    return `docsgate found ${describeTotals(report.totals)}: more than the ${plural(report.maxWarnings, "warning")} max-warnings allows.`;
  return `docsgate found ${describeTotals(report.totals)}${report.failOn.startsWith("new-") ? `, ${report.failing} of them new` : ""} (fail-on: ${report.failOn}).`;
}
async function checkAndBuild(inputs, tempRoot, cache) {
  const { site, links, basePath } = inputs;
  const render = site !== void 0 || links.crawl;
  let result = check({
    root: inputs.root,
    settingsPath: inputs.config ? path5.resolve(inputs.workspace, inputs.config) : void 0,
    fetchRemote: inputs.fetchRemote,
    ...inputs.allowPrivateAddresses ? { allowPrivateAddresses: true } : {},
    ...render ? { render: { basePath }, skippedDirs: site?.skippedDirs ?? /* @__PURE__ */ new Set() } : {},
    ...cache ? { cache } : {}
  });
  if (result.pagesFromCache)
    info(
      `The check took ${result.pagesFromCache} of its ${plural(result.pageFiles?.length ?? 0, "page")} unchanged from an earlier run's cache.`
    );
  if (!render || !result.site) return { result, siteBuilt: false };
  let checked;
  try {
    checked = await buildAndCheckSite({
      result,
      ...site ? { outDir: site.outDir } : {},
      tempRoot,
      basePath,
      ...site?.siteUrl ? { siteUrl: site.siteUrl } : {},
      repositoryFacts: await repositoryFacts(result.site.project, inputs.fetchRemote),
      links: links.crawl,
      ...links.external ? {
        external: {
          ...await externalLinkCache(links.cacheFile),
          ...inputs.allowPrivateAddresses ? { allowPrivateAddresses: true } : {}
        }
      } : {}
    });
  } catch (error2) {
    const message = error2 instanceof Error ? error2.message : String(error2);
    setFailed(
      error2 instanceof SiteWriteError || error2 instanceof LinkCheckError ? `docsgate could not build the site: ${message}` : `docsgate could not build the site (an internal error): ${message}`
    );
    return { result, siteBuilt: false };
  }
  result = checked.result;
  if (site && checked.built.pages === 0) {
    info(
      `Nothing to build: no page in ${path5.relative(inputs.workspace, inputs.root) || "."}, so no site was written.`
    );
    return { result, siteBuilt: false };
  }
  if (site) {
    info(
      `Built ${plural(checked.built.pages, "page")} into ${path5.relative(inputs.workspace, site.outDir) || "."}.`
    );
    setOutputs({ "site-dir": site.outDir });
  }
  if (checked.links) {
    for (const message of checked.links.notes) warning(message);
    info(`${linkSummary(checked.links)}.`);
  }
  return { result, siteBuilt: site !== void 0 };
}
async function externalLinkCache(file) {
  if (file === void 0) return {};
  const problem = await linkCacheProblem(file);
  if (problem === void 0) return { cacheFile: file };
  warning(problem);
  return {};
}
async function changedFiles(client, context, number, notes) {
  try {
    return await listChangedFiles(client, context.repository.owner, context.repository.name, number);
  } catch (error2) {
    note(
      notes,
      `docsgate could not list the pull request's files, so annotations are not ordered by the change: ${error2.message}`
    );
    return void 0;
  }
}
async function comparison(inputs, context, result, fingerprints, tempRoot, cache) {
  if (inputs.baseline.from === "none") return {};
  let baseline;
  if (inputs.baseline.from === "report") baseline = baselineFromReport(inputs.baseline.file);
  else if (context.baseSha) {
    baseline = await baselineFromGit({
      workspace: inputs.workspace,
      rootRelative: path5.relative(inputs.workspace, inputs.root),
      ...inputs.config ? { configRelative: inputs.config } : {},
      baseSha: context.baseSha,
      tempRoot,
      fetchRemote: inputs.fetchRemote,
      ...inputs.allowPrivateAddresses ? { allowPrivateAddresses: true } : {},
      ...cache ? { cache } : {}
    });
  } else return {};
  if ("problem" in baseline) {
    warning(baseline.problem);
    return { comparison: { problem: baseline.problem } };
  }
  const { isNew, fixed } = compareWithBaseline({ diagnostics: result.diagnostics, fingerprints }, baseline);
  if (baseline.pages)
    info(
      `The base commit's check took ${baseline.pages.fromCache} of its ${plural(baseline.pages.checked, "page")} unchanged from the head's check.`
    );
  info(
    `Against the base: ${plural(isNew.filter(Boolean).length, "new problem")}, ${plural(fixed.length, "problem")} fixed.`
  );
  return { comparison: { isNew, fixed, source: baseline.source } };
}
async function uploadSitePreview(report, siteDir, inputs, context, tempRoot, notes) {
  if (!process.env.ACTIONS_RUNTIME_TOKEN || !process.env.ACTIONS_RESULTS_URL || !context.repository || !context.runId) {
    report.preview = {
      problem: "the artifact service is not available to this step (it runs outside GitHub Actions)."
    };
    return;
  }
  try {
    const { uploadPreview } = await import("./preview-artifact-SEDPMC4W.js");
    const uploaded = await uploadPreview({
      siteDir,
      // The preview's index links into the built folder, which does not hold the base path.
      changedPages: report.changedPages.map((page) => ({
        file: page.file,
        url: page.url.slice(inputs.basePath.length) || "/"
      })),
      name: inputs.preview.name,
      ...inputs.preview.retentionDays ? { retentionDays: inputs.preview.retentionDays } : {},
      stagingRoot: tempRoot,
      serverUrl: context.serverUrl,
      repository: `${context.repository.owner}/${context.repository.name}`,
      runId: context.runId
    });
    report.preview = { id: uploaded.id, url: uploaded.url };
    setOutputs({ "preview-artifact-id": uploaded.id, "preview-artifact-url": uploaded.url });
    info(`Uploaded the site's preview: ${uploaded.url}`);
  } catch (error2) {
    const message = `docsgate could not upload the preview artifact: ${error2.message}`;
    report.preview = { problem: message };
    note(notes, message);
  }
}
function writeReports(result, report, inputs, tempRoot) {
  let folder;
  try {
    folder = mkdtempSync(path5.join(tempRoot, "docsgate-"));
  } catch (error2) {
    warning(`docsgate could not write its report files: ${error2.message}`);
    return {};
  }
  const files = {
    report: jsonReportPieces(result),
    sarif: [formatSarif(result, { repositoryRoot: inputs.workspace })],
    junit: [formatJunit(result)],
    "run-report": [`${JSON.stringify(report)}
`]
  };
  const names = { report: "report.json", sarif: "docsgate.sarif", junit: "junit.xml", "run-report": "run-report.json" };
  const written = {};
  for (const name of Object.keys(files)) {
    const file = path5.join(folder, names[name]);
    if (writeReportOrWarn(file, files[name])) written[name] = file;
  }
  return written;
}
function writeReportOrWarn(file, pieces) {
  const problem = writeReportFile(file, pieces);
  if (problem !== void 0) warning(`docsgate: ${problem}.`);
  return problem === void 0;
}
function blobUrl(context) {
  const repository = repositoryUrl(context);
  return repository && context.headSha ? `${repository}/blob/${context.headSha}` : void 0;
}
function printUntrusted(text3) {
  const token = randomUUID2();
  process.stdout.write(`::stop-commands::${token}
${text3}::${token}::
`);
}
run().catch((error2) => {
  setFailed(`docsgate could not run: ${error2 instanceof Error ? error2.message : String(error2)}`);
});
function openPageCache(tempRoot) {
  const opened = actionCacheFolder(tempRoot);
  if ("folder" in opened) return opened.folder;
  notice(opened.refused);
  return void 0;
}
