import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  GitFailure,
  gitOutput
} from "./chunk-HGCY65AU.js";
import "./chunk-LOFROOWK.js";

// src/github/link-cache-file.ts
import path from "node:path";
async function linkCacheProblem(file) {
  let listed;
  try {
    listed = await gitOutput(path.dirname(file), ["ls-files", "-z", "--", path.basename(file)]);
  } catch (error) {
    if (error instanceof GitFailure) return void 0;
    throw error;
  }
  if (listed === "") return void 0;
  return `The link cache ${file} is a file of the repository (git tracks it), which a pull request can write, so docsgate does not use it and checks every external link. Keep the file out of the repository (add it to .gitignore) and between runs with actions/cache.`;
}
export {
  linkCacheProblem
};
