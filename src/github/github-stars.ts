import { objectAt, type UncheckedV2Config } from "../project/config-types/unchecked.js";
/**
 * The star count the top bar's GitHub button shows. Only asked for when the build may reach the
 * network (`--fetch-remote`); any failure (offline, rate limit, timeout, odd answer) leaves the
 * count out and the button a plain repository link.
 */

/** How long the build waits for GitHub's API before going on without the count. */
const STARS_TIMEOUT_MS = 5_000;

/** `owner/name` of the repository docs.json's GitHub button names (`navbar.primary`, on github.com). */
export function githubButtonRepository(config: UncheckedV2Config | undefined): string | undefined {
  const primary = objectAt(objectAt(config, "navbar"), "primary");
  return primary?.type === "github" && typeof primary.href === "string" ? githubSlug(primary.href) : undefined;
}

function githubSlug(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  if (url.hostname !== "github.com" && url.hostname !== "www.github.com") return undefined;
  const [owner, name] = url.pathname.split("/").filter(Boolean);
  return owner && name && /^[\w.-]+$/.test(owner) && /^[\w.-]+$/.test(name)
    ? `${owner}/${name.replace(/\.git$/, "")}`
    : undefined;
}

export async function fetchGithubStars(
  slug: string,
  env: NodeJS.ProcessEnv = process.env,
  timeoutMs = STARS_TIMEOUT_MS,
): Promise<number | undefined> {
  const api = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  try {
    const response = await fetch(`${api}/repos/${slug}`, {
      headers: { accept: "application/vnd.github+json", "user-agent": "docsgate" },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow",
    });
    if (!response.ok) return undefined;
    const { stargazers_count: stars } = (await response.json()) as { stargazers_count?: unknown };
    return typeof stars === "number" && Number.isInteger(stars) && stars >= 0 ? stars : undefined;
  } catch {
    return undefined;
  }
}
