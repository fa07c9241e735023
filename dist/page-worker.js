import { createRequire as __docsgateCreateRequire } from "node:module";
const require = __docsgateCreateRequire(import.meta.url);
import {
  pagesMayDrawComponents
} from "./chunk-X3HJBWIJ.js";
import {
  FileIndex,
  PageLinter,
  loadComponentSandbox,
  pageRulesWith
} from "./chunk-JPMMXNPL.js";
import "./chunk-CJ7NE5UA.js";
import "./chunk-X2Q7XYNA.js";
import "./chunk-YY2LY7KT.js";
import "./chunk-MQPAYS26.js";
import "./chunk-ARJOCTAC.js";
import "./chunk-BSD27DMV.js";
import "./chunk-UUUGY4MQ.js";
import "./chunk-3GTHPOSM.js";
import "./chunk-FTXZLPLP.js";
import "./chunk-W7KGNAZE.js";
import {
  answer
} from "./chunk-UWRAYTU5.js";
import "./chunk-6XB3XLVW.js";
import "./chunk-34R7G3LF.js";
import "./chunk-LOFROOWK.js";

// src/page-pass/page-worker.ts
import { workerData } from "node:worker_threads";
var data = workerData;
if (data.render && pagesMayDrawComponents(data.root, data.groups.flat())) await loadComponentSandbox();
await answer(() => {
  const files = FileIndex.of(data.root, data.files, data.linksOutside);
  const rules = pageRulesWith(data.houseStyle).filter((rule) => data.enabledRuleIds.includes(rule.meta.id));
  const linter = new PageLinter(data.root, files, rules, data);
  return data.groups.flatMap(
    (group) => linter.lintSame(group).map((result, i) => [group[i], result])
  );
});
