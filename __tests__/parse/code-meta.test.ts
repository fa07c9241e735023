import { describe, expect, test } from "vitest";
// The oracle: Mintlify's own parser of a code block's options (a devDependency, never imported from src/).
import { parseMetaString } from "@mintlify/common/parse-code-block-meta";
import { parseCodeMeta, type LineSpan } from "../../src/parse/code-meta.js";

const lines = (spans: readonly LineSpan[]) => {
  const numbers = spans.flatMap(({ first, last }) => Array.from({ length: last - first + 1 }, (_, i) => first + i));
  return numbers.length ? [...new Set(numbers)].sort((a, b) => a - b) : undefined;
};
const sorted = (numbers: number[] | undefined) => (numbers ? [...numbers].sort((a, b) => a - b) : undefined);

const METAS = [
  "",
  "npm",
  "cURL (Basic Auth)",
  'title="utils/hello.js" lines',
  "{6-8} Restricted operation",
  "Python expandable highlight={4-8,10}",
  "HelloWorld.java example icon=java lines",
  'highlight="1,3-5" focus={2} wrap',
  "focus={1-3} {7} twoslash",
  'twoslash="true" title=\'a "quoted" name\'',
  "[expandable] nocopy theme=github-dark",
  "config.ts diff showLineNumbers",
  "highlight={5-3} {x}",
  'icon="python" lang="py" app.py',
  "match=/foo\\/bar/ main.go",
];

describe("code block options, read as Mintlify's parseMetaString reads them", () => {
  test.each(METAS)("%j", (meta) => {
    const mintlify = parseMetaString(meta) as {
      filename: string;
      highlight?: number[];
      focus?: number[];
      twoslash?: boolean;
    };
    const ours = parseCodeMeta(meta);
    expect(ours.filename).toBe(mintlify.filename.replace(/\s+/g, " "));
    expect(lines(ours.highlight)).toEqual(sorted(mintlify.highlight));
    expect(lines(ours.focus)).toEqual(sorted(mintlify.focus));
    expect(ours.twoslash).toBe(mintlify.twoslash ?? false);
  });
});
