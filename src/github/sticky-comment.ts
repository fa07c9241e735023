import type { RestClient } from "./rest-client.js";

interface IssueComment {
  id?: unknown;
  body?: unknown;
  html_url?: unknown;
  user?: { type?: unknown } | null;
}

/**
 * Puts `body` on the pull request as one comment that every later run updates in place: the
 * comment is found again by `marker`, among the comments a bot wrote (a person quoting the
 * marker does not get their comment overwritten). A create that timed out is not repeated
 * blindly: the comments are read again for the marker first.
 */
export async function upsertComment(
  client: RestClient,
  target: { owner: string; repo: string; number: number },
  marker: string,
  body: string,
): Promise<{ id: number; url?: string; created: boolean }> {
  const repo = `/repos/${encodeURIComponent(target.owner)}/${encodeURIComponent(target.repo)}`;
  const findMarked = async () => {
    const comments = await client.paginate<IssueComment>(`${repo}/issues/${target.number}/comments?per_page=100`, 50);
    return comments.find(
      (comment) =>
        typeof comment.body === "string" &&
        comment.body.includes(marker) &&
        comment.user?.type === "Bot" &&
        typeof comment.id === "number",
    );
  };
  const existing = await findMarked();
  const response = existing
    ? await client.request<IssueComment>("PATCH", `${repo}/issues/comments/${existing.id as number}`, { body })
    : await client.request<IssueComment>(
        "POST",
        `${repo}/issues/${target.number}/comments`,
        { body },
        { findExisting: findMarked },
      );
  const id = typeof response.data?.id === "number" ? response.data.id : (existing?.id as number | undefined);
  if (id === undefined) throw new Error("GitHub saved the comment but sent no id");
  return {
    id,
    ...(typeof response.data?.html_url === "string" ? { url: response.data.html_url } : {}),
    created: !existing,
  };
}
