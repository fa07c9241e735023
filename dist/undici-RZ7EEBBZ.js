import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  require_undici
} from "./chunk-OWQ6OZWF.js";
import "./chunk-LOFROOWK.js";
export default require_undici();
