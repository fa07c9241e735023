import type { CheckResult } from "../contracts/check-result.js";
import type { Diagnostic } from "../diagnostics/diagnostic.js";

/**
 * The `--format junit` report, for CI systems that show test results: a test suite per file with
 * diagnostics, a test case per diagnostic. Errors and warnings fail their test case; notices pass
 * with the notice as output. A clean project is one passing test case, so it shows as a pass.
 */
export function formatJunit(result: CheckResult): string {
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of result.diagnostics) {
    const list = byFile.get(d.file);
    if (list) list.push(d);
    else byFile.set(d.file, [d]);
  }
  const suites = [...byFile].map(([file, diagnostics]) => testSuite(file, diagnostics.map(testCase)));
  if (suites.length === 0)
    suites.push(testSuite("docsgate", [{ xml: `<testcase classname="docsgate" name="docsgate"/>`, failed: false }]));
  const tests = result.diagnostics.length || 1;
  const failures = result.diagnostics.filter(isFailure).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="docsgate" tests="${tests}" failures="${failures}">\n${suites.join("")}</testsuites>\n`;
}

interface TestCase {
  xml: string;
  failed: boolean;
}

function testSuite(name: string, cases: readonly TestCase[]): string {
  const failures = cases.filter((c) => c.failed).length;
  const body = cases.map((c) => `    ${c.xml}\n`).join("");
  return `  <testsuite name="${attribute(name)}" tests="${cases.length}" failures="${failures}">\n${body}  </testsuite>\n`;
}

function testCase(d: Diagnostic): TestCase {
  const position = d.line > 0 ? `${d.line}:${d.column}` : "";
  const name = position ? `${d.ruleId} ${position}` : d.ruleId;
  const open = `<testcase classname="${attribute(d.file)}" name="${attribute(name)}">`;
  const details = text([position ? `${d.file}:${position}` : d.file, d.severity, d.message, d.docsUrl].join(" "));
  const inner = isFailure(d)
    ? `<failure type="${attribute(d.ruleId)}" message="${attribute(d.message)}">${details}</failure>`
    : `<system-out>${details}</system-out>`;
  return { xml: `${open}${inner}</testcase>`, failed: isFailure(d) };
}

function isFailure(d: Diagnostic): boolean {
  return d.severity !== "notice";
}

/**
 * Characters XML 1.0 does not allow at all, not even escaped: most control characters, lone surrogates, U+FFFE and
 * U+FFFF.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

function text(value: string): string {
  return value.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Line breaks and tabs are written as references, which attribute value normalisation keeps. */
function attribute(value: string): string {
  return text(value)
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}
