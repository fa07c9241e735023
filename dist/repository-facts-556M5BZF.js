import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  repositoryFacts
} from "./chunk-ZDAYDS7P.js";
import "./chunk-LOFROOWK.js";
export {
  repositoryFacts
};
