import { isMap, isScalar } from "yaml";
import { foreignKeyAdvice, hasForeignKey } from "../../pages/front-matter-foreign-keys.js";
import { nearMissKey } from "../../pages/front-matter-keys.js";
import { definePageRule } from "../../pages/page-rule.js";

export const rule = definePageRule(
  {
    id: "page/frontmatter-key",
    category: "page",
    defaultSeverity: "warning",
    fixable: true,
    description:
      "Front matter keys are ones Mintlify reads: a near-miss such as `Title` or `descripton` is renamed to the key it was meant to be, and a key of another site builder (`sidebar_label`, `slug`, `sidebar_position`, ...) is replaced by Mintlify's way of doing the same.",
    onRecoveredPage: true,
  },
  (page, report) => {
    const frontMatter = page.frontMatter;
    const data = frontMatter?.data;
    if (!frontMatter || !data || !(Object.keys(data).some((key) => nearMissKey(key)) || hasForeignKey(data))) return;
    const contents = frontMatter.document().contents;
    if (!isMap(contents)) return;
    const keys = new Set(contents.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : "")));
    for (const pair of contents.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const key = String(pair.key.value);
      const [keyStart, keyEnd] = [frontMatter.offset + pair.key.range[0], frontMatter.offset + pair.key.range[1]];
      const place = page.positionOf(keyStart, keyEnd);
      // Keep the key's quotes, if it has any: a rename replaces only the name inside them.
      const quoted = /["']/.test(page.text[keyStart]!);
      const rename = (text: string) => ({
        start: quoted ? keyStart + 1 : keyStart,
        end: quoted ? keyEnd - 1 : keyEnd,
        text,
      });
      const foreign = foreignKeyAdvice(key, data[key], { data, file: page.file });
      if (foreign) {
        const valueEnd = (pair.value as { range?: [number, number, number] } | null)?.range?.[1];
        const fix = foreign.renameTo
          ? rename(foreign.renameTo)
          : foreign.replaceWith && valueEnd !== undefined
            ? { start: keyStart, end: frontMatter.offset + valueEnd, text: foreign.replaceWith }
            : undefined;
        const hint = foreign.renameTo
          ? ` Rename it to \`${foreign.renameTo}\`.`
          : foreign.replaceWith
            ? ` Write \`${foreign.replaceWith}\` instead.`
            : "";
        report({
          message: `Mintlify does not read the front matter key \`${key}\`: ${foreign.advice}${hint}`,
          place,
          ...(fix ? { fix } : {}),
          ...(foreign.unlessListed ? { unlessListed: true } : {}),
        });
        continue;
      }
      const meant = nearMissKey(key);
      if (!meant) continue;
      if (keys.has(meant)) {
        report({
          message: `The front matter key \`${key}\` looks like a misspelling of \`${meant}\`, which is also set; Mintlify ignores \`${key}\`. Remove it, or merge it into \`${meant}\`.`,
          place,
        });
        continue;
      }
      // Two near-misses of one key: renaming both would set it twice, so only the first is fixed.
      keys.add(meant);
      report({
        message: `Mintlify does not know the front matter key \`${key}\` and ignores it. Did you mean \`${meant}\`? Rename it.`,
        place,
        fix: rename(meant),
      });
    }
  },
);
