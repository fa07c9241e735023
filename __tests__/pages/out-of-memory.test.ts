import { describe, expect, test } from "vitest";
import { PageLinter } from "../../src/page-pass/lint-page.js";
import { definePageRule } from "../../src/pages/page-rule.js";
import { exhaustedBy } from "../../src/parse/exhausted.js";
import { FileIndex } from "../../src/project/file-index.js";
import { page, tempProject } from "../helpers/temp-project.js";

// A check that runs out of memory says so, and names what ran; only a page nested too deeply to walk is called that.

/** The errors V8 throws when it really runs out: a failed allocation (32 TB), a stack overflow. */
function thrown(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
}
const outOfMemory = () => new ArrayBuffer(2 ** 45);
const overflow = (): number => 1 + overflow();

function lint(check: () => unknown) {
  const root = tempProject({ "wind.mdx": `${page("Wind")}\nA gust.\n` });
  const rule = definePageRule(
    { id: "style/hungry", category: "style", defaultSeverity: "warning", description: "Allocates." },
    () => {
      check();
    },
  );
  const linter = new PageLinter(root, FileIndex.of(root, ["wind.mdx"]), [rule], {
    syntaxEnabled: true,
    iconLibrary: "fontawesome",
  });
  return linter.lint("wind.mdx").reports.map((r) => `${r.ruleId} ${r.line}:${r.column} ${r.message}`);
}

describe("running out while a page is checked", () => {
  test("memory: the page's problem says so and names the rule, never 'nested too deeply'", () => {
    expect(lint(outOfMemory)).toEqual([
      "page/syntax 1:1 docsgate ran out of memory checking this page, in the rule style/hungry (Array buffer allocation failed), so the page was not checked. Give the check more memory, or shorten the style file of style/hungry.",
    ]);
  });

  test("the stack, on a page nested thousands of levels deep: as before", () => {
    expect(lint(overflow)).toEqual([
      "page/syntax 1:1 The page is nested too deeply to check (thousands of levels of components or lists). Flatten its structure.",
    ]);
  });

  test("another RangeError is a bug, thrown on", () => {
    expect(() => lint(() => (1).toFixed(200))).toThrow(RangeError);
  });
});

test("what ran out, by V8's own errors", () => {
  expect(exhaustedBy(thrown(outOfMemory))).toBe("memory");
  expect(exhaustedBy(thrown(() => "x".repeat(2 ** 30)))).toBe("memory");
  expect(exhaustedBy(thrown(overflow))).toBe("depth");
  expect(exhaustedBy(thrown(() => (1).toFixed(200)))).toBeUndefined();
  expect(exhaustedBy(new Error("Array buffer allocation failed"))).toBeUndefined();
});
