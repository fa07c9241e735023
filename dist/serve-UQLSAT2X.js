import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  createSiteServer,
  serveSite
} from "./chunk-IBDEXPOZ.js";
import "./chunk-LOFROOWK.js";
export {
  createSiteServer,
  serveSite
};
