import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  buildAndCheckSite
} from "./chunk-UUGZ2677.js";
import "./chunk-G46IMKSS.js";
import "./chunk-2ENXGRE5.js";
import "./chunk-LGSF3GR4.js";
import "./chunk-GKIPKC5E.js";
import "./chunk-OB3X772S.js";
import "./chunk-ZQ5JDR6I.js";
import "./chunk-5LOKGNSX.js";
import "./chunk-YUHTEQMZ.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-RIMUN5NR.js";
import "./chunk-YKDY43HY.js";
import "./chunk-WC3XMLPH.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-AFJWLD5F.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-D4TPFZOB.js";
import "./chunk-XXOMV2HI.js";
import "./chunk-M3T6AEA5.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  buildAndCheckSite
};
