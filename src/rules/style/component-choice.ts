import type { Code, List, Nodes, Parents, Table } from "mdast";
import { toString } from "mdast-util-to-string";
import type { PageContext } from "../../pages/page-context.js";
import { pageComponents } from "../../pages/page-components.js";
import { definePageRule, type PageReport } from "../../pages/page-rule.js";
import { proseOf } from "../../style/prose.js";
import { clientLanguage, showOneExample } from "../../style/structure/code-languages.js";
import { isNumberedProcedure } from "../../style/structure/procedure-lists.js";
import { enclosingComponents, firstLinePlace, headingAbove, leadInOf } from "../../style/structure/surroundings.js";

/**
 * A numbered procedure longer than this many steps reads better as `<Steps>`. In the corpus,
 * numbered lists of two to five items are by far the most common and read well as plain lists;
 * past five, readers lose their place and a heading per step helps them scan back.
 */
const MAX_PLAIN_STEPS = 5;

/** Components that already group code blocks, or hold code that is not the page's own example. */
const GROUPS_CODE = new Set(["CodeGroup", "Tabs", "Tab", "RequestExample", "ResponseExample"]);
/** Components a parameter table may sit in without being the page's parameter list. */
const FIELD_COMPONENTS = new Set([
  "ParamField",
  "ResponseField",
  "Expandable",
  "CodeGroup",
  "RequestExample",
  "ResponseExample",
]);
/** A header cell that names the parameter. */
const NAME_COLUMN = /^(?:name|param(?:eter)?|field|property|attribute|key|arg(?:ument)?)s?(?: name)?$/i;
/** A header cell that gives its type or what it means. */
const DETAIL_COLUMN = /^(?:type|data type|description|desc)$/i;
/** A heading or lead-in over the response's fields. */
const RESPONSE = /\b(?:respon(?:se|ds)|returns?|returned|output|result)s?\b/i;

export const rule = definePageRule(
  {
    id: "style/component-choice",
    category: "style",
    defaultSeverity: "notice",
    description:
      "Content uses the component made for it: `<CodeGroup>` for one example in several languages, `<Steps>` for long procedures, `<ParamField>`/`<ResponseField>` for API parameters.",
    editorGuidance: {
      section: "voice",
      place: 6,
      text: "Pick the component the content calls for (see Components): `<CodeGroup>` for one snippet in several languages, `<Steps>` for a long procedure, `<ParamField>` rather than a table for API parameters.",
    },
  },
  (page, report) => {
    if (!proseOf(page).english) return;
    checkCodeRuns(page, report);
    checkLongProcedures(page, report);
    checkParameterTables(page, report);
  },
);

function checkCodeRuns(page: PageContext, report: (report: PageReport) => void): void {
  for (const run of codeRuns(page)) {
    if (
      run.length < 2 ||
      enclosingComponents(page, run[0]!).some((name) => GROUPS_CODE.has(name)) ||
      !showOneExample(run)
    )
      continue;
    report({
      message: `These ${run.length} code blocks show one example in ${run.map(clientLanguage).join(", ")}. Wrap them in \`<CodeGroup>\` so readers switch languages with tabs instead of scrolling past the ones they do not use.`,
      place: firstLinePlace(page, run[0]!),
    });
  }
}

/** Runs of code blocks that follow each other with only blank lines between them, each parent read once. */
function codeRuns(page: PageContext): Code[][] {
  const parents = new Set<Parents>();
  for (const code of page.nodes.of("code")) parents.add(page.nodes.parentOf(code)!);
  const runs: Code[][] = [];
  for (const parent of parents) {
    let run: Code[] = [];
    for (const child of parent.children as Nodes[]) {
      if (child.type === "code") run.push(child);
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    if (run.length) runs.push(run);
  }
  return runs;
}

function checkLongProcedures(page: PageContext, report: (report: PageReport) => void): void {
  for (const list of page.nodes.of("list")) {
    if (list.children.length <= MAX_PLAIN_STEPS || !isNumberedProcedure(page, list) || inListItem(page, list)) continue;
    report({
      message: `This numbered procedure has ${list.children.length} steps. Put it in \`<Steps>\`, one \`<Step title="...">\` per step, so each step gets a heading readers can find their place by.`,
      place: firstLinePlace(page, list),
    });
  }
}

/** A list inside a list item belongs to that item; `<Steps>` cannot go there. */
function inListItem(page: PageContext, list: List): boolean {
  return page.nodes.ancestorsOf(list).some((node) => node.type === "listItem");
}

function checkParameterTables(page: PageContext, report: (report: PageReport) => void): void {
  if (!isEndpointPage(page)) return;
  for (const table of page.nodes.of("table")) {
    if (!isParameterTable(table) || enclosingComponents(page, table).some((name) => FIELD_COMPONENTS.has(name)))
      continue;
    const response = RESPONSE.test(headingAbove(page, table) ?? "") || RESPONSE.test(leadInOf(page, table) ?? "");
    const component = response ? "ResponseField" : "ParamField";
    const example = response
      ? '`<ResponseField name="id" type="string">`'
      : '`<ParamField query="limit" type="integer">`';
    report({
      message: `This table lists the endpoint's ${response ? "response fields" : "parameters"}. Write one \`<${component}>\` per row instead (${example}), so each field shows its name, type and whether it is required the way the API reference and playground expect.`,
      place: firstLinePlace(page, table),
    });
  }
}

/** API reference pages: an operation in the front matter, or request and response samples. */
function isEndpointPage(page: PageContext): boolean {
  return (
    page.isApiPage ||
    pageComponents(page).uses.some((use) => use.name === "RequestExample" || use.name === "ResponseExample")
  );
}

function isParameterTable(table: Table): boolean {
  const header = table.children[0]?.children.map((cell) => toString(cell).trim()) ?? [];
  return header.length >= 2 && NAME_COLUMN.test(header[0]!) && header.slice(1).some((cell) => DETAIL_COLUMN.test(cell));
}
