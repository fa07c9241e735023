import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  jsxStringAttribute
} from "./chunk-BSD27DMV.js";
import {
  slug
} from "./chunk-Z7NV2AAP.js";
import {
  escapeAttribute
} from "./chunk-UUUGY4MQ.js";
import {
  safeUrl
} from "./chunk-AJXRAHFI.js";

// src/project/config-types/unchecked.ts
function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function uncheckedObject(value) {
  return isObject(value) ? value : void 0;
}
function objectAt(value, key) {
  const part = value?.[key];
  return isObject(part) ? part : void 0;
}
function objectsAt(value, key) {
  const part = value?.[key];
  return Array.isArray(part) ? part.map((item) => isObject(item) ? item : void 0) : [];
}
function valueAt(value, path4) {
  let current = value;
  for (const segment of path4) {
    if (current === null || typeof current !== "object") return void 0;
    current = current[segment];
  }
  return current;
}

// node_modules/fastest-levenshtein/esm/mod.js
var peq = new Uint32Array(65536);
var myers_32 = (a, b) => {
  const n = a.length;
  const m = b.length;
  const lst = 1 << n - 1;
  let pv = -1;
  let mv = 0;
  let sc = n;
  let i = n;
  while (i--) {
    peq[a.charCodeAt(i)] |= 1 << i;
  }
  for (i = 0; i < m; i++) {
    let eq = peq[b.charCodeAt(i)];
    const xv = eq | mv;
    eq |= (eq & pv) + pv ^ pv;
    mv |= ~(eq | pv);
    pv &= eq;
    if (mv & lst) {
      sc++;
    }
    if (pv & lst) {
      sc--;
    }
    mv = mv << 1 | 1;
    pv = pv << 1 | ~(xv | mv);
    mv &= xv;
  }
  i = n;
  while (i--) {
    peq[a.charCodeAt(i)] = 0;
  }
  return sc;
};
var myers_x = (b, a) => {
  const n = a.length;
  const m = b.length;
  const mhc = [];
  const phc = [];
  const hsize = Math.ceil(n / 32);
  const vsize = Math.ceil(m / 32);
  for (let i = 0; i < hsize; i++) {
    phc[i] = -1;
    mhc[i] = 0;
  }
  let j = 0;
  for (; j < vsize - 1; j++) {
    let mv2 = 0;
    let pv2 = -1;
    const start2 = j * 32;
    const vlen2 = Math.min(32, m) + start2;
    for (let k = start2; k < vlen2; k++) {
      peq[b.charCodeAt(k)] |= 1 << k;
    }
    for (let i = 0; i < n; i++) {
      const eq = peq[a.charCodeAt(i)];
      const pb = phc[i / 32 | 0] >>> i & 1;
      const mb = mhc[i / 32 | 0] >>> i & 1;
      const xv = eq | mv2;
      const xh = ((eq | mb) & pv2) + pv2 ^ pv2 | eq | mb;
      let ph = mv2 | ~(xh | pv2);
      let mh = pv2 & xh;
      if (ph >>> 31 ^ pb) {
        phc[i / 32 | 0] ^= 1 << i;
      }
      if (mh >>> 31 ^ mb) {
        mhc[i / 32 | 0] ^= 1 << i;
      }
      ph = ph << 1 | pb;
      mh = mh << 1 | mb;
      pv2 = mh | ~(xv | ph);
      mv2 = ph & xv;
    }
    for (let k = start2; k < vlen2; k++) {
      peq[b.charCodeAt(k)] = 0;
    }
  }
  let mv = 0;
  let pv = -1;
  const start = j * 32;
  const vlen = Math.min(32, m - start) + start;
  for (let k = start; k < vlen; k++) {
    peq[b.charCodeAt(k)] |= 1 << k;
  }
  let score = m;
  for (let i = 0; i < n; i++) {
    const eq = peq[a.charCodeAt(i)];
    const pb = phc[i / 32 | 0] >>> i & 1;
    const mb = mhc[i / 32 | 0] >>> i & 1;
    const xv = eq | mv;
    const xh = ((eq | mb) & pv) + pv ^ pv | eq | mb;
    let ph = mv | ~(xh | pv);
    let mh = pv & xh;
    score += ph >>> m - 1 & 1;
    score -= mh >>> m - 1 & 1;
    if (ph >>> 31 ^ pb) {
      phc[i / 32 | 0] ^= 1 << i;
    }
    if (mh >>> 31 ^ mb) {
      mhc[i / 32 | 0] ^= 1 << i;
    }
    ph = ph << 1 | pb;
    mh = mh << 1 | mb;
    pv = mh | ~(xv | ph);
    mv = ph & xv;
  }
  for (let k = start; k < vlen; k++) {
    peq[b.charCodeAt(k)] = 0;
  }
  return score;
};
var distance = (a, b) => {
  if (a.length < b.length) {
    const tmp = b;
    b = a;
    a = tmp;
  }
  if (b.length === 0) {
    return a.length;
  }
  if (a.length <= 32) {
    return myers_32(a, b);
  }
  return myers_x(a, b);
};
var closest = (str, arr) => {
  let min_distance = Infinity;
  let min_index = 0;
  for (let i = 0; i < arr.length; i++) {
    const dist = distance(str, arr[i]);
    if (dist < min_distance) {
      min_distance = dist;
      min_index = i;
    }
  }
  return arr[min_index];
};

