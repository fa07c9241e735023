import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  makeFolder,
  plural
} from "./chunk-7WXVLMGA.js";
import {
  DEFAULT_EXTERNAL_LINK_OPTIONS,
  ExternalLinkResults
} from "./chunk-D3TY4MDE.js";
import {
  checkSiteUrls,
  describeNoAnswer,
  serveListing
} from "./chunk-GKIPKC5E.js";
import {
  caseOfAnchor,
  closest,
  fragmentMatches,
  iconLibraryOf,
  isGeneratedPage,
  isIconImage,
  isRedirectSource,
  isSnippetFile,
  percentDecode,
  readRedirects,
  resolveDocPath,
  resolveEntry,
  rule,
  rule2,
  sourceFolder,
  wordless
} from "./chunk-X2Q7XYNA.js";
import {
  isObject,
  objectAt
} from "./chunk-YY2LY7KT.js";
import {
  encodeRoute,
  outputFileOf,
  pageUrl,
  withBase
} from "./chunk-BSD27DMV.js";
import {
  ALLOW_PRIVATE_HINT,
  PRIVATE_ADDRESSES,
  hostRefusal
} from "./chunk-Q4XEN6ZB.js";
import {
  Source,
  escapePointer,
  getLineColLocation,
  redactUrl,
  redactUrls
} from "./chunk-BPU2NOSW.js";
import {
  serveSite
} from "./chunk-M4EKLA6G.js";
import {
  safeUrl
} from "./chunk-6XB3XLVW.js";

// src/site/links/external/check-host.ts
async function checkHost(urls, options) {
  const { LinkChecker } = await import("./src-L4QSGQCQ.js");
  const listing = await serveListing(urls);
  try {
    const retriesSoFar = /* @__PURE__ */ new Map();
    const capped = /* @__PURE__ */ new Set();
    const refused = /* @__PURE__ */ new Map();
    const hostRefusals = /* @__PURE__ */ new Map();
    const refusal = (href, policy) => {
      const host = new URL(href).hostname;
      let found = hostRefusals.get(host);
      if (!found) hostRefusals.set(host, found = hostRefusal(host, policy));
      return found;
    };
    const checker = new LinkChecker();
    checker.on(
      "retry",
      ({ url, status }) => retriesSoFar.set(url, { count: (retriesSoFar.get(url)?.count ?? 0) + 1, status })
    );
    const linksToSkip = async (href) => {
      if (href === listing.url) return false;
      if (options.skip.some((pattern) => pattern.test(href))) return true;
      const why = options.policy && await refusal(href, options.policy);
      if (why) return refused.set(href, why), true;
      if ((retriesSoFar.get(href)?.count ?? 0) > options.retries) return capped.add(href), true;
      return false;
    };
    const crawl = await checker.check({
      path: listing.url,
      recurse: false,
      concurrency: options.concurrency,
      timeout: options.timeoutMs,
      retry: true,
      retryErrors: true,
      retryErrorsCount: options.retries,
      retryErrorsJitter: options.retryJitterMs,
      linksToSkip
    });
    const page = crawl.links.find((link) => link.url === listing.url);
    if (page?.state !== "OK") {
      const why = page?.status ? `HTTP ${page.status}` : describeNoAnswer(page?.failureDetails, options.timeoutMs).reason;
      throw new Error(
        `linkinator could not read docsgate's local list of links at ${listing.url} (${why}); is a proxy set without NO_PROXY=127.0.0.1?`
      );
    }
    const results = /* @__PURE__ */ new Map();
    for (const link of crawl.links) {
      if (link.url === listing.url || results.has(link.url)) continue;
      const retried = retriesSoFar.get(link.url);
      const why = refused.get(link.url);
      const redirectRefused = link.state === "SKIPPED" && !link.status && refused.size > 0 && !options.skip.length;
      results.set(
        link.url,
        why || redirectRefused ? {
          status: 0,
          outcome: "refused",
          reason: `${why ?? "it redirects to an address of this machine or its network"}; ${ALLOW_PRIVATE_HINT}`
        } : capped.has(link.url) && retried ? stillRetrying(retried.status, options.retries) : toResult(link, options.timeoutMs)
      );
    }
    return results;
  } finally {
    await listing.close();
  }
}
function toResult(link, timeoutMs) {
  const status = link.status ?? 0;
  if (link.state === "OK") return { status, outcome: "ok" };
  if (link.state === "SKIPPED") {
    const reason = status === 999 ? "HTTP 999: the site refuses automated requests" : status === 403 ? "HTTP 403 with a bot challenge (Cloudflare)" : "it redirects to a link a skip pattern matches";
    return { status, outcome: "skipped", reason };
  }
  if (status > 0) return { status, outcome: "broken", reason: `HTTP ${status}` };
  return { status: 0, outcome: "broken", ...describeNoAnswer(link.failureDetails, timeoutMs) };
}
function stillRetrying(status, retries) {
  const tries = retries + 1 === 1 ? "the only try" : `all ${retries + 1} tries`;
  if (status === 0) return { status: 0, outcome: "broken", noAnswer: "network", reason: `no answer on ${tries}` };
  return {
    status,
    outcome: "broken",
    reason: `HTTP ${status}${status === 429 ? " (too many requests)" : ""} on ${tries}`
  };
}

