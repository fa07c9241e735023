import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  buildAndCheckSite
} from "./chunk-5R4AKBNI.js";
import "./chunk-EHSTODDV.js";
import "./chunk-YJ663LD4.js";
import "./chunk-LGSF3GR4.js";
import "./chunk-K2AU5J42.js";
import "./chunk-5727SB2X.js";
import "./chunk-GKIPKC5E.js";
import "./chunk-JQQCBZ2Y.js";
import "./chunk-6OPSUXVL.js";
import "./chunk-ARJOCTAC.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-WFXS6HS7.js";
import "./chunk-YKDY43HY.js";
import "./chunk-WC3XMLPH.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-7H6FXNHY.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-M4EKLA6G.js";
import "./chunk-DUK4ZRUO.js";
import "./chunk-6XB3XLVW.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  buildAndCheckSite
};
