import { closest } from "fastest-levenshtein";
import type { SiteInput, SiteReport } from "../../contracts/check-result.js";
import { resolveEntry } from "../../project/navigation/page-files.js";
import { isGeneratedPage } from "../../project/generated-pages.js";
import { isRedirectSource } from "../../project/redirects.js";
import { objectAt } from "../../project/config-types/unchecked.js";
import { percentDecode } from "../../project/percent-decode.js";
import type { Place } from "../../engine/diagnose.js";
import type { RenderedPage } from "../../render/types.js";
import type { CrawledDocument } from "./crawl-document.js";
import { checkExternalLinks } from "./external/check-external.js";
import { mappedSeverity } from "./external/severity.js";
import type { ExternalLinkOptions } from "../../settings/external-link-options.js";
import { LinkOrigins, type LinkOrigin } from "./link-origins.js";
import { checkSiteUrls } from "./linkinator-check.js";
import { rule as brokenExternalLink } from "../../rules/site/broken-external-link.js";
import { rule as brokenLink } from "../../rules/site/broken-link.js";
import { serveForCheck } from "./serve-for-check.js";
import {
  alwaysAnswered,
  documentAt,
  documentPath,
  fragmentDocument,
  fragmentKeys,
  resolveLinks,
  type LinkOccurrence,
} from "./resolve-links.js";
import { caseOfAnchor } from "../../parse/anchors.js";
import { fragmentMatches, wordless } from "../../parse/mintlify-ids.js";
import { plural } from "../../text/plural.js";
import { redactUrl, redactUrls } from "../../text/redact-url.js";
import { stopwatch } from "../stopwatch.js";
import { isSnippetFile } from "../../project/snippet-files.js";

export interface LinkCheckOptions {
  /** What check handed the build. */
  site: SiteInput;
  /** The built site (with `crawl`): every document read, and the page each was made from. */
  built: { crawled?: readonly CrawledDocument[]; documents: ReadonlyMap<string, RenderedPage> };
  outDir: string;
  basePath: string;
  siteUrl?: string;
  /** Where the check's diagnostics stand: a broken link a source rule reports at the same place is not reported again. */
  reported: readonly Place[];
  /** Check http(s) links too (--external). */
  external?: ExternalLinkOptions;
}

export interface LinkCheckOutcome {
  reports: SiteReport[];
  /** One line each for the console: what could not be done as asked (the external result cache). */
  notes: string[];
  stats: {
    documents: number;
    links: number;
    internalUrls: number;
    externalUrls: number;
    /** Broken links the crawl found, one per place and URL: those in `reports` and those a check rule reports. */
    broken: number;
    /** Of `broken`, those a check rule already reports at the same place, left out of `reports`. */
    reportedByCheck: number;
  };
  /**
   * Milliseconds per step, for the benchmark: checking the site's URLs and fragments, the external URLs, and placing
   * what is broken (the build reads the documents).
   */
  timings: Record<"internal" | "external" | "report", number>;
}

/** The check's rules that report broken links and missing files at the place they are written. */
const SOURCE_LINK_RULES = new Set([
  "page/broken-link",
  "page/missing-asset",
  "page/link-extension",
  "page/snippet-import",
  "page/video",
  // A `{{ name }}` left in a URL: the link leads to the placeholder itself.
  "page/undefined-variable",
  "config/missing-file",
  "config/empty-section",
  "config/outside-root",
  // A page written for a docs.json redirect links to its destination, which this rule checks.
  "config/redirect-target",
  "nav/missing-page",
  "nav/outside-root",
  "nav/case-mismatch",
]);
/** linkinator's requests to the site's own server at once. */
const INTERNAL_CONCURRENCY = 32;
const INTERNAL_TIMEOUT_MS = 10_000;

/**
 * Crawls the built site: from every HTML document the build wrote and read, checks every URL they link to or
 * load once with linkinator against the site served on 127.0.0.1 (under its base path, as a
 * static host serves it), every `#fragment` against the ids of its page, and with `external`
 * every http(s) URL. Each broken link is reported once, at the place in the sources that made it,
 * and not at all where a check rule already reports it.
 */
