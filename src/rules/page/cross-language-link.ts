import type { Report } from "../../diagnostics/diagnostic.js";
import { resolvedLinks } from "../../pages/link-targets.js";
import type { PagesRule } from "../../pages/pages-context.js";
import { stripPageExtension } from "../../project/navigation/page-files.js";

export const rule: PagesRule = {
  context: "pages",
  meta: {
    id: "page/cross-language-link",
    category: "page",
    defaultSeverity: "warning",
    linksOfEachPage: true,
    description:
      "A link on a page of one language's navigation (docs.json `navigation.languages`) leads to a page of the same language, not to one only another language lists.",
  },
  check(context, report) {
    const languages = pageLanguages(context.project.navigation?.pages ?? []);
    if (languages.size === 0) return;
    const byKey = new Map<string, string>();
    for (const [file, of] of languages)
      for (const language of of) byKey.set(`${language} ${unprefixed(file, language)}`, file);
    for (const { file, link, target } of resolvedLinks(context)) {
      if (target.kind !== "page" || target.file === file) continue;
      const from = languages.get(file);
      const to = languages.get(target.file);
      if (!from || !to || [...to].some((language) => from.has(language))) continue;
      const [here] = from;
      const [there] = to;
      const own = byKey.get(`${here} ${unprefixed(target.file, there!)}`);
      const hint = own ? ` Link to \`${sitePath(own)}\`, its ${here} page.` : ` Link to the ${here} page, or add one.`;
      const { start, end } = link.position;
      const found: Report = {
        file,
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
        message: `This page is in the "${here}" navigation, and \`${link.url}\` leads to \`${sitePath(target.file)}\`, a page only the "${[...to].join('", "')}" navigation lists: a reader who follows it leaves their language, and the site's navigation switches to the other one.${hint}`,
      };
      report(found);
    }
  },
};

/** The languages whose navigation lists each page file; only pages under `navigation.languages`. */
function pageLanguages(pages: readonly { language?: string; target: { kind: string; file?: string } }[]) {
  const languages = new Map<string, Set<string>>();
  for (const { language, target } of pages) {
    if (language === undefined || target.kind !== "page" || target.file === undefined) continue;
    let of = languages.get(target.file);
    if (!of) languages.set(target.file, (of = new Set()));
    of.add(language);
  }
  // One language: nothing to cross.
  return new Set([...languages.values()].flatMap((of) => [...of])).size < 2
    ? new Map<string, Set<string>>()
    : languages;
}

/** The page path without its language's folder (`es/guides/setup.mdx` -> `guides/setup`). */
function unprefixed(file: string, language: string): string {
  const page = stripPageExtension(file);
  return page.toLowerCase().startsWith(`${language.toLowerCase()}/`) ? page.slice(language.length + 1) : page;
}

/** The page's address on the site: an index page is served at its folder's. */
function sitePath(file: string): string {
  return `/${stripPageExtension(file).replace(/(?:^|\/)index$/, "")}`;
}
