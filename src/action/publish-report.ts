import { readFileSync, statSync } from "node:fs";
import * as core from "@actions/core";
import { repositoryUrl, type EventContext } from "../github/event-context.js";
import type { RestClient } from "../github/rest-client.js";
import { RULES_URL } from "../engine/run-rules.js";
import { jobSummary } from "../report/job-summary.js";
import { readRunReport } from "../report/read-run-report.js";
import type { RunReport } from "../report/run-report.js";
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
  const report = await trustedReport(parsed, context, run.headSha, client);
  if (typeof report === "string") return core.setFailed(report);

  const notes: string[] = [];
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
): Promise<RunReport | string> {
  const { owner, name } = context.repository!;
  const repository = repositoryUrl(context)!;
  let pullRequest = report.pullRequest;
  if (pullRequest) {
    const number = pullRequest.number;
    try {
      const pull = await client.request<{ head?: { sha?: unknown } }>(
        "GET",
        `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(name)}/pulls/${number}`,
      );
      if (pull.data?.head?.sha !== headSha)
        return `Pull request #${number} does not have the finished run's commit ${headSha} as its head (a newer push, or a report about another pull request): docsgate publishes nothing.`;
    } catch (error) {
      return `docsgate could not look up pull request #${number}: ${(error as Error).message}`;
    }
    pullRequest = { number, headSha };
  }
  const preview =
    report.preview && "id" in report.preview
      ? {
          id: report.preview.id,
          url: `${repository}/actions/runs/${context.workflowRun!.id}/artifacts/${report.preview.id}`,
        }
      : report.preview;
  return {
    ...report,
    pullRequest,
    commit: { sha: headSha, blobUrl: `${repository}/blob/${headSha}` },
    preview,
    diagnostics: report.diagnostics.map((d) => ({
      ...d,
      docsUrl: d.docsUrl.startsWith("https://") ? d.docsUrl : RULES_URL,
    })),
  };
}
