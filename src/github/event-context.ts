import { readFileSync } from "node:fs";

/**
 * What the action needs to know of the run that started it, from the variables and event payload GitHub gives every
 * step.
 */
export interface EventContext {
  eventName: string;
  /** `owner/name`. */
  repository?: { owner: string; name: string };
  apiUrl: string;
  serverUrl: string;
  runId?: string;
  /** The commit the checked files are from: the pull request's head, not the merge commit GitHub checks out. */
  headSha?: string;
  pullRequest?: PullRequestContext;
  /** The base commit of a merge queue entry or a pull request, for the baseline. */
  baseSha?: string;
  /** The event's activity, such as `closed` for a pull request. */
  action?: string;
  /** The repository's clone URL from the event (`https://github.com/owner/name.git`). */
  cloneUrl?: string;
  /** On `workflow_run`: the run that finished, whose report a publishing step posts. */
  workflowRun?: { id: number; headSha: string; pullRequestNumbers: number[]; event: string };
}

export interface PullRequestContext {
  number: number;
  headSha: string;
  baseSha?: string;
  baseRef?: string;
  /** The head branch lives in another repository: the token is read-only there. */
  fromFork: boolean;
}

const PULL_REQUEST_EVENTS = new Set(["pull_request", "pull_request_target"]);

export function isPullRequestEvent(eventName: string): boolean {
  return PULL_REQUEST_EVENTS.has(eventName);
}

/** Reads the context of the step; a missing or unreadable payload leaves the event's parts out. */
export function readEventContext(env: NodeJS.ProcessEnv): EventContext {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const [owner, name] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const context: EventContext = {
    eventName,
    ...(owner && name ? { repository: { owner, name } } : {}),
    apiUrl: (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""),
    serverUrl: (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, ""),
    ...(env.GITHUB_RUN_ID ? { runId: env.GITHUB_RUN_ID } : {}),
    ...(env.GITHUB_SHA ? { headSha: env.GITHUB_SHA } : {}),
  };
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  if (text(payload.action)) context.action = text(payload.action)!;
  if (text(record(payload.repository).clone_url)) context.cloneUrl = text(record(payload.repository).clone_url)!;
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
      ...(text(base.sha) ? { baseSha: text(base.sha)! } : {}),
      ...(text(base.ref) ? { baseRef: text(base.ref)! } : {}),
      fromFork: Boolean(headRepo && baseRepo && headRepo !== baseRepo),
    };
    context.headSha = headSha;
    if (text(base.sha)) context.baseSha = text(base.sha)!;
  }
  const group = record(payload.merge_group);
  if (eventName === "merge_group" && text(group.head_sha)) {
    context.headSha = text(group.head_sha)!;
    if (text(group.base_sha)) context.baseSha = text(group.base_sha)!;
  }
  const run = record(payload.workflow_run);
  if (eventName === "workflow_run" && typeof run.id === "number" && text(run.head_sha)) {
    const numbers = Array.isArray(run.pull_requests)
      ? run.pull_requests.map((entry) => record(entry).number).filter((n): n is number => typeof n === "number")
      : [];
    context.workflowRun = {
      id: run.id,
      headSha: text(run.head_sha)!,
      pullRequestNumbers: numbers,
      event: text(run.event) ?? "",
    };
    context.headSha = text(run.head_sha)!;
  }
  return context;
}

/** Where the repository is pushed to: the event's clone URL, else the server's address of the repository. */
export function cloneUrl(context: EventContext): string | undefined {
  const repository = repositoryUrl(context);
  return context.cloneUrl ?? (repository ? `${repository}.git` : undefined);
}

/** The repository's page (`https://github.com/owner/name`), the base of links to its files and runs. */
export function repositoryUrl(context: EventContext): string | undefined {
  return context.repository ? `${context.serverUrl}/${context.repository.owner}/${context.repository.name}` : undefined;
}

function readPayload(file: string | undefined): Record<string, unknown> {
  if (!file) return {};
  try {
    return record(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return {};
  }
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}
