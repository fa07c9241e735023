import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  createSiteServer,
  serveSite
} from "./chunk-M4EKLA6G.js";
import "./chunk-DUK4ZRUO.js";
import "./chunk-6XB3XLVW.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";
export {
  createSiteServer,
  serveSite
};
