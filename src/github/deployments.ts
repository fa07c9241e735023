import type { RestClient } from "./rest-client.js";

export interface DeploymentTarget {
  owner: string;
  repo: string;
  environment: string;
  pullRequest: number;
}

interface Deployment {
  id?: unknown;
  payload?: unknown;
}

/**
 * Shows a pull request's preview as a deployment: GitHub puts "View deployment" on the pull request,
 * opening `url`. Transient, so a later deployment of another pull request to the same environment
 * does not mark this one inactive; the pull request's number rides in the payload, for the cleanup.
 */
export async function createPreviewDeployment(
  client: RestClient,
  target: DeploymentTarget,
  options: { sha: string; url: string; logUrl?: string },
): Promise<number> {
  const repo = repoPath(target);
  const created = await client.request<Deployment>("POST", `${repo}/deployments`, {
    ref: options.sha,
    environment: target.environment,
    transient_environment: true,
    production_environment: false,
    auto_merge: false,
    required_contexts: [],
    payload: { docsgate: { pullRequest: target.pullRequest } },
    description: `Docs preview of pull request #${target.pullRequest}`,
  });
  if (typeof created.data?.id !== "number")
    throw new Error(`GitHub answered ${created.status} without a deployment (a merge conflict or a missing ref).`);
  await client.request("POST", `${repo}/deployments/${created.data.id}/statuses`, {
    state: "success",
    environment_url: options.url,
    ...(options.logUrl ? { log_url: options.logUrl } : {}),
    auto_inactive: false,
    description: "The preview is published",
  });
  return created.data.id;
}

/** Marks every deployment of the pull request in the environment inactive; returns how many. */
export async function deactivatePreviewDeployments(client: RestClient, target: DeploymentTarget): Promise<number> {
  const repo = repoPath(target);
  const deployments = await client.paginate<Deployment>(
    `${repo}/deployments?environment=${encodeURIComponent(target.environment)}&per_page=100`,
    10,
  );
  const ours = deployments.filter(
    (deployment) =>
      typeof deployment.id === "number" &&
      (deployment.payload as { docsgate?: { pullRequest?: unknown } } | null)?.docsgate?.pullRequest ===
        target.pullRequest,
  );
  for (const deployment of ours)
    await client.request(
      "POST",
      `${repo}/deployments/${deployment.id as number}/statuses`,
      { state: "inactive", description: "The pull request is closed: its preview is removed" },
      // An inactive status twice is the same as once.
      { repeatable: true },
    );
  return ours.length;
}

function repoPath(target: DeploymentTarget): string {
  return `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
}
