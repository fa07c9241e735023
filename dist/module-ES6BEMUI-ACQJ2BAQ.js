import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  QuickJSModuleCallbacks,
  QuickJSWASMModule,
  applyBaseRuntimeOptions,
  applyModuleEvalRuntimeOptions
} from "./chunk-3CADHWXX.js";
import "./chunk-LOFROOWK.js";
export {
  QuickJSModuleCallbacks,
  QuickJSWASMModule,
  applyBaseRuntimeOptions,
  applyModuleEvalRuntimeOptions
};
