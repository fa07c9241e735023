#!/usr/bin/env node
import * as nodeModule from "node:module";
import { limitHeapGrowth } from "./heap-growth.js";
import { nodeVersionProblem } from "./node-version.js";

// The CLI's modules are imported only after the check, so an older Node never evaluates them.
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exitCode = 2;
} else {
  // V8 keeps the bundle's compiled code in the system's temporary folder: later runs (a pre-commit
  // hook, an editor) start about 70 ms sooner. Node 22.0 lacks it; a cache that cannot be written
  // is skipped.
  nodeModule.enableCompileCache?.();
  limitHeapGrowth();
  await import("../cli.js");
}
