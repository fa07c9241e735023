import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  FileIndex,
  PageLinter,
  pageRulesWith
} from "./chunk-B5KST63P.js";
import "./chunk-TMV447QF.js";
import "./chunk-4R72HBQN.js";
import {
  answer
} from "./chunk-PNH74BT4.js";
import "./chunk-Z7NV2AAP.js";
import "./chunk-LOFROOWK.js";

// src/page-pass/page-worker.ts
import { workerData } from "node:worker_threads";
var data = workerData;
await answer(() => {
  const files = FileIndex.of(data.root, data.files, data.linksOutside);
  const rules = pageRulesWith(data.houseStyle).filter((rule) => data.enabledRuleIds.includes(rule.meta.id));
  const linter = new PageLinter(data.root, files, rules, data.syntaxEnabled, data.siteName, data.render);
  return data.pages.map((page) => [page, linter.lint(page)]);
});
