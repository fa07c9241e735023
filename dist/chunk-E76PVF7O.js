import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  makeFolder
} from "./chunk-7WXVLMGA.js";
import {
  BUILD_MARKER,
  holdsBuildMarker
} from "./chunk-CJ7NE5UA.js";
import {
  __commonJS
} from "./chunk-LOFROOWK.js";

// node_modules/picocolors/picocolors.js
var require_picocolors = __commonJS({
  "node_modules/picocolors/picocolors.js"(exports, module) {
    var p = process || {};
    var argv = p.argv || [];
    var env = p.env || {};
    var isColorSupported = !(!!env.NO_COLOR || argv.includes("--no-color")) && (!!env.FORCE_COLOR || argv.includes("--color") || p.platform === "win32" || (p.stdout || {}).isTTY && env.TERM !== "dumb" || !!env.CI);
    var formatter = (open, close, replace = open) => (input) => {
      let string = "" + input, index = string.indexOf(close, open.length);
      return ~index ? open + replaceClose(string, close, replace, index) + close : open + string + close;
    };
    var replaceClose = (string, close, replace, index) => {
      let result = "", cursor = 0;
      do {
        result += string.substring(cursor, index) + replace;
        cursor = index + close.length;
        index = string.indexOf(close, cursor);
      } while (~index);
      return result + string.substring(cursor);
    };
    var createColors = (enabled = isColorSupported) => {
      let f = enabled ? formatter : () => String;
      return {
        isColorSupported: enabled,
        reset: f("\x1B[0m", "\x1B[0m"),
        bold: f("\x1B[1m", "\x1B[22m", "\x1B[22m\x1B[1m"),
        dim: f("\x1B[2m", "\x1B[22m", "\x1B[22m\x1B[2m"),
        italic: f("\x1B[3m", "\x1B[23m"),
        underline: f("\x1B[4m", "\x1B[24m"),
        inverse: f("\x1B[7m", "\x1B[27m"),
        hidden: f("\x1B[8m", "\x1B[28m"),
        strikethrough: f("\x1B[9m", "\x1B[29m"),
        black: f("\x1B[30m", "\x1B[39m"),
        red: f("\x1B[31m", "\x1B[39m"),
        green: f("\x1B[32m", "\x1B[39m"),
        yellow: f("\x1B[33m", "\x1B[39m"),
        blue: f("\x1B[34m", "\x1B[39m"),
        magenta: f("\x1B[35m", "\x1B[39m"),
        cyan: f("\x1B[36m", "\x1B[39m"),
        white: f("\x1B[37m", "\x1B[39m"),
        gray: f("\x1B[90m", "\x1B[39m"),
        bgBlack: f("\x1B[40m", "\x1B[49m"),
        bgRed: f("\x1B[41m", "\x1B[49m"),
        bgGreen: f("\x1B[42m", "\x1B[49m"),
        bgYellow: f("\x1B[43m", "\x1B[49m"),
        bgBlue: f("\x1B[44m", "\x1B[49m"),
        bgMagenta: f("\x1B[45m", "\x1B[49m"),
        bgCyan: f("\x1B[46m", "\x1B[49m"),
        bgWhite: f("\x1B[47m", "\x1B[49m"),
        blackBright: f("\x1B[90m", "\x1B[39m"),
        redBright: f("\x1B[91m", "\x1B[39m"),
        greenBright: f("\x1B[92m", "\x1B[39m"),
        yellowBright: f("\x1B[93m", "\x1B[39m"),
        blueBright: f("\x1B[94m", "\x1B[39m"),
        magentaBright: f("\x1B[95m", "\x1B[39m"),
        cyanBright: f("\x1B[96m", "\x1B[39m"),
        whiteBright: f("\x1B[97m", "\x1B[39m"),
        bgBlackBright: f("\x1B[100m", "\x1B[49m"),
        bgRedBright: f("\x1B[101m", "\x1B[49m"),
        bgGreenBright: f("\x1B[102m", "\x1B[49m"),
        bgYellowBright: f("\x1B[103m", "\x1B[49m"),
        bgBlueBright: f("\x1B[104m", "\x1B[49m"),
        bgMagentaBright: f("\x1B[105m", "\x1B[49m"),
        bgCyanBright: f("\x1B[106m", "\x1B[49m"),
        bgWhiteBright: f("\x1B[107m", "\x1B[49m")
      };
    };
    module.exports = createColors();
    module.exports.createColors = createColors;
  }
});

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

export {
  checkOutDir,
  resetOutDir,
  normalizeBasePath,
  normalizeSiteUrl,
  absoluteUrl,
  require_picocolors
};