// src/project/doc-path.ts
import path from "node:path";
var URL_LIKE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
function resolveDocPath(raw, files) {
  if (/^[a-z]:[\\/]/i.test(raw) || raw.startsWith("\\")) {
    return { kind: "outside", raw, reason: "it is an absolute file-system path" };
  }
  if (URL_LIKE.test(raw)) {
    if (raw.toLowerCase().startsWith("file:")) {
      return { kind: "outside", raw, reason: "a file: URL points at the file system" };
    }
    return { kind: "url", raw };
  }
  const clean = path.posix.normalize(raw.replace(/\\/g, "/").replace(/^\/+/, ""));
  if (clean === ".." || clean.startsWith("../")) {
    return { kind: "outside", raw, reason: "its `..` segments lead out of the docs root" };
  }
  const local = clean === "." ? "" : clean.replace(/\/$/, "");
  if (files.isLinkOutside(local)) return { kind: "outside", raw, reason: linkOutsideReason(local) };
  if (files.passesLinkOutside(local)) {
    return { kind: "outside", raw, reason: "it goes through a symbolic link that points out of the docs root" };
  }
  return { kind: "local", raw, path: local };
}
function linkOutsideReason(file) {
  return `${file} is a symbolic link to a file outside the docs root, and docsgate never reads outside it`;
}

