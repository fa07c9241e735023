import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  projectFiles
} from "./chunk-T4CRUIKD.js";

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

export {
  locateRootFile,
  readRootFile,
  readRegularFile
};
