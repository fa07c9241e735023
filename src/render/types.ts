import type { IconLibrary } from "../icons/icon-ref.js";
import type { TextSection } from "./page-text.js";
import type { RuledReport } from "../diagnostics/diagnostic.js";
import type { PageExtra } from "./page-extras.js";

/**
 * The contracts between the site builder's stages. Pages are rendered where they are parsed
 * (the page linter, on the main thread or a worker): everything here crosses threads as
 * plain data.
 */

/** What every page render needs to know about the site; plain data, sent to page workers. */
export interface RenderSettings {
  /** "" for a site at the server's root, else "/docs" (leading slash, no trailing one). */
  basePath: string;
  /** The library page icons are drawn from (docs.json `icons.library`); Font Awesome when absent. */
  iconLibrary?: IconLibrary;
  /** docs.json `styling.latex`: false shows `$…$` as written; absent or true typesets it. */
  latex?: boolean;
}

export interface TocEntry {
  depth: 2 | 3;
  /** The heading's id on the built page. */
  id: string;
  text: string;
}

/** One page rendered to HTML, before the layout (navigation, top bar, footer) wraps it. */
export interface RenderedPage {
  /** Relative to the docs root, POSIX separators. */
  file: string;
  /** Front matter `title`; the file name when there is none. */
  title: string;
  /** No front matter `title`: an API page then takes its operation's summary. */
  untitled?: boolean;
  /** The HTTP method of the operation an API page documents: the sidebar shows it as a badge. */
  method?: string;
  description?: string;
  /** Front matter `sidebarTitle`: the page's label in the sidebar. */
  sidebarTitle?: string;
  /** Front matter `openapi-schema`: the page shows that data model of the OpenAPI files (`[spec] Name`). */
  openapiSchema?: string;
  /** Front matter `url` (http or https): the page's navigation entry links out to it, as Mintlify's does. */
  url?: string;
  /** Front matter `noindex: true`: search engines are asked not to index the page, and the sitemap leaves it out. */
  noindex?: boolean;
  /** Front matter `icon` (and `iconType`): shown beside the sidebar label. */
  icon?: string;
  iconType?: string;
  /**
   * Front matter `mode`: `wide` hides the table of contents; `custom` the whole chrome but the top
   * bar; `frame` is `custom` with the sidebar; `center` hides the sidebar and the table of contents.
   */
  mode?: "default" | "wide" | "custom" | "frame" | "center";
  /** Front matter `tag`: a badge beside the page's title, in the sidebar and on the page. */
  tag?: string;
  /** Front matter `hidden: true`: built and reachable by URL, but not in the sidebar, search, sitemap or llms.txt. */
  hidden?: boolean;
  /** The page's body. */
  html: string;
  /** RequestExample/ResponseExample: the right-hand column of an API page. */
  aside?: string;
  /** The titles of the page's Views when it has more than one: the header offers a switcher, the first shows. */
  views?: string[];
  /** What the page loads besides the theme because of what it holds (KaTeX for a formula, and so on). */
  extras?: PageExtra[];
  toc: TocEntry[];
  /** The body as plain text for the search index (capped in length). */
  text: string;
  /** The body's text split at its sections (h2, h3): search finds and shows each section on its own. */
  textSections?: TextSection[];
  /** The body as plain Markdown, for the page's `.md` twin. Generated API pages have none. */
  markdown?: string;
  /** The page's outermost ParamFields, when it has any: the playground of a page with `api:` front matter. */
  paramFields?: PageParamField[];
  /** The page has its own outermost ResponseFields: an API page then shows no second, generated response section. */
  responseFields?: boolean;
  /** Files under the root the page refers to (images, videos, downloads) that the site must carry. */
  assets: string[];
  /** Every URL the page's body links to or loads, with where it is written: the link check's origins. */
  links: PageLink[];
  /**
   * A page generated from an OpenAPI operation has no file of its own (`file` is its path): the
   * spec's key, and the place in the config whose navigation entry (or node) generates it.
   */
  generatedFrom?: { spec: string; file: string; line: number; column: number };
}

/**
 * A URL the renderer wrote into a page, and the place in the source that made it: the page, or
 * a snippet the page includes.
 */
export interface PageLink {
  /** The href or src exactly as the built page holds it. */
  url: string;
  /** The URL as the source writes it, when that differs (`setup` for `/guides/setup/`). */
  written?: string;
  /** Relative to the docs root: the page, or the snippet the link is written in. */
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
}

/** A ParamField as the playground needs it. */
export interface PageParamField {
  in: "path" | "query" | "header" | "body";
  name: string;
  type?: string;
  required: boolean;
  /** `default`, as text. */
  default?: string;
}

/** A page's render outcome: the page, and the warnings of what could not be rendered statically. */
export interface PageRender {
  page: RenderedPage;
  reports: RuledReport[];
  /** Nothing of it depends on where the page is: another path with the same bytes takes it (relocatedRender). */
  relocatable?: true;
}
