import type { SiteModel, SitePage } from "../model/site-model.js";
import { absoluteUrl } from "./site-address.js";

/**
 * llms.txt (llmstxt.org): `# Name`, `> description`, then one `## Section` per sidebar with a
 * `- [Title](url): description` line per page, in the site's order.
 */
export function llmsTxt(model: SiteModel, pages: readonly SitePage[], siteUrl: string | undefined): string {
  const lines = [`# ${oneLine(model.name)}`, ""];
  if (model.description) lines.push(`> ${oneLine(model.description)}`, "");
  const names = new Map(model.sections.map((section) => [section.id, section.name]));
  const bySection = new Map<string, SitePage[]>();
  for (const page of pages) {
    const list = bySection.get(page.section);
    if (list) list.push(page);
    else bySection.set(page.section, [page]);
  }
  for (const [section, pages] of bySection) {
    lines.push(`## ${oneLine(names.get(section) ?? model.topAnchor.name)}`, "");
    for (const page of pages) {
      const link = `- [${escapeLinkText(oneLine(page.title))}](${absoluteUrl(siteUrl, page.href).replace(/[()\s]/g, encodeURIComponent)})`;
      lines.push(page.description ? `${link}: ${oneLine(page.description)}` : link);
    }
    lines.push("");
  }
  return lines.join("\n");
}

/** Titles and descriptions come from the pages: one line each, whatever they hold. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function escapeLinkText(text: string): string {
  return text.replace(/[[\]\\]/g, (char) => `\\${char}`);
}
