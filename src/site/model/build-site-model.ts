import { configIconLibrary } from "../../icons/icon-library.js";
import type { Navigation } from "../../project/navigation/navigation.js";
import type { GeneratedPage } from "../../project/generated-pages.js";
import type { FileIndex } from "../../project/file-index.js";
import { pageUrl, withBase } from "../../html/page-url.js";
import type { RenderedPage } from "../../render/types.js";
import { configLatex } from "../../render/math.js";
import type { DocsConfig } from "../../project/docs-config.js";
import { objectAt, valueAt, type UncheckedV2Config } from "../../project/config-types/unchecked.js";
import { assetHref, hexColor, iconRef, isObject, linkHref, text, type ModelContext } from "./config-values.js";
import { generatedListing } from "./generated-listing.js";
import type { NavContext } from "./nav-items.js";
import { navigationSections } from "./navigation-sections.js";
import { readerConfig } from "./reader-config.js";
import { siteTheme } from "./site-theme.js";
import {
  SOCIAL_PLATFORMS,
  type NavItem,
  type NavSection,
  type Repository,
  type SiteModel,
  type SitePage,
  type SocialPlatform,
} from "./site-model.js";

export interface SiteModelInput {
  /** docs.json in one shape (project.docs), for everything but the navigation; without one, the defaults. */
  config: Pick<DocsConfig, "value" | "legacy"> | undefined;
  /** The navigation tree (project.navigation); without one the site is its pages alone. */
  navigation: Navigation | undefined;
  files: FileIndex;
  /** Every page the site builds, by file (a page generated from an OpenAPI operation by its path). */
  pages: ReadonlyMap<string, RenderedPage>;
  /**
   * The pages the navigation generates from OpenAPI operations (project.openApiPages.pages): listed where it lists
   * them.
   */
  generated?: readonly GeneratedPage[];
  basePath: string;
  repository?: Repository;
  githubStars?: number;
}

const DEFAULT_PRIMARY = "#16A34A";

/**
 * The site as the layout draws it, from docs.json (in its one, v2 shape) and the navigation tree. Nothing here throws
 * on odd input: a field of the wrong shape is left out (check's config rules report it).
 */
export function buildSiteModel(input: SiteModelInput): SiteModel {
  const config: UncheckedV2Config = input.config?.value ?? {};
  const legacy = input.config?.legacy ?? {};
  const assets = new Set<string>();
  const context: NavContext = {
    files: input.files,
    basePath: input.basePath,
    assets,
    pages: input.pages,
    iconLibrary: configIconLibrary(config),
    generated: generatedListing(input.generated ?? []),
  };
  const { sections, global, languages } = navigationSections(input.navigation, context);
  const breadcrumbs = valueAt(config, ["styling", "eyebrows"]) === "breadcrumbs";
  const { pages, home } = sitePages(sections, input.pages, input.basePath, breadcrumbs);
  const topAnchor = isObject(legacy.topAnchor) ? legacy.topAnchor : {};
  const cta = callToAction(navbarPrimary(config), context, input.githubStars);
  const favicon = assetHref(isObject(config.favicon) ? config.favicon.light : config.favicon, context);
  const image = valueAt(config, ["background", "image"]);
  const backgroundImage = assetHref(isObject(image) ? image.light : image, context);
  const logo = siteLogo(config.logo, context);
  const description = text(config.description);
  return {
    name: text(config.name) ?? "Documentation",
    ...(description ? { description } : {}),
    basePath: input.basePath,
    ...(logo ? { logo } : {}),
    ...(favicon ? { favicon } : {}),
    colors: siteColors(config),
    topbarLinks: topbarLinks(valueAt(config, ["navbar", "links"]), context),
    ...(cta ? { cta } : {}),
    sections,
    home,
    global,
    topAnchor: {
      name: text(topAnchor.name) ?? "Documentation",
      icon: iconRef(topAnchor.icon, topAnchor.iconType, context, "duotone") ?? { name: "book-open", style: "duotone" },
    },
    versions: stringList(legacy.versions),
    languages,
    footerSocials: footerSocials(valueAt(config, ["footer", "socials"]), context),
    feedback: feedback(legacy.feedback, input.repository),
    modeToggle: modeToggle(config),
    theme: siteTheme(config),
    ...(configLatex(config) === true ? { mathEverywhere: true as const } : {}),
    ...(backgroundImage ? { backgroundImage } : {}),
    ...readerConfig(config, context),
    pages,
    assets: [...assets].sort(),
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? [...new Set(value.filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim()))]
    : [];
}

function siteLogo(value: unknown, context: ModelContext): SiteModel["logo"] {
  const light = assetHref(isObject(value) ? (value.light ?? value.dark) : value, context);
  const dark = isObject(value) ? (assetHref(value.dark, context) ?? light) : light;
  if (!light || !dark) return undefined;
  const href = (isObject(value) ? linkHref(value.href, context) : undefined) ?? withBase(context.basePath, "/");
  return { light, dark, href };
}

function siteColors(config: UncheckedV2Config): SiteModel["colors"] {
  const colors = objectAt(config, "colors") ?? {};
  const primary = hexColor(colors.primary) ?? DEFAULT_PRIMARY;
  const background = objectAt(objectAt(config, "background"), "color");
  const light = hexColor(background?.light);
  const dark = hexColor(background?.dark);
  // One colour alone is fine: the other mode keeps the theme's own background.
  return {
    primary,
    light: hexColor(colors.light) ?? primary,
    dark: hexColor(colors.dark) ?? primary,
    ...(light || dark ? { background: { ...(light ? { light } : {}), ...(dark ? { dark } : {}) } } : {}),
  };
}