// src/project/navigation/page-files.ts
var PAGE_EXTENSIONS = [".mdx", ".md"];
function resolveEntry(entry, files) {
  const resolved = resolveDocPath(entry.trim(), files);
  if (resolved.kind === "url") return { kind: "url" };
  if (resolved.kind === "outside") return { kind: "outside", reason: resolved.reason };
  const extension = PAGE_EXTENSIONS.find((ext) => resolved.path.toLowerCase().endsWith(ext));
  const page = extension ? resolved.path.slice(0, -extension.length) : resolved.path;
  for (const ext of PAGE_EXTENSIONS) {
    if (files.has(page + ext)) return { kind: "page", file: page + ext, page, extension };
  }
  for (const ext of PAGE_EXTENSIONS) {
    const actual = files.caseInsensitive(page + ext)[0];
    if (actual) return { kind: "case-mismatch", page, actual, extension };
  }
  const link = PAGE_EXTENSIONS.map((ext) => page + ext).find((file) => files.isLinkOutside(file));
  if (link) return { kind: "outside", reason: linkOutsideReason(link) };
  return { kind: "missing", page, extension };
}
function isPageFile(file) {
  return PAGE_EXTENSIONS.some((ext) => file.endsWith(ext));
}
var NOT_PAGE_NAMES = /^(readme([_.-][\w-]+)?\.mdx?|(license|changelog|contributing|code_of_conduct|agents|claude|gemini|skill)\.md)$/i;
var NOT_PAGE_FOLDERS = /* @__PURE__ */ new Set(["build", "dist", "coverage", "tmp", "temp"]);
function isSitePage(file) {
  if (!isPageFile(file)) return false;
  const parts = file.split("/");
  return !parts.some((part) => part.startsWith(".")) && !NOT_PAGE_NAMES.test(parts.at(-1)) && !NOT_PAGE_FOLDERS.has(parts[0]);
}
function stripPageExtension(file) {
  const ext = PAGE_EXTENSIONS.find((e) => file.endsWith(e));
  return ext ? file.slice(0, -ext.length) : file;
}
function nearestPage(page, files) {
  let best;
  let bestDistance = Infinity;
  const name = page.split("/").at(-1);
  for (const file of files.all()) {
    if (!isPageFile(file)) continue;
    const candidate = stripPageExtension(file);
    let d = distance(candidate, page);
    if (candidate.split("/").at(-1) === name) d = Math.min(d, 2);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== void 0 && bestDistance <= Math.max(2, Math.floor(page.length / 3)) ? best : void 0;
}

// src/project/percent-decode.ts
function percentDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// src/project/redirects.ts
var PARAMETER = /(:[A-Za-z_]\w*[*+?]?|\*)/;
function readRedirects(project) {
  let read = readOnce.get(project);
  if (!read) readOnce.set(project, read = redirectsOf(project));
  return read;
}
var readOnce = /* @__PURE__ */ new WeakMap();
function redirectsOf(project) {
  const config = uncheckedObject(project.document?.value);
  const read = [];
  objectsAt(config, "redirects").forEach((redirect, i) => {
    const { source, destination } = redirect ?? {};
    if (typeof source !== "string") return;
    read.push({
      source,
      ...typeof destination === "string" ? { destination } : {},
      path: ["redirects", i],
      pattern: sourcePattern(source),
      exact: !PARAMETER.test(source)
    });
  });
  return read;
}
var matchers = /* @__PURE__ */ new WeakMap();
function isRedirectSource(project) {
  let matcher = matchers.get(project);
  if (!matcher) {
    const exact = /* @__PURE__ */ new Set();
    const patterns = [];
    for (const redirect of readRedirects(project)) {
      if (redirect.exact) exact.add(exactPath(redirect.source));
      else patterns.push(redirect.pattern);
    }
    matcher = (path4) => exact.has(path4.replace(/\/$/, "")) || patterns.some((pattern) => pattern.test(path4));
    matchers.set(project, matcher);
  }
  return matcher;
}
function exactPath(source) {
  return source.replace(/^\/*/, "/").replace(/\/+$/, "");
}
function hasParameters(pattern) {
  return PARAMETER.test(pattern);
}
function fixedPrefix(pattern) {
  return pattern.split(PARAMETER)[0];
}
function samplePath(pattern, text) {
  return pattern.split(PARAMETER).map((part, i) => i % 2 === 0 ? part : text).join("");
}
function sourcePattern(source) {
  const pattern = exactPath(source).split(PARAMETER).map(
    (part, i) => i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : part === "*" || /[*+]$/.test(part) ? ".*" : "[^/]+"
  ).join("");
  return new RegExp(`^${pattern}/?$`);
}
function sourceFolder(source) {
  return percentDecode(source).replace(/^\/+|\/+$/g, "");
}
function leavesSite(destination) {
  const read = destination.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\n\r]/g, "");
  return /^[\\/]{2}/.test(read);
}

// src/project/generated-pages.ts
function isGeneratedPage(pages, page) {
  if (!pages) return false;
  const local = page.replace(/^\/+|\/+$/g, "");
  return pages.paths.has(local) || pages.unknownFolders.some((dir) => dir === "" || local.startsWith(`${dir}/`));
}

// src/project/snippet-files.ts
import path2 from "node:path";
function isSnippetFile(file) {
  return file.startsWith("snippets/") || file.startsWith("_snippets/");
}
function legacySnippetFile(written, files) {
  const name = written.trim().replace(/^\/+/, "").replace(/^_snippets\//, "");
  const parts = name.split("/");
  if (!name || parts.some((part) => part === ".." || part === "." || part === "")) return { kind: "outside" };
  const keys = [name, parts.at(-1)].filter((key, i, all) => all.indexOf(key) === i);
  const hasExtension = /\.mdx?$/i.test(name);
  for (const key of keys)
    for (const candidate of hasExtension ? [key] : [`${key}.mdx`, `${key}.md`]) {
      const file = `_snippets/${candidate}`;
      if (files.has(file)) return { kind: "found", file };
    }
  return { kind: "missing", tried: `_snippets/${hasExtension ? name : `${name}.mdx`}` };
}
function snippetFile(source, importer, files) {
  if (!/\.mdx?$/.test(source)) return void 0;
  const written = source.startsWith("/") ? source : `/${path2.posix.join(path2.posix.dirname(importer), source)}`;
  const resolved = resolveDocPath(written, files);
  return resolved.kind === "local" && files.has(resolved.path) ? resolved.path : void 0;
}

// src/parse/anchors.ts
var AnchorCollector = class {
  anchors = [];
  seen = /* @__PURE__ */ new Map();
  heading(node) {
    const full = headingText(node, true);
    const custom = CUSTOM_ID.exec(full);
    if (custom) {
      this.anchors.push(custom[1]);
      this.add(slug(full.slice(0, custom.index)));
      return;
    }
    this.add(slug(full));
    const bare = headingText(node, false);
    if (bare !== full) this.anchors.push(slug(bare));
  }
  /** Components the site builder makes linkable, and any element with an `id`. */
  element(node, ancestors) {
    const id = jsxStringAttribute(node, "id");
    if (id) this.anchors.push(id);
    if (node.name === "a") {
      const name = jsxStringAttribute(node, "name");
      if (name) this.anchors.push(name);
    }
    const title = TITLED.has(node.name ?? "") ? jsxStringAttribute(node, "title") : node.name === "Update" ? jsxStringAttribute(node, "label") : void 0;
    if (title) this.add(slug(title));
    const param = paramName(node);
    if (param) {
      const parents = ancestors.filter(isJsxNode).map(paramName).filter((name) => name !== void 0);
      for (const name of parents.length > 0 ? [param, [...parents, param].join("-")] : [param]) {
        this.add(`param-${paramSlug(name)}`);
        this.add(paramSlug(name));
      }
    }
  }
  /** `id="x"` (and the older `<a name="x">`) on tags in the raw HTML of a Markdown page. */
  html(value) {
    for (const match of value.matchAll(HTML_ID)) this.anchors.push(match[2]);
  }
  add(base) {
    if (base === "") return;
    const count = this.seen.get(base) ?? 0;
    this.seen.set(base, count + 1);
    if (count === 0) this.anchors.push(base);
    else this.anchors.push(`${base}-${count}`, `${base}-${count + 1}`);
  }
};
function anchorKey(anchor) {
  return anchor.replace(/[^\p{L}\p{N}]/gu, "");
}
function caseOfAnchor(fragment, anchors) {
  const key = anchorKey(fragment).toLowerCase();
  return anchors.find((anchor) => anchorKey(anchor).toLowerCase() === key);
}
var TITLED = /* @__PURE__ */ new Set(["Accordion", "Step", "Tab"]);
var CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;
var HTML_ID = /<[a-z][^>]*?\s(id|name)\s*=\s*["']([^"']+)["']/gi;
function headingText(node, withComponents) {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "image") return node.alt ?? "";
  if (node.type === "mdxJsxTextElement" && !withComponents) return "";
  if (!("children" in node)) return "";
  let text = "";
  for (const child of node.children) text += headingText(child, withComponents);
  return text;
}
function paramName(node) {
  if (node.name === "ResponseField") return jsxStringAttribute(node, "name");
  if (node.name !== "ParamField") return void 0;
  for (const location of ["path", "body", "query", "header"]) {
    const name = jsxStringAttribute(node, location);
    if (name) return name;
  }
  return void 0;
}
function paramSlug(name) {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
}
function isJsxNode(node) {
  return node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
}

// src/rules/site/broken-external-link.ts
var rule = {
  meta: {
    id: "site/broken-external-link",
    category: "site",
    defaultSeverity: "error",
    description: "Every http(s) link of the built site answers (checked only with --external or the external-links input; the severity of each status can be set in docsgate.config.json)."
  },
  context: "stage",
  reportedBy: "link-crawl"
};

// src/rules/site/broken-link.ts
var rule2 = {
  meta: {
    id: "site/broken-link",
    category: "site",
    defaultSeverity: "error",
    description: "Every link and every file the built site's pages refer to is there on the site, under its base path, and every `#fragment` names an element of its page."
  },
  context: "stage",
  reportedBy: "link-crawl"
};

// src/html/assets-dir.ts
import { existsSync } from "node:fs";
import path3 from "node:path";
import { fileURLToPath } from "node:url";
function siteAssetsDir() {
  const fromEnv = process.env.DOCSGATE_SITE_ASSETS;
  if (fromEnv) return fromEnv;
  const besideBundle = fileURLToPath(new URL("./site/", import.meta.url));
  if (existsSync(besideBundle)) return besideBundle;
  throw new Error(
    `docsgate's site assets are missing: expected ${besideBundle} (run \`npm run build\`) or DOCSGATE_SITE_ASSETS.`
  );
}
function siteAsset(name) {
  return path3.join(siteAssetsDir(), name);
}

// src/icons/icons.ts
import { readFileSync as readFileSync2 } from "node:fs";

// src/icons/stroke-icons.ts
import { readFileSync } from "node:fs";
var sets = /* @__PURE__ */ new Map();
function iconSet(library) {
  let set = sets.get(library);
  if (!set) {
    set = JSON.parse(readFileSync(siteAsset(`icons-${library}.json`), "utf8"));
    sets.set(library, set);
  }
  return set;
}
function strokeIconName(library, name) {
  const { icons: icons2, aliases } = iconSet(library);
  if (Object.hasOwn(icons2, name)) return name;
  return Object.hasOwn(aliases, name) ? aliases[name] : void 0;
}
function strokeIconNames(library) {
  const { icons: icons2, aliases } = iconSet(library);
  return { names: Object.keys(icons2), aliases };
}
function strokeIconSvg(library, name, className) {
  const current = strokeIconName(library, name);
  if (current === void 0) return void 0;
  return `<svg class="${escapeAttribute(className)}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${iconSet(library).icons[current]}</svg>`;
}

// src/icons/icons.ts
var data;
var proOnly;
function icons() {
  data ??= JSON.parse(readFileSync2(siteAsset("icons.json"), "utf8"));
  return data;
}
function isProOnly(name) {
  proOnly ??= new Set(icons().proOnly);
  return proOnly.has(name);
}
function stylesFor(style) {
  if (style === "regular") return ["regular", "solid", "brands"];
  if (style === "brands") return ["brands", "solid", "regular"];
  return ["solid", "regular", "brands"];
}
function isIconImage(value) {
  return /^(?:[a-z][a-z0-9+.-]*:|\/|\.{1,2}\/)/i.test(value) || /\.(?:svg|png|jpe?g|gif|webp|avif|ico)$/i.test(value);
}
function lookup(name, style) {
  const set = icons();
  for (const free of stylesFor(style)) {
    const found = set[free][name];
    if (found) return found;
  }
  return void 0;
}
function freeStandIn(name, style) {
  const parts = name.split("-");
  const candidates = [];
  for (let end = parts.length - 1; end > 0; end--) candidates.push(parts.slice(0, end).join("-"));
  if (name.endsWith("s")) candidates.unshift(name.slice(0, -1));
  for (let start = 1; start < parts.length; start++) candidates.push(parts.slice(start).join("-"));
  for (const candidate of candidates) {
    const found = lookup(candidate, style);
    if (found) return found;
  }
  return void 0;
}
function isFontAwesomeIcon(name) {
  const trimmed = name.trim();
  return lookup(trimmed, void 0) !== void 0 || isProOnly(trimmed);
}
function fontAwesomeNames() {
  const set = icons();
  return [Object.keys(set.solid), Object.keys(set.regular), Object.keys(set.brands), set.proOnly];
}
function iconSvg(icon, className = "icon") {
  const ref = typeof icon === "string" ? { name: icon } : icon;
  const name = ref.name.trim();
  if (!name) return void 0;
  if (isIconImage(name)) {
    const src = safeUrl("image", name);
    return src === void 0 ? void 0 : `<img class="${escapeAttribute(className)}" src="${escapeAttribute(src)}" alt="" aria-hidden="true">`;
  }
  if (ref.library && ref.library !== "fontawesome") return strokeIconSvg(ref.library, name, className);
  const found = lookup(name, ref.style) ?? (isProOnly(name) ? freeStandIn(name, ref.style) : void 0);
  if (!found) return void 0;
  const [width, height, path4] = found;
  return `<svg class="${escapeAttribute(className)}" viewBox="0 0 ${width} ${height}" fill="currentColor" aria-hidden="true" focusable="false"><path d="${escapeAttribute(path4)}"/></svg>`;
}

// src/icons/icon-library.ts
var ICON_LIBRARIES = ["fontawesome", "lucide", "tabler"];
var ICON_LIBRARY_INFO = {
  fontawesome: { title: "Font Awesome", catalogue: "fontawesome.com/icons" },
  lucide: { title: "Lucide", catalogue: "lucide.dev/icons" },
  tabler: { title: "Tabler", catalogue: "tabler.io/icons" }
};
function isIconLibrary(value) {
  return typeof value === "string" && ICON_LIBRARIES.includes(value);
}
function configIconLibrary(config) {
  const icons2 = config !== null && typeof config === "object" ? config.icons : void 0;
  const library = icons2 !== null && typeof icons2 === "object" ? icons2.library : void 0;
  return isIconLibrary(library) ? library : "fontawesome";
}
function iconLibraryOf(icon, configLibrary) {
  if (icon === null || typeof icon !== "object" || !("library" in icon)) return configLibrary;
  const own = icon.library;
  return isIconLibrary(own) ? own : void 0;
}
function isKnownIcon(library, name) {
  const trimmed = name.trim();
  return library === "fontawesome" ? isFontAwesomeIcon(trimmed) : strokeIconName(library, trimmed) !== void 0;
}
function nearestIconName(library, name) {
  const wanted = name.trim().toLowerCase();
  if (library === "fontawesome") return nearest(fontAwesomeNames(), wanted.replace(/^fa-/, ""));
  const { names, aliases } = strokeIconNames(library);
  const found = nearest([names, Object.keys(aliases)], wanted);
  return found === void 0 ? void 0 : aliases[found] ?? found;
}
function unknownIconAdvice(library, name) {
  const { title, catalogue } = ICON_LIBRARY_INFO[library];
  const other = ICON_LIBRARIES.find((candidate) => candidate !== library && isKnownIcon(candidate, name));
  const elsewhere = other ? ` It is a ${ICON_LIBRARY_INFO[other].title} name, but this icon is drawn from ${title}.` : "";
  const nearest2 = (other ? nameOfItsWords(library, name) : void 0) ?? nearestIconName(library, name);
  const hint = nearest2 ? ` Did you mean "${nearest2}"?` : ` Pick a name from ${catalogue}, or give an image path such as "/icons/logo.svg".`;
  return elsewhere + hint;
}
function nameOfItsWords(library, name) {
  const words = new Set(name.trim().toLowerCase().split("-"));
  const names = library === "fontawesome" ? [...new Set(fontAwesomeNames().flat())] : strokeIconNames(library).names;
  const uses = /* @__PURE__ */ new Map();
  const candidates = [];
  for (const candidate of names) {
    const parts = candidate.split("-");
    for (const part of parts) if (words.has(part)) uses.set(part, (uses.get(part) ?? 0) + 1);
    if (parts.length <= words.size && parts.every((part) => words.has(part))) candidates.push(parts);
  }
  const shared = (parts) => parts.reduce((sum, part) => sum + uses.get(part), 0);
  let best;
  for (const parts of candidates) {
    if (!best || parts.length > best.length || parts.length === best.length && shared(parts) < shared(best))
      best = parts;
  }
  return best?.join("-");
}
function nearest(lists, wanted) {
  let best;
  let bestDistance = Math.max(1, Math.floor(wanted.length / 3)) + 1;
  for (const names of lists) {
    for (const candidate of names) {
      if (Math.abs(candidate.length - wanted.length) >= bestDistance) continue;
      const d = distance(candidate, wanted);
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  return best;
}

export {
  isObject,
  uncheckedObject,
  objectAt,
  objectsAt,
  valueAt,
  resolveDocPath,
  distance,
  closest,
  PAGE_EXTENSIONS,
  resolveEntry,
  isSitePage,
  stripPageExtension,
  nearestPage,
  percentDecode,
  readRedirects,
  isRedirectSource,
  hasParameters,
  fixedPrefix,
  samplePath,
  sourceFolder,
  leavesSite,
  isGeneratedPage,
  isSnippetFile,
  legacySnippetFile,
  snippetFile,
  siteAsset,
  isIconImage,
  iconSvg,
  ICON_LIBRARY_INFO,
  configIconLibrary,
  iconLibraryOf,
  isKnownIcon,
  unknownIconAdvice,
  AnchorCollector,
  anchorKey,
  caseOfAnchor,
  rule,
  rule2
};
