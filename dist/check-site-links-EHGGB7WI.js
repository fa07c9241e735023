import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  checkSiteLinks,
  linkSummary
} from "./chunk-KGCYVBE6.js";
import "./chunk-TO6BOWVV.js";
import "./chunk-NU4EVNWC.js";
import "./chunk-QCZ4C4TY.js";
import "./chunk-XXNG2QLA.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-UGAORXOH.js";
import "./chunk-K4L2SVBX.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-IBDEXPOZ.js";
import "./chunk-Z7NV2AAP.js";
import "./chunk-LOFROOWK.js";
export {
  checkSiteLinks,
  linkSummary
};