export async function checkSiteLinks(options: LinkCheckOptions): Promise<LinkCheckOutcome> {
  const { site, basePath } = options;
  const clock = stopwatch();
  const documents = options.built.crawled;
  if (!documents) throw new Error("checkSiteLinks needs a site built with crawl");
  const byPath = new Map(documents.map((document) => [document.path, document]));
  const served = await serveForCheck(options.outDir, basePath);
  const broken: Broken[] = [];
  let links;
  try {
    links = resolveLinks(documents, {
      origin: served.origin,
      basePath,
      ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    });
    const isRedirected = isRedirectSource(site.project);
    const toCheck = [...links.internal.values()].filter(({ url }) => !skipped(url.pathname, basePath, isRedirected));
    // A path under the published site's own path (`/docs/x` of a site published at example.com/docs)
    // works there: when it breaks here, the same path under this build's base path is tried.
    const published = publishedPath(site.project, options.siteUrl);
    const underPublished = new Map<string, string>();
    if (published !== undefined && published !== basePath)
      for (const { url } of toCheck)
        if (url.pathname.startsWith(`${published}/`))
          underPublished.set(url.href, new URL(basePath + url.pathname.slice(published.length) + url.search, url).href);
    const checks = await checkSiteUrls([...toCheck.map(({ url }) => url.href), ...underPublished.values()], {
      concurrency: INTERNAL_CONCURRENCY,
      timeoutMs: INTERNAL_TIMEOUT_MS,
    });
    const keysByDocument = new Map<string, Set<string>>();
    for (const { url, occurrences } of toCheck) {
      const check = checks.get(url.href);
      if (!check || check.state === "skipped") continue;
      if (check.state === "broken") {
        if (check.status === 404 && unbuiltPage(url.pathname, basePath, site)) continue;
        const there = underPublished.get(url.href);
        if (there !== undefined && checks.get(there)?.state === "ok") continue;
        const why = missingTarget(url.pathname, basePath, check.status, check.failure);
        for (const occurrence of occurrences)
          broken.push({ ...occurrence, rule: brokenLink.meta.id, why: why.text, kind: why.kind });
        continue;
      }
      const found = documentAt(url.pathname, basePath, byPath);
      if (!found) continue;
      const target = fragmentDocument(found, basePath, byPath);
      for (const occurrence of occurrences.withFragment()) {
        const fragment = occurrence.fragment;
        if (alwaysAnswered(fragment) || wordless(fragment)) continue;
        let keys = keysByDocument.get(target);
        if (!keys) keysByDocument.set(target, (keys = fragmentKeys(byPath.get(target)!.ids)));
        if (fragmentMatches(fragment, keys)) continue;
        broken.push({
          ...occurrence,
          rule: brokenLink.meta.id,
          why: missingFragment(fragment, documentPath(target, basePath), byPath.get(target)!),
          kind: "fragment",
        });
      }
    }
  } finally {
    await served.close();
  }

  const internal = clock();
  const notes: string[] = [];
  if (options.external && links.external.size) {
    const results = await checkExternalLinks([...links.external.keys()], options.external);
    if (results.cacheProblem) notes.push(results.cacheProblem);
    notes.push(...results.checkProblems);
    for (const [url, occurrences] of links.external) {
      const result = results.get(url);
      if (result?.outcome === "refused") {
        for (const occurrence of occurrences)
          broken.push({
            ...occurrence,
            rule: brokenExternalLink.meta.id,
            why: result.reason!,
            kind: "refused",
            severity: "notice",
          });
        continue;
      }
      if (result?.outcome !== "broken") continue;
      // Unnamed statuses take the rule's own severity (docsgate.config.json `rules`).
      const severity = mappedSeverity(result, options.external.severities);
      if (severity === "off") continue;
      for (const occurrence of occurrences)
        broken.push({
          ...occurrence,
          rule: brokenExternalLink.meta.id,
          why: result.reason ?? `HTTP ${result.status}`,
          kind: "external",
          ...(severity ? { severity } : {}),
        });
    }
  }

  const external = clock();
  const { reports, found } = toReports(
    broken,
    new LinkOrigins(site, options.built.documents, basePath),
    options.reported,
  );
  return {
    reports,
    notes,
    // A redirect document (the root's, a folder's) is no page of its own.
    stats: {
      documents: documents.filter((document) => document.refresh === undefined).length,
      links: links.count,
      internalUrls: links.internal.size,
      externalUrls: links.external.size,
      ...found,
    },
    timings: { internal, external, report: clock() },
  };
}

interface Broken extends LinkOccurrence {
  rule: string;
  why: string;
  /** `refused`: an external link to an address docsgate does not request (not broken, but not checked either). */
  kind: "missing" | "outside-base" | "fragment" | "status" | "external" | "refused";
  severity?: SiteReport["severity"];
}

