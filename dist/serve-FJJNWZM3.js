import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  createSiteServer,
  serveSite
} from "./chunk-D4TPFZOB.js";
import "./chunk-XXOMV2HI.js";
import "./chunk-M3T6AEA5.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  createSiteServer,
  serveSite
};
