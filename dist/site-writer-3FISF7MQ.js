import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  SiteWriteError,
  SiteWriter
} from "./chunk-K2AU5J42.js";
import "./chunk-LOFROOWK.js";
export {
  SiteWriteError,
  SiteWriter
};
