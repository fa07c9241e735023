// Written by scripts/format-registry.mjs from the files in src/report/format/ (npm run build): do not edit.
import { format as consoleFormat } from "./format/console.js";
import { format as compactFormat } from "./format/compact.js";
import { format as githubFormat } from "./format/github.js";
import { format as gitlabFormat } from "./format/gitlab.js";
import { format as jsonFormat } from "./format/json.js";
import { format as junitFormat } from "./format/junit.js";
import { format as sarifFormat } from "./format/sarif.js";

/** Every report format, in the order `--format` lists them: console (the default) first, then by name. */
export const FORMAT_MODULES = [
  consoleFormat,
  compactFormat,
  githubFormat,
  gitlabFormat,
  jsonFormat,
  junitFormat,
  sarifFormat,
] as const;
