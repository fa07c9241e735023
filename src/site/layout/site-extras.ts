import { extraList, type PageExtra } from "../../render/page-extras.js";
import type { RenderedPage } from "../../render/types.js";
import type { SiteModel } from "../model/site-model.js";

/** What every page of the site loads because of docs.json: the fields' stylesheet, KaTeX with `styling.latex`. */
export function siteExtras(model: SiteModel): PageExtra[] {
  const extras: PageExtra[] = [];
  if (model.banner || model.decoration || model.fonts || model.codeblocks) extras.push("config-fields");
  if (model.mathEverywhere) extras.push("katex");
  return extraList(extras);
}

/** What one page loads: the site's extras and its own. */
export function pageExtras(model: SiteModel, page: Pick<RenderedPage, "extras">): PageExtra[] {
  return extraList(siteExtras(model), page.extras ?? []);
}
