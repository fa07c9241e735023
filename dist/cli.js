#!/usr/bin/env node
import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  limitHeapGrowth,
  nodeVersionProblem
} from "./chunk-EZ2WB2W2.js";
import "./chunk-LOFROOWK.js";

// src/start/cli.ts
import * as nodeModule from "node:module";
var problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}
`);
  process.exitCode = 2;
} else {
  nodeModule.enableCompileCache?.();
  limitHeapGrowth();
  await import("./cli-S6FIKVPI.js");
}
