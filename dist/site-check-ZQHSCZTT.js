import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  buildAndCheckSite
} from "./chunk-NDVR3BAZ.js";
import "./chunk-MA4QLJKP.js";
import "./chunk-EI3Z3ED2.js";
import "./chunk-LGSF3GR4.js";
import "./chunk-GKIPKC5E.js";
import "./chunk-OB3X772S.js";
import "./chunk-64VFDGAY.js";
import "./chunk-PXY5HM43.js";
import "./chunk-OE6ANLND.js";
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
