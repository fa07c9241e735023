import { formatGithubCommands } from "../github-commands.js";
import type { ReportFormat } from "../report-format.js";

export const format: ReportFormat = {
  name: "github",
  // Workflow commands place a file by its path in the repository.
  render: (result, { repositoryRoot }) => [formatGithubCommands(result, repositoryRoot)],
};
