import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  buildAndCheckSite
} from "./chunk-JMQGCH6E.js";
import "./chunk-B56OLVIH.js";
import "./chunk-TFVUBZYC.js";
import "./chunk-LGSF3GR4.js";
import "./chunk-GKIPKC5E.js";
import "./chunk-OB3X772S.js";
import "./chunk-S7MHXEEZ.js";
import "./chunk-7LFJ4ZPC.js";
import "./chunk-SFASJGYX.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-TKOGZV3I.js";
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
