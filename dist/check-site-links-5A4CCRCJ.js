import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  checkSiteLinks,
  linkSummary
} from "./chunk-S2IV7764.js";
import "./chunk-7WXVLMGA.js";
import "./chunk-D3TY4MDE.js";
import "./chunk-GKIPKC5E.js";
import "./chunk-X2Q7XYNA.js";
import "./chunk-YY2LY7KT.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-Q4XEN6ZB.js";
import "./chunk-BPU2NOSW.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-M4EKLA6G.js";
import "./chunk-DUK4ZRUO.js";
import "./chunk-6XB3XLVW.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  checkSiteLinks,
  linkSummary
};
