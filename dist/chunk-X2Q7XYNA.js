import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  objectsAt
} from "./chunk-YY2LY7KT.js";
import {
  jsxStringAttribute
} from "./chunk-BSD27DMV.js";
import {
  escapeAttribute
} from "./chunk-UUUGY4MQ.js";
import {
  safeUrl
} from "./chunk-6XB3XLVW.js";

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
var pagesOfIndex = /* @__PURE__ */ new WeakMap();
var nearestOfIndex = /* @__PURE__ */ new WeakMap();
function nearestPage(page, files) {
  const all = files.all();
  let pages = pagesOfIndex.get(all);
  if (!pages) {
    pages = [...all].filter(isPageFile).map((file) => {
      const candidate = stripPageExtension(file);
      return { page: candidate, name: candidate.split("/").at(-1) };
    });
    pagesOfIndex.set(all, pages);
  }
  let answers = nearestOfIndex.get(all);
  if (!answers) nearestOfIndex.set(all, answers = /* @__PURE__ */ new Map());
  if (answers.has(page)) return answers.get(page);
  const name = page.split("/").at(-1);
  const within = Math.max(2, Math.floor(page.length / 3));
  let best;
  let bestDistance = within + 1;
  for (const candidate of pages) {
    const sameName = candidate.name === name;
    const lengths = Math.abs(candidate.page.length - page.length);
    if ((sameName ? Math.min(lengths, 2) : lengths) >= bestDistance) continue;
    let d = distance(candidate.page, page);
    if (sameName) d = Math.min(d, 2);
    if (d < bestDistance) {
      best = candidate.page;
      bestDistance = d;
    }
  }
  answers.set(page, best);
  return best;
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
  const config = project.docs?.value;
  const read = [];
  objectsAt(config, "redirects").forEach((redirect, i) => {
    const { source, destination, permanent } = redirect ?? {};
    if (typeof source !== "string") return;
    read.push({
      source,
      ...typeof destination === "string" ? { destination } : {},
      path: ["redirects", i],
      pattern: sourcePattern(source),
      exact: !PARAMETER.test(source),
      permanent: permanent !== false
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
function hasFragment(redirect) {
  return redirect.source.includes("#");
}
function hasParameters(pattern) {
  return PARAMETER.test(pattern);
}
function fixedPrefix(pattern) {
  return pattern.split(PARAMETER)[0];
}
function samplePath(pattern, text) {
  return pattern.split(PARAMETER).map((part, i) => i % 2 === 0 ? part : typeof text === "string" ? text : text(part, (i - 1) / 2)).join("");
}
function filledDestination(redirect, path4) {
  const { destination, pattern, source, exact } = redirect;
  const match = destination === void 0 ? null : exact ? [path4] : pattern.exec(path4);
  if (!match) return void 0;
  const parameters = source.split(PARAMETER).filter((_, i) => i % 2 === 1);
  const captured = /* @__PURE__ */ new Map();
  let wildcards = 0;
  parameters.forEach(
    (parameter, i) => captured.set(parameter === "*" ? `*${wildcards++}` : parameterName(parameter), match[i + 1])
  );
  let filled = true;
  wildcards = 0;
  const written = samplePath(destination, (parameter) => {
    const value = captured.get(parameter === "*" ? `*${wildcards++}` : parameterName(parameter));
    if (value === void 0) filled = false;
    return value ?? "";
  });
  return filled ? written : void 0;
}
function parameterName(parameter) {
  return parameter.replace(/^:|[*+?]$/g, "");
}
function sourcePattern(source) {
  const pattern = exactPath(source).split(PARAMETER).map(
    (part, i) => i % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : part === "*" || /[*+]$/.test(part) ? "(.*)" : "([^/]+)"
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
function unreadSpecFolder(pages, page) {
  const local = page.replace(/^\/+|\/+$/g, "");
  return pages?.unknownFolders.find((dir) => dir === "" || local === dir || local.startsWith(`${dir}/`));
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

// node_modules/escape-string-regexp/index.js
function escapeStringRegexp(string) {
  if (typeof string !== "string") {
    throw new TypeError("Expected a string");
  }
  return string.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&").replace(/-/g, "\\x2d");
}

// node_modules/@sindresorhus/transliterate/replacements.js
var replacements = [
  // German umlauts
  ["ß", "ss"],
  ["ẞ", "Ss"],
  ["ä", "ae"],
  ["Ä", "Ae"],
  ["ö", "oe"],
  ["Ö", "Oe"],
  ["ü", "ue"],
  ["Ü", "Ue"],
  // Latin
  ["À", "A"],
  ["Á", "A"],
  ["Â", "A"],
  ["Ã", "A"],
  ["Ä", "Ae"],
  ["Å", "A"],
  ["Æ", "AE"],
  ["Ç", "C"],
  ["È", "E"],
  ["É", "E"],
  ["Ê", "E"],
  ["Ë", "E"],
  ["Ì", "I"],
  ["Í", "I"],
  ["Î", "I"],
  ["Ï", "I"],
  ["Ð", "D"],
  ["Ñ", "N"],
  ["Ò", "O"],
  ["Ó", "O"],
  ["Ô", "O"],
  ["Õ", "O"],
  ["Ö", "Oe"],
  ["Ő", "O"],
  ["Ø", "O"],
  ["Ù", "U"],
  ["Ú", "U"],
  ["Û", "U"],
  ["Ü", "Ue"],
  ["Ű", "U"],
  ["Ý", "Y"],
  ["Þ", "TH"],
  ["ß", "ss"],
  ["à", "a"],
  ["á", "a"],
  ["â", "a"],
  ["ã", "a"],
  ["ä", "ae"],
  ["å", "a"],
  ["æ", "ae"],
  ["ç", "c"],
  ["è", "e"],
  ["é", "e"],
  ["ê", "e"],
  ["ë", "e"],
  ["ì", "i"],
  ["í", "i"],
  ["î", "i"],
  ["ï", "i"],
  ["ð", "d"],
  ["ñ", "n"],
  ["ò", "o"],
  ["ó", "o"],
  ["ô", "o"],
  ["õ", "o"],
  ["ö", "oe"],
  ["ő", "o"],
  ["ø", "o"],
  ["ù", "u"],
  ["ú", "u"],
  ["û", "u"],
  ["ü", "ue"],
  ["ű", "u"],
  ["ý", "y"],
  ["þ", "th"],
  ["ÿ", "y"],
  ["ẞ", "SS"],
  // Vietnamese
  ["à", "a"],
  ["À", "A"],
  ["á", "a"],
  ["Á", "A"],
  ["â", "a"],
  ["Â", "A"],
  ["ã", "a"],
  ["Ã", "A"],
  ["è", "e"],
  ["È", "E"],
  ["é", "e"],
  ["É", "E"],
  ["ê", "e"],
  ["Ê", "E"],
  ["ì", "i"],
  ["Ì", "I"],
  ["í", "i"],
  ["Í", "I"],
  ["ò", "o"],
  ["Ò", "O"],
  ["ó", "o"],
  ["Ó", "O"],
  ["ô", "o"],
  ["Ô", "O"],
  ["õ", "o"],
  ["Õ", "O"],
  ["ù", "u"],
  ["Ù", "U"],
  ["ú", "u"],
  ["Ú", "U"],
  ["ý", "y"],
  ["Ý", "Y"],
  ["ă", "a"],
  ["Ă", "A"],
  ["Đ", "D"],
  ["đ", "d"],
  ["ĩ", "i"],
  ["Ĩ", "I"],
  ["ũ", "u"],
  ["Ũ", "U"],
  ["ơ", "o"],
  ["Ơ", "O"],
  ["ư", "u"],
  ["Ư", "U"],
  ["ạ", "a"],
  ["Ạ", "A"],
  ["ả", "a"],
  ["Ả", "A"],
  ["ấ", "a"],
  ["Ấ", "A"],
  ["ầ", "a"],
  ["Ầ", "A"],
  ["ẩ", "a"],
  ["Ẩ", "A"],
  ["ẫ", "a"],
  ["Ẫ", "A"],
  ["ậ", "a"],
  ["Ậ", "A"],
  ["ắ", "a"],
  ["Ắ", "A"],
  ["ằ", "a"],
  ["Ằ", "A"],
  ["ẳ", "a"],
  ["Ẳ", "A"],
  ["ẵ", "a"],
  ["Ẵ", "A"],
  ["ặ", "a"],
  ["Ặ", "A"],
  ["ẹ", "e"],
  ["Ẹ", "E"],
  ["ẻ", "e"],
  ["Ẻ", "E"],
  ["ẽ", "e"],
  ["Ẽ", "E"],
  ["ế", "e"],
  ["Ế", "E"],
  ["ề", "e"],
  ["Ề", "E"],
  ["ể", "e"],
  ["Ể", "E"],
  ["ễ", "e"],
  ["Ễ", "E"],
  ["ệ", "e"],
  ["Ệ", "E"],
  ["ỉ", "i"],
  ["Ỉ", "I"],
  ["ị", "i"],
  ["Ị", "I"],
  ["ọ", "o"],
  ["Ọ", "O"],
  ["ỏ", "o"],
  ["Ỏ", "O"],
  ["ố", "o"],
  ["Ố", "O"],
  ["ồ", "o"],
  ["Ồ", "O"],
  ["ổ", "o"],
  ["Ổ", "O"],
  ["ỗ", "o"],
  ["Ỗ", "O"],
  ["ộ", "o"],
  ["Ộ", "O"],
  ["ớ", "o"],
  ["Ớ", "O"],
  ["ờ", "o"],
  ["Ờ", "O"],
  ["ở", "o"],
  ["Ở", "O"],
  ["ỡ", "o"],
  ["Ỡ", "O"],
  ["ợ", "o"],
  ["Ợ", "O"],
  ["ụ", "u"],
  ["Ụ", "U"],
  ["ủ", "u"],
  ["Ủ", "U"],
  ["ứ", "u"],
  ["Ứ", "U"],
  ["ừ", "u"],
  ["Ừ", "U"],
  ["ử", "u"],
  ["Ử", "U"],
  ["ữ", "u"],
  ["Ữ", "U"],
  ["ự", "u"],
  ["Ự", "U"],
  ["ỳ", "y"],
  ["Ỳ", "Y"],
  ["ỵ", "y"],
  ["Ỵ", "Y"],
  ["ỷ", "y"],
  ["Ỷ", "Y"],
  ["ỹ", "y"],
  ["Ỹ", "Y"],
  // Arabic
  ["ء", "e"],
  ["آ", "a"],
  ["أ", "a"],
  ["ؤ", "w"],
  ["إ", "i"],
  ["ئ", "y"],
  ["ا", "a"],
  ["ب", "b"],
  ["ة", "t"],
  ["ت", "t"],
  ["ث", "th"],
  ["ج", "j"],
  ["ح", "h"],
  ["خ", "kh"],
  ["د", "d"],
  ["ذ", "dh"],
  ["ر", "r"],
  ["ز", "z"],
  ["س", "s"],
  ["ش", "sh"],
  ["ص", "s"],
  ["ض", "d"],
  ["ط", "t"],
  ["ظ", "z"],
  ["ع", "e"],
  ["غ", "gh"],
  ["ـ", "_"],
  ["ف", "f"],
  ["ق", "q"],
  ["ك", "k"],
  ["ل", "l"],
  ["م", "m"],
  ["ن", "n"],
  ["ه", "h"],
  ["و", "w"],
  ["ى", "a"],
  ["ي", "y"],
  ["َ‎", "a"],
  ["ُ", "u"],
  ["ِ‎", "i"],
  ["٠", "0"],
  ["١", "1"],
  ["٢", "2"],
  ["٣", "3"],
  ["٤", "4"],
  ["٥", "5"],
  ["٦", "6"],
  ["٧", "7"],
  ["٨", "8"],
  ["٩", "9"],
  // Persian / Farsi
  ["چ", "ch"],
  ["ک", "k"],
  ["گ", "g"],
  ["پ", "p"],
  ["ژ", "zh"],
  ["ی", "y"],
  ["۰", "0"],
  ["۱", "1"],
  ["۲", "2"],
  ["۳", "3"],
  ["۴", "4"],
  ["۵", "5"],
  ["۶", "6"],
  ["۷", "7"],
  ["۸", "8"],
  ["۹", "9"],
  // Pashto
  ["ټ", "p"],
  ["ځ", "z"],
  ["څ", "c"],
  ["ډ", "d"],
  ["ﺫ", "d"],
  ["ﺭ", "r"],
  ["ړ", "r"],
  ["ﺯ", "z"],
  ["ږ", "g"],
  ["ښ", "x"],
  ["ګ", "g"],
  ["ڼ", "n"],
  ["ۀ", "e"],
  ["ې", "e"],
  ["ۍ", "ai"],
  // Urdu
  ["ٹ", "t"],
  ["ڈ", "d"],
  ["ڑ", "r"],
  ["ں", "n"],
  ["ہ", "h"],
  ["ھ", "h"],
  ["ے", "e"],
  // Russian
  ["А", "A"],
  ["а", "a"],
  ["Б", "B"],
  ["б", "b"],
  ["В", "V"],
  ["в", "v"],
  ["Г", "G"],
  ["г", "g"],
  ["Д", "D"],
  ["д", "d"],
  ["ъе", "ye"],
  ["Ъе", "Ye"],
  ["ъЕ", "yE"],
  ["ЪЕ", "YE"],
  ["Е", "E"],
  ["е", "e"],
  ["Ё", "Yo"],
  ["ё", "yo"],
  ["Ж", "Zh"],
  ["ж", "zh"],
  ["З", "Z"],
  ["з", "z"],
  ["И", "I"],
  ["и", "i"],
  ["ый", "iy"],
  ["Ый", "Iy"],
  ["ЫЙ", "IY"],
  ["ыЙ", "iY"],
  ["Й", "Y"],
  ["й", "y"],
  ["К", "K"],
  ["к", "k"],
  ["Л", "L"],
  ["л", "l"],
  ["М", "M"],
  ["м", "m"],
  ["Н", "N"],
  ["н", "n"],
  ["О", "O"],
  ["о", "o"],
  ["П", "P"],
  ["п", "p"],
  ["Р", "R"],
  ["р", "r"],
  ["С", "S"],
  ["с", "s"],
  ["Т", "T"],
  ["т", "t"],
  ["У", "U"],
  ["у", "u"],
  ["Ф", "F"],
  ["ф", "f"],
  ["Х", "Kh"],
  ["х", "kh"],
  ["Ц", "Ts"],
  ["ц", "ts"],
  ["Ч", "Ch"],
  ["ч", "ch"],
  ["Ш", "Sh"],
  ["ш", "sh"],
  ["Щ", "Sch"],
  ["щ", "sch"],
  ["Ъ", ""],
  ["ъ", ""],
  ["Ы", "Y"],
  ["ы", "y"],
  ["Ь", ""],
  ["ь", ""],
  ["Э", "E"],
  ["э", "e"],
  ["Ю", "Yu"],
  ["ю", "yu"],
  ["Я", "Ya"],
  ["я", "ya"],
  // Romanian
  ["ă", "a"],
  ["Ă", "A"],
  ["ș", "s"],
  ["Ș", "S"],
  ["ț", "t"],
  ["Ț", "T"],
  ["ţ", "t"],
  ["Ţ", "T"],
  // Turkish
  ["ş", "s"],
  ["Ş", "S"],
  ["ç", "c"],
  ["Ç", "C"],
  ["ğ", "g"],
  ["Ğ", "G"],
  ["ı", "i"],
  ["İ", "I"],
  // Armenian
  ["ա", "a"],
  ["Ա", "A"],
  ["բ", "b"],
  ["Բ", "B"],
  ["գ", "g"],
  ["Գ", "G"],
  ["դ", "d"],
  ["Դ", "D"],
  ["ե", "ye"],
  ["Ե", "Ye"],
  ["զ", "z"],
  ["Զ", "Z"],
  ["է", "e"],
  ["Է", "E"],
  ["ը", "y"],
  ["Ը", "Y"],
  ["թ", "t"],
  ["Թ", "T"],
  ["ժ", "zh"],
  ["Ժ", "Zh"],
  ["ի", "i"],
  ["Ի", "I"],
  ["լ", "l"],
  ["Լ", "L"],
  ["խ", "kh"],
  ["Խ", "Kh"],
  ["ծ", "ts"],
  ["Ծ", "Ts"],
  ["կ", "k"],
  ["Կ", "K"],
  ["հ", "h"],
  ["Հ", "H"],
  ["ձ", "dz"],
  ["Ձ", "Dz"],
  ["ղ", "gh"],
  ["Ղ", "Gh"],
  ["ճ", "tch"],
  ["Ճ", "Tch"],
  ["մ", "m"],
  ["Մ", "M"],
  ["յ", "y"],
  ["Յ", "Y"],
  ["ն", "n"],
  ["Ն", "N"],
  ["շ", "sh"],
  ["Շ", "Sh"],
  ["ո", "vo"],
  ["Ո", "Vo"],
  ["չ", "ch"],
  ["Չ", "Ch"],
  ["պ", "p"],
  ["Պ", "P"],
  ["ջ", "j"],
  ["Ջ", "J"],
  ["ռ", "r"],
  ["Ռ", "R"],
  ["ս", "s"],
  ["Ս", "S"],
  ["վ", "v"],
  ["Վ", "V"],
  ["տ", "t"],
  ["Տ", "T"],
  ["ր", "r"],
  ["Ր", "R"],
  ["ց", "c"],
  ["Ց", "C"],
  ["ու", "u"],
  ["ՈՒ", "U"],
  ["Ու", "U"],
  ["փ", "p"],
  ["Փ", "P"],
  ["ք", "q"],
  ["Ք", "Q"],
  ["օ", "o"],
  ["Օ", "O"],
  ["ֆ", "f"],
  ["Ֆ", "F"],
  ["և", "yev"],
  // Georgian
  ["ა", "a"],
  ["ბ", "b"],
  ["გ", "g"],
  ["დ", "d"],
  ["ე", "e"],
  ["ვ", "v"],
  ["ზ", "z"],
  ["თ", "t"],
  ["ი", "i"],
  ["კ", "k"],
  ["ლ", "l"],
  ["მ", "m"],
  ["ნ", "n"],
  ["ო", "o"],
  ["პ", "p"],
  ["ჟ", "zh"],
  ["რ", "r"],
  ["ს", "s"],
  ["ტ", "t"],
  ["უ", "u"],
  ["ფ", "ph"],
  ["ქ", "q"],
  ["ღ", "gh"],
  ["ყ", "k"],
  ["შ", "sh"],
  ["ჩ", "ch"],
  ["ც", "ts"],
  ["ძ", "dz"],
  ["წ", "ts"],
  ["ჭ", "tch"],
  ["ხ", "kh"],
  ["ჯ", "j"],
  ["ჰ", "h"],
  // Czech
  ["č", "c"],
  ["ď", "d"],
  ["ě", "e"],
  ["ň", "n"],
  ["ř", "r"],
  ["š", "s"],
  ["ť", "t"],
  ["ů", "u"],
  ["ž", "z"],
  ["Č", "C"],
  ["Ď", "D"],
  ["Ě", "E"],
  ["Ň", "N"],
  ["Ř", "R"],
  ["Š", "S"],
  ["Ť", "T"],
  ["Ů", "U"],
  ["Ž", "Z"],
  // Dhivehi
  ["ހ", "h"],
  ["ށ", "sh"],
  ["ނ", "n"],
  ["ރ", "r"],
  ["ބ", "b"],
  ["ޅ", "lh"],
  ["ކ", "k"],
  ["އ", "a"],
  ["ވ", "v"],
  ["މ", "m"],
  ["ފ", "f"],
  ["ދ", "dh"],
  ["ތ", "th"],
  ["ލ", "l"],
  ["ގ", "g"],
  ["ޏ", "gn"],
  ["ސ", "s"],
  ["ޑ", "d"],
  ["ޒ", "z"],
  ["ޓ", "t"],
  ["ޔ", "y"],
  ["ޕ", "p"],
  ["ޖ", "j"],
  ["ޗ", "ch"],
  ["ޘ", "tt"],
  ["ޙ", "hh"],
  ["ޚ", "kh"],
  ["ޛ", "th"],
  ["ޜ", "z"],
  ["ޝ", "sh"],
  ["ޞ", "s"],
  ["ޟ", "d"],
  ["ޠ", "t"],
  ["ޡ", "z"],
  ["ޢ", "a"],
  ["ޣ", "gh"],
  ["ޤ", "q"],
  ["ޥ", "w"],
  ["ަ", "a"],
  ["ާ", "aa"],
  ["ި", "i"],
  ["ީ", "ee"],
  ["ު", "u"],
  ["ޫ", "oo"],
  ["ެ", "e"],
  ["ޭ", "ey"],
  ["ޮ", "o"],
  ["ޯ", "oa"],
  ["ް", ""],
  // Greek
  ["α", "a"],
  ["β", "v"],
  ["γ", "g"],
  ["δ", "d"],
  ["ε", "e"],
  ["ζ", "z"],
  ["η", "i"],
  ["θ", "th"],
  ["ι", "i"],
  ["κ", "k"],
  ["λ", "l"],
  ["μ", "m"],
  ["ν", "n"],
  ["ξ", "ks"],
  ["ο", "o"],
  ["π", "p"],
  ["ρ", "r"],
  ["σ", "s"],
  ["τ", "t"],
  ["υ", "y"],
  ["φ", "f"],
  ["χ", "x"],
  ["ψ", "ps"],
  ["ω", "o"],
  ["ά", "a"],
  ["έ", "e"],
  ["ί", "i"],
  ["ό", "o"],
  ["ύ", "y"],
  ["ή", "i"],
  ["ώ", "o"],
  ["ς", "s"],
  ["ϊ", "i"],
  ["ΰ", "y"],
  ["ϋ", "y"],
  ["ΐ", "i"],
  ["Α", "A"],
  ["Β", "B"],
  ["Γ", "G"],
  ["Δ", "D"],
  ["Ε", "E"],
  ["Ζ", "Z"],
  ["Η", "I"],
  ["Θ", "TH"],
  ["Ι", "I"],
  ["Κ", "K"],
  ["Λ", "L"],
  ["Μ", "M"],
  ["Ν", "N"],
  ["Ξ", "KS"],
  ["Ο", "O"],
  ["Π", "P"],
  ["Ρ", "R"],
  ["Σ", "S"],
  ["Τ", "T"],
  ["Υ", "Y"],
  ["Φ", "F"],
  ["Χ", "X"],
  ["Ψ", "PS"],
  ["Ω", "O"],
  ["Ά", "A"],
  ["Έ", "E"],
  ["Ί", "I"],
  ["Ό", "O"],
  ["Ύ", "Y"],
  ["Ή", "I"],
  ["Ώ", "O"],
  ["Ϊ", "I"],
  ["Ϋ", "Y"],
  // Disabled as it conflicts with German and Latin.
  // Hungarian
  // ['ä', 'a'],
  // ['Ä', 'A'],
  // ['ö', 'o'],
  // ['Ö', 'O'],
  // ['ü', 'u'],
  // ['Ü', 'U'],
  // ['ű', 'u'],
  // ['Ű', 'U'],
  // Latvian
  ["ā", "a"],
  ["ē", "e"],
  ["ģ", "g"],
  ["ī", "i"],
  ["ķ", "k"],
  ["ļ", "l"],
  ["ņ", "n"],
  ["ū", "u"],
  ["Ā", "A"],
  ["Ē", "E"],
  ["Ģ", "G"],
  ["Ī", "I"],
  ["Ķ", "K"],
  ["Ļ", "L"],
  ["Ņ", "N"],
  ["Ū", "U"],
  ["č", "c"],
  ["š", "s"],
  ["ž", "z"],
  ["Č", "C"],
  ["Š", "S"],
  ["Ž", "Z"],
  // Lithuanian
  ["ą", "a"],
  ["č", "c"],
  ["ę", "e"],
  ["ė", "e"],
  ["į", "i"],
  ["š", "s"],
  ["ų", "u"],
  ["ū", "u"],
  ["ž", "z"],
  ["Ą", "A"],
  ["Č", "C"],
  ["Ę", "E"],
  ["Ė", "E"],
  ["Į", "I"],
  ["Š", "S"],
  ["Ų", "U"],
  ["Ū", "U"],
  // Macedonian
  ["Ќ", "Kj"],
  ["ќ", "kj"],
  ["Љ", "Lj"],
  ["љ", "lj"],
  ["Њ", "Nj"],
  ["њ", "nj"],
  ["Тс", "Ts"],
  ["тс", "ts"],
  // Polish
  ["ą", "a"],
  ["ć", "c"],
  ["ę", "e"],
  ["ł", "l"],
  ["ń", "n"],
  ["ś", "s"],
  ["ź", "z"],
  ["ż", "z"],
  ["Ą", "A"],
  ["Ć", "C"],
  ["Ę", "E"],
  ["Ł", "L"],
  ["Ń", "N"],
  ["Ś", "S"],
  ["Ź", "Z"],
  ["Ż", "Z"],
  // Disabled as it conflicts with Vietnamese.
  // Serbian
  // ['љ', 'lj'],
  // ['њ', 'nj'],
  // ['Љ', 'Lj'],
  // ['Њ', 'Nj'],
  // ['đ', 'dj'],
  // ['Đ', 'Dj'],
  // ['ђ', 'dj'],
  // ['ј', 'j'],
  // ['ћ', 'c'],
  // ['џ', 'dz'],
  // ['Ђ', 'Dj'],
  // ['Ј', 'j'],
  // ['Ћ', 'C'],
  // ['Џ', 'Dz'],
  // Disabled as it conflicts with German and Latin.
  // Slovak
  // ['ä', 'a'],
  // ['Ä', 'A'],
  // ['ľ', 'l'],
  // ['ĺ', 'l'],
  // ['ŕ', 'r'],
  // ['Ľ', 'L'],
  // ['Ĺ', 'L'],
  // ['Ŕ', 'R'],
  // Disabled as it conflicts with German and Latin.
  // Swedish
  // ['å', 'o'],
  // ['Å', 'o'],
  // ['ä', 'a'],
  // ['Ä', 'A'],
  // ['ë', 'e'],
  // ['Ë', 'E'],
  // ['ö', 'o'],
  // ['Ö', 'O'],
  // Ukrainian
  ["Є", "Ye"],
  ["І", "I"],
  ["Ї", "Yi"],
  ["Ґ", "G"],
  ["є", "ye"],
  ["і", "i"],
  ["ї", "yi"],
  ["ґ", "g"],
  // Dutch
  ["Ĳ", "IJ"],
  ["ĳ", "ij"],
  // Danish
  // ['Æ', 'Ae'],
  // ['Ø', 'Oe'],
  // ['Å', 'Aa'],
  // ['æ', 'ae'],
  // ['ø', 'oe'],
  // ['å', 'aa']
  // Currencies
  ["¢", "c"],
  ["¥", "Y"],
  ["߿", "b"],
  ["৳", "t"],
  ["૱", "Bo"],
  ["฿", "B"],
  ["₠", "CE"],
  ["₡", "C"],
  ["₢", "Cr"],
  ["₣", "F"],
  ["₥", "m"],
  ["₦", "N"],
  ["₧", "Pt"],
  ["₨", "Rs"],
  ["₩", "W"],
  ["₫", "s"],
  ["€", "E"],
  ["₭", "K"],
  ["₮", "T"],
  ["₯", "Dp"],
  ["₰", "S"],
  ["₱", "P"],
  ["₲", "G"],
  ["₳", "A"],
  ["₴", "S"],
  ["₵", "C"],
  ["₶", "tt"],
  ["₷", "S"],
  ["₸", "T"],
  ["₹", "R"],
  ["₺", "L"],
  ["₽", "P"],
  ["₿", "B"],
  ["﹩", "$"],
  ["￠", "c"],
  ["￥", "Y"],
  ["￦", "W"],
  // Latin
  ["𝐀", "A"],
  ["𝐁", "B"],
  ["𝐂", "C"],
  ["𝐃", "D"],
  ["𝐄", "E"],
  ["𝐅", "F"],
  ["𝐆", "G"],
  ["𝐇", "H"],
  ["𝐈", "I"],
  ["𝐉", "J"],
  ["𝐊", "K"],
  ["𝐋", "L"],
  ["𝐌", "M"],
  ["𝐍", "N"],
  ["𝐎", "O"],
  ["𝐏", "P"],
  ["𝐐", "Q"],
  ["𝐑", "R"],
  ["𝐒", "S"],
  ["𝐓", "T"],
  ["𝐔", "U"],
  ["𝐕", "V"],
  ["𝐖", "W"],
  ["𝐗", "X"],
  ["𝐘", "Y"],
  ["𝐙", "Z"],
  ["𝐚", "a"],
  ["𝐛", "b"],
  ["𝐜", "c"],
  ["𝐝", "d"],
  ["𝐞", "e"],
  ["𝐟", "f"],
  ["𝐠", "g"],
  ["𝐡", "h"],
  ["𝐢", "i"],
  ["𝐣", "j"],
  ["𝐤", "k"],
  ["𝐥", "l"],
  ["𝐦", "m"],
  ["𝐧", "n"],
  ["𝐨", "o"],
  ["𝐩", "p"],
  ["𝐪", "q"],
  ["𝐫", "r"],
  ["𝐬", "s"],
  ["𝐭", "t"],
  ["𝐮", "u"],
  ["𝐯", "v"],
  ["𝐰", "w"],
  ["𝐱", "x"],
  ["𝐲", "y"],
  ["𝐳", "z"],
  ["𝐴", "A"],
  ["𝐵", "B"],
  ["𝐶", "C"],
  ["𝐷", "D"],
  ["𝐸", "E"],
  ["𝐹", "F"],
  ["𝐺", "G"],
  ["𝐻", "H"],
  ["𝐼", "I"],
  ["𝐽", "J"],
  ["𝐾", "K"],
  ["𝐿", "L"],
  ["𝑀", "M"],
  ["𝑁", "N"],
  ["𝑂", "O"],
  ["𝑃", "P"],
  ["𝑄", "Q"],
  ["𝑅", "R"],
  ["𝑆", "S"],
  ["𝑇", "T"],
  ["𝑈", "U"],
  ["𝑉", "V"],
  ["𝑊", "W"],
  ["𝑋", "X"],
  ["𝑌", "Y"],
  ["𝑍", "Z"],
  ["𝑎", "a"],
  ["𝑏", "b"],
  ["𝑐", "c"],
  ["𝑑", "d"],
  ["𝑒", "e"],
  ["𝑓", "f"],
  ["𝑔", "g"],
  ["𝑖", "i"],
  ["𝑗", "j"],
  ["𝑘", "k"],
  ["𝑙", "l"],
  ["𝑚", "m"],
  ["𝑛", "n"],
  ["𝑜", "o"],
  ["𝑝", "p"],
  ["𝑞", "q"],
  ["𝑟", "r"],
  ["𝑠", "s"],
  ["𝑡", "t"],
  ["𝑢", "u"],
  ["𝑣", "v"],
  ["𝑤", "w"],
  ["𝑥", "x"],
  ["𝑦", "y"],
  ["𝑧", "z"],
  ["𝑨", "A"],
  ["𝑩", "B"],
  ["𝑪", "C"],
  ["𝑫", "D"],
  ["𝑬", "E"],
  ["𝑭", "F"],
  ["𝑮", "G"],
  ["𝑯", "H"],
  ["𝑰", "I"],
  ["𝑱", "J"],
  ["𝑲", "K"],
  ["𝑳", "L"],
  ["𝑴", "M"],
  ["𝑵", "N"],
  ["𝑶", "O"],
  ["𝑷", "P"],
  ["𝑸", "Q"],
  ["𝑹", "R"],
  ["𝑺", "S"],
  ["𝑻", "T"],
  ["𝑼", "U"],
  ["𝑽", "V"],
  ["𝑾", "W"],
  ["𝑿", "X"],
  ["𝒀", "Y"],
  ["𝒁", "Z"],
  ["𝒂", "a"],
  ["𝒃", "b"],
  ["𝒄", "c"],
  ["𝒅", "d"],
  ["𝒆", "e"],
  ["𝒇", "f"],
  ["𝒈", "g"],
  ["𝒉", "h"],
  ["𝒊", "i"],
  ["𝒋", "j"],
  ["𝒌", "k"],
  ["𝒍", "l"],
  ["𝒎", "m"],
  ["𝒏", "n"],
  ["𝒐", "o"],
  ["𝒑", "p"],
  ["𝒒", "q"],
  ["𝒓", "r"],
  ["𝒔", "s"],
  ["𝒕", "t"],
  ["𝒖", "u"],
  ["𝒗", "v"],
  ["𝒘", "w"],
  ["𝒙", "x"],
  ["𝒚", "y"],
  ["𝒛", "z"],
  ["𝒜", "A"],
  ["𝒞", "C"],
  ["𝒟", "D"],
  ["𝒢", "g"],
  ["𝒥", "J"],
  ["𝒦", "K"],
  ["𝒩", "N"],
  ["𝒪", "O"],
  ["𝒫", "P"],
  ["𝒬", "Q"],
  ["𝒮", "S"],
  ["𝒯", "T"],
  ["𝒰", "U"],
  ["𝒱", "V"],
  ["𝒲", "W"],
  ["𝒳", "X"],
  ["𝒴", "Y"],
  ["𝒵", "Z"],
  ["𝒶", "a"],
  ["𝒷", "b"],
  ["𝒸", "c"],
  ["𝒹", "d"],
  ["𝒻", "f"],
  ["𝒽", "h"],
  ["𝒾", "i"],
  ["𝒿", "j"],
  ["𝓀", "h"],
  ["𝓁", "l"],
  ["𝓂", "m"],
  ["𝓃", "n"],
  ["𝓅", "p"],
  ["𝓆", "q"],
  ["𝓇", "r"],
  ["𝓈", "s"],
  ["𝓉", "t"],
  ["𝓊", "u"],
  ["𝓋", "v"],
  ["𝓌", "w"],
  ["𝓍", "x"],
  ["𝓎", "y"],
  ["𝓏", "z"],
  ["𝓐", "A"],
  ["𝓑", "B"],
  ["𝓒", "C"],
  ["𝓓", "D"],
  ["𝓔", "E"],
  ["𝓕", "F"],
  ["𝓖", "G"],
  ["𝓗", "H"],
  ["𝓘", "I"],
  ["𝓙", "J"],
  ["𝓚", "K"],
  ["𝓛", "L"],
  ["𝓜", "M"],
  ["𝓝", "N"],
  ["𝓞", "O"],
  ["𝓟", "P"],
  ["𝓠", "Q"],
  ["𝓡", "R"],
  ["𝓢", "S"],
  ["𝓣", "T"],
  ["𝓤", "U"],
  ["𝓥", "V"],
  ["𝓦", "W"],
  ["𝓧", "X"],
  ["𝓨", "Y"],
  ["𝓩", "Z"],
  ["𝓪", "a"],
  ["𝓫", "b"],
  ["𝓬", "c"],
  ["𝓭", "d"],
  ["𝓮", "e"],
  ["𝓯", "f"],
  ["𝓰", "g"],
  ["𝓱", "h"],
  ["𝓲", "i"],
  ["𝓳", "j"],
  ["𝓴", "k"],
  ["𝓵", "l"],
  ["𝓶", "m"],
  ["𝓷", "n"],
  ["𝓸", "o"],
  ["𝓹", "p"],
  ["𝓺", "q"],
  ["𝓻", "r"],
  ["𝓼", "s"],
  ["𝓽", "t"],
  ["𝓾", "u"],
  ["𝓿", "v"],
  ["𝔀", "w"],
  ["𝔁", "x"],
  ["𝔂", "y"],
  ["𝔃", "z"],
  ["𝔄", "A"],
  ["𝔅", "B"],
  ["𝔇", "D"],
  ["𝔈", "E"],
  ["𝔉", "F"],
  ["𝔊", "G"],
  ["𝔍", "J"],
  ["𝔎", "K"],
  ["𝔏", "L"],
  ["𝔐", "M"],
  ["𝔑", "N"],
  ["𝔒", "O"],
  ["𝔓", "P"],
  ["𝔔", "Q"],
  ["𝔖", "S"],
  ["𝔗", "T"],
  ["𝔘", "U"],
  ["𝔙", "V"],
  ["𝔚", "W"],
  ["𝔛", "X"],
  ["𝔜", "Y"],
  ["𝔞", "a"],
  ["𝔟", "b"],
  ["𝔠", "c"],
  ["𝔡", "d"],
  ["𝔢", "e"],
  ["𝔣", "f"],
  ["𝔤", "g"],
  ["𝔥", "h"],
  ["𝔦", "i"],
  ["𝔧", "j"],
  ["𝔨", "k"],
  ["𝔩", "l"],
  ["𝔪", "m"],
  ["𝔫", "n"],
  ["𝔬", "o"],
  ["𝔭", "p"],
  ["𝔮", "q"],
  ["𝔯", "r"],
  ["𝔰", "s"],
  ["𝔱", "t"],
  ["𝔲", "u"],
  ["𝔳", "v"],
  ["𝔴", "w"],
  ["𝔵", "x"],
  ["𝔶", "y"],
  ["𝔷", "z"],
  ["𝔸", "A"],
  ["𝔹", "B"],
  ["𝔻", "D"],
  ["𝔼", "E"],
  ["𝔽", "F"],
  ["𝔾", "G"],
  ["𝕀", "I"],
  ["𝕁", "J"],
  ["𝕂", "K"],
  ["𝕃", "L"],
  ["𝕄", "M"],
  ["𝕆", "N"],
  ["𝕊", "S"],
  ["𝕋", "T"],
  ["𝕌", "U"],
  ["𝕍", "V"],
  ["𝕎", "W"],
  ["𝕏", "X"],
  ["𝕐", "Y"],
  ["𝕒", "a"],
  ["𝕓", "b"],
  ["𝕔", "c"],
  ["𝕕", "d"],
  ["𝕖", "e"],
  ["𝕗", "f"],
  ["𝕘", "g"],
  ["𝕙", "h"],
  ["𝕚", "i"],
  ["𝕛", "j"],
  ["𝕜", "k"],
  ["𝕝", "l"],
  ["𝕞", "m"],
  ["𝕟", "n"],
  ["𝕠", "o"],
  ["𝕡", "p"],
  ["𝕢", "q"],
  ["𝕣", "r"],
  ["𝕤", "s"],
  ["𝕥", "t"],
  ["𝕦", "u"],
  ["𝕧", "v"],
  ["𝕨", "w"],
  ["𝕩", "x"],
  ["𝕪", "y"],
  ["𝕫", "z"],
  ["𝕬", "A"],
  ["𝕭", "B"],
  ["𝕮", "C"],
  ["𝕯", "D"],
  ["𝕰", "E"],
  ["𝕱", "F"],
  ["𝕲", "G"],
  ["𝕳", "H"],
  ["𝕴", "I"],
  ["𝕵", "J"],
  ["𝕶", "K"],
  ["𝕷", "L"],
  ["𝕸", "M"],
  ["𝕹", "N"],
  ["𝕺", "O"],
  ["𝕻", "P"],
  ["𝕼", "Q"],
  ["𝕽", "R"],
  ["𝕾", "S"],
  ["𝕿", "T"],
  ["𝖀", "U"],
  ["𝖁", "V"],
  ["𝖂", "W"],
  ["𝖃", "X"],
  ["𝖄", "Y"],
  ["𝖅", "Z"],
  ["𝖆", "a"],
  ["𝖇", "b"],
  ["𝖈", "c"],
  ["𝖉", "d"],
  ["𝖊", "e"],
  ["𝖋", "f"],
  ["𝖌", "g"],
  ["𝖍", "h"],
  ["𝖎", "i"],
  ["𝖏", "j"],
  ["𝖐", "k"],
  ["𝖑", "l"],
  ["𝖒", "m"],
  ["𝖓", "n"],
  ["𝖔", "o"],
  ["𝖕", "p"],
  ["𝖖", "q"],
  ["𝖗", "r"],
  ["𝖘", "s"],
  ["𝖙", "t"],
  ["𝖚", "u"],
  ["𝖛", "v"],
  ["𝖜", "w"],
  ["𝖝", "x"],
  ["𝖞", "y"],
  ["𝖟", "z"],
  ["𝖠", "A"],
  ["𝖡", "B"],
  ["𝖢", "C"],
  ["𝖣", "D"],
  ["𝖤", "E"],
  ["𝖥", "F"],
  ["𝖦", "G"],
  ["𝖧", "H"],
  ["𝖨", "I"],
  ["𝖩", "J"],
  ["𝖪", "K"],
  ["𝖫", "L"],
  ["𝖬", "M"],
  ["𝖭", "N"],
  ["𝖮", "O"],
  ["𝖯", "P"],
  ["𝖰", "Q"],
  ["𝖱", "R"],
  ["𝖲", "S"],
  ["𝖳", "T"],
  ["𝖴", "U"],
  ["𝖵", "V"],
  ["𝖶", "W"],
  ["𝖷", "X"],
  ["𝖸", "Y"],
  ["𝖹", "Z"],
  ["𝖺", "a"],
  ["𝖻", "b"],
  ["𝖼", "c"],
  ["𝖽", "d"],
  ["𝖾", "e"],
  ["𝖿", "f"],
  ["𝗀", "g"],
  ["𝗁", "h"],
  ["𝗂", "i"],
  ["𝗃", "j"],
  ["𝗄", "k"],
  ["𝗅", "l"],
  ["𝗆", "m"],
  ["𝗇", "n"],
  ["𝗈", "o"],
  ["𝗉", "p"],
  ["𝗊", "q"],
  ["𝗋", "r"],
  ["𝗌", "s"],
  ["𝗍", "t"],
  ["𝗎", "u"],
  ["𝗏", "v"],
  ["𝗐", "w"],
  ["𝗑", "x"],
  ["𝗒", "y"],
  ["𝗓", "z"],
  ["𝗔", "A"],
  ["𝗕", "B"],
  ["𝗖", "C"],
  ["𝗗", "D"],
  ["𝗘", "E"],
  ["𝗙", "F"],
  ["𝗚", "G"],
  ["𝗛", "H"],
  ["𝗜", "I"],
  ["𝗝", "J"],
  ["𝗞", "K"],
  ["𝗟", "L"],
  ["𝗠", "M"],
  ["𝗡", "N"],
  ["𝗢", "O"],
  ["𝗣", "P"],
  ["𝗤", "Q"],
  ["𝗥", "R"],
  ["𝗦", "S"],
  ["𝗧", "T"],
  ["𝗨", "U"],
  ["𝗩", "V"],
  ["𝗪", "W"],
  ["𝗫", "X"],
  ["𝗬", "Y"],
  ["𝗭", "Z"],
  ["𝗮", "a"],
  ["𝗯", "b"],
  ["𝗰", "c"],
  ["𝗱", "d"],
  ["𝗲", "e"],
  ["𝗳", "f"],
  ["𝗴", "g"],
  ["𝗵", "h"],
  ["𝗶", "i"],
  ["𝗷", "j"],
  ["𝗸", "k"],
  ["𝗹", "l"],
  ["𝗺", "m"],
  ["𝗻", "n"],
  ["𝗼", "o"],
  ["𝗽", "p"],
  ["𝗾", "q"],
  ["𝗿", "r"],
  ["𝘀", "s"],
  ["𝘁", "t"],
  ["𝘂", "u"],
  ["𝘃", "v"],
  ["𝘄", "w"],
  ["𝘅", "x"],
  ["𝘆", "y"],
  ["𝘇", "z"],
  ["𝘈", "A"],
  ["𝘉", "B"],
  ["𝘊", "C"],
  ["𝘋", "D"],
  ["𝘌", "E"],
  ["𝘍", "F"],
  ["𝘎", "G"],
  ["𝘏", "H"],
  ["𝘐", "I"],
  ["𝘑", "J"],
  ["𝘒", "K"],
  ["𝘓", "L"],
  ["𝘔", "M"],
  ["𝘕", "N"],
  ["𝘖", "O"],
  ["𝘗", "P"],
  ["𝘘", "Q"],
  ["𝘙", "R"],
  ["𝘚", "S"],
  ["𝘛", "T"],
  ["𝘜", "U"],
  ["𝘝", "V"],
  ["𝘞", "W"],
  ["𝘟", "X"],
  ["𝘠", "Y"],
  ["𝘡", "Z"],
  ["𝘢", "a"],
  ["𝘣", "b"],
  ["𝘤", "c"],
  ["𝘥", "d"],
  ["𝘦", "e"],
  ["𝘧", "f"],
  ["𝘨", "g"],
  ["𝘩", "h"],
  ["𝘪", "i"],
  ["𝘫", "j"],
  ["𝘬", "k"],
  ["𝘭", "l"],
  ["𝘮", "m"],
  ["𝘯", "n"],
  ["𝘰", "o"],
  ["𝘱", "p"],
  ["𝘲", "q"],
  ["𝘳", "r"],
  ["𝘴", "s"],
  ["𝘵", "t"],
  ["𝘶", "u"],
  ["𝘷", "v"],
  ["𝘸", "w"],
  ["𝘹", "x"],
  ["𝘺", "y"],
  ["𝘻", "z"],
  ["𝘼", "A"],
  ["𝘽", "B"],
  ["𝘾", "C"],
  ["𝘿", "D"],
  ["𝙀", "E"],
  ["𝙁", "F"],
  ["𝙂", "G"],
  ["𝙃", "H"],
  ["𝙄", "I"],
  ["𝙅", "J"],
  ["𝙆", "K"],
  ["𝙇", "L"],
  ["𝙈", "M"],
  ["𝙉", "N"],
  ["𝙊", "O"],
  ["𝙋", "P"],
  ["𝙌", "Q"],
  ["𝙍", "R"],
  ["𝙎", "S"],
  ["𝙏", "T"],
  ["𝙐", "U"],
  ["𝙑", "V"],
  ["𝙒", "W"],
  ["𝙓", "X"],
  ["𝙔", "Y"],
  ["𝙕", "Z"],
  ["𝙖", "a"],
  ["𝙗", "b"],
  ["𝙘", "c"],
  ["𝙙", "d"],
  ["𝙚", "e"],
  ["𝙛", "f"],
  ["𝙜", "g"],
  ["𝙝", "h"],
  ["𝙞", "i"],
  ["𝙟", "j"],
  ["𝙠", "k"],
  ["𝙡", "l"],
  ["𝙢", "m"],
  ["𝙣", "n"],
  ["𝙤", "o"],
  ["𝙥", "p"],
  ["𝙦", "q"],
  ["𝙧", "r"],
  ["𝙨", "s"],
  ["𝙩", "t"],
  ["𝙪", "u"],
  ["𝙫", "v"],
  ["𝙬", "w"],
  ["𝙭", "x"],
  ["𝙮", "y"],
  ["𝙯", "z"],
  ["𝙰", "A"],
  ["𝙱", "B"],
  ["𝙲", "C"],
  ["𝙳", "D"],
  ["𝙴", "E"],
  ["𝙵", "F"],
  ["𝙶", "G"],
  ["𝙷", "H"],
  ["𝙸", "I"],
  ["𝙹", "J"],
  ["𝙺", "K"],
  ["𝙻", "L"],
  ["𝙼", "M"],
  ["𝙽", "N"],
  ["𝙾", "O"],
  ["𝙿", "P"],
  ["𝚀", "Q"],
  ["𝚁", "R"],
  ["𝚂", "S"],
  ["𝚃", "T"],
  ["𝚄", "U"],
  ["𝚅", "V"],
  ["𝚆", "W"],
  ["𝚇", "X"],
  ["𝚈", "Y"],
  ["𝚉", "Z"],
  ["𝚊", "a"],
  ["𝚋", "b"],
  ["𝚌", "c"],
  ["𝚍", "d"],
  ["𝚎", "e"],
  ["𝚏", "f"],
  ["𝚐", "g"],
  ["𝚑", "h"],
  ["𝚒", "i"],
  ["𝚓", "j"],
  ["𝚔", "k"],
  ["𝚕", "l"],
  ["𝚖", "m"],
  ["𝚗", "n"],
  ["𝚘", "o"],
  ["𝚙", "p"],
  ["𝚚", "q"],
  ["𝚛", "r"],
  ["𝚜", "s"],
  ["𝚝", "t"],
  ["𝚞", "u"],
  ["𝚟", "v"],
  ["𝚠", "w"],
  ["𝚡", "x"],
  ["𝚢", "y"],
  ["𝚣", "z"],
  // Dotless letters
  ["𝚤", "l"],
  ["𝚥", "j"],
  // Greek
  ["𝛢", "A"],
  ["𝛣", "B"],
  ["𝛤", "G"],
  ["𝛥", "D"],
  ["𝛦", "E"],
  ["𝛧", "Z"],
  ["𝛨", "I"],
  ["𝛩", "TH"],
  ["𝛪", "I"],
  ["𝛫", "K"],
  ["𝛬", "L"],
  ["𝛭", "M"],
  ["𝛮", "N"],
  ["𝛯", "KS"],
  ["𝛰", "O"],
  ["𝛱", "P"],
  ["𝛲", "R"],
  ["𝛳", "TH"],
  ["𝛴", "S"],
  ["𝛵", "T"],
  ["𝛶", "Y"],
  ["𝛷", "F"],
  ["𝛸", "x"],
  ["𝛹", "PS"],
  ["𝛺", "O"],
  ["𝛻", "D"],
  ["𝛼", "a"],
  ["𝛽", "b"],
  ["𝛾", "g"],
  ["𝛿", "d"],
  ["𝜀", "e"],
  ["𝜁", "z"],
  ["𝜂", "i"],
  ["𝜃", "th"],
  ["𝜄", "i"],
  ["𝜅", "k"],
  ["𝜆", "l"],
  ["𝜇", "m"],
  ["𝜈", "n"],
  ["𝜉", "ks"],
  ["𝜊", "o"],
  ["𝜋", "p"],
  ["𝜌", "r"],
  ["𝜍", "s"],
  ["𝜎", "s"],
  ["𝜏", "t"],
  ["𝜐", "y"],
  ["𝜑", "f"],
  ["𝜒", "x"],
  ["𝜓", "ps"],
  ["𝜔", "o"],
  ["𝜕", "d"],
  ["𝜖", "E"],
  ["𝜗", "TH"],
  ["𝜘", "K"],
  ["𝜙", "f"],
  ["𝜚", "r"],
  ["𝜛", "p"],
  ["𝜜", "A"],
  ["𝜝", "V"],
  ["𝜞", "G"],
  ["𝜟", "D"],
  ["𝜠", "E"],
  ["𝜡", "Z"],
  ["𝜢", "I"],
  ["𝜣", "TH"],
  ["𝜤", "I"],
  ["𝜥", "K"],
  ["𝜦", "L"],
  ["𝜧", "M"],
  ["𝜨", "N"],
  ["𝜩", "KS"],
  ["𝜪", "O"],
  ["𝜫", "P"],
  ["𝜬", "S"],
  ["𝜭", "TH"],
  ["𝜮", "S"],
  ["𝜯", "T"],
  ["𝜰", "Y"],
  ["𝜱", "F"],
  ["𝜲", "X"],
  ["𝜳", "PS"],
  ["𝜴", "O"],
  ["𝜵", "D"],
  ["𝜶", "a"],
  ["𝜷", "v"],
  ["𝜸", "g"],
  ["𝜹", "d"],
  ["𝜺", "e"],
  ["𝜻", "z"],
  ["𝜼", "i"],
  ["𝜽", "th"],
  ["𝜾", "i"],
  ["𝜿", "k"],
  ["𝝀", "l"],
  ["𝝁", "m"],
  ["𝝂", "n"],
  ["𝝃", "ks"],
  ["𝝄", "o"],
  ["𝝅", "p"],
  ["𝝆", "r"],
  ["𝝇", "s"],
  ["𝝈", "s"],
  ["𝝉", "t"],
  ["𝝊", "y"],
  ["𝝋", "f"],
  ["𝝌", "x"],
  ["𝝍", "ps"],
  ["𝝎", "o"],
  ["𝝏", "a"],
  ["𝝐", "e"],
  ["𝝑", "i"],
  ["𝝒", "k"],
  ["𝝓", "f"],
  ["𝝔", "r"],
  ["𝝕", "p"],
  ["𝝖", "A"],
  ["𝝗", "B"],
  ["𝝘", "G"],
  ["𝝙", "D"],
  ["𝝚", "E"],
  ["𝝛", "Z"],
  ["𝝜", "I"],
  ["𝝝", "TH"],
  ["𝝞", "I"],
  ["𝝟", "K"],
  ["𝝠", "L"],
  ["𝝡", "M"],
  ["𝝢", "N"],
  ["𝝣", "KS"],
  ["𝝤", "O"],
  ["𝝥", "P"],
  ["𝝦", "R"],
  ["𝝧", "TH"],
  ["𝝨", "S"],
  ["𝝩", "T"],
  ["𝝪", "Y"],
  ["𝝫", "F"],
  ["𝝬", "X"],
  ["𝝭", "PS"],
  ["𝝮", "O"],
  ["𝝯", "D"],
  ["𝝰", "a"],
  ["𝝱", "v"],
  ["𝝲", "g"],
  ["𝝳", "d"],
  ["𝝴", "e"],
  ["𝝵", "z"],
  ["𝝶", "i"],
  ["𝝷", "th"],
  ["𝝸", "i"],
  ["𝝹", "k"],
  ["𝝺", "l"],
  ["𝝻", "m"],
  ["𝝼", "n"],
  ["𝝽", "ks"],
  ["𝝾", "o"],
  ["𝝿", "p"],
  ["𝞀", "r"],
  ["𝞁", "s"],
  ["𝞂", "s"],
  ["𝞃", "t"],
  ["𝞄", "y"],
  ["𝞅", "f"],
  ["𝞆", "x"],
  ["𝞇", "ps"],
  ["𝞈", "o"],
  ["𝞉", "a"],
  ["𝞊", "e"],
  ["𝞋", "i"],
  ["𝞌", "k"],
  ["𝞍", "f"],
  ["𝞎", "r"],
  ["𝞏", "p"],
  ["𝞐", "A"],
  ["𝞑", "V"],
  ["𝞒", "G"],
  ["𝞓", "D"],
  ["𝞔", "E"],
  ["𝞕", "Z"],
  ["𝞖", "I"],
  ["𝞗", "TH"],
  ["𝞘", "I"],
  ["𝞙", "K"],
  ["𝞚", "L"],
  ["𝞛", "M"],
  ["𝞜", "N"],
  ["𝞝", "KS"],
  ["𝞞", "O"],
  ["𝞟", "P"],
  ["𝞠", "S"],
  ["𝞡", "TH"],
  ["𝞢", "S"],
  ["𝞣", "T"],
  ["𝞤", "Y"],
  ["𝞥", "F"],
  ["𝞦", "X"],
  ["𝞧", "PS"],
  ["𝞨", "O"],
  ["𝞩", "D"],
  ["𝞪", "av"],
  ["𝞫", "g"],
  ["𝞬", "d"],
  ["𝞭", "e"],
  ["𝞮", "z"],
  ["𝞯", "i"],
  ["𝞰", "i"],
  ["𝞱", "th"],
  ["𝞲", "i"],
  ["𝞳", "k"],
  ["𝞴", "l"],
  ["𝞵", "m"],
  ["𝞶", "n"],
  ["𝞷", "ks"],
  ["𝞸", "o"],
  ["𝞹", "p"],
  ["𝞺", "r"],
  ["𝞻", "s"],
  ["𝞼", "s"],
  ["𝞽", "t"],
  ["𝞾", "y"],
  ["𝞿", "f"],
  ["𝟀", "x"],
  ["𝟁", "ps"],
  ["𝟂", "o"],
  ["𝟃", "a"],
  ["𝟄", "e"],
  ["𝟅", "i"],
  ["𝟆", "k"],
  ["𝟇", "f"],
  ["𝟈", "r"],
  ["𝟉", "p"],
  ["𝟊", "F"],
  ["𝟋", "f"],
  ["⒜", "(a)"],
  ["⒝", "(b)"],
  ["⒞", "(c)"],
  ["⒟", "(d)"],
  ["⒠", "(e)"],
  ["⒡", "(f)"],
  ["⒢", "(g)"],
  ["⒣", "(h)"],
  ["⒤", "(i)"],
  ["⒥", "(j)"],
  ["⒦", "(k)"],
  ["⒧", "(l)"],
  ["⒨", "(m)"],
  ["⒩", "(n)"],
  ["⒪", "(o)"],
  ["⒫", "(p)"],
  ["⒬", "(q)"],
  ["⒭", "(r)"],
  ["⒮", "(s)"],
  ["⒯", "(t)"],
  ["⒰", "(u)"],
  ["⒱", "(v)"],
  ["⒲", "(w)"],
  ["⒳", "(x)"],
  ["⒴", "(y)"],
  ["⒵", "(z)"],
  ["Ⓐ", "(A)"],
  ["Ⓑ", "(B)"],
  ["Ⓒ", "(C)"],
  ["Ⓓ", "(D)"],
  ["Ⓔ", "(E)"],
  ["Ⓕ", "(F)"],
  ["Ⓖ", "(G)"],
  ["Ⓗ", "(H)"],
  ["Ⓘ", "(I)"],
  ["Ⓙ", "(J)"],
  ["Ⓚ", "(K)"],
  ["Ⓛ", "(L)"],
  ["Ⓝ", "(N)"],
  ["Ⓞ", "(O)"],
  ["Ⓟ", "(P)"],
  ["Ⓠ", "(Q)"],
  ["Ⓡ", "(R)"],
  ["Ⓢ", "(S)"],
  ["Ⓣ", "(T)"],
  ["Ⓤ", "(U)"],
  ["Ⓥ", "(V)"],
  ["Ⓦ", "(W)"],
  ["Ⓧ", "(X)"],
  ["Ⓨ", "(Y)"],
  ["Ⓩ", "(Z)"],
  ["ⓐ", "(a)"],
  ["ⓑ", "(b)"],
  ["ⓒ", "(b)"],
  ["ⓓ", "(c)"],
  ["ⓔ", "(e)"],
  ["ⓕ", "(f)"],
  ["ⓖ", "(g)"],
  ["ⓗ", "(h)"],
  ["ⓘ", "(i)"],
  ["ⓙ", "(j)"],
  ["ⓚ", "(k)"],
  ["ⓛ", "(l)"],
  ["ⓜ", "(m)"],
  ["ⓝ", "(n)"],
  ["ⓞ", "(o)"],
  ["ⓟ", "(p)"],
  ["ⓠ", "(q)"],
  ["ⓡ", "(r)"],
  ["ⓢ", "(s)"],
  ["ⓣ", "(t)"],
  ["ⓤ", "(u)"],
  ["ⓥ", "(v)"],
  ["ⓦ", "(w)"],
  ["ⓧ", "(x)"],
  ["ⓨ", "(y)"],
  ["ⓩ", "(z)"],
  // Maltese
  ["Ċ", "C"],
  ["ċ", "c"],
  ["Ġ", "G"],
  ["ġ", "g"],
  ["Ħ", "H"],
  ["ħ", "h"],
  ["Ż", "Z"],
  ["ż", "z"],
  // Numbers
  ["𝟎", "0"],
  ["𝟏", "1"],
  ["𝟐", "2"],
  ["𝟑", "3"],
  ["𝟒", "4"],
  ["𝟓", "5"],
  ["𝟔", "6"],
  ["𝟕", "7"],
  ["𝟖", "8"],
  ["𝟗", "9"],
  ["𝟘", "0"],
  ["𝟙", "1"],
  ["𝟚", "2"],
  ["𝟛", "3"],
  ["𝟜", "4"],
  ["𝟝", "5"],
  ["𝟞", "6"],
  ["𝟟", "7"],
  ["𝟠", "8"],
  ["𝟡", "9"],
  ["𝟢", "0"],
  ["𝟣", "1"],
  ["𝟤", "2"],
  ["𝟥", "3"],
  ["𝟦", "4"],
  ["𝟧", "5"],
  ["𝟨", "6"],
  ["𝟩", "7"],
  ["𝟪", "8"],
  ["𝟫", "9"],
  ["𝟬", "0"],
  ["𝟭", "1"],
  ["𝟮", "2"],
  ["𝟯", "3"],
  ["𝟰", "4"],
  ["𝟱", "5"],
  ["𝟲", "6"],
  ["𝟳", "7"],
  ["𝟴", "8"],
  ["𝟵", "9"],
  ["𝟶", "0"],
  ["𝟷", "1"],
  ["𝟸", "2"],
  ["𝟹", "3"],
  ["𝟺", "4"],
  ["𝟻", "5"],
  ["𝟼", "6"],
  ["𝟽", "7"],
  ["𝟾", "8"],
  ["𝟿", "9"],
  ["①", "1"],
  ["②", "2"],
  ["③", "3"],
  ["④", "4"],
  ["⑤", "5"],
  ["⑥", "6"],
  ["⑦", "7"],
  ["⑧", "8"],
  ["⑨", "9"],
  ["⑩", "10"],
  ["⑪", "11"],
  ["⑫", "12"],
  ["⑬", "13"],
  ["⑭", "14"],
  ["⑮", "15"],
  ["⑯", "16"],
  ["⑰", "17"],
  ["⑱", "18"],
  ["⑲", "19"],
  ["⑳", "20"],
  ["⑴", "1"],
  ["⑵", "2"],
  ["⑶", "3"],
  ["⑷", "4"],
  ["⑸", "5"],
  ["⑹", "6"],
  ["⑺", "7"],
  ["⑻", "8"],
  ["⑼", "9"],
  ["⑽", "10"],
  ["⑾", "11"],
  ["⑿", "12"],
  ["⒀", "13"],
  ["⒁", "14"],
  ["⒂", "15"],
  ["⒃", "16"],
  ["⒄", "17"],
  ["⒅", "18"],
  ["⒆", "19"],
  ["⒇", "20"],
  ["⒈", "1."],
  ["⒉", "2."],
  ["⒊", "3."],
  ["⒋", "4."],
  ["⒌", "5."],
  ["⒍", "6."],
  ["⒎", "7."],
  ["⒏", "8."],
  ["⒐", "9."],
  ["⒑", "10."],
  ["⒒", "11."],
  ["⒓", "12."],
  ["⒔", "13."],
  ["⒕", "14."],
  ["⒖", "15."],
  ["⒗", "16."],
  ["⒘", "17."],
  ["⒙", "18."],
  ["⒚", "19."],
  ["⒛", "20."],
  ["⓪", "0"],
  ["⓫", "11"],
  ["⓬", "12"],
  ["⓭", "13"],
  ["⓮", "14"],
  ["⓯", "15"],
  ["⓰", "16"],
  ["⓱", "17"],
  ["⓲", "18"],
  ["⓳", "19"],
  ["⓴", "20"],
  ["⓵", "1"],
  ["⓶", "2"],
  ["⓷", "3"],
  ["⓸", "4"],
  ["⓹", "5"],
  ["⓺", "6"],
  ["⓻", "7"],
  ["⓼", "8"],
  ["⓽", "9"],
  ["⓾", "10"],
  ["⓿", "0"],
  // Punctuation
  ["🙰", "&"],
  ["🙱", "&"],
  ["🙲", "&"],
  ["🙳", "&"],
  ["🙴", "&"],
  ["🙵", "&"],
  ["🙶", '"'],
  ["🙷", '"'],
  ["🙸", '"'],
  ["‽", "?!"],
  ["🙹", "?!"],
  ["🙺", "?!"],
  ["🙻", "?!"],
  ["🙼", "/"],
  ["🙽", "\\"],
  // Alchemy
  ["🜇", "AR"],
  ["🜈", "V"],
  ["🜉", "V"],
  ["🜆", "VR"],
  ["🜅", "VF"],
  ["🜩", "2"],
  ["🜪", "5"],
  ["🝡", "f"],
  ["🝢", "W"],
  ["🝣", "U"],
  ["🝧", "V"],
  ["🝨", "T"],
  ["🝪", "V"],
  ["🝫", "MB"],
  ["🝬", "VB"],
  ["🝲", "3B"],
  ["🝳", "3B"],
  // Emojis
  ["💯", "100"],
  ["🔙", "BACK"],
  ["🔚", "END"],
  ["🔛", "ON!"],
  ["🔜", "SOON"],
  ["🔝", "TOP"],
  ["🔞", "18"],
  ["🔤", "abc"],
  ["🔠", "ABCD"],
  ["🔡", "abcd"],
  ["🔢", "1234"],
  ["🔣", "T&@%"],
  ["#️⃣", "#"],
  ["*️⃣", "*"],
  ["0️⃣", "0"],
  ["1️⃣", "1"],
  ["2️⃣", "2"],
  ["3️⃣", "3"],
  ["4️⃣", "4"],
  ["5️⃣", "5"],
  ["6️⃣", "6"],
  ["7️⃣", "7"],
  ["8️⃣", "8"],
  ["9️⃣", "9"],
  ["🔟", "10"],
  ["🅰️", "A"],
  ["🅱️", "B"],
  ["🆎", "AB"],
  ["🆑", "CL"],
  ["🅾️", "O"],
  ["🅿", "P"],
  ["🆘", "SOS"],
  ["🅲", "C"],
  ["🅳", "D"],
  ["🅴", "E"],
  ["🅵", "F"],
  ["🅶", "G"],
  ["🅷", "H"],
  ["🅸", "I"],
  ["🅹", "J"],
  ["🅺", "K"],
  ["🅻", "L"],
  ["🅼", "M"],
  ["🅽", "N"],
  ["🆀", "Q"],
  ["🆁", "R"],
  ["🆂", "S"],
  ["🆃", "T"],
  ["🆄", "U"],
  ["🆅", "V"],
  ["🆆", "W"],
  ["🆇", "X"],
  ["🆈", "Y"],
  ["🆉", "Z"]
];
var replacements_default = replacements;

// node_modules/@sindresorhus/transliterate/index.js
var doCustomReplacements = (string, replacements2) => {
  for (const [key, value] of replacements2) {
    string = string.replace(new RegExp(escapeStringRegexp(key), "g"), value);
  }
  return string;
};
function transliterate(string, options) {
  if (typeof string !== "string") {
    throw new TypeError(`Expected a string, got \`${typeof string}\``);
  }
  options = {
    customReplacements: [],
    ...options
  };
  const customReplacements = new Map([
    ...replacements_default,
    ...options.customReplacements
  ]);
  string = string.normalize();
  string = doCustomReplacements(string, customReplacements);
  string = string.normalize("NFD").replace(new RegExp("\\p{Diacritic}", "gu"), "").normalize();
  return string;
}

// node_modules/@sindresorhus/slugify/overridable-replacements.js
var overridableReplacements = [
  ["&", " and "],
  ["🦄", " unicorn "],
  ["♥", " love "]
];
var overridable_replacements_default = overridableReplacements;

// node_modules/@sindresorhus/slugify/index.js
var decamelize = (string) => {
  return string.replace(/([A-Z]{2,})(\d+)/g, "$1 $2").replace(/([a-z\d]+)([A-Z]{2,})/g, "$1 $2").replace(/([a-z\d])([A-Z])/g, "$1 $2").replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, "$1 $2");
};
var removeMootSeparators = (string, separator) => {
  const escapedSeparator = escapeStringRegexp(separator);
  return string.replace(new RegExp(`${escapedSeparator}{2,}`, "g"), separator).replace(new RegExp(`^${escapedSeparator}|${escapedSeparator}$`, "g"), "");
};
var buildPatternSlug = (options) => {
  let negationSetPattern = "a-z\\d";
  negationSetPattern += options.lowercase ? "" : "A-Z";
  if (options.preserveCharacters.length > 0) {
    for (const character of options.preserveCharacters) {
      if (character === options.separator) {
        throw new Error(`The separator character \`${options.separator}\` cannot be included in preserved characters: ${options.preserveCharacters}`);
      }
      negationSetPattern += escapeStringRegexp(character);
    }
  }
  return new RegExp(`[^${negationSetPattern}]+`, "g");
};
function slugify(string, options) {
  if (typeof string !== "string") {
    throw new TypeError(`Expected a string, got \`${typeof string}\``);
  }
  options = {
    separator: "-",
    lowercase: true,
    decamelize: true,
    customReplacements: [],
    preserveLeadingUnderscore: false,
    preserveTrailingDash: false,
    preserveCharacters: [],
    ...options
  };
  const shouldPrependUnderscore = options.preserveLeadingUnderscore && string.startsWith("_");
  const shouldAppendDash = options.preserveTrailingDash && string.endsWith("-");
  const customReplacements = new Map([
    ...overridable_replacements_default,
    ...options.customReplacements
  ]);
  string = transliterate(string, { customReplacements });
  if (options.decamelize) {
    string = decamelize(string);
  }
  const patternSlug = buildPatternSlug(options);
  if (options.lowercase) {
    string = string.toLowerCase();
  }
  string = string.replace(patternSlug, options.separator);
  string = string.replace(/\\/g, "");
  string = string.replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, "$1$2$3");
  if (options.separator) {
    string = removeMootSeparators(string, options.separator);
  }
  if (shouldPrependUnderscore) {
    string = `_${string}`;
  }
  if (shouldAppendDash) {
    string = `${string}-`;
  }
  return string;
}

// src/parse/mintlify-ids.ts
var MAX_CACHED_SLUGS = 2e4;
var slugCache = /* @__PURE__ */ new Map();
function cachedSlugify(text, options) {
  const key = `${JSON.stringify(options ?? null)}\0${text}`;
  const cached = slugCache.get(key);
  if (cached !== void 0) return cached;
  const result = slugify(text, options);
  if (slugCache.size >= MAX_CACHED_SLUGS) slugCache.clear();
  slugCache.set(key, result);
  return result;
}
function slugifyWithCounter() {
  const occurrences = /* @__PURE__ */ new Map();
  return (text, options) => {
    const slug = cachedSlugify(text, options);
    if (!slug) return "";
    const lower = slug.toLowerCase();
    const numberless = occurrences.get(lower.replace(/(?:-\d+?)+?$/, "")) ?? 0;
    const count = (occurrences.get(lower) ?? 0) + 1;
    occurrences.set(lower, count);
    return count >= 2 || numberless > 2 ? `${slug}-${count}` : slug;
  };
}
function mintlifySlug(title, counter) {
  const slugify2 = counter ?? cachedSlugify;
  const encoded = getUnicodeId(title);
  return /%[0-9A-F]{2}/.test(encoded) ? slugify2(encoded, { decamelize: false, preserveCharacters: ["%", "_"], lowercase: false }) : slugify2(encoded, { decamelize: false, preserveCharacters: ["_"] });
}
function getUnicodeId(title) {
  return encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, "-"));
}
function cleanHeadingId(id) {
  let decoded = id;
  try {
    decoded = decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
  } catch {
    return id;
  }
  return decoded.replace(/[?,;:!'"()[\]{}]/g, "").replace(EMOJI, "");
}
var EMOJI = new RegExp("\\p{Emoji_Modifier}|\\p{Emoji_Modifier_Base}|\\p{Emoji_Presentation}|\\p{Extended_Pictographic}|[\\u200D\\uFE0E\\uFE0F]", "gu");
var MintlifyIds = class {
  counter = slugifyWithCounter();
  tabCounter = slugifyWithCounter();
  seen = /* @__PURE__ */ new Map();
  accordions = /* @__PURE__ */ new Map();
  /**
   * A Markdown heading. `remarkComponentIds` ids levels 1 to 4 only; what Mintlify's client shows
   * for a level 5 or 6 heading is not in its published code, so such a heading is given its slug,
   * uncounted, rather than have links to it reported on a guess.
   */
  heading(title, depth) {
    if (depth > 4) return cleanHeadingId(mintlifySlug(title)) || void 0;
    return this.unique(cleanHeadingId(mintlifySlug(title, this.counter)));
  }
  /** A custom id (`{#id}`, `id="…"` on a heading, Step or Update). */
  custom(id) {
    return this.unique(cleanHeadingId(id));
  }
  /** The id of a component Mintlify links by its title (a JSX heading's is its text). */
  titled(component, title) {
    if (component === "Tab") return mintlifySlug(title, this.tabCounter) || void 0;
    if (component === "Accordion") {
      const base = cachedSlugify(title.replace(":", "-"), { decamelize: false });
      const count = this.accordions.get(base) ?? 0;
      this.accordions.set(base, count + 1);
      if (count > 0) return `${base}-${count}`;
      return base || getUnicodeId(title) || void 0;
    }
    return this.unique(cleanHeadingId(mintlifySlug(title)));
  }
  unique(slug) {
    if (slug === "") return void 0;
    const count = this.seen.get(slug) ?? 0;
    this.seen.set(slug, count + 1);
    if (count === 0) return slug;
    let suffix = count + 1;
    while (this.seen.has(`${slug}-${suffix}`)) suffix += 1;
    const id = `${slug}-${suffix}`;
    this.seen.set(id, 1);
    return id;
  }
};
var CLEANED_ID = /* @__PURE__ */ new Set(["Heading", "h1", "h2", "h3", "h4", "Step", "Update"]);
function fragmentMatches(fragment, ids) {
  if (ids.has(fragment)) return true;
  let decoded;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return false;
  }
  return ids.has(decoded) || ids.has(cleanHeadingId(decoded));
}
function wordless(fragment) {
  return !/[\p{L}\p{N}]/u.test(fragment);
}

// src/components/catalogue.ts
var COLUMN_COUNT = [1, Infinity];
var documented = (type, range) => ({
  type,
  documented: true,
  ...range ? { range } : {}
});
var shown = (shownAs, type = "string") => ({ type, documented: true, shownAs });
var accepted = (type) => ({ type, documented: false });
var UNIVERSAL_ATTRIBUTES = /* @__PURE__ */ new Set(["className", "id", "style", "key"]);
function isUniversalAttribute(name) {
  return UNIVERSAL_ATTRIBUTES.has(name) || name.startsWith("data-") || name.startsWith("aria-");
}
var ICON_TYPES = [
  "brands",
  "duotone",
  "light",
  "regular",
  "sharp-duotone-solid",
  "sharp-light",
  "sharp-regular",
  "sharp-solid",
  "sharp-thin",
  "solid",
  "thin"
];
var ICON = {
  icon: documented("string"),
  iconType: {
    ...documented("string"),
    allowed: { values: ICON_TYPES, otherwise: "Mintlify draws no icon", withText: "icon" }
  }
};
var LIBRARY_ICON = { ...ICON, iconLibrary: accepted("string") };
var FIELD = {
  type: documented("string"),
  required: documented("boolean"),
  default: documented("any"),
  deprecated: documented("boolean"),
  // Some documentation sets mark the optional fields instead of the required ones.
  optional: accepted("boolean")
};
function callout(label, purpose) {
  const own = "a typed callout always draws its own icon and colours. For others, use <Callout> with icon and color";
  return {
    purpose,
    twin: { kind: "quote", label },
    // Not listed in the editor rules, which stay within Windsurf's size limit: `Callout` lists `title`.
    attributes: { title: accepted("string"), ariaLabel: accepted("string") },
    required: [],
    ignored: { icon: own, iconType: own, iconLibrary: own, color: own }
  };
}
function undocumented(purpose) {
  return { purpose, required: [] };
}
var CATALOGUE = {
  Note: {
    ...callout("Note", "Callout with supplementary information."),
    advice: {
      place: 8,
      text: "Asides: `<Note>` for supplementary information, `<Tip>` for a best practice, `<Warning>` for a caution, `<Info>` for neutral context, `<Check>` to confirm success.",
      with: ["Tip", "Warning", "Info", "Check"]
    }
  },
  Tip: callout("Tip", "Callout with a best practice."),
  Warning: callout("Warning", "Callout with a caution."),
  Info: callout("Info", "Callout with neutral context."),
  Check: callout("Check", "Callout confirming success."),
  Danger: callout("Danger", "Callout for destructive actions."),
  // callout/callout.js, `Callout` (variant "custom").
  Callout: {
    purpose: "Callout with its own icon and color.",
    attributes: {
      title: documented("string"),
      ...LIBRARY_ICON,
      color: documented("string"),
      ariaLabel: accepted("string"),
      // `Callout` reads its styles from a table by `variant` and throws on a name not in it.
      variant: {
        ...accepted("string"),
        allowed: {
          values: ["info", "warning", "note", "tip", "check", "danger", "custom"],
          otherwise: "the callout fails to render"
        }
      }
    },
    required: [],
    twin: { kind: "quote", label: "Note" }
  },
  // badge/badge.js, `Badge`: `icon` and `stroke` are its deprecated names of `leadIcon` and `variant="outline"`.
  Badge: {
    purpose: "An inline label.",
    attributes: {
      color: documented("string"),
      size: documented("string"),
      shape: documented("string"),
      variant: accepted("string"),
      ...LIBRARY_ICON,
      leadIcon: accepted("string"),
      tailIcon: accepted("string"),
      href: accepted("string"),
      stroke: documented("boolean"),
      disabled: documented("boolean")
    },
    required: []
  },
  CodeGroup: {
    purpose: "One concept in several code blocks, one tab per block.",
    attributes: { dropdown: documented("boolean") },
    required: [],
    children: { kind: "code-blocks" },
    advice: {
      place: 3,
      text: "One concept in several languages: `<CodeGroup>` with one fenced code block per language, each with its language and a title (```` ```python main.py ````)."
    }
  },
  RequestExample: {
    purpose: "Request samples, shown beside the page.",
    attributes: { dropdown: documented("boolean") },
    required: [],
    onePerPage: true,
    advice: {
      place: 5,
      text: "Request and response samples: `<RequestExample>` and `<ResponseExample>`, one of each per page, shown beside it.",
      with: ["ResponseExample"]
    }
  },
  ResponseExample: {
    purpose: "Response samples, shown beside the page.",
    attributes: { dropdown: documented("boolean") },
    required: [],
    onePerPage: true
  },
  Panel: {
    purpose: "Side column content, instead of the table of contents.",
    attributes: {},
    required: []
  },
  Steps: {
    purpose: "A sequential procedure.",
    attributes: { titleSize: documented("string") },
    required: [],
    children: { kind: "components", names: ["Step"] },
    advice: { place: 1, text: 'A procedure: `<Steps>` with one `<Step title="...">` per action.', with: ["Step"] }
  },
  // steps/steps.js, `Steps.Item`: a step without a title shows its number and content, no heading.
  Step: {
    purpose: "One step of a procedure.",
    attributes: {
      title: documented("string"),
      ...LIBRARY_ICON,
      stepNumber: documented("integer"),
      titleSize: documented("string"),
      noAnchor: documented("boolean")
    },
    required: [],
    parent: "Steps",
    titledBy: "title"
  },
  Tabs: {
    purpose: "Alternative content, one tab each.",
    attributes: {
      defaultTabIndex: documented("integer"),
      sync: documented("boolean"),
      borderBottom: documented("boolean"),
      ariaLabel: accepted("string")
    },
    required: [],
    children: { kind: "components", names: ["Tab"] },
    advice: {
      place: 2,
      text: 'Platform-specific or alternative content (operating systems, package managers, plans): `<Tabs>` with one `<Tab title="...">` per alternative.',
      with: ["Tab"]
    }
  },
  Tab: {
    purpose: "One alternative.",
    attributes: { title: shown("the tab's label"), ...LIBRARY_ICON },
    required: ["title"],
    parent: "Tabs",
    titledBy: "title"
  },
  AccordionGroup: {
    purpose: "A group of collapsible sections.",
    attributes: {},
    required: []
  },
  Accordion: {
    purpose: "A collapsible section.",
    attributes: {
      title: shown("the line readers click to open it"),
      description: documented("string"),
      defaultOpen: documented("boolean"),
      ...ICON
    },
    required: ["title"],
    advice: {
      place: 4,
      text: 'Details most readers can skip (progressive disclosure): `<Accordion title="...">`, several of them in an `<AccordionGroup>`.',
      with: ["AccordionGroup"]
    },
    titledBy: "title"
  },
  // card/card.js, `Card`. `type` is not among its props; Mintlify's documentation had it, and the
  // site's wrapper may still read it.
  Card: {
    purpose: "A card, linked or not.",
    attributes: {
      title: documented("string"),
      ...LIBRARY_ICON,
      color: documented("string"),
      href: documented("string"),
      horizontal: documented("boolean"),
      img: documented("string"),
      cta: documented("string"),
      arrow: documented("boolean"),
      disabled: accepted("boolean"),
      type: documented("string")
    },
    required: [],
    advice: {
      place: 9,
      text: 'Links to other pages presented as a grid: `<Card title="..." href="...">` inside `<CardGroup cols={2}>`.',
      with: ["CardGroup"]
    }
  },
  CardGroup: {
    purpose: "A grid of cards.",
    attributes: { cols: documented("integer", COLUMN_COUNT) },
    required: []
  },
  Columns: {
    purpose: "A grid of cards or columns.",
    attributes: { cols: documented("integer", COLUMN_COUNT) },
    required: []
  },
  Column: {
    purpose: "One column of a grid.",
    attributes: {},
    required: []
  },
  Tile: {
    purpose: "A linked preview tile.",
    attributes: { href: shown("the link"), title: documented("string"), description: documented("string") },
    required: ["href"]
  },
  // The location attributes are @mintlify/common's `paramFieldLocations` (dist/mdx/lib/mdx-utils.js),
  // each naming the parameter (`parseField`, rehypeMdxExtractEndpoint/parsers.js; `getFieldName`,
  // rehypeParamFieldIds.js); the rest are the props of @mintlify/components property/property.js.
  ParamField: {
    purpose: "A request parameter.",
    attributes: {
      path: documented("string"),
      body: documented("string"),
      query: documented("string"),
      header: documented("string"),
      cookie: documented("string"),
      auth: documented("string"),
      ...FIELD,
      placeholder: documented("string"),
      hidden: accepted("boolean")
    },
    required: [],
    oneOf: {
      names: ["path", "body", "query", "header", "cookie", "auth"],
      exactly: true,
      missing: "does not say where the parameter goes",
      example: 'query="limit"'
    },
    advice: {
      place: 6,
      text: 'Request parameters: `<ParamField>` whose location attribute holds the parameter\'s name (`<ParamField query="limit" type="integer">`); response and configuration fields: `<ResponseField name="...">`.',
      with: ["ResponseField"]
    },
    twin: { kind: "field" }
  },
  // property/param-head.js, `ParamHead`: without `name` it draws no heading; without `type`, only no type label.
  ResponseField: {
    purpose: "A response or configuration field.",
    attributes: {
      name: shown("the field's name"),
      ...FIELD,
      pre: documented("string[]"),
      post: documented("string[]"),
      hidden: accepted("boolean")
    },
    required: ["name"],
    twin: { kind: "field" }
  },
  Expandable: {
    purpose: "Nested properties inside a field.",
    attributes: { title: documented("string"), defaultOpen: documented("boolean") },
    required: [],
    advice: { place: 7, text: 'Properties of a nested object: `<Expandable title="...">` inside its field.' }
  },
  Frame: {
    purpose: "Wraps an image or a video.",
    attributes: { caption: documented("string"), hint: documented("string") },
    required: [],
    children: { kind: "media" }
  },
  Tooltip: {
    purpose: "A hover explanation of the wrapped term.",
    attributes: {
      tip: shown("the text shown on hover"),
      headline: documented("string"),
      cta: documented("string"),
      href: documented("string")
    },
    required: ["tip"]
  },
  Update: {
    purpose: "A changelog entry.",
    attributes: {
      label: shown("the entry's date or version, and its anchor"),
      description: documented("string"),
      tags: documented("string[]"),
      rss: documented("object")
    },
    required: ["label"],
    titledBy: "label"
  },
  Icon: {
    purpose: "An inline icon.",
    // icon/icon.js, `Icon`: `icon.toLowerCase()` throws without an icon.
    attributes: {
      ...LIBRARY_ICON,
      src: documented("string"),
      color: documented("string"),
      colorLight: accepted("string"),
      colorDark: accepted("string"),
      size: documented("integer")
    },
    required: [],
    oneOf: {
      names: ["icon", "src"],
      exactly: false,
      missing: "names no icon, so Mintlify shows none",
      example: 'icon="rocket"'
    },
    twin: { kind: "dropped" }
  },
  Color: {
    purpose: "A color palette.",
    attributes: { variant: shown("compact or table") },
    required: ["variant"]
  },
  "Color.Row": {
    purpose: "A row of a color palette.",
    attributes: { title: documented("string") },
    required: []
  },
  "Color.Item": {
    purpose: "One color of a palette.",
    attributes: { name: documented("string"), value: shown("the color shown", "any") },
    required: ["value"]
  },
  Tree: {
    purpose: "A file tree.",
    attributes: {},
    required: []
  },
  FileTree: {
    purpose: "A file tree.",
    attributes: {},
    required: []
  },
  "Tree.Folder": {
    purpose: "A folder of a file tree.",
    attributes: {
      name: shown("the folder's name"),
      defaultOpen: documented("boolean"),
      openable: documented("boolean"),
      highlight: documented("boolean")
    },
    required: ["name"]
  },
  "Tree.File": {
    purpose: "A file of a file tree.",
    attributes: { name: shown("the file's name"), highlight: documented("boolean") },
    required: ["name"]
  },
  Prompt: {
    purpose: "A prompt to copy into an AI tool.",
    attributes: { description: shown("the line above the prompt"), actions: documented("string[]"), ...ICON },
    required: ["description"]
  },
  Visibility: {
    purpose: "Content for people or for AI agents only.",
    attributes: { for: shown("humans or agents", "any") },
    required: ["for"],
    twin: { kind: "for-agents" }
  },
  View: {
    purpose: "Content for one of the page's views.",
    attributes: { title: shown("the view's name"), ...ICON },
    required: ["title"]
  },
  GitHub: {
    purpose: "A repository card.",
    attributes: { repo: documented("string"), variant: documented("string") },
    required: []
  },
  Github: undocumented("A repository card."),
  "GitHub.Repo": undocumented("A repository card."),
  "Github.Repo": undocumented("A repository card."),
  Param: { ...undocumented("A request parameter."), twin: { kind: "field" } },
  ApiPlayground: undocumented("The API playground."),
  CodeBlock: undocumented("A code block."),
  CustomCode: undocumented("Custom code."),
  CustomComponent: undocumented("A custom component."),
  DynamicCustomComponent: undocumented("A custom component."),
  SnippetGroup: undocumented("A group of snippets."),
  Heading: undocumented("A heading."),
  MDX: undocumented("Inline MDX content."),
  Link: { ...undocumented("A link."), twin: { kind: "link" } },
  MDXContentController: undocumented("Controls MDX content."),
  Latex: { ...undocumented("A math formula."), twin: { kind: "math" } },
  ZoomImage: undocumented("An image readers can zoom."),
  OptimizedVideo: undocumented("A video."),
  Mermaid: undocumented("A diagram."),
  Variation: undocumented("A variation of content."),
  // Mintlify replaces it by the snippet's content before rendering (legacy `_snippets/`).
  Snippet: undocumented("Reusable content included by file name.")
};
var COMPONENT_LIST = Object.entries(CATALOGUE).map(([name, entry]) => ({
  name,
  ...entry
}));
var COMPONENTS = new Map(COMPONENT_LIST.map((c) => [c.name, c]));
function isComponentName(name) {
  return COMPONENTS.has(name);
}
var DOCUMENTED_COMPONENTS = COMPONENT_LIST.filter((c) => c.attributes !== void 0);

// src/parse/anchors.ts
var AnchorCollector = class {
  anchors = [];
  ids = new MintlifyIds();
  fields = /* @__PURE__ */ new Map();
  heading(node) {
    const full = headingText(node);
    const custom = CUSTOM_ID.exec(full);
    this.push(custom ? this.ids.custom(custom[1]) : this.ids.heading(full, node.depth));
  }
  /** Components the site builder makes linkable, and any element with an `id`. */
  element(node, ancestors) {
    const id = jsxStringAttribute(node, "id");
    const name = node.name ?? "";
    if (id) this.anchors.push(CLEANED_ID.has(name) ? this.ids.custom(id) ?? id : id);
    if (name === "a") {
      const anchorName = jsxStringAttribute(node, "name");
      if (anchorName) this.anchors.push(anchorName);
    }
    if (!id) this.titled(node, name);
    const param = paramName(node);
    if (param && !id) {
      if (node.type === "mdxJsxTextElement") {
        this.anchors.push(slugify(param, { decamelize: true }));
        return;
      }
      const parents = ancestors.filter(isJsxNode).map(paramName).filter((name2) => name2 !== void 0);
      for (const name2 of parents.length > 0 ? [param, [...parents, param].join("-")] : [param]) {
        this.add(`param-${paramSlug(name2)}`);
      }
    }
  }
  /** A component Mintlify ids by its title (or label), when it has no `id` of its own. */
  titled(node, name) {
    if (/^h[1-4]$/.test(name)) {
      this.push(this.ids.titled(name, headingText(node)));
    } else {
      const titledBy = COMPONENTS.get(name)?.titledBy;
      const title = titledBy && jsxStringAttribute(node, titledBy);
      if (title) this.push(this.ids.titled(name, title));
    }
  }
  push(id) {
    if (id) this.anchors.push(id);
  }
  /** `id="x"` (and the older `<a name="x">`) on tags in the raw HTML of a Markdown page. */
  html(value) {
    for (const match of value.matchAll(HTML_ID)) this.anchors.push(match[2]);
  }
  /** A field's id, numbered as the site builder numbers a repeat (render-context.ts). */
  add(base) {
    if (base === "") return;
    const count = this.fields.get(base) ?? 0;
    this.fields.set(base, count + 1);
    this.anchors.push(count === 0 ? base : `${base}-${count}`);
  }
};
function caseOfAnchor(fragment, anchors) {
  const lower = fragment.toLowerCase();
  return anchors.find((anchor) => anchor.toLowerCase() === lower);
}
var CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;
var HTML_ID = /<[a-z][^>]*?\s(id|name)\s*=\s*["']([^"']+)["']/gi;
function headingText(node) {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (!("children" in node)) return "";
  let text = "";
  for (const child of node.children) text += headingText(child);
  return text;
}
function paramName(node) {
  if (node.name === "ResponseField") return jsxStringAttribute(node, "name");
  if (node.name !== "ParamField" && node.name !== "Param") return void 0;
  for (const location of ["query", "path", "body", "header"]) {
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

// src/icons/pro-stand-ins.ts
var STAND_INS = {
  "alien-8bit": "ghost",
  "arrow-up-right": "arrow-up-right-from-square",
  "badge-check": "circle-check",
  badge: "certificate",
  bee: "bug",
  binary: "file-code",
  browser: "window-maximize",
  "chart-mixed": "chart-column",
  "chevrons-down": "angles-down",
  coin: "coins",
  "file-magnifying-glass": "magnifying-glass",
  frame: "crop-simple",
  lobster: "shrimp",
  megaphone: "bullhorn",
  "message-bot": "robot",
  "person-carry-box": "people-carry-box",
  puzzle: "puzzle-piece",
  rabbit: "paw",
  radar: "satellite-dish",
  sidebar: "table-columns",
  sparkles: "wand-magic-sparkles",
  "square-code": "code",
  "square-terminal": "terminal",
  "rectangle-terminal": "terminal",
  text: "font",
  "text-size": "text-height",
  timer: "stopwatch",
  "treasure-chest": "box-open",
  triangle: "caret-up",
  ufo: "shuttle-space",
  "wave-pulse": "wave-square",
  webhook: "link"
};
function proStandIn(name, isFree) {
  const chosen = STAND_INS[name];
  if (chosen !== void 0) return chosen;
  const parts = name.split("-");
  const candidates = [];
  for (let end = parts.length - 1; end > 0; end--) candidates.push(parts.slice(0, end).join("-"));
  if (name.endsWith("s")) candidates.unshift(name.slice(0, -1));
  for (let start = 1; start < parts.length; start++) candidates.push(parts.slice(start).join("-"));
  return candidates.find(isFree);
}

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
  const standIn = proStandIn(name, (candidate) => lookup(candidate, style) !== void 0);
  return standIn === void 0 ? void 0 : lookup(standIn, style);
}
function fontAwesomeProStandIn(name) {
  const trimmed = name.trim();
  if (lookup(trimmed, void 0) !== void 0 || !isProOnly(trimmed)) return void 0;
  const standIn = proStandIn(trimmed, (candidate) => lookup(candidate, void 0) !== void 0);
  return standIn === void 0 ? {} : { standIn };
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
function proIconNotice(name) {
  const pro = fontAwesomeProStandIn(name);
  if (!pro) return void 0;
  const trimmed = name.trim();
  return pro.standIn === void 0 ? `\`${trimmed}\` is a Font Awesome Pro icon: the published site draws it, but the preview (Font Awesome Free) has no icon like it and draws none here.` : `\`${trimmed}\` is a Font Awesome Pro icon: the published site draws it, and the preview (Font Awesome Free) draws the free \`${pro.standIn}\` in its place.`;
}

export {
  resolveDocPath,
  distance,
  closest,
  PAGE_EXTENSIONS,
  resolveEntry,
  isPageFile,
  isSitePage,
  stripPageExtension,
  nearestPage,
  percentDecode,
  readRedirects,
  isRedirectSource,
  hasFragment,
  hasParameters,
  fixedPrefix,
  samplePath,
  filledDestination,
  sourceFolder,
  leavesSite,
  isGeneratedPage,
  unreadSpecFolder,
  isSnippetFile,
  legacySnippetFile,
  snippetFile,
  siteAsset,
  strokeIconNames,
  isIconImage,
  fontAwesomeNames,
  iconSvg,
  ICON_LIBRARY_INFO,
  isIconLibrary,
  configIconLibrary,
  iconLibraryOf,
  isKnownIcon,
  unknownIconAdvice,
  proIconNotice,
  UNIVERSAL_ATTRIBUTES,
  isUniversalAttribute,
  COMPONENTS,
  isComponentName,
  DOCUMENTED_COMPONENTS,
  escapeStringRegexp,
  slugify,
  mintlifySlug,
  cleanHeadingId,
  MintlifyIds,
  CLEANED_ID,
  fragmentMatches,
  wordless,
  AnchorCollector,
  caseOfAnchor,
  headingText,
  rule,
  rule2
};
