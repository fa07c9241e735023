import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import slugify from "@sindresorhus/slugify";
import yaml from "js-yaml";
import type { Nodes, Root } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import {
  cleanHeadingId,
  COMPONENTS_WITH_CLEANED_ID,
  COMPONENTS_WITHOUT_ID,
  coreRemark,
  createMintIgnoreMatcher,
  generateParamFieldId,
  isMintIgnoredBy,
  preprocessCustomHeadingIds,
  processMintIgnoreString,
  remarkComponentIds,
  remarkExtractTableOfContents,
  remarkResolveRelativeLinks,
  safeCleanHeadingId,
} from "@mintlify/common";

/**
 * A test oracle for docsgate's `#fragment` checks, built from Mintlify's own code in
 * @mintlify/common (a devDependency, never imported by src/): it is the anchor check of
 * Mintlify's `mint broken-links --check-anchors` (@mintlify/link-rot 3.0.1387,
 * dist/static-checking/getBrokenInternalLinks.js `decorateGraphNodeFromPageContent` and
 * `extractComponentAnchorIds`, dist/graph.js `getBrokenInternalLinks`), run with the common
 * package's remark plugins, with three changes so that it answers for the published site:
 * relative links resolve as the site resolves them (`remarkResolveRelativeLinks`, then the
 * browser against the page's URL; link-rot reads `guide#x` from the root), a page's `mode`
 * reaches `remarkComponentIds` as the site passes it, and ids on elements inside a paragraph
 * count (see componentIds).
 */
export interface OracleLink {
  /** The page the link is written in, relative to the docs root. */
  file: string;
  line: number;
  url: string;
  /** Percent-decoded, as the site's router and link-rot read it. */
  fragment: string;
  /** The page file it leads to. */
  target: string;
}

export interface OracleResult {
  /** Links with a fragment to a page of the project, and whether the page has that id. */
  links: (OracleLink & { broken: boolean })[];
  /** Pages @mintlify/common cannot parse (their links and ids are unknown to the oracle). */
  unparsed: string[];
}

const PAGE = /\.mdx?$/;

/**
 * mintlifyFragmentOracle in a worker thread of its own: started before the corpus test's build,
 * whose child process blocks this thread, it runs alongside it instead of after it.
 */
export function mintlifyFragmentOracleInWorker(root: string): Promise<OracleResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { oracleRoot: root } });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

/** Every page's links with a `#fragment` into a page of the project, checked against that page's ids. */
export function mintlifyFragmentOracle(root: string): OracleResult {
  const pages = pageFiles(root);
  const pageSet = new Set(pages);
  const trees = new Map<string, Root | undefined>();
  const tree = (file: string): Root | undefined => {
    if (!trees.has(file)) trees.set(file, parse(readFileSync(path.join(root, file), "utf8")));
    return trees.get(file);
  };
  // Parsing costs most of the run: only pages with a link that has a `#` are read for links.
  const written: OracleLink[] = [];
  for (const file of pages) {
    if (!MAY_LINK_FRAGMENT.test(readFileSync(path.join(root, file), "utf8"))) continue;
    const parsed = tree(file);
    if (!parsed) continue;
    for (const link of pageLinks(parsed, file)) {
      const target = targetPage(link.url, file, pageSet);
      if (target) written.push({ file, ...link, fragment: target.fragment, target: target.file });
    }
  }
  // Each target's ids once, from the tree its links were read from (the id plugins come after link collection, as in link-rot).
  const idsOf = new Map<string, Set<string> | undefined>();
  const links: OracleResult["links"] = [];
  for (const link of written) {
    if (!idsOf.has(link.target)) {
      const parsed = tree(link.target);
      idsOf.set(link.target, parsed && pageIds(parsed));
    }
    const ids = idsOf.get(link.target);
    // link-rot's test: the fragment, cleaned as a heading id is, among the page's ids.
    if (ids) links.push({ ...link, broken: !ids.has(safeCleanHeadingId(link.fragment)) });
  }
  const unparsed = [...trees].filter(([, parsed]) => !parsed).map(([file]) => file);
  return { links, unparsed: unparsed.sort() };
}

/** A Markdown link, reference definition or `href=` whose URL holds a `#`. */
const MAY_LINK_FRAGMENT = /\]\([^)]*#|^\s*\[[^\]]+\]:\s*\S*#|href\s*=\s*["'{][^"'}]*#/m;

/** The project's pages as link-rot's `getPagePaths` lists them: `.mdx` and `.md`, less what `.mintignore` and Mintlify's defaults leave out. */
function pageFiles(root: string): string[] {
  const ignoreFile = path.join(root, ".mintignore");
  const matcher = createMintIgnoreMatcher(
    existsSync(ignoreFile) ? processMintIgnoreString(readFileSync(ignoreFile, "utf8")) : [],
  );
  return (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join("/"))
    .filter((file) => PAGE.test(file) && !file.split("/").includes("node_modules"))
    .filter((file) => !isMintIgnoredBy(file, matcher))
    .sort();
}

function parse(text: string): Root | undefined {
  try {
    return coreRemark().parse(preprocessCustomHeadingIds(text)) as Root;
  } catch {
    return undefined;
  }
}

