import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  GIT_TIMEOUT_MS,
  GitFailure,
  git,
  gitOutput
} from "./chunk-HGCY65AU.js";
import "./chunk-LOFROOWK.js";
export {
  GIT_TIMEOUT_MS,
  GitFailure,
  git,
  gitOutput
};
