import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  nodeVersionProblem
} from "./chunk-V53E6277.js";
import "./chunk-LOFROOWK.js";

// src/start/action.ts
var problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stdout.write(`::error::${problem}
`);
  process.exitCode = 2;
} else {
  await import("./src-BUAB6RZJ.js");
}
