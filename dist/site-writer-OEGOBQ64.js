import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  SiteWriteError,
  SiteWriter
} from "./chunk-KEMYEB7A.js";
import "./chunk-LOFROOWK.js";
export {
  SiteWriteError,
  SiteWriter
};
