import * as core from "@actions/core";
import { cloneUrl, type EventContext } from "../github/event-context.js";
import { createPreviewDeployment, deactivatePreviewDeployments } from "../github/deployments.js";
import { previewAddress, readPagesSite, type PreviewAddress } from "../github/pages-address.js";
import { publishFolder, removeFolder, type BranchTarget } from "../github/pages-branch.js";
import type { RestClient } from "../github/rest-client.js";
import { plural } from "../text/plural.js";
import type { PagesPreview } from "../report/run-report.js";
import { note, runUrl } from "./github-results.js";
import type { PagesPreviewInputs } from "./inputs.js";
import { setOutputs } from "./step-files.js";

/** What a step that publishes or removes a pull request's preview on the Pages branch works with. */
export interface PagesStep {
  pages: PagesPreviewInputs;
  context: EventContext;
  client: RestClient | undefined;
  token: string;
  /** RUNNER_TEMP, where the branch is cloned. */
  tempRoot: string;
  notes: string[];
}

/** Where pull request `number`'s preview is served; known before the build, which builds the site for it. */
export async function planPreview(
  step: Pick<PagesStep, "pages" | "context" | "client">,
  number: number,
): Promise<{ address: PreviewAddress; notice?: string } | { problem: string }> {
  const { pages, context } = step;
  const site = pages.siteUrl
    ? { url: pages.siteUrl }
    : context.repository
      ? await readPagesSite(step.client, context.repository, context.serverUrl, pages.branch)
      : { problem: "the repository is unknown (GITHUB_REPOSITORY is not set)" };
  if ("problem" in site) return site;
  return { address: previewAddress(site.url, pages.folder, number), ...(site.notice ? { notice: site.notice } : {}) };
}

/**
 * Publishes the built site to the pull request's folder of the Pages branch, shows it as a
 * deployment on the pull request and sets the preview-url output. What goes wrong is the preview's
 * problem, told in the reports; the job's result stays the check's.
 */
export async function publishPreview(
  step: PagesStep,
  siteDir: string,
  pullRequest: { number: number; headSha: string },
  planned: { address: PreviewAddress; notice?: string },
): Promise<PagesPreview> {
  const { address } = planned;
  const preview: PagesPreview = {
    kind: "pages",
    url: address.url,
    status: "not-published",
    commit: null,
    problem: null,
    notice: planned.notice ?? null,
    artifact: null,
  };
  const target = branchTarget(step, pullRequest.number);
  if (typeof target === "string") return { ...preview, problem: target };
  const result = await publishFolder(target, siteDir, {
    message: `Preview of pull request #${pullRequest.number} at ${pullRequest.headSha}`,
    maxBytes: step.pages.maxBytes,
  });
  if (result.status === "too-large")
    return {
      ...preview,
      problem: `the built site is ${megabytes(result.bytes)}, more than the ${megabytes(result.limit)} preview-max-mb allows, so it was not published.`,
    };
  if (result.status === "failed") return { ...preview, problem: `docsgate did not publish it: ${result.problem}` };
  core.info(
    result.status === "published"
      ? `Published the preview (${plural(result.files, "file")}, ${megabytes(result.bytesPushed)} pushed) to ${step.pages.branch} as ${result.commit}: ${address.url}`
      : `The preview on ${step.pages.branch} (${result.commit}) is this site already: nothing pushed. ${address.url}`,
  );
  setOutputs({ "preview-url": address.url });
  await deploy(step, pullRequest, address.url);
  return { ...preview, status: result.status, commit: result.commit };
}

/**
 * When the pull request closes: removes its folder from the Pages branch and marks its deployments
 * inactive. Returns the line the comment and the summary say it with.
 */
export async function removePreview(step: PagesStep, number: number): Promise<string> {
  const target = branchTarget(step, number);
  if (typeof target === "string") return `⚠️ docsgate could not remove the preview: ${target}`;
  const removed = await removeFolder(target, { message: `Remove the preview of pull request #${number}, closed` });
  if (removed.status === "failed") return `⚠️ docsgate did not remove the preview: ${removed.problem}`;
  core.info(
    removed.status === "removed"
      ? `Removed ${target.folder} from ${step.pages.branch} (${removed.commit}).`
      : `${step.pages.branch} holds no ${target.folder}: nothing to remove.`,
  );
  const { context, client } = step;
  if (client && context.repository) {
    try {
      const count = await deactivatePreviewDeployments(client, {
        owner: context.repository.owner,
        repo: context.repository.name,
        environment: step.pages.environment,
        pullRequest: number,
      });
      core.info(`Marked ${plural(count, "deployment")} of pull request #${number} inactive.`);
    } catch (error) {
      note(
        step.notes,
        `docsgate could not mark the preview's deployments inactive (the job needs deployments: write): ${(error as Error).message}`,
      );
    }
  }
  return removed.status === "removed"
    ? `🧹 The pull request is closed, so its preview was removed from ${step.pages.branch} (${target.folder}).`
    : `🧹 The pull request is closed; ${step.pages.branch} held no preview of it (${target.folder}).`;
}

/** The deployment that puts "View deployment" on the pull request; a refusal is a note. */
async function deploy(step: PagesStep, pullRequest: { number: number; headSha: string }, url: string): Promise<void> {
  const { context, client } = step;
  if (!client || !context.repository) return;
  try {
    await createPreviewDeployment(
      client,
      {
        owner: context.repository.owner,
        repo: context.repository.name,
        environment: step.pages.environment,
        pullRequest: pullRequest.number,
      },
      { sha: pullRequest.headSha, url, ...(runUrl(context) ? { logUrl: runUrl(context)! } : {}) },
    );
  } catch (error) {
    note(
      step.notes,
      `docsgate published the preview but could not show it as a deployment (the job needs deployments: write): ${(error as Error).message}`,
    );
  }
}

function branchTarget(step: PagesStep, number: number): BranchTarget | string {
  const remote = cloneUrl(step.context);
  if (!remote) return "the repository is unknown (GITHUB_REPOSITORY is not set)";
  return {
    remote,
    ...(step.token ? { token: step.token } : {}),
    branch: step.pages.branch,
    folder: `${step.pages.folder}/pr-${number}`,
    workRoot: step.tempRoot,
    author: { name: "github-actions[bot]", email: "41898282+github-actions[bot]@users.noreply.github.com" },
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
