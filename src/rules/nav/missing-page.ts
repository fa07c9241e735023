import type { ProjectRule } from "../../project/project.js";

import { isGeneratedPage } from "../../project/generated-pages.js";
import { nearestPage } from "../../project/navigation/page-files.js";
import { navContext } from "../../nav/nav-context.js";

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/missing-page",
    category: "nav",
    defaultSeverity: "error",
    description:
      "Every navigation entry names a page file (`<entry>.mdx` or `<entry>.md`) that exists, or a page the site generates from an OpenAPI file.",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    const groupOfRoot = new Map(
      nav.navigation.groups.flatMap((group) => (group.root ? [[group.root, group.name] as const] : [])),
    );
    for (const page of nav.navigation.pages) {
      const { entry, path, target, operation } = page;
      // An endpoint entry's page comes from its spec; nav/unknown-operation checks it.
      if (operation) continue;
      // A group's root page opens when its title is clicked.
      const group = groupOfRoot.get(page);
      const subject =
        group === undefined ? `The navigation entry "${entry}"` : `The root page "${entry}" of the group "${group}"`;
      if (target.kind === "url") {
        report(
          nav.at(
            path,
            `${subject} is a URL; entries are page paths relative to the docs root, such as "guides/quickstart". Link external sites from an anchor or a top-bar link instead.`,
          ),
        );
      } else if (target.kind === "missing" && !isGeneratedPage(project.openApiPages, target.page)) {
        const excluded = [`${target.page}.mdx`, `${target.page}.md`]
          .map((file) => project.files.exclusionOf(file))
          .find((exclusion) => exclusion !== undefined);
        if (excluded) {
          const why =
            excluded.by === "mintignore"
              ? `\`.mintignore\` leaves \`${excluded.path}\` out of the site`
              : `the site never publishes \`${excluded.path}\``;
          report(nav.at(path, `${subject} has no page: ${why}. Remove the entry, or stop ignoring the page.`));
          continue;
        }
        const suggestion = target.page === "" ? undefined : nearestPage(target.page, project.files);
        const hint = suggestion
          ? ` Did you mean "${suggestion}"?`
          : ` Create ${target.page || "the page"}.mdx or remove the entry.`;
        report(nav.at(path, `${subject} has no page: neither ${target.page}.mdx nor ${target.page}.md exists.${hint}`));
      }
    }
  },
};
