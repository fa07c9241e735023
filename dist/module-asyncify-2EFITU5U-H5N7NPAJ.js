import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  QuickJSAsyncWASMModule
} from "./chunk-XKKYHWHU.js";
import "./chunk-3CADHWXX.js";
import "./chunk-LOFROOWK.js";
export {
  QuickJSAsyncWASMModule
};
