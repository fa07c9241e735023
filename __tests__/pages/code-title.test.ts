import type { Code } from "mdast";
import { describe, expect, test } from "vitest";
import { codeTitle } from "../../src/parse/code-title.js";

describe("code block titles", () => {
  const title = (meta: string | null) => codeTitle({ type: "code", lang: "js", meta, value: "" } as Code);

  test("the words after the language, or a title= option", () => {
    expect(title("npm")).toBe("npm");
    expect(title("cURL (Basic Auth)")).toBe("cURL (Basic Auth)");
    expect(title('title="utils/hello.js" lines')).toBe("utils/hello.js");
    expect(title("{6-8} Restricted operation")).toBe("Restricted operation");
    expect(title("Python expandable highlight={4-8,10}")).toBe("Python");
    expect(title("HelloWorld.java example icon=java lines")).toBe("HelloWorld.java example");
  });

  test("options alone are no title", () => {
    expect(title(null)).toBeUndefined();
    expect(title("{1,3} lines wrap")).toBeUndefined();
    expect(title('highlight={2} icon="js"')).toBeUndefined();
    expect(title('title=""')).toBeUndefined();
  });
});
