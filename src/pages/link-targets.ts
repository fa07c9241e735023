import { BUILT_FILES } from "../config/site-paths.js";
import path from "node:path";
import { folderLandingPages } from "../project/navigation/folder-landing.js";
import { navigationPageFiles } from "../project/navigation/navigation-pages.js";
import { PAGE_EXTENSIONS } from "../project/navigation/page-files.js";
import { resolveDocPath } from "../project/doc-path.js";
import type { Exclusion, FileIndex } from "../project/file-index.js";
import type { LinkFact } from "../parse/page-facts.js";
import { linkingPages, type PagesContext } from "./pages-context.js";
import type { Project } from "../project/project.js";
import { isRedirectSource } from "../project/redirects.js";
import { urlProblem } from "../html/url-policy.js";
import { percentDecode } from "../project/percent-decode.js";
import { unreadSpecFolder, type GeneratedPages } from "../project/generated-pages.js";
import { isSnippetFile } from "../project/snippet-files.js";

/** Where an internal link leads, as the built site would read it. */
export type LinkTarget =
  /**
   * A page. `extension` is set when the link names a file (`setup.mdx`) instead of the page
   * (`setup`); `extensionAt` is where it is written in the URL, when that is known. `folder`:
   * the link names a folder, which the site redirects to this page, its first in the navigation.
   */
  | {
      kind: "page";
      file: string;
      fragment?: string;
      extension?: string;
      extensionAt?: { start: number; end: number };
      folder?: string;
    }
  /**
   * Any other file under the root (images, PDFs, OpenAPI files), a redirect source, or a page generated from an OpenAPI
   * file that was read.
   */
  | { kind: "file" }
  /**
   * `caseOf`: a file that differs only in letter case; `excluded`: the path is on disk, but the
   * site leaves it out (the topmost excluded path, and why); `folder`: the path is a folder whose
   * pages are in no navigation (`unlisted`, with `folderPage` one of them) or that holds no page.
   */
  | {
      kind: "missing";
      path: string;
      caseOf?: string;
      excluded?: { path: string; by: Exclusion };
      folder?: "unlisted" | "no-pages";
      folderPage?: string;
    }
  | { kind: "outside"; reason: string }
  /** In (or at) `folder`, where the site generates pages from an OpenAPI file docsgate did not read. */
  | { kind: "unread-spec"; folder: string };

