#!/usr/bin/env node
import { nodeVersionProblem } from "./node-version.js";

// The CLI's modules are imported only after the check, so an older Node never evaluates them.
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exitCode = 2;
} else {
  await import("../cli.js");
}
