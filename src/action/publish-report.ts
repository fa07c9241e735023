import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import * as core from "@actions/core";
import { repositoryUrl, type EventContext } from "../github/event-context.js";
import type { RestClient } from "../github/rest-client.js";
import { RULES_URL } from "../engine/run-rules.js";
import { jobSummary } from "../report/job-summary.js";
import { readRunReport } from "../report/read-run-report.js";
import type { PagesPreview, PreviewReport, RunReport } from "../report/run-report.js";
import { inspectSiteFolder } from "../github/pages-branch.js";
import { planPreview, publishPreview, type PagesStep } from "./pages-preview.js";
import { annotate, comment, type GitHubTarget } from "./github-results.js";
import type { ActionInputs } from "./inputs.js";
import { setOutputs, writeSummary } from "./step-files.js";

/** A run report larger than this is not one docsgate wrote. */
const MAX_REPORT_BYTES = 200 * 1024 * 1024;

/**
 * The publishing half of the fork-safe pair of workflows: in a `workflow_run` workflow, with a
 * token that may write, post the comment and the check run of a run report that the pull
 * request's own workflow produced. Nothing of the pull request runs here, and nothing in the
 * report is trusted: its shape is checked, and it must be about the commit GitHub says the
 * finished run checked, on a pull request whose head that commit is.
 */
export async function publishReport(
  inputs: ActionInputs,
  context: EventContext,
  client: RestClient | undefined,
  tempRoot: string,
): Promise<void> {
  const file = inputs.publish!;
  const run = context.workflowRun;
  if (!run)
    return core.setFailed(
      `The publish input posts the report of a finished workflow run, so it works in a workflow triggered by workflow_run; this one was triggered by ${context.eventName || "no event"}.`,
    );
  if (!client || !context.repository)
    return core.setFailed("The publish input needs a github-token that may write pull request comments and checks.");
  let text: string;
  try {
    if (statSync(file).size > MAX_REPORT_BYTES)
      return core.setFailed(`${file} is larger than a docsgate run report can be.`);
    text = readFileSync(file, "utf8");
  } catch (error) {
    return core.setFailed(
      `docsgate could not read the run report to publish (${(error as Error).message}). Download the report artifact of the finished run first.`,
    );
  }
  const parsed = readRunReport(text);
  if (typeof parsed === "string") return core.setFailed(`${file}: ${parsed}`);
  if (parsed.commit.sha !== null && parsed.commit.sha !== run.headSha) {
    return core.setFailed(
      `The run report is about commit ${parsed.commit.sha}, but the finished run checked ${run.headSha}: docsgate publishes nothing.`,
    );
  }
  const trusted = await trustedReport(parsed, context, run.headSha, client);
  if (typeof trusted === "string") return core.setFailed(trusted);
  const { report, pull } = trusted;

  const notes: string[] = [];
  if (inputs.preview.mode === "pages" && inputs.publishSite && report.pullRequest && pull)
    report.preview = await publishSite(
      { pages: inputs.preview.pages, context, client, token: inputs.token, tempRoot, notes },
      inputs.publishSite,
      report,
      pull,
    );
  const target: GitHubTarget = {
    client,
    context: { ...context, runId: String(run.id) },
    checkName: inputs.checkName,
    checkRun: inputs.checkRun,
  };
  const annotations = await annotate(report, target, jobSummary(report, {}, 60_000), notes);
  if (inputs.comment) await comment(report, target, notes);
  await writeSummary(jobSummary(report, { annotations, notes }));
  setOutputs({ errors: report.totals.errors, warnings: report.totals.warnings, notices: report.totals.notices });
}

/**
 * The report with what it may not decide replaced by what GitHub says: the pull request must be
 * open with the finished run's commit as its head, and links point at this repository.
 */
