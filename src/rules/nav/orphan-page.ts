import type { ProjectRule } from "../../project/project.js";

import { listedPageFiles } from "../../project/navigation/navigation.js";
import { isSitePage } from "../../project/navigation/page-files.js";
import { navContext } from "../../nav/nav-context.js";
import { isSnippetFile } from "../../project/snippet-files.js";

/** How many orphan files the message names before it only counts the rest. */
const LISTED = 20;

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/orphan-page",
    category: "nav",
    defaultSeverity: "notice",
    description: "Page files that are in no navigation group are listed, so that forgotten pages are noticed.",
  },
  check(project, report) {
    const nav = navContext(project);
    // Part of the navigation was too deep to read (config/too-deep): the pages it lists are unknown.
    if (!nav || nav.navigation.cut) return;
    const listed = listedPageFiles(nav.navigation);
    // Snippets are included by pages, not listed in the navigation.
    const orphans = [...project.files.files]
      .filter((file) => isSitePage(file) && !isSnippetFile(file) && !listed.has(file) && !project.isIgnored(file))
      .sort();
    if (orphans.length === 0) return;
    const names = orphans.slice(0, LISTED).join(", ");
    const more = orphans.length > LISTED ? ` and ${orphans.length - LISTED} more` : "";
    const count = orphans.length === 1 ? "1 page file is" : `${orphans.length} page files are`;
    report(
      nav.at(
        ["navigation"],
        `${count} in no navigation group, so readers can reach them only by a direct link: ${names}${more}. Add them to a group, or list them under \`ignore\` in docsgate.config.json if they are not pages.`,
        "key",
      ),
    );
  },
};
