import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  makeFolder
} from "./chunk-LGSF3GR4.js";
import {
  BUILD_MARKER,
  applySuppressions,
  holdsBuildMarker,
  holdsSecret,
  replaceSecrets,
  ruleDocsUrl
} from "./chunk-O73UDJNW.js";
import {
  redactUrls
} from "./chunk-WC3XMLPH.js";

// src/site/output/out-dir.ts
import { existsSync, lstatSync, readdirSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
var MARKER_TEXT = "This folder was written by `docsgate build`. The next build empties it and writes it again; docsgate never reads it as docs.\n";
function checkOutDir(outDir, root) {
  const out = path.resolve(outDir);
  const realRoot = realpathSync(root);
  const realOut = realPathOfPossiblyMissing(out);
  const shown = path.relative(process.cwd(), out) || ".";
  if (realOut === realRoot || isInside(realRoot, realOut)) {
    return {
      ok: false,
      problem: `The output folder \`${shown}\` is the docs folder or holds it; the build empties its output folder. Choose another, such as \`_site\`.`
    };
  }
  if (existsSync(out)) {
    if (!lstatSync(realOut).isDirectory())
      return { ok: false, problem: `The output folder \`${shown}\` is a file, not a folder.` };
    if (readdirSync(out).length > 0 && !holdsBuildMarker(out)) {
      return {
        ok: false,
        problem: `The output folder \`${shown}\` holds files that docsgate did not write; the build empties its output folder, so it refuses. Remove them, or choose an empty or new folder.`
      };
    }
  }
  return { ok: true, outDir: out };
}
function resetOutDir(outDir, keep) {
  makeFolder(outDir);
  const folders = /* @__PURE__ */ new Set();
  for (const file of keep) {
    for (let at = file.indexOf("/"); at !== -1; at = file.indexOf("/", at + 1)) folders.add(file.slice(0, at));
  }
  const prune = (dir, rel) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && folders.has(relPath)) prune(full, relPath);
      else if (!(entry.isFile() && keep.has(relPath))) rmSync(full, { recursive: true, force: true });
    }
  };
  prune(outDir, "");
  makeFolder(path.join(outDir, path.dirname(BUILD_MARKER)));
  writeFileSync(path.join(outDir, BUILD_MARKER), MARKER_TEXT);
}
function isInside(inner, outer) {
  const relative = path.relative(outer, inner);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
function realPathOfPossiblyMissing(target) {
  let existing = target;
  const rest = [];
  while (!existsSync(existing)) {
    rest.unshift(path.basename(existing));
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  return path.join(realpathSync(existing), ...rest);
}

// src/site/output/site-address.ts
function normalizeBasePath(raw) {
  const trimmed = raw.trim().replace(/^\/+|\/+$/g, "");
  if (trimmed === "") return "";
  const segments = trimmed.split("/");
  if (segments.some(
    (segment) => segment === "" || segment === "." || segment === ".." || !/^(?:[A-Za-z0-9._~!$&'()*+,;=:@-]|%[0-9A-Fa-f]{2})+$/.test(segment)
  ))
    return void 0;
  return `/${segments.join("/")}`;
}
function normalizeSiteUrl(raw, basePath) {
  let url;
  try {
    url = new URL(raw.trim());
  } catch {
    return void 0;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:" || url.username || url.password || url.search || url.hash)
    return void 0;
  let prefix = url.pathname.replace(/\/+$/, "");
  if (basePath && prefix.endsWith(basePath)) prefix = prefix.slice(0, -basePath.length);
  else if (prefix && basePath.startsWith(`${prefix}/`)) prefix = "";
  return `${url.origin}${prefix}`;
}
function absoluteUrl(siteUrl, href) {
  return siteUrl ? `${siteUrl}${href}` : href;
}

// src/engine/diagnose.ts
function diagnose(reports, book, suppressions = /* @__PURE__ */ new Map()) {
  const diagnostics = [];
  for (const report of reports) {
    const diagnostic = toDiagnostic(report, book);
    if (diagnostic) diagnostics.push(diagnostic);
  }
  const { kept, unused } = applySuppressions(diagnostics, suppressions);
  for (const report of unused) {
    const diagnostic = toDiagnostic(report, book);
    if (diagnostic) kept.push(diagnostic);
  }
  return sortDiagnostics(kept);
}
function toDiagnostic({ ruleId, severity: given, defaultSeverity, example: _example, unlessListed: _unlessListed, ...report }, book) {
  const meta = book.meta(ruleId);
  const setting = book.setting(ruleId);
  if (setting === "off") return void 0;
  const severity = given ?? setting ?? defaultSeverity ?? meta.defaultSeverity;
  if (severity === "off") return void 0;
  return { ruleId, severity, ...withoutSecrets(report), docsUrl: meta.docsUrl ?? ruleDocsUrl(ruleId) };
}
function withoutSecrets({ fix, ...report }) {
  return {
    ...report,
    // The detectors' kinds: a message quotes values, not the assignments in code the wider search is for.
    message: replaceSecrets(redactUrls(report.message), false),
    // A remote OpenAPI file's problems are placed in it by its address.
    file: report.file.includes("://") ? redactUrls(report.file) : report.file,
    ...fix && !holdsSecret(fix.text) ? { fix } : {}
  };
}
var SEVERITY_ORDER = { error: 0, warning: 1, notice: 2 };
function sortDiagnostics(diagnostics) {
  return diagnostics.sort(
    (a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0) || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0)
  );
}

export {
  checkOutDir,
  resetOutDir,
  normalizeBasePath,
  normalizeSiteUrl,
  absoluteUrl,
  diagnose
};