// src/site/links/external/result-cache.ts
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
var HOUR = 36e5;
function readLinkCache(file, maxAgeHours, now) {
  const entries = /* @__PURE__ */ new Map();
  let text2;
  try {
    text2 = readFileSync(file, "utf8");
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT" || code === "ENOTDIR") return { entries };
    return {
      entries,
      problem: `The link cache ${file} cannot be read (${error.message}); every external link is checked again.`
    };
  }
  let value;
  try {
    value = JSON.parse(text2);
  } catch {
    return { entries, problem: `The link cache ${file} is not valid JSON; it is ignored and rewritten.` };
  }
  const checked = value?.checked;
  if (value?.version !== 1 || !checked || typeof checked !== "object" || Array.isArray(checked)) {
    return {
      entries,
      problem: `The link cache ${file} is not a docsgate link cache of version 1; it is ignored and rewritten.`
    };
  }
  for (const [url, entry] of Object.entries(checked)) {
    const { status, checkedAt } = entry ?? {};
    if (typeof status !== "number" || typeof checkedAt !== "string") continue;
    const age = now - Date.parse(checkedAt);
    if (age >= 0 && age < maxAgeHours * HOUR) entries.set(url, { status, checkedAt });
  }
  return { entries };
}
function writeLinkCache(file, entries) {
  const checked = Object.fromEntries([...entries].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    makeFolder(path.dirname(file));
    writeFileSync(temporary, `${JSON.stringify({ version: 1, checked }, null, 2)}
`);
    renameSync(temporary, file);
    return void 0;
  } catch (error) {
    try {
      rmSync(temporary, { force: true });
    } catch {
    }
    return `The link cache ${file} cannot be written (${error.message}); the next run checks every external link again.`;
  }
}

