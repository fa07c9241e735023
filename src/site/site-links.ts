import type { Project } from "../project/project.js";
import { fetchGithubStars, githubButtonRepository } from "../github/github-stars.js";
import type { Repository } from "./model/site-model.js";
import { detectRepository } from "../github/repository.js";

/**
 * What the site links to beyond the docs: the repository of the feedback links, and the star
 * count of docs.json's GitHub button, asked of GitHub only when the build may reach the network.
 */
export async function siteLinks(
  project: Project,
  fetchRemote: boolean,
): Promise<{ repository?: Repository; githubStars?: number }> {
  const button = fetchRemote
    ? githubButtonRepository(project.config.status === "read" ? project.config.source.value : undefined)
    : undefined;
  const githubStars = button ? await fetchGithubStars(button) : undefined;
  const repository = detectRepository(project.root);
  return { ...(repository ? { repository } : {}), ...(githubStars === undefined ? {} : { githubStars }) };
}
