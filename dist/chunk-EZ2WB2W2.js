import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/start/heap-growth.ts
import v8 from "node:v8";
function limitHeapGrowth() {
  v8.setFlagsFromString("--heap-growing-percent=20");
}

// src/start/node-version.ts
var MIN_NODE_MAJOR = 22;
function nodeVersionProblem(version) {
  const major = Number(version.split(".")[0]);
  if (major >= MIN_NODE_MAJOR) return void 0;
  return `docsgate needs Node ${MIN_NODE_MAJOR} or newer; this is Node ${version}. Install Node ${MIN_NODE_MAJOR} or later (https://nodejs.org) and run it again.`;
}

export {
  limitHeapGrowth,
  nodeVersionProblem
};
