import type { RenderedPage } from "../../render/types.js";
import type { SitePage } from "../model/site-model.js";
import { absoluteUrl } from "./site-address.js";

/** The twin: front matter with the page's title and description, then its body as Markdown. */
export function markdownTwin(page: RenderedPage): string {
  const head = ["---", `title: ${JSON.stringify(page.title)}`];
  if (page.description) head.push(`description: ${JSON.stringify(page.description)}`);
  head.push("---", "");
  return `${head.join("\n")}\n${page.markdown ?? ""}`;
}

/**
 * llms-full.txt: every page's Markdown in the site's order, each under its title and the address
 * it is read at, so a tool can take the whole site in one file.
 */
export function llmsFullTxt(
  pages: readonly SitePage[],
  rendered: ReadonlyMap<string, RenderedPage>,
  siteUrl: string | undefined,
): string {
  const parts: string[] = [];
  for (const site of pages) {
    const page = rendered.get(site.file);
    if (!page) continue;
    const lines = [`# ${page.title.replace(/\s+/g, " ").trim()}`, `Source: ${absoluteUrl(siteUrl, site.href)}`, ""];
    if (page.description) lines.push(`> ${page.description.replace(/\s+/g, " ").trim()}`, "");
    parts.push(`${lines.join("\n")}\n${(page.markdown ?? "").trimEnd()}\n`);
  }
  return parts.join("\n");
}
