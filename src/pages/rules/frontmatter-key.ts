import { isMap, isScalar } from "yaml";
import { nearMissKey } from "../front-matter-keys.js";
import { definePageRule } from "../page-rule.js";

export const rule = definePageRule(
  {
    id: "page/frontmatter-key",
    category: "page",
    defaultSeverity: "warning",
    description: "Front matter keys are spelt the way the site reads them: a near-miss such as `Title` or `descripton` is renamed to the key it was meant to be.",
  },
  (page, report) => {
    const frontMatter = page.frontMatter;
    if (!frontMatter?.data || !Object.keys(frontMatter.data).some((key) => nearMissKey(key))) return;
    const contents = frontMatter.document().contents;
    if (!isMap(contents)) return;
    const keys = new Set(contents.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : "")));
    for (const pair of contents.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const key = String(pair.key.value);
      const meant = nearMissKey(key);
      if (!meant) continue;
      const [keyStart, keyEnd] = [frontMatter.offset + pair.key.range[0], frontMatter.offset + pair.key.range[1]];
      const place = page.positionOf(keyStart, keyEnd);
      if (keys.has(meant)) {
        report({ message: `The front matter key \`${key}\` looks like a misspelling of \`${meant}\`, which is also set; the site ignores \`${key}\`. Remove it, or merge it into \`${meant}\`.`, place });
        continue;
      }
      // Two near-misses of one key: renaming both would set it twice, so only the first is fixed.
      keys.add(meant);
      // Keep the key's quotes, if it has any: replace only the name inside them.
      const quoted = /["']/.test(page.text[keyStart]!);
      report({
        message: `The site does not know the front matter key \`${key}\` and ignores it. Did you mean \`${meant}\`? Rename it.`,
        place,
        fix: { start: quoted ? keyStart + 1 : keyStart, end: quoted ? keyEnd - 1 : keyEnd, text: meant },
      });
    }
  },
);
