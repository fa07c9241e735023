import { describe, expect, test } from "vitest";
import { JsonSource, MAX_JSON_DEPTH } from "../../src/project/json-source.js";

/** The deepest nesting of objects and arrays in a value, counted without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const arrays = (levels: number) => "[".repeat(levels) + "]".repeat(levels);

describe("JSON nested deeper than docsgate reads", () => {
  test.each([2_000, 10_000, 100_000])(
    "%i levels of arrays are read without a crash; the part past the limit is cut and located",
    (levels) => {
      const text = `{\n  "name": "Acme",\n  "deep": ${arrays(levels)},\n  "after": true\n}\n`;
      const source = new JsonSource("docs.json", text);
      expect(source.syntaxError).toBeUndefined();
      expect(source.tooDeep).toHaveLength(1);
      const [cut] = source.tooDeep;
      // "deep" is level 2 and its arrays go on from there: the one at level 501 is cut, 499 indexes under "deep".
      expect(cut!.path).toEqual(["deep", ...new Array<number>(MAX_JSON_DEPTH - 1).fill(0)]);
      expect(source.lines.position(cut!.offset)).toEqual({ line: 3, column: 11 + MAX_JSON_DEPTH - 1 });
      expect(depthOf(source.value)).toBe(MAX_JSON_DEPTH);
      expect(source.rangeOf(["after"])).toMatchObject({ line: 4, column: 12 });
      expect((source.value as { after: boolean }).after).toBe(true);
    },
  );

  test("objects nested 100,000 deep are cut the same way", () => {
    const levels = 100_000;
    const source = new JsonSource("docs.json", '{"a":'.repeat(levels) + "1" + "}".repeat(levels));
    expect(source.syntaxError).toBeUndefined();
    expect(source.tooDeep.map((cut) => cut.path.length)).toEqual([MAX_JSON_DEPTH]);
    expect(depthOf(source.value)).toBe(MAX_JSON_DEPTH);
  });

  test("line breaks inside the cut part are kept, so what follows keeps its line", () => {
    const deep = "[\n".repeat(MAX_JSON_DEPTH + 5) + "]\n".repeat(MAX_JSON_DEPTH + 5);
    const source = new JsonSource("docs.json", `{"deep": ${deep}, "after": 1}`);
    expect(source.syntaxError).toBeUndefined();
    expect(source.tooDeep).toHaveLength(1);
    expect(source.rangeOf(["after"]).line).toBe(2 * (MAX_JSON_DEPTH + 5) + 1);
  });

  test("brackets inside strings do not count as nesting", () => {
    const source = new JsonSource("docs.json", JSON.stringify({ title: "[".repeat(5000) + "{".repeat(5000) }));
    expect(source.tooDeep).toEqual([]);
    expect((source.value as { title: string }).title).toHaveLength(10_000);
  });

  test("every too-deep branch is cut and located, the shallow ones between them are kept", () => {
    const text = `[${arrays(MAX_JSON_DEPTH)}, [1], ${arrays(MAX_JSON_DEPTH + 3)}]`;
    const source = new JsonSource("docs.json", text);
    expect(source.tooDeep.map((cut) => cut.path[0])).toEqual([0, 2]);
    expect((source.value as unknown[])[1]).toEqual([1]);
  });

  test("JSON at the limit is read whole", () => {
    const source = new JsonSource("docs.json", arrays(MAX_JSON_DEPTH));
    expect(source.tooDeep).toEqual([]);
    expect(depthOf(source.value)).toBe(MAX_JSON_DEPTH);
  });

  test("a deep file cut off before its end is a syntax error at the end, not a crash", () => {
    const source = new JsonSource("docs.json", '{"deep": ' + "[".repeat(100_000));
    expect(source.syntaxError?.message).toMatch(/cut off/);
  });
});

describe("a byte order mark", () => {
  test("is skipped: the value is read and positions count from the character after it", () => {
    const source = new JsonSource("docs.json", '\uFEFF{\n  "name": "Acme"\n}\n');
    expect(source.syntaxError).toBeUndefined();
    expect(source.value).toEqual({ name: "Acme" });
    expect(source.rangeOf(["name"])).toMatchObject({ line: 2, column: 11 });
  });
});
