import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  linkCacheProblem
} from "./chunk-WGHPAA5S.js";
import "./chunk-HGCY65AU.js";
import "./chunk-LOFROOWK.js";
export {
  linkCacheProblem
};
