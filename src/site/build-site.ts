import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { configIconLibrary } from "../icons/icon-library.js";
import type { Project } from "../project/project.js";
import { withChannelPages } from "./api/channel-pages.js";
import { withEndpointPages } from "./api/endpoint-pages.js";
import { withSchemaPages } from "./api/schema-pages.js";
import type { MissingRemoteSpec } from "../openapi/types.js";
import type { EndpointSource } from "../openapi/endpoint-sources.js";
import { generatedApiPages, generatedEndpoints } from "./api/generated-api-pages.js";
import type { SpecData } from "../openapi/spec-data.js";
import { siteAsset } from "../html/assets-dir.js";
import { renderNotFoundDocument, renderPageDocument, sharedSiteFiles, siteExtras } from "./layout/index.js";
import { extraList, PAGE_EXTRAS } from "../render/page-extras.js";
import { buildSiteModel } from "./model/build-site-model.js";
import type { Repository, SiteModel } from "./model/site-model.js";
import { llmsTxt } from "./output/llms-txt.js";
import { llmsFullTxt, markdownTwin } from "./output/markdown-twin.js";
import { BUILD_MARKER } from "../project/built-site.js";
import { resetOutDir } from "./output/out-dir.js";
import { rootRedirectDocument } from "./output/root-redirect.js";
import { folderRedirects } from "./output/folder-redirects.js";
import { redirectDocument } from "./output/redirect-document.js";
import { navigationPageFiles } from "../project/navigation/navigation-pages.js";
import { sitemapXml } from "./output/sitemap.js";
import type { SiteFile } from "./output/file-writer.js";
import { SiteWriteError, SiteWriter } from "./output/site-writer.js";
import { markdownFileOf, outputFileOf, pageRoute } from "../html/page-url.js";
import { pagesOfIndex, searchDocuments, searchIndexes } from "./search/search-index.js";
import type { RenderedPage } from "../render/types.js";
import { crawlDocument, CrawlTable, type CrawledDocument } from "./links/crawl-document.js";
import { stopwatch } from "./stopwatch.js";
import { activeKind } from "../html/active-files.js";
import { inertCopy } from "./output/inert-copy.js";
import { classCandidates } from "./styles/tailwind-candidates.js";
import { TAILWIND_STYLESHEET, tailwindCss } from "./styles/tailwind-css.js";
import { projectStylesheets } from "./styles/project-stylesheets.js";
import { sourceCandidates } from "./styles/source-candidates.js";

export interface BuildSiteOptions {
  /**
   * The project as check() read it (the build reads no file of the root anew, but the assets it copies and the class
   * names the pages' and components' sources write, for Tailwind).
   */
  project: Project;
  /** Every page check() rendered, by file. */
  rendered: ReadonlyMap<string, RenderedPage>;
  /** The OpenAPI files check() read, parsed, and the endpoint each API page documents. */
  specs?: readonly SpecData[];
  endpoints?: ReadonlyMap<string, EndpointSource>;
  /** The `asyncapi` front matter of each AsyncAPI channel page, by page file. */
  channels?: ReadonlyMap<string, string>;
  /** The remote OpenAPI files the check did not read. */
  missingRemote?: readonly MissingRemoteSpec[];
  /** Absolute; checkOutDir() has approved it. */
  outDir: string;
  /** "" or `/docs`. */
  basePath: string;
  /** `https://acme.dev`: makes sitemap.xml and llms.txt absolute. */
  siteUrl?: string;
  repository?: Repository;
  githubStars?: number;
  /** Read every HTML document as it is written, for the link check (BuiltSite.crawled). */
  crawl?: boolean;
}

export interface BuiltSite {
  /** The pages written: none when the project has none, and then nothing is written. */
  pages: number;
  /** Every file written, relative to the output folder, sorted. */
  files: string[];
  /** The page each page document was made from: output path (`guides/setup/index.html`) -> its rendered page. */
  documents: Map<string, RenderedPage>;
  /** With `crawl`: every HTML document written, read as a browser reads it (its links and ids). */
  crawled?: CrawledDocument[];
  /** Milliseconds per step, for the benchmark. */
  timings: Record<"api" | "model" | "styles" | "pages" | "crawl" | "search" | "write", number>;
}

/** The prebuilt files every site carries, from the assets folder (dist/site/). */
const PREBUILT = ["client.js", "search.js", "theme.css", "icons-LICENSE.txt"] as const;

/**
 * The licence of the icon library docs.json picks, when it is not Font Awesome (whose licence every site carries: the
 * layout draws its own icons from it).
 */
function iconLicences(config: unknown): string[] {
  const library = configIconLibrary(config);
  return library === "fontawesome" ? [] : [`icons-${library}-LICENSE.txt`];
}

