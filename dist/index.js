import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  limitHeapGrowth,
  nodeVersionProblem
} from "./chunk-EZ2WB2W2.js";
import "./chunk-LOFROOWK.js";

// src/start/action.ts
var problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stdout.write(`::error::${problem}
`);
  process.exitCode = 2;
} else {
  limitHeapGrowth();
  await import("./src-3QNCU4F6.js");
}
