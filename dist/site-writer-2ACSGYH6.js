import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  SiteWriteError,
  SiteWriter
} from "./chunk-MR5Z43MN.js";
import "./chunk-LOFROOWK.js";
export {
  SiteWriteError,
  SiteWriter
};
