import { describe, expect, test } from "vitest";
import { renderBody } from "./render.js";

/** The `<code>` of the page's only block. */
const codeOf = (body: string) =>
  /<code class="hljs[^"]*">([\s\S]*?)<\/code><\/pre>/.exec(renderBody(body).page.html)![1]!;

describe("code block lines marked as Mintlify marks them", () => {
  test("[!code ++] and [!code --] comments mark their lines and are not shown", () => {
    const code = codeOf("```js\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\nrun(a);\n```");
    expect(code).toBe(
      '<span class="line line-diff-remove"><span class="hljs-keyword">const</span> a = <span class="hljs-number">1</span>;</span>\n' +
        '<span class="line line-diff-add"><span class="hljs-keyword">const</span> a = <span class="hljs-number">2</span>;</span>\n' +
        '<span class="line"><span class="hljs-title function_">run</span>(a);</span>',
    );
  });

  test("a marker alone on its line marks the next line, with a count the lines after it; # comments too", () => {
    const code = codeOf("```bash\n# [!code highlight:2]\nnpm install\nnpm test\nnpm run build\n```");
    expect(code.split("\n").map((line) => /class="([^"]*)"/.exec(line)![1])).toEqual([
      "line line-highlight",
      "line line-highlight",
      "line",
    ]);
  });

  test("highlight and focus options mark the lines they name", () => {
    const code = codeOf("```text {1} focus={2}\none\ntwo\n```");
    expect(code).toBe('<span class="line line-highlight">one</span>\n<span class="line line-focus">two</span>');
  });

  test("a block with no marks is drawn as before", () => {
    expect(codeOf("```text\none // [!code something]\n```")).toBe("one // [!code something]");
  });
});
