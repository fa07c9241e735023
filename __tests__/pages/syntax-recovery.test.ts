import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import type { Diagnostic } from "../../src/diagnostics/diagnostic.js";
import { docsJson, tempProject } from "../helpers/temp-project.js";
import { FRONT } from "./page-findings.js";

// Made-up credential in a shape the detector looks for, split so that scanners do not take the source for a leak.
const GITHUB = "ghp_" + "R8cT2vLq9ZxN4mWp7KbY3sHd6FjA1eGu5QoV";

/** Every finding on the project's pages, as `rule file:line:column`, the syntax error first as reported. */
function findings(
  files: Record<string, string>,
  options: { render?: boolean } = {},
): { found: string[]; diagnostics: Diagnostic[]; rendered?: string[] } {
  const pages = Object.keys(files)
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith("snippets/"))
    .map((file) => file.replace(/\.mdx?$/, ""));
  const root = tempProject({ "docs.json": docsJson(pages), ...files });
  const result = check({ root, ...(options.render ? { render: { basePath: "" } } : {}) });
  const diagnostics = result.diagnostics.filter((d) => d.file.endsWith(".mdx"));
  return {
    found: diagnostics.map((d) => `${d.ruleId} ${d.file}:${d.line}:${d.column}`),
    diagnostics,
    ...(result.site ? { rendered: [...result.site.rendered.keys()] } : {}),
  };
}

