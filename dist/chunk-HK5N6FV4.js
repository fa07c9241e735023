import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/openapi/spec-request.ts
var MAX_SPEC_BYTES = 20 * 1024 * 1024;
function megabytes(bytes) {
  return (bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1);
}

export {
  MAX_SPEC_BYTES,
  megabytes
};
