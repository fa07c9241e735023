/**
 * The site as the layout draws it: docs.json's fields and the navigation tree (either layout)
 * resolved against the files and the rendered pages. Paths are final hrefs (base path applied)
 * or external URLs; every local asset named here is a file under the root that the build copies.
 */

import type { IconRef } from "../../icons/icon-ref.js";
import type { ThemeName } from "./site-theme.js";

/** The platforms Mintlify shows in the footer (the specification names the first nine). */
export const SOCIAL_PLATFORMS = [
  "website",
  "facebook",
  "x",
  "discord",
  "slack",
  "github",
  "linkedin",
  "instagram",
  "hacker-news",
  "youtube",
  "medium",
  "telegram",
  "twitter",
  "x-twitter",
  "earth-americas",
  "bluesky",
  "threads",
  "reddit",
  "podcast",
] as const;

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export interface NavPageItem {
  kind: "page";
  file: string;
  /** Final href (base path applied). */
  href: string;
  label: string;
  icon?: IconRef;
  /** An API page's HTTP method, shown as a badge before its label. */
  method?: string;
  /** Front matter `tag`: a badge beside the label. */
  tag?: string;
  /** Front matter `hidden`: left out of the sidebar, and of the pages a section or group leads to. */
  hidden?: boolean;
}

/** A navigation entry that is a URL, not a page. */
export interface NavLinkItem {
  kind: "link";
  label: string;
  href: string;
}

export interface NavGroupItem {
  kind: "group";
  name: string;
  icon?: IconRef;
  /** Shown only while this docs version is selected (the legacy layout's `version` on a group). */
  version?: string;
  /** The page the group's title opens (v2 `root`). */
  root?: NavPageItem;
  /** A badge beside the name. */
  tag?: string;
  /** A nested group drawn open until the reader closes it. */
  expanded?: boolean;
  /** Left out of the sidebar; its pages are built and belong to the section all the same. */
  hidden?: boolean;
  items: NavItem[];
}

export type NavItem = NavPageItem | NavLinkItem | NavGroupItem;

/** The kinds of division a site shows: the legacy layout's top section, and every navigation kind. */
export type SectionKind = "top" | "tab" | "anchor" | "dropdown" | "product" | "version" | "language" | "menu";

/**
 * A division of the navigation: a tab, anchor, dropdown, product, version, language or tab menu
 * item, in a tree (`parent`). A section whose navigation holds groups or pages is a sidebar
 * (`groups`); the others lead to their first page. The legacy layout's sidebars are the top
 * section (what no tab or anchor claims), its tabs and its anchors, all at the top level.
 */
export interface NavSection {
  /** Stable id, usable in file names: `top`, `tab-0`, `anchor-2`, `language-1`. */
  id: string;
  kind: SectionKind;
  name: string;
  /** Where the section leads: its link, or its first page (the default version's and language's first). */
  href?: string;
  icon?: IconRef;
  /** Anchor colour: one hex colour or a gradient. */
  color?: string | { from: string; to: string };
  /** A dropdown's, product's or menu item's line under its name. */
  description?: string;
  /** A version's badge. */
  tag?: string;
  /** The legacy layout's anchor `version`: shown only while that version is selected. */
  version?: string;
  /** A language's code (on the language section and every section below it). */
  language?: string;
  /** `default: true` on a version or language. */
  isDefault?: boolean;
  /** Listed only on its own pages (`hidden`, the legacy `isDefaultHidden`). */
  isDefaultHidden?: boolean;
  /** The id of the section this one is a division of; undefined at the top level. */
  parent?: string;
  groups: NavGroupItem[];
}

/** A `global` link-out: shown beside every section below its owner. */
export interface GlobalLink {
  kind: Exclude<SectionKind, "top" | "menu">;
  name: string;
  href: string;
  icon?: IconRef;
  /** The section whose `global` lists it; undefined for the navigation's own `global`. */
  owner?: string;
}

export interface SitePage {
  file: string;
  /** Final href (base path applied). */
  href: string;
  title: string;
  description?: string;
  /** The section whose sidebar shows the page. */
  section: string;
  /** The legacy version whose navigation lists the page; undefined when listed for every version. */
  version?: string;
  /** The language whose navigation lists the page. */
  language?: string;
  /** The sidebar group that holds the page (for search results and breadcrumbs). */
  group?: string;
  /** `styling.eyebrows: "breadcrumbs"`: the groups that hold the page, outermost first, shown above its title. */
  breadcrumbs?: string[];
  /** False for pages no navigation lists: built, but in no sidebar and no previous/next chain. */
  listed: boolean;
  /** Listed in a hidden group: built with its section's chrome, but in no previous/next chain. */
  hidden?: boolean;
  /** Generated from an OpenAPI operation: no file of its own to edit. */
  generated?: boolean;
  /** Front matter `noindex`: a robots meta tag asks search engines to skip it, and sitemap.xml leaves it out. */
  noindex?: boolean;
}