async function trustedReport(
  report: RunReport,
  context: EventContext,
  headSha: string,
  client: RestClient,
): Promise<{ report: RunReport; pull?: PullFacts } | string> {
  const { owner, name } = context.repository!;
  const repository = repositoryUrl(context)!;
  let pullRequest = report.pullRequest;
  let facts: PullFacts | undefined;
  if (pullRequest) {
    const number = pullRequest.number;
    try {
      const pull = await client.request<PullAnswer>(
        "GET",
        `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/pulls/${number}`,
      );
      if (pull.data?.head?.sha !== headSha)
        return `Pull request #${number} does not have the finished run's commit ${headSha} as its head (a newer push, or a report about another pull request): docsgate publishes nothing.`;
      facts = pullFacts(pull.data, `${owner}/${name}`);
    } catch (error) {
      return `docsgate could not look up pull request #${number}: ${(error as Error).message}`;
    }
    pullRequest = { number, headSha };
  }
  // The artifact's address is this repository's; a Pages preview the report claims is not believed.
  const artifact = report.preview && "id" in report.preview ? report.preview : undefined;
  const uploaded =
    artifact ??
    (report.preview && "kind" in report.preview && report.preview.artifact ? report.preview.artifact : undefined);
  const preview = uploaded
    ? { id: uploaded.id, url: `${repository}/actions/runs/${context.workflowRun!.id}/artifacts/${uploaded.id}` }
    : report.preview && "kind" in report.preview
      ? null
      : report.preview;
  const trusted: RunReport = {
    ...report,
    pullRequest,
    commit: { sha: headSha, blobUrl: `${repository}/blob/${headSha}` },
    preview,
    diagnostics: report.diagnostics.map((d) => ({
      ...d,
      docsUrl: d.docsUrl.startsWith("https://") ? d.docsUrl : RULES_URL,
    })),
  };
  return { report: trusted, ...(facts ? { pull: facts } : {}) };
}

interface PullAnswer {
  head?: { sha?: unknown; repo?: { full_name?: unknown } | null };
  labels?: unknown;
}

/** What GitHub says of the pull request at publish time: the report is not asked. */
interface PullFacts {
  fromFork: boolean;
  labels: string[];
}

function pullFacts(pull: PullAnswer, repository: string): PullFacts {
  const head = pull.head?.repo?.full_name;
  return {
    // A deleted fork has no head repository: a fork all the same.
    fromFork: typeof head !== "string" || head.toLowerCase() !== repository.toLowerCase(),
    labels: Array.isArray(pull.labels)
      ? pull.labels
          .map((label) => (label as { name?: unknown })?.name)
          .filter((n): n is string => typeof n === "string")
      : [],
  };
}

/**
 * Publishes the finished run's site (the downloaded artifact's folder) to the Pages branch: a
 * same-repository pull request's always, a fork's only when a maintainer labelled the pull request,
 * and only after the folder is found to be plain files within its size limit.
 */
async function publishSite(
  step: PagesStep,
  siteDir: string,
  report: RunReport,
  pull: PullFacts,
): Promise<PreviewReport> {
  const { number, headSha } = report.pullRequest!;
  const planned = await planPreview(step, number);
  if ("problem" in planned) return { problem: `docsgate could not tell the preview's address: ${planned.problem}` };
  const artifact = report.preview && "id" in report.preview ? report.preview : null;
  const withheld = (problem: string): PagesPreview => ({
    kind: "pages",
    url: planned.address.url,
    status: "not-published",
    commit: null,
    problem,
    notice: planned.notice ?? null,
    artifact,
  });
  const label = step.pages.forkLabel;
  if (pull.fromFork && !label)
    return withheld(
      "this pull request comes from a fork, and this repository publishes no preview of a fork (its publishing workflow sets no fork-preview-label). The artifact below holds the site.",
    );
  if (pull.fromFork && !pull.labels.includes(label!))
    return withheld(
      `this pull request comes from a fork: its preview would run the fork's pages on this repository's Pages site, so it is published only when a maintainer, having read the change, adds the "${label}" label (the next run then publishes it).`,
    );
  const inspected = inspectSiteFolder(siteDir, step.pages.maxBytes);
  if (inspected.problems.length > 0)
    return withheld(
      `the site folder ${path.basename(siteDir)} was not published: ${inspected.problems.slice(0, 3).join("; ")}${inspected.problems.length > 3 ? ` (and ${inspected.problems.length - 3} more)` : ""}.`,
    );
  return { ...(await publishPreview(step, siteDir, { number, headSha }, planned)), artifact };
}
