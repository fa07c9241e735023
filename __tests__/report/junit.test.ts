import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, test } from "vitest";
import { formatJunit } from "../../src/report/junit.js";
import { diagnostic, result } from "./diagnostics.js";

/** Every element of the report as [name, attributes], in document order. */
function elements(xml: string): [string, Record<string, string>][] {
  const document = parseDocument(xml, { xmlMode: true, decodeEntities: true });
  return DomUtils.findAll(() => true, document.children).map((element) => [element.name, element.attribs]);
}

describe("JUnit report", () => {
  test("one suite per file and one case per diagnostic; errors and warnings fail, notices pass", () => {
    const xml = formatJunit(
      result("/work/docs", [
        diagnostic({ line: 6, column: 26 }),
        diagnostic({ severity: "warning", ruleId: "nav/duplicate", line: 8, column: 3 }),
        diagnostic({
          severity: "notice",
          ruleId: "page/long",
          file: "guides/install.mdx",
          line: 0,
          column: 0,
          message: "Long.",
        }),
      ]),
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(elements(xml)).toEqual([
      ["testsuites", { name: "docsgate", tests: "3", failures: "2" }],
      ["testsuite", { name: "docs.json", tests: "2", failures: "2" }],
      ["testcase", { classname: "docs.json", name: "nav/missing-page 6:26" }],
      ["failure", { type: "nav/missing-page", message: "The page is missing." }],
      ["testcase", { classname: "docs.json", name: "nav/duplicate 8:3" }],
      ["failure", { type: "nav/duplicate", message: "The page is missing." }],
      ["testsuite", { name: "guides/install.mdx", tests: "1", failures: "0" }],
      ["testcase", { classname: "guides/install.mdx", name: "page/long" }],
      ["system-out", {}],
    ]);
    expect(xml).toContain(
      ">docs.json:6:26 error The page is missing. https://example.test/rules/nav/missing-page.md</failure>",
    );
    expect(xml).toContain(
      ">docs.json:8:3 warning The page is missing. https://example.test/rules/nav/duplicate.md</failure>",
    );
    expect(xml).toContain(
      "<system-out>guides/install.mdx notice Long. https://example.test/rules/page/long.md</system-out>",
    );
  });

  test("a clean project is one passing test case", () => {
    expect(formatJunit(result("/work/docs", []))).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="docsgate" tests="1" failures="0">',
        '  <testsuite name="docsgate" tests="1" failures="0">',
        '    <testcase classname="docsgate" name="docsgate"/>',
        "  </testsuite>",
        "</testsuites>",
        "",
      ].join("\n"),
    );
  });

  test("escapes markup, quotes and line breaks, and drops characters XML cannot hold", () => {
    const message = `Use <Card> & "quotes" 'too'\nnext\tline \u0000\u0008\u000b\u001f\ufffe\ud800 end 😀`;
    const xml = formatJunit(result("/work/docs", [diagnostic({ file: `a&b"<c>.mdx`, ruleId: "style/x<y>", message })]));
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(xml).toContain('<testsuite name="a&amp;b&quot;&lt;c&gt;.mdx"');
    expect(xml).toContain('<testcase classname="a&amp;b&quot;&lt;c&gt;.mdx" name="style/x&lt;y&gt; 1:1">');
    expect(xml).toContain(
      '<failure type="style/x&lt;y&gt;" message="Use &lt;Card&gt; &amp; &quot;quotes&quot; &apos;too&apos;&#10;next&#9;line  end 😀">' +
        `a&amp;b"&lt;c&gt;.mdx:1:1 error Use &lt;Card&gt; &amp; "quotes" 'too'\nnext\tline  end 😀 https://example.test/rules/style/x&lt;y&gt;.md</failure>`,
    );
    const [, , testCase, failure] = elements(xml);
    expect(testCase![1].classname).toBe(`a&b"<c>.mdx`);
    expect(failure![1].message).toBe(`Use <Card> & "quotes" 'too'\nnext\tline  end 😀`);
  });
});
