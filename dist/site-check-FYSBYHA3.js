import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  buildAndCheckSite
} from "./chunk-S3AGMZQ7.js";
import "./chunk-S2G3PXBL.js";
import "./chunk-WXACWGYK.js";
import "./chunk-LGSF3GR4.js";
import "./chunk-GKIPKC5E.js";
import "./chunk-OB3X772S.js";
import "./chunk-SNX7GKVZ.js";
import "./chunk-PXY5HM43.js";
import "./chunk-SAMVO4HM.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-5GRSKLKJ.js";
import "./chunk-YKDY43HY.js";
import "./chunk-WC3XMLPH.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-A45BFZNE.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-SYXRGRGC.js";
import "./chunk-M2QDMA3Y.js";
import "./chunk-AJXRAHFI.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  buildAndCheckSite
};
