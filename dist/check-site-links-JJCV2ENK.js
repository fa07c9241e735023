import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  checkSiteLinks,
  linkSummary
} from "./chunk-D7IL4T55.js";
import "./chunk-LGSF3GR4.js";
import "./chunk-GKIPKC5E.js";
import "./chunk-ABTJQRYK.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-YKDY43HY.js";
import "./chunk-WC3XMLPH.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-I6MX762J.js";
import "./chunk-NK67VP6S.js";
import "./chunk-6XB3XLVW.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  checkSiteLinks,
  linkSummary
};
