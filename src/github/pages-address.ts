import { normalizeBasePath } from "../site/output/site-address.js";
import { GitHubApiError, type RestClient } from "./rest-client.js";

/** Where a pull request's preview is served, and what the site is built with to be served there. */
export interface PreviewAddress {
  /** `https://acme.github.io/docs/pr-preview/pr-7/`. */
  url: string;
  /** `/docs/pr-preview/pr-7`: every link of the preview starts with it. */
  basePath: string;
  /** `https://acme.github.io`: the site URL the base path is appended to. */
  siteUrl: string;
}

/** The Pages site's address, and a line for the reports when GitHub Pages is not serving it yet. */
export interface PagesSite {
  url: string;
  notice?: string;
}

/** An http(s) address without credentials, query or fragment, ending in "/"; undefined when it is not one. */
export function pagesSiteUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password || url.search || url.hash)
    return undefined;
  if (normalizeBasePath(url.pathname) === undefined) return undefined;
  return `${url.origin}${url.pathname.replace(/\/*$/, "/")}`;
}

/** The preview of pull request `number` in `folder` of the Pages site at `siteUrl`. */
export function previewAddress(siteUrl: string, folder: string, number: number): PreviewAddress {
  const url = new URL(`${folder}/pr-${number}/`, siteUrl);
  return { url: url.href, basePath: url.pathname.replace(/\/$/, ""), siteUrl: url.origin };
}

/**
 * The repository's Pages address, from GitHub's API (`GET /repos/{owner}/{repo}/pages`). When
 * Pages is not turned on (404), or the token may not read it, the address GitHub gives a project
 * site on github.com, with a line saying how to turn Pages on from the branch: the first preview
 * creates the branch that setting needs.
 */
export async function readPagesSite(
  client: RestClient | undefined,
  repository: { owner: string; name: string },
  serverUrl: string,
  branch: string,
): Promise<PagesSite | { problem: string }> {
  const turnOn = `turn GitHub Pages on in the repository's Settings → Pages: Build and deployment, Source "Deploy from a branch", branch ${branch}, folder / (root)`;
  let reason: string;
  if (client) {
    try {
      const answer = await client.request<{ html_url?: unknown }>(
        "GET",
        `/repos/${encodeURIComponent(repository.owner)}/${encodeURIComponent(repository.name)}/pages`,
      );
      const url = typeof answer.data?.html_url === "string" ? pagesSiteUrl(answer.data.html_url) : undefined;
      if (url) return { url };
      reason = "GitHub's API gave no address for the repository's Pages site";
    } catch (error) {
      reason =
        error instanceof GitHubApiError && error.status === 404
          ? "GitHub Pages is not turned on for this repository"
          : `docsgate could not read the repository's Pages address (${(error as Error).message})`;
    }
  } else reason = "docsgate has no token to read the repository's Pages address with";
  if (serverUrl !== "https://github.com")
    return { problem: `${reason}; give its address in the preview-url input, or ${turnOn}.` };
  const owner = repository.owner.toLowerCase();
  const url =
    repository.name.toLowerCase() === `${owner}.github.io`
      ? `https://${owner}.github.io/`
      : `https://${owner}.github.io/${encodeURIComponent(repository.name)}/`;
  return {
    url,
    notice: `${reason}: the preview's address assumes ${url}, which answers once you ${turnOn} (or give the site's address in the preview-url input).`,
  };
}
