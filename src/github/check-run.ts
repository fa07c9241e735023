import { randomUUID } from "node:crypto";
import { checkRunAnnotations } from "../report/annotations.js";
import { describeTotals } from "../report/outcome.js";
import type { RunReport } from "../report/run-report.js";
import type { RestClient } from "./rest-client.js";

interface CheckRunListed {
  id?: unknown;
  html_url?: unknown;
  external_id?: unknown;
}

/** GitHub takes at most 50 annotations in one check run request; more are sent in further updates. */
const CHECK_RUN_BATCH = 50;

export interface CheckRunTarget {
  owner: string;
  repo: string;
  headSha: string;
  /** The check's name on the pull request. */
  name: string;
  /** Markdown for the check run's page: the job summary's text, cut to GitHub's 65,535 characters. */
  summary: string;
  detailsUrl?: string;
}

/**
 * Creates a check run on the head commit and sends every error and warning (and the notices on
 * changed lines) as an annotation, 50 a request, then completes it. Throws a GitHubApiError the caller turns into a
 * fallback (a 403
 * when the token may not write checks: a fork's pull request). A create that timed out is not
 * repeated blindly: the run is looked for first by an `external_id` only this call knows; nor is
 * a batch of annotations, which GitHub would show twice.
 */
export async function publishCheckRun(
  client: RestClient,
  report: RunReport,
  target: CheckRunTarget,
): Promise<{ id: number; url: string | undefined; annotations: number }> {
  const repo = `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
  const base = `${repo}/check-runs`;
  const externalId = randomUUID();
  const title = report.diagnostics.length === 0 ? "No problems" : describeTotals(report.totals);
  const summary = target.summary.length > 65_000 ? `${target.summary.slice(0, 65_000)}\n\n…` : target.summary;
  // filter=all: a later run of the same name on the commit (a re-run started meanwhile) must not hide ours.
  const findOurs = async () => {
    const query = new URLSearchParams({ check_name: target.name, filter: "all", per_page: "100" });
    const listed = await client.request<{ check_runs?: CheckRunListed[] }>(
      "GET",
      `${repo}/commits/${encodeURIComponent(target.headSha)}/check-runs?${query}`,
    );
    return listed.data?.check_runs?.find((run) => run.external_id === externalId);
  };
  const created = await client.request<CheckRunListed>(
    "POST",
    base,
    {
      name: target.name,
      head_sha: target.headSha,
      external_id: externalId,
      status: "in_progress",
      ...(target.detailsUrl ? { details_url: target.detailsUrl } : {}),
      output: { title, summary },
    },
    { findExisting: findOurs },
  );
  const id = created.data?.id;
  if (typeof id !== "number") throw new Error("GitHub created the check run but sent no id");
  const annotations = checkRunAnnotations(report.diagnostics);
  for (let start = 0; start < annotations.length; start += CHECK_RUN_BATCH) {
    const batch = annotations.slice(start, start + CHECK_RUN_BATCH);
    // GitHub appends each update's annotations: a batch sent twice would show twice.
    const batchArrived = async () => {
      const run = await client.request<{ output?: { annotations_count?: unknown } }>("GET", `${base}/${id}`);
      const count = run.data?.output?.annotations_count;
      return typeof count === "number" && count >= start + batch.length ? { id } : undefined;
    };
    await client.request(
      "PATCH",
      `${base}/${id}`,
      { output: { title, summary, annotations: batch } },
      { repeatable: false, findExisting: batchArrived },
    );
  }
  await client.request("PATCH", `${base}/${id}`, {
    status: "completed",
    conclusion: report.failed ? "failure" : report.diagnostics.length > 0 ? "neutral" : "success",
    output: { title, summary },
  });
  return {
    id,
    url: typeof created.data.html_url === "string" ? created.data.html_url : undefined,
    annotations: annotations.length,
  };
}
