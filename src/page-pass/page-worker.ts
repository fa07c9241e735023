import { workerData } from "node:worker_threads";
import { answer } from "../threads/blocking-worker.js";
import { FileIndex } from "../project/file-index.js";
import { pageRulesWith } from "./page-rules-with-style.js";
import type { HouseStyleRule } from "../style/house-style/types.js";
import type { RenderSettings } from "../render/types.js";
import type { IconLibrary } from "../icons/icon-ref.js";
import { PageLinter, type PageLintResult } from "./lint-page.js";
import type { Variables } from "../parse/variables.js";
import { loadComponentSandbox } from "../render/component-sandbox.js";
import { pagesMayDrawComponents } from "../render/component-use.js";

/** What the main thread hands a page worker: the file index as lists, and its share of pages. */
export interface PageWorkerData {
  root: string;
  files: string[];
  linksOutside: string[];
  /** The style files' rules, rebuilt here as on the main thread. */
  houseStyle: HouseStyleRule[];
  enabledRuleIds: string[];
  syntaxEnabled: boolean;
  siteName?: string;
  variables?: Variables;
  iconLibrary: IconLibrary;
  /** Given when building the site: the worker renders its pages too. */
  render?: RenderSettings;
  /** Given when checking without building: the pages whose expressions may not render are rendered for those reports. */
  expressions?: RenderSettings;
  /** Each result notes what its check asked of the file index (for the page cache). */
  recordProbes: boolean;
  /** The worker's share of pages, in groups of paths that hold the same bytes (linted as one, see lintSame). */
  groups: string[][];
}

const data = workerData as PageWorkerData;
// A build draws the docs' own components in the sandbox, which loads asynchronously before the first page.
if (data.render && pagesMayDrawComponents(data.root, data.groups.flat())) await loadComponentSandbox();
await answer((): [string, PageLintResult][] => {
  const files = FileIndex.of(data.root, data.files, data.linksOutside);
  const rules = pageRulesWith(data.houseStyle).filter((rule) => data.enabledRuleIds.includes(rule.meta.id));
  // The linter's options are the main thread's, as they came (lint-pages.ts).
  const linter = new PageLinter(data.root, files, rules, data);
  return data.groups.flatMap((group) =>
    linter.lintSame(group).map((result, i): [string, PageLintResult] => [group[i]!, result]),
  );
});