/**
 * A page file of the project the site does not build (a README), or a page the docs' own site
 * builder generates from an OpenAPI file: check's link rule accepts a link to it, as that
 * builder publishes it, so the crawl does too.
 */
function unbuiltPage(pathname: string, basePath: string, site: SiteInput): boolean {
  if (!pathname.startsWith(`${basePath}/`)) return false;
  const local = percentDecode(pathname.slice(basePath.length)).replace(/^\/+|\/+$/g, "");
  return (
    local !== "" &&
    (resolveEntry(local, site.project.files).kind === "page" || isGeneratedPage(site.project.openApiPages, local))
  );
}

/**
 * The path the site is published under, `/docs` of `https://example.com/docs` (from `--site-url`,
 * else docs.json's canonical URL, `seo.metatags.canonical`, where the legacy `metadata.canonical` is lifted);
 * undefined when it is published at the root or nothing says where.
 */
function publishedPath(project: SiteInput["project"], siteUrl: string | undefined): string | undefined {
  const tags = objectAt(objectAt(project.docs?.value, "seo"), "metatags");
  const address = siteUrl ?? (typeof tags?.canonical === "string" ? tags.canonical : undefined);
  if (!address) return undefined;
  try {
    const path = new URL(address).pathname.replace(/\/+$/, "");
    return path === "" ? undefined : path;
  } catch {
    return undefined;
  }
}

/** The host's paths (`/.well-known/…`) and docs.json's redirect sources: no file of the site is there. */
function skipped(pathname: string, basePath: string, isRedirected: (path: string) => boolean): boolean {
  const local = percentDecode(pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname);
  return local.startsWith("/.well-known/") || isRedirected(local.replace(/\/+$/, "") || "/");
}

function missingTarget(
  pathname: string,
  basePath: string,
  status: number,
  failure: string | undefined,
): { text: string; kind: Broken["kind"] } {
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
    return {
      text: `the site is served under \`${basePath}\`, and \`${percentDecode(pathname)}\` is outside it, so nothing is there. Write the path under the base path (\`${basePath}${pathname}\`), or a path relative to the page`,
      kind: "outside-base",
    };
  }
  if (status === 404)
    return {
      text: `the built site has no page or file at \`${percentDecode(pathname)}\`. Point the link at an existing page or file, or add it`,
      kind: "missing",
    };
  return {
    text: status
      ? `the built site answers HTTP ${status} for \`${percentDecode(pathname)}\``
      : `the built site did not answer for \`${percentDecode(pathname)}\`${failure ? ` (${failure})` : ""}`,
    kind: "status",
  };
}

