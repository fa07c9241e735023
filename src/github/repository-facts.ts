import type { Project } from "../project/project.js";
import type { RepositoryFacts } from "../site/model/site-model.js";
import { fetchGithubStars, githubButtonRepository } from "./github-stars.js";
import { detectRepository } from "./repository.js";

/**
 * What the site links to beyond the docs: the repository of the feedback links, and the star
 * count of docs.json's GitHub button, asked of GitHub only when the build may reach the network.
 * Resolved here, at the edge (the CLI, the action), and handed to the site build as data.
 */
export async function repositoryFacts(project: Project, fetchRemote: boolean): Promise<RepositoryFacts> {
  const button = fetchRemote ? githubButtonRepository(project.docs?.value) : undefined;
  const githubStars = button ? await fetchGithubStars(button) : undefined;
  const repository = detectRepository(project.root);
  return { ...(repository ? { repository } : {}), ...(githubStars === undefined ? {} : { githubStars }) };
}
