import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/text/plural.ts
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

// src/files/make-folder.ts
import { lstatSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
function makeFolder(dir) {
  try {
    mkdirSync(dir);
  } catch (error) {
    const code = error.code;
    if (code === "EEXIST" && isFolder(dir)) return;
    const parent = path.dirname(dir);
    if (code !== "ENOENT" || parent === dir || entryExists(parent)) throw error;
    makeFolder(parent);
    mkdirSync(dir);
  }
}
function isFolder(dir) {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
function entryExists(file) {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

export {
  makeFolder,
  plural
};
