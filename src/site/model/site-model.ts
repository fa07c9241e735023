/**
 * The site as the layout draws it: docs.json (the legacy layout of the format, and the newer
 * layout mapped onto the same shape) resolved against the files and the rendered pages. Paths
 * are final hrefs (base path applied) or external URLs; every local asset named here is a file
 * under the root that the build copies.
 */

import type { IconLibrary } from "../../icons/icon-library.js";

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

export type IconStyle = "brands" | "duotone" | "light" | "sharp-solid" | "solid" | "thin" | "regular";

export interface IconRef {
  name: string;
  style?: IconStyle;
  /** The library that draws it; Font Awesome when absent. */
  library?: IconLibrary;
}

export interface NavPageItem {
  kind: "page";
  file: string;
  /** Final href (base path applied). */
  href: string;
  label: string;
  icon?: IconRef;
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
  /** Shown only while this docs version is selected. */
  version?: string;
  items: NavItem[];
}

export type NavItem = NavPageItem | NavLinkItem | NavGroupItem;

/**
 * One sidebar: the pages of one tab or anchor. Tabs and anchors claim the pages whose path
 * starts with their `url`; what no tab or anchor claims belongs to the top section.
 */
export interface NavSection {
  /** Stable id, usable in file names: `top`, `tab-0`, `anchor-2`. */
  id: string;
  kind: "top" | "tab" | "anchor";
  name: string;
  /** Where the tab or anchor leads: its first page, or its external URL. */
  href?: string;
  icon?: IconRef;
  /** Anchor colour: one hex colour or a gradient. */
  color?: string | { from: string; to: string };
  version?: string;
  isDefaultHidden?: boolean;
  groups: NavGroupItem[];
}

export interface SitePage {
  file: string;
  /** Final href (base path applied). */
  href: string;
  title: string;
  description?: string;
  /** The section whose sidebar shows the page. */
  section: string;
  /** The version whose navigation lists the page; undefined when listed for every version. */
  version?: string;
  /** The sidebar group that holds the page (for search results and breadcrumbs). */
  group?: string;
  /** False for pages no navigation lists: built, but in no sidebar and no previous/next chain. */
  listed: boolean;
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

export interface SiteModel {
  name: string;
  description?: string;
  basePath: string;
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  colors: { primary: string; light: string; dark: string; background?: { light?: string; dark?: string } };
  topbarLinks: { name: string; href: string }[];
  cta?: { kind: "link"; name: string; href: string } | { kind: "github"; href: string; repository: string; stars?: number };
  sections: NavSection[];
  /** The top section's name and icon (topAnchor). */
  topAnchor: { name: string; icon: IconRef };
  versions: string[];
  footerSocials: { platform: SocialPlatform; href: string }[];
  feedback: { suggestEdit: boolean; raiseIssue: boolean; repository?: Repository };
  modeToggle: { default?: "light" | "dark"; isHidden: boolean };
  backgroundImage?: string;
  /** Every page the site builds, navigation order first, then pages no navigation lists. */
  pages: SitePage[];
  /** Local files docs.json names (logo, favicon, background image), root-relative, to copy. */
  assets: string[];
}