/**
 * Writes the site: one HTML document per page at its clean URL (and, without a root page, a
 * redirect from the root to the first page; at each folder of the navigation with no page, a
 * redirect to its first page), the 404 page, the files the
 * pages share, each page's Markdown twin (`page.md`), the search index, sitemap.xml, llms.txt
 * and llms-full.txt, the prebuilt client script and
 * theme, and the files under the root that pages and docs.json refer to. What else the output
 * folder held is removed; every byte written follows from the input alone. The page documents
 * are made, written and let go one at a time.
 */
export async function buildSite(options: BuildSiteOptions): Promise<BuiltSite> {
  const { project, basePath, siteUrl } = options;
  const clock = stopwatch();
  const config = project.docs?.value;
  // The pages the navigation generates from OpenAPI operations, beside the rendered ones.
  const generated = project.openApiPages?.pages ?? [];
  const withGenerated = new Map([...options.rendered, ...generatedApiPages(generated, project.navigation)]);
  const rendered = withChannelPages(
    withSchemaPages(
      withEndpointPages(
        withGenerated,
        options.specs ?? [],
        new Map([...(options.endpoints ?? []), ...generatedEndpoints(generated)]),
        project.docs,
      ),
      options.specs ?? [],
      options.missingRemote ?? [],
      project.docs,
    ),
    project,
    options.channels ?? new Map(),
    project.docs,
  );
  const api = clock();
  const model = buildSiteModel({
    config: project.docs,
    navigation: project.navigation,
    files: project.files,
    pages: rendered,
    generated,
    basePath,
    repository: options.repository,
    githubStars: options.githubStars,
  });
  const timings = { api, model: clock() };

  // The first claim on a path wins: generated files, then pages in the site's order, then copies.
  const files = new Map<string, PlannedFile>();
  const claim = (to: string, file: PlannedFile) => {
    if (!files.has(to)) files.set(to, file);
  };
  // The indexes (one per language and v2 version) first: their paths are the site's own.
  for (const index of searchIndexes(model))
    claim(index.path, {
      kind: "search",
      ...(index.language !== undefined ? { language: index.language } : {}),
      ...(index.version !== undefined ? { version: index.version } : {}),
    });
  for (const name of [...PREBUILT, ...iconLicences(config)])
    claim(`_docsgate/${name}`, { kind: "copy", from: siteAsset(name) });
  for (const shared of sharedSiteFiles(model)) claim(shared.path, { kind: "text", text: shared.content });
  const built = builtPages(model, rendered);
  // No page, no site: one would hold the 404 page alone, with its link home leading nowhere. The folder is left as it is.
  if (built.length === 0)
    return {
      pages: 0,
      files: [],
      documents: new Map(),
      timings: { ...timings, styles: 0, pages: 0, crawl: 0, search: 0, write: 0 },
    };
  // What only some pages load (KaTeX, the diagram script, a component's stylesheet) is copied when one does.
  const extras = extraList(siteExtras(model), ...built.map((page) => page.extras ?? []));
  for (const name of extras.flatMap((extra) => PAGE_EXTRAS[extra].files.flatMap(assetFiles)))
    claim(`_docsgate/${name}`, { kind: "copy", from: siteAsset(name) });
  // Every page links the Tailwind rules of the classes the pages use, then the project's stylesheets, after the theme:
  // they win over it, as on the published site.
  const candidates = sourceCandidates(project.files, project.root);
  for (const page of built) {
    classCandidates(page.html, candidates);
    if (page.aside) classCandidates(page.aside, candidates);
  }
  const tailwind = await tailwindCss(candidates, model.colors);
  if (tailwind) claim(TAILWIND_STYLESHEET, { kind: "text", text: tailwind });
  const stylesheets = projectStylesheets(project.files);
  for (const sheet of stylesheets)
    claim(sheet, { kind: "copy", from: path.join(project.root, sheet), underRoot: project.root });
  model.stylesheets = [...(tailwind ? [TAILWIND_STYLESHEET] : []), ...stylesheets];
  const styles = clock();
  for (const page of built) claim(outputFileOf(pageRoute(page.file)), { kind: "page", page });
  for (const page of built)
    claim(markdownFileOf(pageRoute(page.file)), { kind: "later", make: () => markdownTwin(page) });
  // The index, sitemap.xml and llms.txt list the pages just written, in the site's order.
  const builtFiles = new Set(built.map((page) => page.file));
  const sitePages = model.pages.filter((page) => builtFiles.delete(page.file));
  claim("404.html", { kind: "text", text: renderNotFoundDocument(model) });
  const redirect = rootRedirectDocument(model.name, sitePages);
  if (redirect) claim("index.html", { kind: "text", text: redirect });
  for (const folder of folderRedirects(model.name, navigationPageFiles(project), sitePages))
    claim(folder.path, { kind: "text", text: folder.text });
  // docs.json's redirects, where no page is built: a static host serves them as pages that send the reader on.
  for (const { path: from, href } of model.redirects)
    claim(outputFileOf(`/${from}/`), { kind: "text", text: redirectDocument(model.name, href, `Go to ${href}`) });
  // A page whose front matter says `noindex` is built, but left out of the sitemap, llms.txt and search.
  const indexed = sitePages.filter((page) => !page.noindex);
  claim("sitemap.xml", { kind: "text", text: sitemapXml(indexed, siteUrl) });
  claim("llms.txt", { kind: "text", text: llmsTxt(model, indexed, siteUrl) });
  claim("llms-full.txt", { kind: "later", make: () => llmsFullTxt(indexed, rendered, siteUrl) });
  for (const asset of assetsToCopy(project, model, built))
    claim(
      asset,
      activeKind(asset)
        ? { kind: "later", make: () => inertCopy(project.root, asset) }
        : { kind: "copy", from: path.join(project.root, asset), underRoot: project.root },
    );

  try {
    resetOutDir(options.outDir, new Set([BUILD_MARKER, ...files.keys()]));
  } catch (error) {
    // The folder cannot be made or emptied (under a file, read-only): the user's to fix, said as a write failure is.
    throw new SiteWriteError(`Could not write the site: ${(error as Error).message}`);
  }
  const writer = new SiteWriter(options.outDir);
  let pagesMs = 0;
  const documents = new Map<string, RenderedPage>();
  const crawled: CrawledDocument[] = [];
  const table = new CrawlTable();
  let crawlMs = 0;
  const read = (to: string, html: string) => {
    const start = performance.now();
    crawled.push(crawlDocument(to, html, table));
    crawlMs += performance.now() - start;
  };
  for (const [to, file] of files) {
    if (file.kind === "search") {
      const held = pagesOfIndex(model, indexed, file.language, file.version);
      writer.searchIndex(to, searchDocuments(model, held, rendered));
    } else if (file.kind === "page") {
      const start = performance.now();
      const document = renderPageDocument(model, file.page);
      pagesMs += performance.now() - start;
      writer.write(to, { kind: "text", text: document });
      documents.set(to, file.page);
      if (options.crawl) read(to, document);
    } else if (file.kind === "later") {
      const text = file.make();
      if (text !== undefined) writer.write(to, { kind: "text", text });
    } else {
      writer.write(to, file);
      if (options.crawl && file.kind === "text" && to.endsWith(".html")) read(to, file.text);
    }
  }
  const { written, searchMs } = writer.finish();
  // Writing is what the build spent besides making and reading the page documents and the indexes.
  const pages = Math.round(pagesMs);
  const crawl = Math.round(crawlMs);
  return {
    pages: built.length,
    files: [BUILD_MARKER, ...written].sort(),
    documents,
    ...(options.crawl ? { crawled } : {}),
    timings: { ...timings, styles, pages, crawl, search: searchMs, write: clock() - pages - crawl - searchMs },
  };
}

