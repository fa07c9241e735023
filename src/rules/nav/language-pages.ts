import type { ProjectRule } from "../../project/project.js";

import type { NavNode, NavSection } from "../../project/navigation/navigation.js";
import { siblingSections } from "../../project/navigation/sibling-sections.js";
import { navContext } from "../../nav/nav-context.js";

/** How many missing pages the message names before it only counts the rest. */
const LISTED = 20;

export const rule: ProjectRule = {
  context: "project",
  meta: {
    id: "nav/language-pages",
    category: "nav",
    defaultSeverity: "warning",
    description:
      "Each language lists the pages the default language lists, each in the language's folder (`es/guides/setup` for `guides/setup`).",
  },
  check(project, report) {
    const nav = navContext(project);
    if (!nav) return;
    for (const languages of siblingSections(nav.navigation, "language")) {
      if (languages.length < 2) continue;
      // Without `default: true`, the first language is the default (spec v2 §3.7).
      const main = languages.find((language) => language.isDefault) ?? languages[0]!;
      const expected = withoutFolder(main, pagesOf(main), false);
      if (!expected) continue;
      for (const language of languages) {
        if (language === main) continue;
        const own = withoutFolder(language, pagesOf(language), true);
        // A language whose pages are not in its own folder follows another scheme: not compared.
        if (!own) continue;
        const listed = new Set(own.pages);
        const lacking = [...new Set(expected.pages.filter((page) => !listed.has(page)))];
        if (lacking.length === 0) continue;
        const names = lacking.slice(0, LISTED).join(", ");
        const more = lacking.length > LISTED ? ` and ${lacking.length - LISTED} more` : "";
        const count = lacking.length === 1 ? "1 page" : `${lacking.length} pages`;
        const mainFolder = expected.folder ? ` in ${expected.folder}/` : "";
        report(
          nav.at(
            [...language.path, "language"],
            `The language "${language.name}" lacks ${count} that the default language "${main.name}" lists${mainFolder}: ${names}${more}. Readers of ${language.name} do not find them in its navigation. Translate them into ${own.folder}/ and list them, or list the ${main.name} pages there.`,
          ),
        );
      }
    }
  },
};

/** The page paths a section lists at any depth, group root pages included; endpoint entries and URLs left out. */
function pagesOf(section: NavSection): string[] {
  const pages: string[] = [];
  const walk = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if (node.kind === "page") {
        if (!node.operation && "page" in node.target) pages.push(node.target.page);
        continue;
      }
      if (node.kind === "group" && node.root && !node.root.operation && "page" in node.root.target)
        pages.push(node.root.target.page);
      walk(node.children);
    }
  };
  walk(section.children);
  return pages;
}

/**
 * The pages without the language's folder (`es/`, named after its code in any case), when at
 * least half are in it. The default language's pages may sit at the root instead; any other
 * language whose pages are mostly elsewhere is left out (undefined).
 */
function withoutFolder(
  language: NavSection,
  pages: readonly string[],
  required: boolean,
): { folder?: string; pages: string[] } | undefined {
  if (pages.length === 0) return undefined;
  const code = language.name.toLowerCase();
  const inFolder = (page: string) => page.slice(0, code.length + 1).toLowerCase() === `${code}/`;
  const count = pages.filter(inFolder).length;
  if (count * 2 < pages.length) return required ? undefined : { pages: [...pages] };
  const folder = pages.find(inFolder)!.slice(0, code.length);
  return { folder, pages: pages.map((page) => (inFolder(page) ? page.slice(code.length + 1) : page)) };
}