// src/site/links/external/check-external.ts
var PARALLEL_HOSTS = 8;
async function checkExternalLinks(urls, options = {}) {
  const defined = Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== void 0)
  );
  const settings = { ...DEFAULT_EXTERNAL_LINK_OPTIONS, ...defined };
  const now = settings.now ?? Date.now;
  const skip = settings.skip.map((pattern) => ({ source: pattern, regexp: new RegExp(pattern) }));
  const results = new ExternalLinkResults();
  const given = /* @__PURE__ */ new Map();
  const toRequest = /* @__PURE__ */ new Map();
  for (const url of new Set(urls)) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      given.set(url, {
        url,
        status: 0,
        outcome: "broken",
        noAnswer: "invalid",
        reason: "not a valid URL",
        fromCache: false
      });
      continue;
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
      given.set(url, {
        url,
        status: 0,
        outcome: "skipped",
        reason: `not an http(s) link (${parsed.protocol})`,
        fromCache: false
      });
      continue;
    }
    const matched = skip.find(({ regexp }) => regexp.test(url) || regexp.test(parsed.href));
    if (matched) {
      given.set(url, {
        url,
        status: 0,
        outcome: "skipped",
        reason: `the skip pattern ${matched.source} matches it`,
        fromCache: false
      });
      continue;
    }
    parsed.hash = "";
    toRequest.set(parsed.href, [...toRequest.get(parsed.href) ?? [], url]);
  }
  const cache = settings.cache ? readLinkCache(settings.cache.file, settings.cache.maxAgeHours, now()) : void 0;
  if (cache?.problem) results.cacheProblem = cache.problem;
  const checked = /* @__PURE__ */ new Map();
  const byHost = /* @__PURE__ */ new Map();
  for (const href of toRequest.keys()) {
    const hit = cache?.entries.get(href);
    if (hit) {
      checked.set(href, { status: hit.status, outcome: "ok", fromCache: true });
      continue;
    }
    const host = new URL(href).host;
    byHost.set(host, [...byHost.get(host) ?? [], href]);
  }
  await forEachAtOnce([...byHost], PARALLEL_HOSTS, async ([host, hrefs]) => {
    try {
      const found = await checkHost(hrefs, {
        concurrency: settings.concurrencyPerHost,
        timeoutMs: settings.timeoutMs,
        retries: settings.retries,
        retryJitterMs: settings.retryJitterMs,
        skip: skip.map(({ regexp }) => regexp),
        ...settings.allowPrivateAddresses ? {} : { policy: PRIVATE_ADDRESSES }
      });
      for (const href of hrefs) {
        checked.set(href, {
          ...found.get(href) ?? {
            status: 0,
            outcome: "skipped",
            reason: "not checked: linkinator gave no result for it"
          },
          fromCache: false
        });
      }
      if (hrefs.some((href) => !found.has(href)))
        results.checkProblems.push(`Some links to ${host} were not checked: linkinator gave no result for them.`);
    } catch (error) {
      const message = redactUrls(error.message);
      results.checkProblems.push(`The links to ${host} were not checked: ${message}`);
      for (const href of hrefs)
        checked.set(href, { status: 0, outcome: "skipped", reason: `not checked: ${message}`, fromCache: false });
    }
  });
  if (settings.cache && cache) {
    const checkedAt = new Date(now()).toISOString();
    const entries = new Map(cache.entries);
    for (const [href, result] of checked) {
      if (result.fromCache) continue;
      if (result.outcome === "ok") entries.set(href, { status: result.status, checkedAt });
      else entries.delete(href);
    }
    const problem = writeLinkCache(settings.cache.file, entries);
    if (problem) results.cacheProblem = results.cacheProblem ? `${results.cacheProblem} ${problem}` : problem;
  }
  for (const [href, inputs] of toRequest) {
    for (const url of inputs) given.set(url, { url, ...checked.get(href) });
  }
  for (const url of new Set(urls)) results.set(url, given.get(url));
  return results;
}
async function forEachAtOnce(items, limit, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// src/site/links/external/severity.ts
function mappedSeverity(result, severities) {
  const keys = result.status > 0 ? [String(result.status), `${Math.floor(result.status / 100)}xx`] : result.noAnswer === "timeout" || result.noAnswer === "network" ? [result.noAnswer] : [];
  for (const key of keys) {
    const severity = Object.hasOwn(severities, key) ? severities[key] : void 0;
    if (severity) return severity;
  }
  return void 0;
}

// src/site/links/link-origins.ts
import { readFileSync as readFileSync2 } from "node:fs";
import path2 from "node:path";

// src/site/model/config-values.ts
function text(value) {
  return typeof value === "string" && value.trim() ? value.trim() : void 0;
}
function hexColor(value) {
  return typeof value === "string" && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim()) ? value.trim() : void 0;
}
var URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
function linkHref(raw, context) {
  const value = text(raw);
  if (!value || safeUrl("link", value) === void 0) return void 0;
  if (URL_LIKE.test(value) || value.startsWith("#")) return value;
  const [pathPart, fragment] = splitFragment(value);
  const target = resolveEntry(pathPart, context.files);
  if (target.kind === "page") return withBase(context.basePath, pageUrl(target.file)) + fragment;
  const local = resolveDocPath(pathPart, context.files);
  if (local.kind !== "local") return void 0;
  return withBase(context.basePath, encodeRoute(`/${local.path}`)) + fragment;
}
function splitFragment(value) {
  const at = value.search(/[?#]/);
  return at < 0 ? [value, ""] : [value.slice(0, at), value.slice(at)];
}
function assetHref(raw, context) {
  const value = text(raw);
  if (!value || safeUrl("image", value) === void 0) return void 0;
  const target = resolveDocPath(value, context.files);
  if (target.kind === "url") return value;
  if (target.kind !== "local" || !context.files.has(target.path)) return void 0;
  context.assets.add(target.path);
  return withBase(context.basePath, encodeRoute(`/${target.path}`));
}
var ICON_STYLES = /* @__PURE__ */ new Set(["brands", "duotone", "light", "sharp-solid", "solid", "thin", "regular"]);
function iconRef(icon, iconType, context, defaultStyle) {
  const name = text(icon) ?? (isObject(icon) ? text(icon.name) : void 0);
  if (!name) return void 0;
  if (isIconImage(name)) {
    const href = assetHref(name, context);
    return href ? { name: href } : void 0;
  }
  const library = iconLibraryOf(icon, context.iconLibrary ?? "fontawesome");
  if (library === void 0) return void 0;
  if (library !== "fontawesome") return { name, library };
  const written = isObject(icon) ? icon.style : iconType;
  const style = typeof written === "string" && ICON_STYLES.has(written) ? written : defaultStyle;
  return style ? { name, style } : { name };
}

// src/site/links/link-origins.ts
var LinkOrigins = class {
  constructor(site, documents, basePath) {
    this.site = site;
    this.documents = documents;
    this.basePath = basePath;
  }
  site;
  documents;
  basePath;
  configLinks;
  redirectPages;
  specStrings = /* @__PURE__ */ new Map();
  /** Every place that wrote `value` into `document` (one link can be written twice on a page). */
  of(document, value) {
    const page = this.documents.get(document);
    const written = page?.links.filter((link) => link.url === value) ?? [];
    if (written.length) return written.map(({ url: _url, ...place }) => ({ ...place, made: "page" }));
    const spec = page ? this.specOrigin(page, value) : void 0;
    if (spec) return [spec];
    const config = this.configOrigin(value);
    if (config) return [config];
    const redirect = this.redirectOrigin(document);
    if (redirect) return [redirect];
    return [{ ...this.fallbackPlace(page), made: "layout" }];
  }
  /** A page the build wrote for one of docs.json's `redirects`: its link is that redirect's destination. */
  redirectOrigin(document) {
    const config = this.site.project.docs;
    if (!config) return void 0;
    this.redirectPages ??= new Map(
      readRedirects(this.site.project).filter((redirect2) => redirect2.exact).map((redirect2) => [outputFileOf(`/${sourceFolder(redirect2.source)}/`), redirect2])
    );
    const redirect = this.redirectPages.get(document);
    if (!redirect || redirect.destination === void 0) return void 0;
    return { ...config.rangeOf([...redirect.path, "destination"]), made: "config", written: redirect.destination };
  }
  configOrigin(value) {
    const { docs } = this.site.project;
    if (!docs) return void 0;
    this.configLinks ??= configHrefs(docs.writtenStrings(), {
      files: this.site.project.files,
      basePath: this.basePath,
      assets: /* @__PURE__ */ new Set()
    });
    const string = this.configLinks.get(value);
    return string ? { ...string.range, made: "config", ...string.text === value ? {} : { written: string.text } } : void 0;
  }
  /** The OpenAPI string (a description) that holds the URL, on the page's endpoint's spec. */
  specOrigin(page, value) {
    const source = this.site.endpoints.get(page.file);
    const key = page.generatedFrom?.spec ?? (source?.kind === "operation" ? source.spec : void 0);
    const spec = key === void 0 ? void 0 : this.site.specs.find((candidate) => candidate.file === key);
    if (!spec) return void 0;
    let strings = this.specStrings.get(spec.file);
    if (!strings) {
      strings = [];
      for (const [document, root] of Object.entries(spec.documents))
        collectStrings(root, [], (pointer, text2) => strings.push({ document, pointer, text: text2 }));
      this.specStrings.set(spec.file, strings);
    }
    const found = strings.find((entry) => entry.text.includes(value));
    if (!found) return void 0;
    const files = this.site.project.files;
    if (!files.has(found.document) || files.passesLinkOutside(found.document)) return void 0;
    const absolute = path2.join(this.site.project.root, found.document);
    const location = getLineColLocation({
      source: new Source(absolute, readFileSync2(absolute, "utf8")),
      pointer: `#/${found.pointer.map(escapePointer).join("/")}`,
      reportOnKey: false
    });
    return { file: found.document, line: location.start.line, column: location.start.col, made: "spec" };
  }
  fallbackPlace(page) {
    if (page?.generatedFrom)
      return { file: page.generatedFrom.file, line: page.generatedFrom.line, column: page.generatedFrom.column };
    if (page) return { file: page.file, line: 1, column: 1 };
    return { file: this.site.project.configName ?? "docs.json", line: 1, column: 1 };
  }
};
function configHrefs(strings, context) {
  const hrefs = /* @__PURE__ */ new Map();
  for (const string of strings) {
    for (const written of /* @__PURE__ */ new Set([string.text, string.text.replace(/^\/+|\/+$/g, "")])) {
      const href = linkHref(written, context);
      if (href !== void 0 && !hrefs.has(href)) hrefs.set(href, string);
    }
  }
  return hrefs;
}
function collectStrings(node, pointer, found) {
  if (typeof node === "string") return found(pointer, node);
  if (node === null || typeof node !== "object") return;
  for (const [key, value] of Object.entries(node)) collectStrings(value, [...pointer, key], found);
}

// src/site/links/serve-for-check.ts
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var WORKER_SCRIPT = fileURLToPath(new URL("./site-server-worker.js", import.meta.url));
async function serveForCheck(outDir, basePath) {
  if (!existsSync(WORKER_SCRIPT)) {
    const { server, url: url2 } = await serveSite(outDir, { basePath, port: 0 });
    return { origin: new URL(url2).origin, close: () => new Promise((resolve2) => server.close(() => resolve2())) };
  }
  const worker = new Worker(WORKER_SCRIPT, { workerData: { outDir, basePath } });
  const url = await new Promise((resolve2, reject) => {
    worker.once(
      "message",
      (reply) => "error" in reply ? reject(new Error(reply.error)) : resolve2(reply.url)
    );
    worker.once("error", reject);
  });
  return { origin: new URL(url).origin, close: async () => void await worker.terminate() };
}

// src/site/links/resolve-links.ts
var Occurrences = class {
  /** document, link, document, link, ... */
  pairs = [];
  /** By place (the index of its pair), the few that carry a fragment. */
  fragments;
  add(document, link, fragment) {
    if (fragment) (this.fragments ??= /* @__PURE__ */ new Map()).set(this.pairs.length / 2, fragment);
    this.pairs.push(document, link);
  }
  get size() {
    return this.pairs.length / 2;
  }
  *[Symbol.iterator]() {
    for (let i = 0; i < this.size; i++) yield this.at(i);
  }
  /** The places whose link carries a fragment. */
  *withFragment() {
    for (const [i, fragment] of this.fragments ?? []) yield { ...this.at(i), fragment };
  }
  at(i) {
    const fragment = this.fragments?.get(i);
    return {
      document: this.pairs[2 * i],
      link: this.pairs[2 * i + 1],
      ...fragment ? { fragment } : {}
    };
  }
};
function documentPath(document, basePath) {
  return `${basePath}${encodeRoute(`/${document.replace(/(^|\/)index\.html$/, "$1")}`)}`;
}
function resolveLinks(documents, address) {
  const internal = /* @__PURE__ */ new Map();
  const external = /* @__PURE__ */ new Map();
  const published = address.siteUrl ? new URL(address.siteUrl).origin : void 0;
  const fromRoot = /* @__PURE__ */ new Map();
  let count = 0;
  for (const document of documents) {
    const base = address.origin + documentPath(document.path, address.basePath);
    for (const link of document.links) {
      count++;
      const rooted = link.value.startsWith("/") && !link.value.startsWith("//");
      let target = rooted ? fromRoot.get(link.value) : void 0;
      if (!target) {
        target = resolve(link.value, base, address.origin, published);
        if (rooted) fromRoot.set(link.value, target);
      }
      if (!target) continue;
      if (target.internal) {
        let entry = internal.get(target.href);
        if (!entry) internal.set(target.href, entry = { url: new URL(target.href), occurrences: new Occurrences() });
        entry.occurrences.add(document.path, link, target.fragment);
      } else {
        const list = external.get(target.href) ?? [];
        list.push({ document: document.path, link });
        external.set(target.href, list);
      }
    }
  }
  return { internal, external, count };
}
function resolve(value, base, origin, published) {
  let url;
  try {
    url = new URL(value, base);
  } catch {
    return void 0;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return void 0;
  const fragment = url.hash ? percentDecode(url.hash.slice(1)) : void 0;
  url.hash = "";
  const internal = url.origin === origin || url.origin === published;
  const href = internal ? new URL(url.pathname + url.search, origin).href : url.href;
  return { href, internal, ...fragment ? { fragment } : {} };
}
function documentAt(pathname, basePath, documents) {
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return void 0;
  const relative = percentDecode(pathname.slice(basePath.length)).replace(/^\/+/, "");
  const candidates = relative === "" || relative.endsWith("/") ? [`${relative}index.html`] : [`${relative}/index.html`, relative];
  return candidates.find((candidate) => documents.has(candidate));
}
function fragmentDocument(document, basePath, documents) {
  const refresh = documents.get(document)?.refresh;
  if (!refresh) return document;
  const from = new URL(documentPath(document, basePath), "http://site.invalid");
  const to = new URL(refresh, from);
  return to.origin === from.origin && documentAt(to.pathname, basePath, documents) || document;
}
function alwaysAnswered(fragment) {
  return fragment === "" || fragment.toLowerCase() === "top" || fragment.startsWith(":~:");
}
function fragmentKeys(ids) {
  return new Set(ids);
}

// src/site/stopwatch.ts
function stopwatch() {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = Math.round(now - last);
    last = now;
    return elapsed;
  };
}

// src/site/links/check-site-links.ts
var SOURCE_LINK_RULES = /* @__PURE__ */ new Set([
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
  "nav/case-mismatch"
]);
var INTERNAL_CONCURRENCY = 32;
var INTERNAL_TIMEOUT_MS = 1e4;
async function checkSiteLinks(options) {
  const { site, basePath } = options;
  const clock = stopwatch();
  const documents = options.built.crawled;
  if (!documents) throw new Error("checkSiteLinks needs a site built with crawl");
  const byPath = new Map(documents.map((document) => [document.path, document]));
  const served = await serveForCheck(options.outDir, basePath);
  const broken = [];
  let links;
  try {
    links = resolveLinks(documents, {
      origin: served.origin,
      basePath,
      ...options.siteUrl ? { siteUrl: options.siteUrl } : {}
    });
    const isRedirected = isRedirectSource(site.project);
    const toCheck = [...links.internal.values()].filter(({ url }) => !skipped(url.pathname, basePath, isRedirected));
    const published = publishedPath(site.project, options.siteUrl);
    const underPublished = /* @__PURE__ */ new Map();
    if (published !== void 0 && published !== basePath) {
      for (const { url } of toCheck)
        if (url.pathname.startsWith(`${published}/`))
          underPublished.set(url.href, new URL(basePath + url.pathname.slice(published.length) + url.search, url).href);
    }
    const checks = await checkSiteUrls([...toCheck.map(({ url }) => url.href), ...underPublished.values()], {
      concurrency: INTERNAL_CONCURRENCY,
      timeoutMs: INTERNAL_TIMEOUT_MS
    });
    const keysByDocument = /* @__PURE__ */ new Map();
    for (const { url, occurrences } of toCheck) {
      const check = checks.get(url.href);
      if (!check || check.state === "skipped") continue;
      if (check.state === "broken") {
        if (check.status === 404 && unbuiltPage(url.pathname, basePath, site)) continue;
        const there = underPublished.get(url.href);
        if (there !== void 0 && checks.get(there)?.state === "ok") continue;
        const why = missingTarget(url.pathname, basePath, check.status, check.failure);
        for (const occurrence of occurrences)
          broken.push({ ...occurrence, rule: rule2.meta.id, why: why.text, kind: why.kind });
        continue;
      }
      const found2 = documentAt(url.pathname, basePath, byPath);
      if (!found2) continue;
      const target = fragmentDocument(found2, basePath, byPath);
      for (const occurrence of occurrences.withFragment()) {
        const fragment = occurrence.fragment;
        if (alwaysAnswered(fragment) || wordless(fragment)) continue;
        let keys = keysByDocument.get(target);
        if (!keys) keysByDocument.set(target, keys = fragmentKeys(byPath.get(target).ids));
        if (fragmentMatches(fragment, keys)) continue;
        broken.push({
          ...occurrence,
          rule: rule2.meta.id,
          why: missingFragment(fragment, documentPath(target, basePath), byPath.get(target)),
          kind: "fragment"
        });
      }
    }
  } finally {
    await served.close();
  }
  const internal = clock();
  const notes = [];
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
            rule: rule.meta.id,
            why: result.reason,
            kind: "refused",
            severity: "notice"
          });
        continue;
      }
      if (result?.outcome !== "broken") continue;
      const severity = mappedSeverity(result, options.external.severities);
      if (severity === "off") continue;
      for (const occurrence of occurrences)
        broken.push({
          ...occurrence,
          rule: rule.meta.id,
          why: result.reason ?? `HTTP ${result.status}`,
          kind: "external",
          ...severity ? { severity } : {}
        });
    }
  }
  const external = clock();
  const { reports, found } = toReports(
    broken,
    new LinkOrigins(site, options.built.documents, basePath),
    options.reported
  );
  return {
    reports,
    notes,
    // A redirect document (the root's, a folder's) is no page of its own.
    stats: {
      documents: documents.filter((document) => document.refresh === void 0).length,
      links: links.count,
      internalUrls: links.internal.size,
      externalUrls: links.external.size,
      ...found
    },
    timings: { internal, external, report: clock() }
  };
}
function unbuiltPage(pathname, basePath, site) {
  if (!pathname.startsWith(`${basePath}/`)) return false;
  const local = percentDecode(pathname.slice(basePath.length)).replace(/^\/+|\/+$/g, "");
  return local !== "" && (resolveEntry(local, site.project.files).kind === "page" || isGeneratedPage(site.project.openApiPages, local));
}
function publishedPath(project, siteUrl) {
  const tags = objectAt(objectAt(project.docs?.value, "seo"), "metatags");
  const address = siteUrl ?? (typeof tags?.canonical === "string" ? tags.canonical : void 0);
  if (!address) return void 0;
  try {
    const path3 = new URL(address).pathname.replace(/\/+$/, "");
    return path3 === "" ? void 0 : path3;
  } catch {
    return void 0;
  }
}
function skipped(pathname, basePath, isRedirected) {
  const local = percentDecode(pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname);
  return local.startsWith("/.well-known/") || isRedirected(local.replace(/\/+$/, "") || "/");
}
function missingTarget(pathname, basePath, status, failure) {
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
    return {
      text: `the site is served under \`${basePath}\`, and \`${percentDecode(pathname)}\` is outside it, so nothing is there. Write the path under the base path (\`${basePath}${pathname}\`), or a path relative to the page`,
      kind: "outside-base"
    };
  }
  if (status === 404)
    return {
      text: `the built site has no page or file at \`${percentDecode(pathname)}\`. Point the link at an existing page or file, or add it`,
      kind: "missing"
    };
  return {
    text: status ? `the built site answers HTTP ${status} for \`${percentDecode(pathname)}\`` : `the built site did not answer for \`${percentDecode(pathname)}\`${failure ? ` (${failure})` : ""}`,
    kind: "status"
  };
}
function missingFragment(fragment, page, document) {
  const ids = document.ids.filter((id) => !/^(?:tab|tooltip|snippet|panel)-\d/.test(id));
  const caseOf = caseOfAnchor(fragment, ids);
  if (caseOf)
    return `\`${page}\` has the id \`${caseOf}\`, not \`${fragment}\`: browsers match a fragment to an id exactly, letter case included. Write \`#${caseOf}\``;
  const near = ids.length ? closest(fragment, ids) : void 0;
  return `\`${page}\` has no element with the id \`${fragment}\`.${near ? ` Did you mean \`#${near}\`?` : ""} Link to an existing heading (its id is the heading text in lowercase with hyphens), or give the heading a custom id`;
}
function toReports(broken, origins, reported) {
  const sourceFindings = /* @__PURE__ */ new Map();
  for (const diagnostic of reported) {
    if (!SOURCE_LINK_RULES.has(diagnostic.ruleId)) continue;
    let lines = sourceFindings.get(diagnostic.file);
    if (!lines) sourceFindings.set(diagnostic.file, lines = /* @__PURE__ */ new Set());
    lines.add(diagnostic.line);
  }
  const byPlace = /* @__PURE__ */ new Map();
  const byCheck = /* @__PURE__ */ new Set();
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
      if (item.kind === "fragment" && checkedBySource(origin, item.link.value)) continue;
      byPlace.set(key, {
        report: report(item, origin),
        pages: /* @__PURE__ */ new Set([item.document]),
        broken: item.kind !== "refused"
      });
    }
  }
  const places = [...byPlace.values()];
  return {
    reports: places.map(
      ({ report: found, pages }) => pages.size > 1 ? { ...found, message: `${found.message} (on ${pages.size} pages)` } : found
    ),
    found: {
      broken: places.filter((place) => place.broken).length + byCheck.size,
      reportedByCheck: byCheck.size
    }
  };
}
function checkedBySource(origin, value) {
  if (origin.made !== "page") return false;
  const written = origin.written ?? value;
  return !(isSnippetFile(origin.file) && !/^(?:\/|[a-z][a-z0-9+.-]*:)/i.test(written));
}
function alreadyReported(origin, findings) {
  const lines = findings.get(origin.file);
  if (!lines) return false;
  const last = origin.endLine ?? origin.line;
  if (last - origin.line < lines.size) {
    for (let line = origin.line; line <= last; line++) if (lines.has(line)) return true;
    return false;
  }
  for (const line of lines) if (line >= origin.line && line <= last) return true;
  return false;
}
function report(item, origin) {
  const { made: _made, written = item.link.value, ...place } = origin;
  const shown = written === item.link.value ? `\`${redactUrl(written)}\`` : `\`${redactUrl(written)}\` (\`${redactUrl(item.link.value)}\` on the built site)`;
  if (item.kind === "refused")
    return {
      ruleId: item.rule,
      ...place,
      message: `The link ${shown} is not checked: ${redactUrls(item.why)}.`,
      ...item.severity ? { severity: item.severity } : {}
    };
  const lead = origin.made === "page" ? `Broken link ${shown}` : origin.made === "config" ? `The docs.json link ${shown} is broken` : origin.made === "spec" ? `The OpenAPI description's link ${shown} is broken` : `docsgate's layout made the link ${shown}, and it is broken (a docsgate bug; please report it)`;
  return {
    ruleId: item.rule,
    ...place,
    message: `${lead}: ${redactUrls(item.why)}.`,
    ...item.severity ? { severity: item.severity } : {}
  };
}
function linkSummary({ stats }) {
  const targets = stats.internalUrls + stats.externalUrls;
  const { broken, reportedByCheck } = stats;
  const checked = `Checked the links of ${plural(stats.documents, "page")} (${plural(targets, "target")})`;
  if (broken === 0) return `${checked}: none broken`;
  const where = `${plural(broken, "broken link")}, reported at ${broken === 1 ? "its line" : "their lines"}`;
  if (reportedByCheck === 0) return `${checked}: ${where}`;
  const byCheck = reportedByCheck === broken ? broken === 1 ? "" : `all ${broken} ` : `${reportedByCheck} `;
  return `${checked}: ${where} (${byCheck}by the check already)`;
}

export {
  text,
  hexColor,
  linkHref,
  assetHref,
  iconRef,
  stopwatch,
  checkSiteLinks,
  linkSummary
};