export interface ResolvedLink {
  /** The page the link is written in. */
  file: string;
  link: LinkFact;
  target: LinkTarget;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
const cache = new WeakMap<PagesContext, ResolvedLink[]>();
const sites = new WeakMap<Project, Site>();

/**
 * Every internal link of every page with its target. External URLs are left out (never fetched);
 * so are relative links in snippets, which resolve against whichever page includes them.
 */
export function resolvedLinks(context: PagesContext): ResolvedLink[] {
  let resolved = cache.get(context);
  if (resolved) return resolved;
  resolved = [];
  const site = siteOf(context.project);
  for (const [file, facts] of linkingPages(context)) {
    for (const link of facts.links) {
      const key = `${file}\0${link.url}`;
      let target = site.targets.get(key);
      if (target === undefined && !site.targets.has(key))
        site.targets.set(key, (target = resolveLink(file, link.url, site)));
      if (target) resolved.push({ file, link, target });
    }
  }
  cache.set(context, resolved);
  return resolved;
}

/**
 * Where one internal link written in `file` leads, as `resolvedLinks` resolves every link (the language server asks
 * about the link under the cursor); undefined for an external URL, an empty one, or a relative link in a snippet.
 */
export function linkTarget(project: Project, file: string, url: string): LinkTarget | undefined {
  return resolveLink(file, url, siteOf(project));
}

function siteOf(project: Project): Site {
  let site = sites.get(project);
  if (!site) {
    site = {
      files: project.files,
      isRedirected: isRedirectSource(project),
      landing: folderLandingPages(navigationPageFiles(project)),
      openApiPages: project.openApiPages,
      targets: new Map(),
    };
    sites.set(project, site);
  }
  return site;
}

/**
 * What the site serves besides its files: the config's redirects, and a redirect from each folder of the navigation to
 * its first page.
 */
interface Site {
  files: FileIndex;
  isRedirected: (path: string) => boolean;
  landing: ReadonlyMap<string, string>;
  openApiPages: GeneratedPages | undefined;
  /**
   * Each link's target by page and URL, once per site: the language server checks every page's links again after each
   * edit, and only the edited page's are new.
   */
  targets: Map<string, LinkTarget | undefined>;
}

function resolveLink(
  file: string,
  url: string,
  { files, isRedirected, landing, openApiPages }: Site,
): LinkTarget | undefined {
  const raw = url.trim();
  // A URL the site refuses (`java\tscript:` too) is page/unsafe-url's, not a path that reaches nothing.
  if (raw === "" || EXTERNAL.test(raw) || urlProblem("link", raw)) return undefined;
  const hash = raw.indexOf("#");
  const fragment = hash === -1 ? undefined : percentDecode(raw.slice(hash + 1));
  const written = (hash === -1 ? raw : raw.slice(0, hash)).replace(/\?.*$/, "");
  const isSnippet = isSnippetFile(file);
  const absolute = written.startsWith("/") || written.startsWith("\\");
  if (isSnippet && !absolute) return undefined;
  if (written === "") return fragment ? { kind: "page", file, fragment } : undefined;

  const decoded = percentDecode(written);
  // A relative link resolves against the page's folder: the page's URL is its file path less the extension.
  const resolved = resolveDocPath(absolute ? decoded : path.posix.join(path.posix.dirname(file), decoded), files);
  if (resolved.kind === "outside") return { kind: "outside", reason: resolved.reason };
  if (resolved.kind === "url") return undefined;
  const local = resolved.path;
  if (local === "" || BUILT_FILES.has(local) || local.startsWith(".well-known/")) return { kind: "file" };

  const extension = PAGE_EXTENSIONS.find((ext) => local.endsWith(ext));
  const page = extension ? local.slice(0, -extension.length) : local;
  if (extension) {
    const target = files.has(local) ? local : pageFile(page, files);
    if (target)
      return {
        kind: "page",
        file: target,
        fragment,
        extension,
        extensionAt: extensionAt(url, raw, written, extension),
      };
  }
  if (files.has(local)) return { kind: "file" };
  const target = pageFile(page, files);
  if (target) return { kind: "page", file: target, fragment };
  if (isRedirected(`/${local}`) || openApiPages?.paths.has(local)) return { kind: "file" };
  const landingPage = landing.get(page);
  if (landingPage) return { kind: "page", file: landingPage, fragment, folder: page };
  const unread = unreadSpecFolder(openApiPages, local);
  if (unread !== undefined) return { kind: "unread-spec", folder: unread };
  return missing(local, page, files);
}

function missing(local: string, page: string, files: FileIndex): LinkTarget {
  const candidates = [local, `${page}.mdx`, `${page}.md`, `${page}/index.mdx`, `${page}/index.md`];
  const excluded = candidates
    .map((candidate) => files.exclusionOf(candidate))
    .find((exclusion) => exclusion !== undefined);
  if (excluded) return { kind: "missing", path: local, excluded };
  const caseOf = [page + ".mdx", page + ".md", local].flatMap((candidate) => files.caseInsensitive(candidate))[0];
  if (caseOf) return { kind: "missing", path: local, caseOf };
  const inFolder = [...files.all()].filter((file) => file.startsWith(`${local}/`));
  if (inFolder.length === 0) return { kind: "missing", path: local };
  const pages = inFolder.filter((file) => PAGE_EXTENSIONS.some((ext) => file.endsWith(ext))).sort();
  if (pages.length === 0) return { kind: "missing", path: local, folder: "no-pages" };
  // The page a reader most likely wants from the folder.
  const folderPage =
    pages.find((file) => /\/(?:overview|introduction|intro|getting-started)\.mdx?$/.test(file)) ?? pages[0];
  return { kind: "missing", path: local, folder: "unlisted", folderPage };
}

/** Where the extension is written in the link's URL, when it is written as such (not percent-encoded). */
function extensionAt(
  url: string,
  raw: string,
  written: string,
  extension: string,
): { start: number; end: number } | undefined {
  if (!written.endsWith(extension)) return undefined;
  const end = url.indexOf(raw) + written.length;
  return { start: end - extension.length, end };
}

/** The page file a page path names: `<path>.mdx`, `<path>.md`, or an index page in that folder. */
function pageFile(page: string, files: FileIndex): string | undefined {
  return [`${page}.mdx`, `${page}.md`, `${page}/index.mdx`, `${page}/index.md`].find((candidate) =>
    files.has(candidate),
  );
}