/** The top bar's links, `navbar.links`, each with its icon (`icons.library` applies). */
function topbarLinks(value: unknown, context: ModelContext): SiteModel["topbarLinks"] {
  const links: SiteModel["topbarLinks"] = [];
  for (const link of Array.isArray(value) ? value : []) {
    if (!isObject(link)) continue;
    const name = text(link.label);
    const href = linkHref(link.href, context);
    const icon = iconRef(link.icon, undefined, context);
    if (name && href) links.push({ name, href, ...(icon ? { icon } : {}) });
  }
  return links;
}

/** `navbar.primary` as the button's kind, href and name. */
function navbarPrimary(config: UncheckedV2Config): unknown {
  const primary = objectAt(objectAt(config, "navbar"), "primary");
  return isObject(primary)
    ? { type: primary.type === "github" ? "github" : "link", url: primary.href, name: primary.label }
    : undefined;
}

function callToAction(value: unknown, context: ModelContext, stars: number | undefined): SiteModel["cta"] {
  if (!isObject(value)) return undefined;
  const href = linkHref(value.url, context);
  if (!href) return undefined;
  if (value.type === "github") {
    const repository =
      /^https?:\/\/[^/]+\/([^/?#]+\/[^/?#]+?)(?:\.git)?\/?(?:[?#].*)?$/i.exec(href)?.[1] ??
      href.replace(/^https?:\/\//i, "");
    return { kind: "github", href, repository, ...(stars !== undefined && Number.isFinite(stars) ? { stars } : {}) };
  }
  const name = text(value.name);
  return name ? { kind: "link", name, href } : undefined;
}

/** The footer's accounts in the config's order, from an object of platform names and URLs. Unknown platforms are left out. */
function footerSocials(value: unknown, context: ModelContext): SiteModel["footerSocials"] {
  const entries = isObject(value) ? Object.entries(value) : [];
  const hrefs = new Map<SocialPlatform, string>();
  for (const [platform, url] of entries) {
    const href = linkHref(url, context);
    if (isSocialPlatform(platform) && href) hrefs.set(platform, href);
  }
  return [...hrefs].map(([platform, href]) => ({ platform, href }));
}

function isSocialPlatform(value: unknown): value is SocialPlatform {
  return (SOCIAL_PLATFORMS as readonly unknown[]).includes(value);
}

function feedback(value: unknown, repository: Repository | undefined): SiteModel["feedback"] {
  const settings = isObject(value) ? value : {};
  return {
    suggestEdit: settings.suggestEdit === true,
    raiseIssue: settings.raiseIssue === true,
    thumbsRating: settings.thumbsRating === true,
    ...(repository ? { repository } : {}),
  };
}

/** `appearance`: the default mode, and `strict` hides the toggle. */
function modeToggle(config: UncheckedV2Config): SiteModel["modeToggle"] {
  const appearance = objectAt(config, "appearance");
  const mode = appearance?.default;
  const isHidden = appearance?.strict === true;
  return { ...(mode === "light" || mode === "dark" ? { default: mode } : {}), isHidden };
}

/**
 * Every rendered page: navigation order first (each page once, in the section that lists it
 * first: the sections come default language and version first), then the others by path. With
 * `breadcrumbs` (`styling.eyebrows`), each listed page knows the groups that hold it.
 */
function sitePages(
  sections: readonly NavSection[],
  pages: ReadonlyMap<string, RenderedPage>,
  basePath: string,
  breadcrumbs: boolean,
): { pages: SitePage[]; home: string } {
  const result: SitePage[] = [];
  const seen = new Set<string>();
  const visit = (
    items: readonly NavItem[],
    section: NavSection,
    group: string,
    version: string | undefined,
    hidden: boolean,
    trail: readonly string[],
  ) => {
    for (const item of items) {
      if (item.kind === "group") {
        const within = item.name ? [...trail, item.name] : trail;
        const groupHidden = hidden || item.hidden === true;
        if (item.root) visit([item.root], section, item.name || group, item.version ?? version, groupHidden, within);
        visit(item.items, section, item.name || group, item.version ?? version, groupHidden, within);
      } else if (item.kind === "page" && !seen.has(item.file)) {
        seen.add(item.file);
        result.push({
          ...sitePage(item.file, pages.get(item.file)!, basePath, section.id, true, version, group),
          ...(breadcrumbs && trail.length > 0 ? { breadcrumbs: [...trail] } : {}),
          ...(section.language ? { language: section.language } : {}),
          ...(hidden || item.hidden ? { hidden: true } : {}),
        });
      }
    }
  };
  for (const section of sections)
    for (const group of section.groups)
      visit([group], section, section.name, group.version ?? section.version, false, []);
  // Pages no navigation lists take the chrome of the top section, else of the site's first page.
  const home = sections.some((section) => section.id === "top") ? "top" : (result[0]?.section ?? "top");
  const rest = [...pages.keys()].filter((file) => !seen.has(file)).sort();
  for (const file of rest) result.push(sitePage(file, pages.get(file)!, basePath, home, false));
  return { pages: result, home };
}

function sitePage(
  file: string,
  page: RenderedPage,
  basePath: string,
  section: string,
  listed: boolean,
  version?: string,
  group?: string,
): SitePage {
  return {
    file,
    href: withBase(basePath, pageUrl(file)),
    title: page.title,
    ...(page.description ? { description: page.description } : {}),
    section,
    ...(version ? { version } : {}),
    ...(group ? { group } : {}),
    listed,
    ...(page.generatedFrom ? { generated: true } : {}),
    // A page hidden by its front matter is also kept from indexing, as Mintlify keeps it.
    ...(page.noindex || page.hidden ? { noindex: true } : {}),
  };
}
