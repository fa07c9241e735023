import * as core from "@actions/core";
import { publishCheckRun } from "../github/check-run.js";
import { repositoryUrl, type EventContext } from "../github/event-context.js";
import type { RestClient } from "../github/rest-client.js";
import { upsertComment } from "../github/sticky-comment.js";
import { selectAnnotations } from "../report/annotations.js";
import { emitAnnotations } from "./emit-annotations.js";
import { setOutputs } from "./step-files.js";
import { isListed } from "../report/run-report.js";
import { commentMarker, pullRequestComment } from "../report/pr-comment.js";
import type { RunReport } from "../report/run-report.js";
import type { SummaryExtras } from "../report/job-summary.js";

/**
 * What reaches GitHub besides the files: the annotations (as a check run when the token may
 * write one, else as the step's workflow commands) and the sticky comment. A refusal or an
 * outage becomes a note for the summary and a warning in the log; the job's result is the
 * check's, never the API's.
 */
export interface GitHubTarget {
  client: RestClient | undefined;
  context: EventContext;
  checkName: string;
  /** auto: try a check run, and fall back to workflow commands when GitHub refuses it. */
  checkRun: "auto" | "false";
}

export async function annotate(
  report: RunReport,
  target: GitHubTarget,
  checkRunSummary: string,
  notes: string[],
): Promise<NonNullable<SummaryExtras["annotations"]>> {
  const { client, context } = target;
  const headSha = report.pullRequest?.headSha ?? context.headSha;
  if (client && context.repository && headSha && target.checkRun === "auto" && report.diagnostics.length > 0) {
    try {
      const run = await publishCheckRun(client, report, {
        owner: context.repository.owner,
        repo: context.repository.name,
        headSha,
        name: target.checkName,
        summary: checkRunSummary,
        ...(runUrl(context) ? { detailsUrl: runUrl(context)! } : {}),
      });
      core.info(
        `Sent ${run.annotations} annotations in the "${target.checkName}" check run${run.url ? `: ${run.url}` : "."}`,
      );
      // A problem outside the repository cannot be a check run annotation: it goes to the log.
      const outside = report.diagnostics.filter((d) => !d.inRepository);
      emitAnnotations(selectAnnotations(outside).shown);
      return {
        shown: report.diagnostics.filter(isListed).length,
        notShown: 0,
        ...(run.url ? { checkRunUrl: run.url } : {}),
      };
    } catch (error) {
      note(
        notes,
        `docsgate could not create a check run, so it annotates through the step instead (at most 10 of each severity): ${(error as Error).message}`,
      );
    }
  }
  const { shown, notShown } = selectAnnotations(report.diagnostics);
  emitAnnotations(shown);
  return { shown: shown.length, notShown };
}

/** Creates or updates the pull request's docsgate comment. */
export async function comment(report: RunReport, target: GitHubTarget, notes: string[]): Promise<void> {
  const { client, context } = target;
  if (!report.pullRequest || !context.repository) return;
  if (!client) return note(notes, "No github-token, so docsgate did not comment on the pull request.");
  try {
    const body = pullRequestComment(report, runUrl(context) ? { runUrl: runUrl(context)! } : {});
    const saved = await upsertComment(
      client,
      { owner: context.repository.owner, repo: context.repository.name, number: report.pullRequest.number },
      commentMarker(report.root),
      body,
    );
    core.info(
      `${saved.created ? "Commented on" : "Updated the comment on"} pull request #${report.pullRequest.number}${saved.url ? `: ${saved.url}` : "."}`,
    );
    setOutputs({ "comment-id": saved.id });
  } catch (error) {
    note(notes, `docsgate could not comment on the pull request: ${(error as Error).message}`);
  }
}

/** The workflow run's page. */
export function runUrl(context: EventContext): string | undefined {
  const repository = repositoryUrl(context);
  return repository && context.runId ? `${repository}/actions/runs/${context.runId}` : undefined;
}

export function note(notes: string[], message: string): void {
  notes.push(message);
  core.warning(message);
}