/**
 * Facts about the repository the edges (CLI, action) resolve and the site shows: feedback links, the GitHub button's
 * stars.
 */
export interface RepositoryFacts {
  repository?: Repository;
  githubStars?: number;
}

export interface Repository {
  /** `owner/name`. */
  slug: string;
  /** `https://github.com` or a GitHub Enterprise server. */
  serverUrl: string;
  /** The branch edit links point at. */
  branch: string;
  /** The docs root's folder inside the repository ("" at its root). */
  docsPath: string;
}

export interface SiteFont {
  family: string;
  weight?: number;
  /** The font file's href (a copied local file or a URL). */
  source?: string;
  format?: "woff" | "woff2";
}

export interface SiteModel {
  name: string;
  description?: string;
  basePath: string;
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  colors: { primary: string; light: string; dark: string; background?: { light?: string; dark?: string } };
  topbarLinks: { name: string; href: string; icon?: IconRef }[];
  cta?:
    { kind: "link"; name: string; href: string } | { kind: "github"; href: string; repository: string; stars?: number };
  /** Every section, parents before their children, the default language and version first. */
  sections: NavSection[];
  /** The section of pages no navigation lists (and of the 404 page): the top section, else the first page's. */
  home: string;
  global: GlobalLink[];
  /** The top section's name and icon (topAnchor). */
  topAnchor: { name: string; icon: IconRef };
  /** The legacy layout's `versions`: one sidebar whose groups show while their version is selected. */
  versions: string[];
  /** The languages' codes, the default first: each (each of its v2 versions) has its own search index. Empty with no languages. */
  languages: string[];
  footerSocials: { platform: SocialPlatform; href: string }[];
  /** The legacy layout's feedback buttons; `thumbsRating` asks each page whether it helped. */
  feedback: { suggestEdit: boolean; raiseIssue: boolean; thumbsRating: boolean; repository?: Repository };
  modeToggle: { default?: "light" | "dark"; isHidden: boolean };
  /** docs.json's `theme` (the layout's variant; absent: `mint`, as for the legacy layout). */
  theme?: ThemeName;
  /** `styling.latex: true`: every page links KaTeX's stylesheet, formula or not (as Mintlify force-loads it). */
  mathEverywhere?: true;
  backgroundImage?: string;
  /** `banner`: a line above the top bar (`html` from its inline Markdown); `id` names its text for a closed banner. */
  banner?: {
    html: string;
    id: string;
    dismissible: boolean;
    type: "info" | "warning" | "critical";
    color?: { light?: string; dark?: string };
  };
  /** `footer.links`: up to four columns of links. */
  footerLinks: { header?: string; items: { label: string; href: string }[] }[];
  /** `seo.metatags` (every page) and `seo.paths` (pages under a folder, longest path first), as name and content. */
  metatags: { all: [string, string][]; paths: { path: string; tags: [string, string][] }[] };
  /** `background.decoration`. */
  decoration?: "gradient" | "grid" | "windows";
  /** `fonts`: a font with a source gets an @font-face; one without falls back to the system's when not installed. */
  fonts?: { heading?: SiteFont; body?: SiteFont };
  /** `styling.codeblocks: "dark"`: code blocks dark in light mode too. */
  codeblocks?: "dark";
  /** `redirects` a static site can hold: a page at `path` (root-relative, no slashes at the ends) sends readers to `href`. */
  redirects: { path: string; href: string }[];
  /** `errors["404"]`: the 404 page's own title and text, or (`redirect`, the default) a way straight to the start page. */
  notFound?: { redirect: boolean; title?: string; description?: string };
  /** Every page the site builds, navigation order first, then pages no navigation lists. */
  pages: SitePage[];
  /** Local files docs.json names (logo, favicon, background image), root-relative, to copy. */
  assets: string[];
  /**
   * What every page links after the theme, root-relative, in order: the compiled Tailwind rules of the pages' classes,
   * then the project's own `.css` files (site-build fills it in once the pages are rendered).
   */
  stylesheets?: string[];
}