function missingFragment(fragment: string, page: string, document: CrawledDocument): string {
  const ids = document.ids.filter((id) => !/^(?:tab|tooltip|snippet|panel)-\d/.test(id));
  const caseOf = caseOfAnchor(fragment, ids);
  if (caseOf)
    return `\`${page}\` has the id \`${caseOf}\`, not \`${fragment}\`: browsers match a fragment to an id exactly, letter case included. Write \`#${caseOf}\``;
  const near = ids.length ? closest(fragment, ids) : undefined;
  return `\`${page}\` has no element with the id \`${fragment}\`.${near ? ` Did you mean \`#${near}\`?` : ""} Link to an existing heading (its id is the heading text in lowercase with hyphens), or give the heading a custom id`;
}

/**
 * One report per place and URL: a link written once in a snippet or in docs.json is broken on
 * every page that shows it, and is one problem. Places a check rule already reports are left out
 * of the reports, and counted with them in `found` (a link not requested is neither).
 */
function toReports(
  broken: readonly Broken[],
  origins: LinkOrigins,
  reported: readonly Place[],
): { reports: SiteReport[]; found: { broken: number; reportedByCheck: number } } {
  // The lines of each file where a check rule reported a link.
  const sourceFindings = new Map<string, Set<number>>();
  for (const diagnostic of reported) {
    if (!SOURCE_LINK_RULES.has(diagnostic.ruleId)) continue;
    let lines = sourceFindings.get(diagnostic.file);
    if (!lines) sourceFindings.set(diagnostic.file, (lines = new Set()));
    lines.add(diagnostic.line);
  }
  const byPlace = new Map<string, { report: SiteReport; pages: Set<string>; broken: boolean }>();
  const byCheck = new Set<string>();
  for (const item of broken) {
    for (const origin of origins.of(item.document, item.link.value)) {
      const key = `${origin.file}:${origin.line}:${origin.column} ${item.link.value} ${item.kind}`;
      const known = byPlace.get(key);
      if (known) {
        known.pages.add(item.document);
        continue;
      }
      if (alreadyReported(origin, sourceFindings)) {
        if (item.kind !== "refused") byCheck.add(key);
        continue;
      }
      // A fragment the check's link rule accepted: the site's ids only approximate the anchors Mintlify makes.
      if (item.kind === "fragment" && checkedBySource(origin, item.link.value)) continue;
      byPlace.set(key, {
        report: report(item, origin),
        pages: new Set([item.document]),
        broken: item.kind !== "refused",
      });
    }
  }
  const places = [...byPlace.values()];
  return {
    reports: places.map(({ report: found, pages }) =>
      pages.size > 1 ? { ...found, message: `${found.message} (on ${pages.size} pages)` } : found,
    ),
    found: {
      broken: places.filter((place) => place.broken).length + byCheck.size,
      reportedByCheck: byCheck.size,
    },
  };
}

/**
 * Fragments of links written in pages are check's link rule's: it knows the anchors the docs'
 * own site builder makes (which this site's ids approximate) and where a page's code may add
 * more. Only a relative link in a snippet, which resolves against each page showing it, is
 * the crawl's alone.
 */
function checkedBySource(origin: LinkOrigin, value: string): boolean {
  if (origin.made !== "page") return false;
  const written = origin.written ?? value;
  return !(isSnippetFile(origin.file) && !/^(?:\/|[a-z][a-z0-9+.-]*:)/i.test(written));
}

function alreadyReported(origin: LinkOrigin, findings: ReadonlyMap<string, ReadonlySet<number>>): boolean {
  const lines = findings.get(origin.file);
  if (!lines) return false;
  const last = origin.endLine ?? origin.line;
  // Whichever is shorter: the origin's lines (a link's element spans few), or the file's reported lines.
  if (last - origin.line < lines.size) {
    for (let line = origin.line; line <= last; line++) if (lines.has(line)) return true;
    return false;
  }
  for (const line of lines) if (line >= origin.line && line <= last) return true;
  return false;
}

function report(item: Broken, origin: LinkOrigin): SiteReport {
  const { made: _made, written = item.link.value, ...place } = origin;
  // A link to an API or a signed file may carry a token: messages reach CI logs and pull requests.
  const shown =
    written === item.link.value
      ? `\`${redactUrl(written)}\``
      : `\`${redactUrl(written)}\` (\`${redactUrl(item.link.value)}\` on the built site)`;
  if (item.kind === "refused")
    return {
      ruleId: item.rule,
      ...place,
      message: `The link ${shown} is not checked: ${redactUrls(item.why)}.`,
      ...(item.severity ? { severity: item.severity } : {}),
    };
  const lead =
    origin.made === "page"
      ? `Broken link ${shown}`
      : origin.made === "config"
        ? `The docs.json link ${shown} is broken`
        : origin.made === "spec"
          ? `The OpenAPI description's link ${shown} is broken`
          : `docsgate's layout made the link ${shown}, and it is broken (a docsgate bug; please report it)`;
  return {
    ruleId: item.rule,
    ...place,
    message: `${lead}: ${redactUrls(item.why)}.`,
    ...(item.severity ? { severity: item.severity } : {}),
  };
}

/**
 * The crawl in a few words, every broken link it found counted, those the check's rules report too among them:
 * `Checked the links of 12 pages (40 targets): 3 broken links, reported at their lines (2 by the check already)`.
 */
export function linkSummary({ stats }: LinkCheckOutcome): string {
  const targets = stats.internalUrls + stats.externalUrls;
  const { broken, reportedByCheck } = stats;
  const checked = `Checked the links of ${plural(stats.documents, "page")} (${plural(targets, "target")})`;
  if (broken === 0) return `${checked}: none broken`;
  const where = `${plural(broken, "broken link")}, reported at ${broken === 1 ? "its line" : "their lines"}`;
  if (reportedByCheck === 0) return `${checked}: ${where}`;
  const byCheck = reportedByCheck === broken ? (broken === 1 ? "" : `all ${broken} `) : `${reportedByCheck} `;
  return `${checked}: ${where} (${byCheck}by the check already)`;
}