describe("page/syntax: the rest of a page with a syntax error is still checked", () => {
  test("broken links before and after an HTML comment are reported at their own lines", () => {
    const page = `${FRONT}See [the setup guide](/guides/missing-before).\n\n<!-- an old note -->\n\nThen read [the reference](/reference/missing-after#usage).\n`;
    const { found, diagnostics } = findings({ "a.mdx": page });
    expect(found).toEqual(["page/broken-link a.mdx:6:5", "page/syntax a.mdx:8:2", "page/broken-link a.mdx:10:11"]);
    // The syntax error is reported as it always was.
    expect(diagnostics[1]!.message).toMatch(/^MDX syntax error: Unexpected character `!`/);
    expect(diagnostics[2]).toMatchObject({ endLine: 10, endColumn: 58 });
  });

  test("missing images before and after a component that is never closed", () => {
    const page = [
      FRONT + "![Dashboard](/images/missing-before.png)",
      "",
      "<Steps>",
      '  <Step title="Install">',
      "    Run the installer.",
      "  </Step>",
      "",
      "![Chart](/images/missing-after.png)",
      "",
      '<img src="/images/missing-element.png" alt="Logo" />',
      "",
    ].join("\n");
    expect(findings({ "a.mdx": page }).found).toEqual([
      "page/missing-asset a.mdx:6:1",
      "page/syntax a.mdx:8:1",
      "page/missing-asset a.mdx:13:1",
      "page/missing-asset a.mdx:15:6",
    ]);
  });

  test("imports of missing snippets before and after the error", () => {
    const page = `${FRONT}import Intro from "/snippets/missing-intro.mdx";\n\n<Intro />\n\nWrite <5 lines.\n\nimport Outro from "/snippets/missing-outro.mdx";\n\n<Outro />\n`;
    expect(findings({ "a.mdx": page }).found).toEqual([
      "page/snippet-import a.mdx:6:1",
      "page/syntax a.mdx:10:8",
      "page/snippet-import a.mdx:12:1",
    ]);
  });

  test("a line of prose that starts with `import` is left out alone, the real import above it still checked", () => {
    const page = `${FRONT}import Intro from "/snippets/missing-intro.mdx";\nimport your data before you start.\n\n[guide](/missing-guide)\n`;
    expect(findings({ "a.mdx": page }).found).toEqual([
      "page/snippet-import a.mdx:6:1",
      "page/syntax a.mdx:7:13",
      "page/broken-link a.mdx:9:1",
    ]);
  });

  test("a secret after a stray brace is reported at its exact place", () => {
    const page = `${FRONT}Set {the token first.\n\n\`\`\`bash\nexport GITHUB_TOKEN=${GITHUB}\n\`\`\`\n`;
    const { found, diagnostics } = findings({ "a.mdx": page });
    expect(found).toEqual(["page/syntax a.mdx:6:22", "page/secret a.mdx:9:21"]);
    expect(diagnostics[1]).toMatchObject({ endLine: 9, endColumn: 21 + GITHUB.length });
  });

  test("CRLF line ends and tabs keep every place right", () => {
    const page = `${FRONT}Text\t<!-- x --> and [one](/missing-one).\n\n\t<!-- y -->\n\n[two](/missing-two)\n`.replace(
      /\n/g,
      "\r\n",
    );
    expect(findings({ "a.mdx": page }).found).toEqual([
      "page/broken-link a.mdx:6:21",
      "page/syntax a.mdx:8:3",
      "page/broken-link a.mdx:10:1",
    ]);
  });

  test("links from other pages reach the headings of a page with a syntax error, and a missing heading is reported", () => {
    const broken = `${FRONT}## Set up the client\n\n<!-- draft -->\n\n## Send a request\n`;
    const other = `${FRONT}Read [setup](/broken#set-up-the-client), [requests](/broken#send-a-request) and [limits](/broken#rate-limits).\n`;
    expect(findings({ "broken.mdx": broken, "other.mdx": other }).found).toEqual([
      "page/syntax broken.mdx:8:2",
      "page/broken-link other.mdx:6:81",
    ]);
  });

  test("an anchor the broken tag itself may give is not held against links to it", () => {
    const broken = `${FRONT}<Accordion title="Rate limits">\n  Ten requests a second.\n\n## Send a request\n`;
    const other = `${FRONT}Read [limits](/broken#rate-limits) and [requests](/broken#send-a-request).\n`;
    expect(findings({ "broken.mdx": broken, "other.mdx": other }).found).toEqual(["page/syntax broken.mdx:6:1"]);
  });

  test("a recovered page gets no findings from what recovery changed: components, headings and prose are not checked", () => {
    const body = [
      "# A heading at level one",
      "",
      "<Tabs>",
      '  <Tab title="npm">',
      "    The package was installed by npm.",
      "  </Tab>",
      "",
      '<Card title="Quickstart" color=red>',
      "  Click here to continue.",
      "</Card>",
      "",
    ].join("\n");
    const valid = findings({
      "a.mdx": FRONT + body.replace("color=red", 'color="red"').replace("  </Tab>", "  </Tab>\n</Tabs>"),
    }).found;
    expect(valid).toEqual(["page/heading-h1 a.mdx:6:1", "style/active-voice a.mdx:10:17"]);
    // `<Tabs>` is never closed and `color=red` does not parse: the recovered tree has a `<Tab>`
    // outside `<Tabs>` and the Card's tag as text, which the page as written does not.
    expect(findings({ "a.mdx": FRONT + body }).found).toEqual(["page/syntax a.mdx:13:32"]);
  });

  test("the front matter is still checked", () => {
    expect(findings({ "a.mdx": "---\ntitle: Sample page\n---\n\n<Note>\n" }).found).toEqual([
      "page/description a.mdx:1:1",
      "page/syntax a.mdx:5:1",
    ]);
  });

  test("a page that does not converge is read as Markdown: its links are checked, its components are not read as HTML", () => {
    // An attribute quote that is never closed runs to the end of the page past many tags.
    const tags = Array.from({ length: 25 }, (_, i) => `<Tip>Tip ${i}.</Tip>`).join("\n\n");
    const page = `${FRONT}<Note title="Open>\n\n[guide](/missing-guide)\n\n<img src={logo} />\n\n${tags}\n`;
    expect(findings({ "a.mdx": page }).found).toEqual(["page/broken-link a.mdx:8:1", "page/syntax a.mdx:61:1"]);
  });

  test("the page is still not built", () => {
    const { rendered } = findings(
      { "broken.mdx": `${FRONT}<Note>\n`, "good.mdx": `${FRONT}Text.\n` },
      { render: true },
    );
    expect(rendered).toEqual(["good.mdx"]);
  });
});
