import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { check } from "../../src/check.js";
import { page, tempProject, v2DocsJson } from "../helpers/temp-project.js";

const FRONT = "---\ntitle: Sample page\ndescription: A sample page of text.\n---\n\n";

/** A project whose nav lists `bad` (the page under test) and `good`, which has one h1 to prove it is still checked. */
function withBadPage(bad: string | Buffer, ext = "mdx") {
  const root = tempProject({ "docs.json": v2DocsJson(["bad", "good"]), "good.mdx": `${FRONT}# Still checked\n` });
  writeFileSync(path.join(root, `bad.${ext}`), bad);
  const started = performance.now();
  const diagnostics = check({ root }).diagnostics;
  return {
    diagnostics,
    seconds: (performance.now() - started) / 1000,
    onBad: diagnostics.filter((d) => d.file === `bad.${ext}`),
  };
}

function expectGoodStillChecked(diagnostics: { file: string; ruleId: string; line: number }[]) {
  expect(diagnostics).toContainEqual(expect.objectContaining({ file: "good.mdx", ruleId: "page/heading-h1", line: 6 }));
}

describe("bad input is a located diagnostic, never a crash", () => {
  test("a binary file named .mdx", () => {
    const { diagnostics, onBad } = withBadPage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a, 0x00, 0x01, 0x02]));
    expect(onBad).toEqual([
      expect.objectContaining({
        ruleId: "page/syntax",
        line: 2,
        column: 1,
        message: expect.stringContaining("binary file"),
      }),
    ]);
    expectGoodStillChecked(diagnostics);
  });

  test("a page saved as UTF-16, with or without a byte order mark, is named so, with how to save it as UTF-8", () => {
    const text = `${FRONT}# Café\n`;
    for (const [bytes, from] of [
      [Buffer.from(`\uFEFF${text}`, "utf16le"), "UTF-16"],
      [Buffer.from(text, "utf16le").swap16(), "UTF-16BE"],
    ] as const) {
      const { onBad, diagnostics } = withBadPage(bytes);
      expect(onBad).toEqual([
        expect.objectContaining({
          ruleId: "page/syntax",
          line: 1,
          column: 1,
          message: expect.stringMatching(/^This page is saved as UTF-16, but the site reads pages as UTF-8 only/),
        }),
      ]);
      expect(onBad[0]!.message).toContain('"Save with Encoding"');
      expect(onBad[0]!.message).toContain(`\`iconv -f ${from} -t UTF-8 bad.mdx > bad.mdx.utf8\``);
      expectGoodStillChecked(diagnostics);
    }
  });

  test("a snippet saved as UTF-16 is named so too", () => {
    const root = tempProject({
      "docs.json": v2DocsJson(["good"]),
      "good.mdx": `${FRONT}import Note from "/snippets/note.mdx";\n\n<Note />\n`,
      "snippets/note.mdx": "",
    });
    writeFileSync(path.join(root, "snippets", "note.mdx"), Buffer.from("A note for every page.\n", "utf16le"));
    expect(check({ root }).diagnostics.filter((d) => d.file === "snippets/note.mdx")).toEqual([
      expect.objectContaining({ ruleId: "page/syntax", message: expect.stringContaining("saved as UTF-16") }),
    ]);
  });

  test("invalid UTF-8 is reported at the bad byte", () => {
    const { diagnostics, onBad } = withBadPage(
      Buffer.concat([Buffer.from(`${FRONT}Caf`), Buffer.from([0xe9]), Buffer.from(" au lait\n")]),
    );
    expect(onBad).toEqual([
      expect.objectContaining({ ruleId: "page/syntax", line: 6, column: 4, message: expect.stringContaining("UTF-8") }),
    ]);
    expectGoodStillChecked(diagnostics);
  });

  test("a page that writes the replacement character U+FFFD itself is valid UTF-8, not reported", () => {
    const { onBad } = withBadPage(`${FRONT}The \uFFFD sign stands for a lost byte.\n\n# Title\n`);
    expect(onBad.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(["page/heading-h1 8:1"]);
  });

  test("a byte order mark does not hide the front matter", () => {
    const { onBad } = withBadPage(`\uFEFF${FRONT}# Title\n`);
    expect(onBad.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(["page/heading-h1 6:1"]);
  });

  test("CRLF line ends keep lines and columns right", () => {
    const { onBad } = withBadPage(`${FRONT}Text.\n\n  # Title\n`.replace(/\n/g, "\r\n"));
    expect(onBad.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(["page/heading-h1 8:3"]);
  });

  test("a 20 MB page is reported and skipped quickly", () => {
    const { diagnostics, onBad, seconds } = withBadPage(FRONT + "Lorem ipsum dolor sit amet.\n".repeat(750_000));
    expect(onBad).toEqual([
      expect.objectContaining({ ruleId: "page/syntax", line: 1, message: expect.stringContaining("MB") }),
    ]);
    expect(seconds).toBeLessThan(5);
    expectGoodStillChecked(diagnostics);
  });

  test("JSX nested 5,000 deep neither crashes nor hangs", () => {
    const { diagnostics, seconds } = withBadPage(FRONT + "<Note>".repeat(5000) + "x" + "</Note>".repeat(5000) + "\n");
    expect(seconds).toBeLessThan(20);
    expectGoodStillChecked(diagnostics);
  });

  test("an MDX syntax error is one error at its position; the other pages are still checked", () => {
    const { diagnostics, onBad } = withBadPage(`${FRONT}Text.\n\n<Note>\nNever closed.\n`);
    expect(onBad).toEqual([
      expect.objectContaining({
        ruleId: "page/syntax",
        line: 8,
        column: 1,
        message: expect.stringContaining("MDX syntax error"),
      }),
    ]);
    expectGoodStillChecked(diagnostics);
  });

  test("an HTML comment is a syntax error in MDX and in Markdown, which Mintlify parses as MDX", () => {
    for (const extension of ["mdx", "md"] as const) {
      expect(
        withBadPage(`${FRONT}<!-- note -->\n\nText.\n`, extension).onBad.map(
          (d) => `${d.ruleId} ${d.line}:${d.column}`,
        ),
      ).toEqual(["page/syntax 6:2"]);
    }
  });

  test("an unterminated code fence is reported at its opening line and does not swallow the run", () => {
    const { diagnostics, onBad } = withBadPage(`${FRONT}\`\`\`bash\nnpm install\n`);
    expect(onBad.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(["page/unclosed-code-fence 6:1"]);
    expectGoodStillChecked(diagnostics);
  });

  test("front matter that is a YAML list is reported where the list starts", () => {
    const { diagnostics, onBad } = withBadPage("---\n- title\n- description\n---\n\nText.\n");
    expect(onBad.map((d) => `${d.ruleId} ${d.line}:${d.column}`)).toEqual(["page/frontmatter-syntax 2:1"]);
    expect(onBad[0]!.message).toContain("a YAML list");
    expectGoodStillChecked(diagnostics);
  });
});

test("the example page helper makes pages every rule accepts", () => {
  const root = tempProject({ "docs.json": v2DocsJson(["a"]), "a.mdx": page("A") });
  expect(check({ root }).diagnostics).toEqual([]);
});
