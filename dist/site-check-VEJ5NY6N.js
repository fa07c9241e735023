import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  buildAndCheckSite
} from "./chunk-GXEWJGNQ.js";
import "./chunk-LBFL7LRA.js";
import "./chunk-UTC5VG76.js";
import "./chunk-LGSF3GR4.js";
import "./chunk-7Q7YE6WX.js";
import "./chunk-OB3X772S.js";
import "./chunk-CVOXSD5P.js";
import "./chunk-QWWUTHZ3.js";
import "./chunk-KEYV4UJ7.js";
import "./chunk-Z7NV2AAP.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-5GRSKLKJ.js";
import "./chunk-YKDY43HY.js";
import "./chunk-WC3XMLPH.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-A45BFZNE.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-7Q5NZEJE.js";
import "./chunk-AJXRAHFI.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  buildAndCheckSite
};
