import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  FileIndex,
  PageLinter,
  pageRulesWith
} from "./chunk-7NFEHYUE.js";
import "./chunk-243KG25U.js";
import "./chunk-QCZ4C4TY.js";
import "./chunk-XXNG2QLA.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-T4CRUIKD.js";
import "./chunk-MW3NGRXS.js";
import "./chunk-W7KGNAZE.js";
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
  const linter = new PageLinter(data.root, files, rules, {
    syntaxEnabled: data.syntaxEnabled,
    ...data.siteName ? { siteName: data.siteName } : {},
    iconLibrary: data.iconLibrary,
    ...data.render ? { render: data.render } : {},
    recordProbes: data.recordProbes
  });
  return data.pages.map((page) => [page, linter.lint(page)]);
});
