import type { Root } from "mdast";
import type { Plugin } from "unified";
import { lintRule } from "unified-lint-rule";
import type { Point, Position } from "unist";
import type { VFile } from "vfile";
import type { VFileMessage } from "vfile-message";
import { ruleDocsUrl } from "../engine/run-rules.js";
import type { Fix, RuledReport, RuleMeta } from "../diagnostics/diagnostic.js";
import type { PageContext } from "./page-context.js";

export interface PageReport {
  message: string;
  place: Position | Point;
  fix?: Fix;
}

/** A page rule: a unified lint plugin plus the metadata the engine needs. */
export interface PageRule {
  meta: RuleMeta;
  plugin: Plugin<[], Root>;
  /** For rules from remark-lint packages: their message origin and, optionally, our wording. */
  external?: { source: string; ruleId: string; reword?(message: VFileMessage): string };
}

const CONTEXT_KEY = "docsgatePage";

export function setPageContext(file: VFile, page: PageContext): void {
  file.data[CONTEXT_KEY] = page;
}

/** Defines one of docsgate's own page rules as a unified-lint-rule plugin. */
export function definePageRule(
  meta: RuleMeta,
  check: (page: PageContext, report: (report: PageReport) => void) => void,
): PageRule {
  const plugin = lintRule<Root>({ origin: `docsgate:${meta.id}`, url: ruleDocsUrl(meta.id) }, (_tree, file) => {
    const page = file.data[CONTEXT_KEY] as PageContext;
    check(page, ({ message, place, fix }) => {
      const vfileMessage = file.message(message, { place });
      if (fix) (vfileMessage as VFileMessage & { fix?: Fix }).fix = fix;
    });
  });
  return { meta, plugin: plugin as Plugin<[], Root> };
}

/** Turns the messages a lint run left on the file into reports with our rule ids. */
export function messagesToReports(file: VFile, fileName: string, rules: readonly PageRule[]): RuledReport[] {
  const reports: RuledReport[] = [];
  for (const message of file.messages) {
    const rule = rules.find((r) =>
      r.external
        ? message.source === r.external.source && message.ruleId === r.external.ruleId
        : message.source === "docsgate" && message.ruleId === r.meta.id,
    );
    if (!rule) throw new Error(`A page lint message has no rule: ${message.source}:${message.ruleId}`);
    const place = message.place;
    const start = place && "start" in place ? place.start : place;
    const end = place && "end" in place ? place.end : undefined;
    reports.push({
      ruleId: rule.meta.id,
      message: rule.external?.reword ? rule.external.reword(message) : message.reason,
      file: fileName,
      line: start?.line ?? 1,
      column: start?.column ?? 1,
      ...(end ? { endLine: end.line, endColumn: end.column } : {}),
      ...((message as VFileMessage & { fix?: Fix }).fix ? { fix: (message as VFileMessage & { fix?: Fix }).fix } : {}),
    });
  }
  return reports;
}