/** The ids link-rot's `decorateGraphNodeFromPageContent` reads from a page: its table of contents' and its components'. */
function pageIds(tree: Root): Set<string> {
  const extracts: { tableOfContents?: TocEntry[] } = {};
  const metadata = frontmatter(tree);
  remarkComponentIds(metadata)(tree);
  remarkExtractTableOfContents(extracts as Parameters<typeof remarkExtractTableOfContents>[0], metadata)(tree);
  const ids = new Set<string>();
  const addToc = (entries: TocEntry[]) => {
    for (const entry of entries) {
      ids.add(cleanHeadingId(entry.slug));
      addToc(entry.children);
    }
  };
  addToc(extracts.tableOfContents ?? []);
  for (const id of componentIds(tree)) ids.add(id);
  return ids;
}

interface TocEntry {
  slug: string;
  children: TocEntry[];
}

function frontmatter(tree: Root): Record<string, unknown> | undefined {
  const first = tree.children[0];
  if (first?.type !== "yaml") return undefined;
  try {
    const data = yaml.load(first.value);
    return data && typeof data === "object" ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const PARAM_FIELD_NAMES = new Set(["ParamField", "Param", "ResponseField"]);
const PARAM_FIELD_ATTR_NAMES = new Set(["query", "path", "body", "header", "name"]);

/**
 * link-rot's `extractComponentAnchorIds`, and the ids it misses that the site renders: an `id` on
 * an element inside a paragraph (`<a id="x"></a>`), and a field inside one, which
 * `rehypeParamFieldIds` passes over and @mintlify/components' `ParamHead` (dist/components/property/param-head.js)
 * ids by its bare name.
 */
function componentIds(tree: Root): Set<string> {
  const ids = new Set<string>();
  const paramCounts = new Map<string, number>();
  walk(tree, (node) => {
    if (node.type !== "mdxJsxFlowElement" && node.type !== "mdxJsxTextElement") return;
    const name = node.name ?? "";
    if (PARAM_FIELD_NAMES.has(name)) {
      const nameAttr = node.attributes.find((attr) => "name" in attr && PARAM_FIELD_ATTR_NAMES.has(attr.name));
      if (nameAttr && typeof nameAttr.value === "string" && nameAttr.value) {
        if (node.type === "mdxJsxTextElement") {
          ids.add(slugify(nameAttr.value, { decamelize: true }));
          return;
        }
        const count = paramCounts.get(nameAttr.value) ?? 0;
        paramCounts.set(nameAttr.value, count + 1);
        ids.add(generateParamFieldId(nameAttr.value, count));
      }
      return;
    }
    if (COMPONENTS_WITHOUT_ID.has(name)) return;
    const idAttr = node.attributes.find((attr) => "name" in attr && attr.name === "id");
    if (idAttr && typeof idAttr.value === "string" && idAttr.value)
      ids.add(COMPONENTS_WITH_CLEANED_ID.has(name) ? cleanHeadingId(idAttr.value) : idAttr.value);
  });
  return ids;
}

/**
 * The links link-rot's `visitLinks` collects (Markdown links, `<a href>`, `<Card href>`) and
 * reference definitions, which the site renders as links; relative URLs as the site rewrites them.
 */
function pageLinks(tree: Root, file: string): { url: string; line: number }[] {
  remarkResolveRelativeLinks({ path: file })(tree);
  const links: { url: string; line: number }[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === "link" || node.type === "definition") links.push({ url: node.url, line });
    else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== "a" && element.name !== "Card") return;
      const href = element.attributes.find((attr) => attr.type === "mdxJsxAttribute" && attr.name === "href");
      if (typeof href?.value === "string") links.push({ url: href.value, line });
    }
  });
  return links.filter((link) => link.url.includes("#"));
}

const SITE = "https://docs.example/";

/** The page file a link leads to on the site, and its fragment; undefined for any other link. */
function targetPage(
  url: string,
  file: string,
  pages: ReadonlySet<string>,
): { file: string; fragment: string } | undefined {
  // link-rot's `MdxPath.getPathType`: a URL with a scheme is external.
  if (URL.canParse(url)) return undefined;
  const pageUrl = new URL(file.replace(PAGE, "").replace(/(^|\/)index$/, "$1"), SITE);
  let resolved: URL;
  try {
    resolved = new URL(url, pageUrl);
  } catch {
    return undefined;
  }
  if (resolved.origin !== pageUrl.origin || resolved.hash.length < 2) return undefined;
  const fragment = decode(resolved.hash.slice(1));
  const page = decode(resolved.pathname)
    .replace(/^\/+|\/+$/g, "")
    .replace(PAGE, "");
  const candidates =
    page === "" ? ["index.mdx", "index.md"] : [`${page}.mdx`, `${page}.md`, `${page}/index.mdx`, `${page}/index.md`];
  const target = candidates.find((candidate) => pages.has(candidate));
  return target ? { file: target, fragment } : undefined;
}

/** link-rot's `decodeUrlComponent`: a malformed escape stays as written. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Every node of the tree in document order (unist-util-visit, which the project does not depend on itself). */
function walk(node: Nodes | Root, each: (node: Nodes) => void): void {
  each(node as Nodes);
  if ("children" in node) for (const child of node.children) walk(child as Nodes, each);
}

// The worker of mintlifyFragmentOracleInWorker, last: the function needs the module's constants.
if (!isMainThread && typeof workerData?.oracleRoot === "string")
  parentPort!.postMessage(mintlifyFragmentOracle(workerData.oracleRoot));
