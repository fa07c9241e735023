import type { Rule } from "../../diagnostics/diagnostic.js";
import type { PagesContext } from "../pages-context.js";
import { rule as brokenLink } from "./broken-link.js";
import { rule as linkExtension } from "./link-extension.js";

/** Rules that look across pages, run once every page is parsed. */
export const CROSS_PAGE_RULES: readonly Rule<PagesContext>[] = [brokenLink, linkExtension];
