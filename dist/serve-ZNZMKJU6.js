import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  createSiteServer,
  serveSite
} from "./chunk-SYXRGRGC.js";
import "./chunk-M2QDMA3Y.js";
import "./chunk-AJXRAHFI.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  createSiteServer,
  serveSite
};
