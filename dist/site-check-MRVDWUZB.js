import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  buildAndCheckSite
} from "./chunk-I5WAJDHY.js";
import "./chunk-BAHVY2XY.js";
import "./chunk-TFVUBZYC.js";
import "./chunk-LGSF3GR4.js";
import "./chunk-GKIPKC5E.js";
import "./chunk-OB3X772S.js";
import "./chunk-UGYBQM2Q.js";
import "./chunk-PXY5HM43.js";
import "./chunk-SFASJGYX.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-5GRSKLKJ.js";
import "./chunk-YKDY43HY.js";
import "./chunk-WC3XMLPH.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-A45BFZNE.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-D4TPFZOB.js";
import "./chunk-XXOMV2HI.js";
import "./chunk-M3T6AEA5.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  buildAndCheckSite
};
