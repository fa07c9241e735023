import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  projectFiles
} from "./chunk-FTXZLPLP.js";

// src/openapi/rule-ids.ts
var INVALID_FILE_ID = "openapi/invalid-file";
var UNRESOLVED_REF_ID = "openapi/unresolved-ref";
var REMOTE_SPEC_ID = "openapi/remote-spec";
var REDOCLY_CONFIG_ID = "openapi/redocly-config";
var REDOCLY_UNSUPPORTED_ID = "openapi/redocly-unsupported";
var SCHEMA_KEYWORD_ID = "openapi/schema-keyword";

// src/project/root-file.ts
import path from "node:path";
function locateRootFile(root, file, maxBytes) {
  let real;
  let realRoot;
  try {
    realRoot = projectFiles.realpath(root);
    real = projectFiles.realpath(path.join(root, file));
  } catch (error) {
    return failure(error);
  }
  const relative = path.relative(realRoot, real);
  if (relative === ".." || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
    return { ok: false, why: "outside", reason: "points outside the docs root, and docsgate never reads outside it" };
  }
  const problem = regularFileProblem(real, maxBytes);
  return problem ?? { ok: true, real };
}
function readRootFile(root, file, maxBytes) {
  const located = locateRootFile(root, file, maxBytes);
  return located.ok ? readBytes(located.real) : located;
}
function readRegularFile(full, maxBytes) {
  return regularFileProblem(full, maxBytes) ?? readBytes(full);
}
function readBytes(full) {
  try {
    return { ok: true, bytes: projectFiles.readFile(full) };
  } catch (error) {
    return failure(error);
  }
}
function regularFileProblem(full, maxBytes) {
  try {
    const stats = projectFiles.stat(full);
    if (!stats.isFile()) return { ok: false, why: "not-a-file", reason: "is a folder or a device, not a file" };
    if (stats.size > maxBytes)
      return {
        ok: false,
        why: "too-large",
        size: stats.size,
        reason: `is ${megabytes(stats.size)} MB, past the ${megabytes(maxBytes)} MB docsgate reads`
      };
    return void 0;
  } catch (error) {
    return failure(error);
  }
}
function failure(error) {
  if (error.code === "ENOENT")
    return { ok: false, why: "missing", reason: "does not exist" };
  return { ok: false, why: "unreadable", reason: `cannot be read: ${error.message}` };
}
function megabytes(bytes) {
  return Number((bytes / 1024 / 1024).toFixed(1)).toString();
}

// src/project/wide-encoding.ts
var SAMPLE_BYTES = 4096;
var MIN_SAMPLE_BYTES = 16;
var MIN_NUL_SHARE = 0.3;
var MAX_LOW_NUL_SHARE = 0.02;
var BOMS = [
  // UTF-32LE's mark starts like UTF-16LE's: it is tried first.
  [[255, 254, 0, 0], "UTF-32LE"],
  [[0, 0, 254, 255], "UTF-32BE"],
  [[255, 254], "UTF-16LE"],
  [[254, 255], "UTF-16BE"]
];
function wideEncoding(bytes) {
  for (const [mark, name2] of BOMS) if (mark.every((byte, i) => bytes[i] === byte)) return encoding(name2, true);
  const length = Math.min(bytes.length, SAMPLE_BYTES) & ~3;
  if (length < MIN_SAMPLE_BYTES) return void 0;
  const nul = [0, 0, 0, 0];
  for (let i = 0; i < length; i++) if (bytes[i] === 0) nul[i % 4]++;
  const share = nul.map((count) => count / (length / 4));
  const few = (...at) => at.every((i) => share[i] <= MAX_LOW_NUL_SHARE);
  const half = (a, b) => (share[a] + share[b]) / 2;
  const name = share[3] === 1 && share[2] >= MIN_NUL_SHARE && few(0) ? "UTF-32LE" : share[0] === 1 && share[1] >= MIN_NUL_SHARE && few(3) ? "UTF-32BE" : few(0, 2) && half(1, 3) >= MIN_NUL_SHARE ? "UTF-16LE" : few(1, 3) && half(0, 2) >= MIN_NUL_SHARE ? "UTF-16BE" : void 0;
  return name && readsAsText(bytes.subarray(0, length), name) ? encoding(name, false) : void 0;
}
function saveAsUtf8Hint(found, file) {
  const from = found.bom ? found.family : found.name;
  const name = file.split("/").pop();
  return `Save it as UTF-8: in your editor, "Save with Encoding" and choose UTF-8 (VS Code: click the encoding in the status bar), or run \`iconv -f ${from} -t UTF-8 ${name} > ${name}.utf8\` and replace the file with the result.`;
}
function encoding(name, bom) {
  return { name, family: name.startsWith("UTF-32") ? "UTF-32" : "UTF-16", bom };
}
function readsAsText(bytes, name) {
  const text = decodeWide(bytes, name);
  return text !== void 0 && !/[\0-\x08\x0b\x0c\x0e-\x1f]/.test(text);
}
function decodeWide(bytes, name) {
  if (name.startsWith("UTF-32")) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let text = "";
    for (let i = 0; i + 4 <= bytes.length; i += 4) {
      const point = view.getUint32(i, name === "UTF-32LE");
      if (point > 1114111 || point >= 55296 && point <= 57343) return void 0;
      text += String.fromCodePoint(point);
    }
    return text;
  }
  const end = bytes.length & ~1;
  const last = name === "UTF-16LE" ? bytes[end - 2] | bytes[end - 1] << 8 : bytes[end - 2] << 8 | bytes[end - 1];
  const whole = bytes.subarray(0, last >= 55296 && last <= 56319 ? end - 2 : end);
  try {
    return new TextDecoder(name.toLowerCase(), { fatal: true, ignoreBOM: true }).decode(whole);
  } catch {
    return void 0;
  }
}

export {
  wideEncoding,
  saveAsUtf8Hint,
  decodeWide,
  locateRootFile,
  readRootFile,
  readRegularFile,
  megabytes,
  INVALID_FILE_ID,
  UNRESOLVED_REF_ID,
  REMOTE_SPEC_ID,
  REDOCLY_CONFIG_ID,
  REDOCLY_UNSUPPORTED_ID,
  SCHEMA_KEYWORD_ID
};
