import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  LinkCheckError,
  checkSiteUrls
} from "./chunk-GKIPKC5E.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-LOFROOWK.js";
export {
  LinkCheckError,
  checkSiteUrls
};
