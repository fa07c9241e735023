import type { ProjectRule } from "../../project/project.js";

import { hasFragment, leavesSite, readRedirects } from "../../project/redirects.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "config/protocol-relative-redirect",
    category: "config",
    // Mintlify takes any destination and the browser follows it off the site: a typo or a disguised open redirect.
    defaultSeverity: "warning",
    description:
      "No redirect's destination is written like a path but leads to another host (`//host/page`, `/\\host/page`): a browser reads two leading slashes as the start of an address.",
  },
  check(project, report) {
    const { document } = project;
    if (!document) return;
    for (const redirect of readRedirects(project)) {
      const { source, destination, path } = redirect;
      // A source with a #fragment never applies (config/redirect-fragment): nobody is sent anywhere.
      if (destination === undefined || !leavesSite(destination) || hasFragment(redirect)) continue;
      const address = destination.trim().replace(/^[\\/]+/, "");
      const host = address.split(/[\\/?#]/)[0];
      report(
        document.at(
          [...path, "destination"],
          `The redirect from "${source}" sends readers to "${destination}", which a browser reads as an address on another host (${host}), not a page of this site. Write a page's path with one slash ("/${address}"), or the full address ("https://${address}") if the redirect is meant to leave the site. docsgate's preview leaves this redirect out.`,
        ),
      );
    }
  },
};
