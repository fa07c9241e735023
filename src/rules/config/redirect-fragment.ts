import type { ProjectRule } from "../../project/project.js";

import { hasFragment, readRedirects } from "../../project/redirects.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/redirect-fragment",
    category: "config",
    // A #fragment is never sent to the server: the redirect never applies, readers are not sent on as meant.
    defaultSeverity: "warning",
    description:
      "No redirect's source holds a `#fragment`: a browser never sends it to the server, so the redirect never applies.",
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    for (const redirect of readRedirects(project)) {
      if (!hasFragment(redirect)) continue;
      const { source } = redirect;
      const path = source.slice(0, source.indexOf("#")) || "/";
      report(
        document.at(
          [...redirect.path, "source"],
          `"${source}" holds a #fragment, which a browser never sends to the server, and Mintlify matches a redirect's source against the path alone: this redirect never applies, and a visit to "${source}" gets what "${path}" gets, as if the redirect were not there. Remove it; if the section moved, link to its new place from where it was.`,
        ),
      );
    }
  },
};
