import { mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { fingerprintDiagnostics } from "../../src/report/fingerprint.js";
import { tempProject } from "../helpers/temp-project.js";
import { diagnostic } from "./diagnostics.js";

const PAGE = ["---", "title: Install", "---", "", "Run `npm install acme`.", "", "See [setup](/setup)."].join("\n");
const BROKEN_LINK = diagnostic({
  ruleId: "page/broken-link",
  file: "install.mdx",
  line: 7,
  column: 5,
  message: "The link /setup (line 7) has no page.",
});

/** The fingerprint of one diagnostic in a project holding `file` with `text`. */
function fingerprintOf(text: string, d = BROKEN_LINK): string {
  return fingerprintDiagnostics(tempProject({ [d.file]: text }), [d])[0]!;
}

describe("fingerprintDiagnostics", () => {
  test("is a hex digest, the same on every call", () => {
    expect(fingerprintOf(PAGE)).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintOf(PAGE)).toBe(fingerprintOf(PAGE));
  });

  test("keeps a problem's fingerprint when lines are inserted above it, though its message cites the line", () => {
    const moved = PAGE.replace(
      "title: Install\n",
      "title: Install\ndescription: How.\nsidebarTitle: Setup\nicon: rocket\n",
    );
    const after = { ...BROKEN_LINK, line: 10, message: "The link /setup (line 10) has no page." };
    expect(moved.split("\n")[after.line - 1]).toBe("See [setup](/setup).");
    expect(fingerprintOf(moved, after)).toBe(fingerprintOf(PAGE));
  });

  test("keeps it when only the line's indentation changes", () => {
    expect(fingerprintOf(PAGE.replace("See [setup]", "   See [setup]"))).toBe(fingerprintOf(PAGE));
  });

  test("changes when the line's text, the rule, the file or the message's words change", () => {
    const base = fingerprintOf(PAGE);
    expect(fingerprintOf(PAGE.replace("See [setup](/setup)", "Read [setup](/setup)"))).not.toBe(base);
    expect(fingerprintOf(PAGE, { ...BROKEN_LINK, ruleId: "page/other" })).not.toBe(base);
    expect(fingerprintOf(PAGE, { ...BROKEN_LINK, file: "setup.mdx" })).not.toBe(base);
    expect(fingerprintOf(PAGE, { ...BROKEN_LINK, message: "The link /setup (line 7) is fine." })).not.toBe(base);
  });

  test("on a line of thousands of characters, changes with its text, and stays when it moves, as on a short line", () => {
    const long = `See [setup](/setup). ${"Every word counts here. ".repeat(100)}`;
    const base = fingerprintOf(PAGE.replace("See [setup](/setup).", long));
    expect(fingerprintOf(PAGE.replace("See [setup](/setup).", `${long}!`))).not.toBe(base);
    const moved = { ...BROKEN_LINK, line: 8, message: "The link /setup (line 8) has no page." };
    expect(fingerprintOf(PAGE.replace("See [setup](/setup).", `\n  ${long}`), moved)).toBe(base);
  });

  test("gives identical problems in one file different fingerprints, in a stable order", () => {
    const root = tempProject({ "install.mdx": "x\nsame\nsame\n" });
    const twice = [diagnostic({ file: "install.mdx", line: 2 }), diagnostic({ file: "install.mdx", line: 3 })];
    const [first, second] = fingerprintDiagnostics(root, twice);
    expect(first).not.toBe(second);
    expect(fingerprintDiagnostics(root, twice)).toEqual([first, second]);
    // The first of the two keeps its fingerprint when the second is fixed.
    expect(fingerprintDiagnostics(root, twice.slice(0, 1))).toEqual([first]);
  });

  test("treats a missing, binary or outside file, and line 0, as an empty line, without throwing", () => {
    const root = tempProject({ "image.mdx": "a\u0000b\nc", "page.mdx": "text" });
    const outside = path.join(tempProject({ "secret.mdx": "secret\n" }), "secret.mdx");
    symlinkSync(outside, path.join(root, "linked.mdx"));
    mkdirSync(path.join(root, "folder.mdx"));
    const at = (file: string, line = 1) => diagnostic({ file, line });
    const fingerprints = fingerprintDiagnostics(root, [
      at("missing.mdx"),
      at("image.mdx"),
      at("page.mdx", 0),
      at("page.mdx", 9),
      at("linked.mdx"),
      at(path.relative(root, outside)),
      at(outside),
      at("folder.mdx"),
      at("/page.mdx"),
    ]);
    expect(fingerprints).toHaveLength(9);
    // Same rule and message, and no text: they differ only by file, as if each file were empty.
    const empty = (file: string) => fingerprintDiagnostics(tempProject({}), [at(file)])[0];
    expect(fingerprints).toEqual([
      empty("missing.mdx"),
      empty("image.mdx"),
      empty("page.mdx"),
      expect.any(String),
      empty("linked.mdx"),
      empty(path.relative(root, outside)),
      empty(outside),
      empty("folder.mdx"),
      empty("/page.mdx"),
    ]);
    expect(fingerprintDiagnostics("/does/not/exist", [at("page.mdx")])).toEqual([empty("page.mdx")]);
  });

  test("takes each diagnostic's own line of a file", () => {
    const root = tempProject({ "page.mdx": "one\ntwo\n" });
    const diagnostics = [diagnostic({ file: "page.mdx", line: 1 }), diagnostic({ file: "page.mdx", line: 2 })];
    const [one, two] = fingerprintDiagnostics(root, diagnostics);
    expect(one).not.toBe(two);
    expect(two).toBe(fingerprintDiagnostics(tempProject({ "page.mdx": "other\ntwo\n" }), diagnostics.slice(1))[0]);
  });
});
