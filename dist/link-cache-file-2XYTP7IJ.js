import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  linkCacheProblem
} from "./chunk-G2MTXNMH.js";
import "./chunk-SHV4V4KZ.js";
import "./chunk-LOFROOWK.js";
export {
  linkCacheProblem
};
