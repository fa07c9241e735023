import { limitHeapGrowth } from "./heap-growth.js";
import { nodeVersionProblem } from "./node-version.js";

// The action's modules are imported only after the check, so an older Node never evaluates them.
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stdout.write(`::error::${problem}\n`);
  process.exitCode = 2;
} else {
  limitHeapGrowth();
  await import("../index.js");
}