/**
 * A file the build will write: as it is, a page's document to lay out, the search index, or a
 * text made when its turn comes (so that the site's texts are not all held at once).
 */
type PlannedFile =
  | SiteFile
  | { kind: "page"; page: RenderedPage }
  | { kind: "search"; language?: string; version?: string }
  | { kind: "later"; make: () => string | undefined };

/** The files of a folder of the prebuilt assets, relative to the assets folder, sorted. */
/** An asset's file, or each file of its folder. */
function assetFiles(name: string): string[] {
  if (!statSync(siteAsset(name)).isDirectory()) return [name];
  const folder = name;
  return readdirSync(siteAsset(folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.posix.join(
        folder,
        path.relative(siteAsset(folder), path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      ),
    )
    .sort();
}

/** The rendered pages the model builds, in its order (a page whose URL an earlier one took is left out). */
function builtPages(model: SiteModel, rendered: ReadonlyMap<string, RenderedPage>): RenderedPage[] {
  const routes = new Set<string>();
  const pages: RenderedPage[] = [];
  for (const { file } of model.pages) {
    const page = rendered.get(file);
    const route = pageRoute(file);
    if (!page || routes.has(route)) continue;
    routes.add(route);
    pages.push(page);
  }
  return pages;
}

/**
 * The files under the root the site refers to, sorted. Only files the root's index holds: a path
 * through a symlink that leaves the root is not there (check reports it where it is written).
 */
function assetsToCopy(project: Project, model: SiteModel, pages: readonly RenderedPage[]): string[] {
  const wanted = new Set([...model.assets, ...pages.flatMap((page) => page.assets)]);
  return [...wanted]
    .filter(
      (file) =>
        project.files.has(file) &&
        !project.files.passesLinkOutside(file) &&
        !file.startsWith("_docsgate/") &&
        !/\.mdx?$/i.test(file),
    )
    .sort();
}
