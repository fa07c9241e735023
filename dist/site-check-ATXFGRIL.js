import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  buildAndCheckSite
} from "./chunk-AVBPBZPG.js";
import "./chunk-VPMLKNDV.js";
import "./chunk-KGCYVBE6.js";
import "./chunk-TO6BOWVV.js";
import "./chunk-NU4EVNWC.js";
import "./chunk-OB3X772S.js";
import "./chunk-243KG25U.js";
import "./chunk-QCZ4C4TY.js";
import "./chunk-XXNG2QLA.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-TCBWRTNY.js";
import "./chunk-UGAORXOH.js";
import "./chunk-K4L2SVBX.js";
import "./chunk-2AY3GXWT.js";
import "./chunk-MW3NGRXS.js";
import "./chunk-W7KGNAZE.js";
import "./chunk-IBDEXPOZ.js";
import "./chunk-34R7G3LF.js";
import "./chunk-Z7NV2AAP.js";
import "./chunk-LOFROOWK.js";
export {
  buildAndCheckSite
};
