import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);

// src/project/config-types/unchecked.ts
function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function uncheckedObject(value) {
  return isObject(value) ? value : void 0;
}
function objectAt(value, key) {
  const part = value?.[key];
  return isObject(part) ? part : void 0;
}
function objectsAt(value, key) {
  const part = value?.[key];
  return Array.isArray(part) ? part.map((item) => isObject(item) ? item : void 0) : [];
}
function valueAt(value, path) {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== "object") return void 0;
    current = current[segment];
  }
  return current;
}

export {
  isObject,
  uncheckedObject,
  objectAt,
  objectsAt,
  valueAt
};
