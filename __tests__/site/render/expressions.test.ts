import { expect, test } from "vitest";
import { renderBody } from "./render.js";

test("comments render nothing, silently", () => {
  const { page, reports } = renderBody("Before {/* a note for writers */} after.\n\n{/* a block comment */}");
  expect(page.html).toBe("<p>Before  after.</p>");
  expect(reports).toEqual([]);
});

test("literal expressions render their value: strings, numbers, template literals without ${}, lists", () => {
  const { page, reports } = renderBody(
    'A {"string"}, a {2}, a {-1.5}, a {`template`}, a list {["x", 1]}, nothing for {true} or {null}.',
  );
  expect(page.html).toBe("<p>A string, a 2, a -1.5, a template, a list x1, nothing for  or .</p>");
  expect(reports).toEqual([]);
});

test("literal attribute values: strings, numbers, booleans, literal arrays and objects", () => {
  const { page, reports } = renderBody(
    '<CardGroup cols={"4"}>\n<Card title={"Title"} horizontal={true}>\nX\n</Card>\n</CardGroup>\n\n<ResponseField name="a" default={{ b: [1, "c"] }} required={false}>\nY\n</ResponseField>',
  );
  expect(page.html).toContain(
    '<div class="card-group cols-4" style="--cols: 4"><div class="card card-horizontal"><div class="card-body"><p class="card-title">Title</p>',
  );
  expect(page.html).toContain('<span class="field-default">default: <code>{"b":[1,"c"]}</code></span>');
  expect(page.html).not.toContain("field-required");
  expect(reports).toEqual([]);
});

test("a page's own literal exports render where they are used", () => {
  const { page, reports } = renderBody(
    'export const version = "2.4.1";\nexport const limits = { rate: 100 };\n\nInstall version {version}.',
  );
  expect(page.html).toBe("<p>Install version 2.4.1.</p>");
  expect(reports).toEqual([]);
});

test("anything else is a warning at its place with a fix hint, and renders nothing", () => {
  const { page, reports } = renderBody(
    'Hello {user.name}, it is {new Date().getFullYear()}.\n\n<Card title="T" icon={<Logo />}>\nX\n</Card>\n\n<Note {...props}>Y</Note>',
  );
  expect(page.html).toContain("<p>Hello , it is .</p>");
  expect(page.html).toContain('<div class="card"><div class="card-body"><p class="card-title">T</p>');
  expect(reports.map((r) => [r.ruleId, r.line, r.column])).toEqual([
    ["site/unrendered-expression", 6, 7],
    ["site/unrendered-expression", 6, 26],
    ["site/unrendered-expression", 8, 17],
    ["site/unrendered-expression", 12, 7],
  ]);
  expect(reports[0]!.message).toBe(
    `The expression \`{user.name}\` needs code to run, so docsgate's preview shows nothing in its place (Mintlify runs it). Write a literal instead (\`title="Setup"\`, \`cols={2}\`, \`{"text"}\`), or pass the value as a prop of a snippet; docsgate never runs code from the docs.`,
  );
  expect(reports[2]!.message).toContain('or give an icon by name (`icon="rocket"`)');
  expect(reports[3]!.message).toContain("The spread attribute `{...props}` on <Note>");
});

test("a rule set to off is not reported; the render is the same", () => {
  const { page, reports } = renderBody(
    "Hi {name}.",
    {},
    { severities: new Map([["site/unrendered-expression", "off"]]) },
  );
  expect(page.html).toBe("<p>Hi .</p>");
  expect(reports).toEqual([]);
});

test("unsafe HTML is dropped: script, style, on* attributes, javascript: URLs (check's page/unsafe-html and page/unsafe-url report them, not the build)", () => {
  const { page, reports } = renderBody(
    '<script>alert(1)</script>\n\n<style>{"body{display:none}"}</style>\n\n<button onClick={"x()"} type="button">Go</button>\n\n<a href="javascript:alert(1)">A</a> and [B](javascript:alert(2)) and <a href="https://x.test" target="_blank">C</a>',
  );
  expect(page.html).toBe(
    '<p></p>\n<p><button type="button">Go</button></p>\n<p><a>A</a> and <a>B</a> and <a href="https://x.test" target="_blank" rel="noopener noreferrer">C</a></p>',
  );
  expect(reports).toEqual([]);
});

test("a bare name nothing defines is a warning: Mintlify removes it from the published page too", () => {
  const { page, reports } = renderBody(
    'export const region = "eu";\n\nCall /jobs/{jobId}/cancel in {region}, as {user} sees it.',
  );
  expect(page.html).toBe("<p>Call /jobs//cancel in eu, as  sees it.</p>");
  expect(reports.map((r) => [r.line, r.column, r.defaultSeverity])).toEqual([
    [8, 12, "warning"],
    // `user` is the signed-in reader, which Mintlify keeps and runs: only the preview lacks it.
    [8, 43, undefined],
  ]);
  expect(reports[0]!.message).toBe(
    "`{jobId}` names nothing this page defines, so Mintlify leaves it out (@mintlify/common's remarkMdxRemoveUnusedVariables), as docsgate's preview does: readers see nothing in its place. To show the braces, escape them (`\\{jobId\\}`) or write the text as code.",
  );
});
