// Writes a docs project with one page of about N MB of ordinary documentation (the text
// __tests__/pages/big-page.test.ts checks at 1 MB) and one broken link planted in its last section,
// for measuring a large page's time and memory:
//   node scripts/large-page.mjs OUT --mb 3.9
//   /usr/bin/time -v node dist/cli.js check OUT
//   /usr/bin/time -v node dist/cli.js build OUT --out OUT-site
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bigPage } from "../__tests__/helpers/big-page.ts";

const [out, flag, value] = process.argv.slice(2);
if (!out || (flag !== undefined && flag !== "--mb")) {
  console.error("usage: node scripts/large-page.mjs OUT [--mb N]");
  process.exit(2);
}
const mb = Number(value ?? 3.9);
const { text, defectLine } = bigPage(Math.round(mb * 1024 * 1024));
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, "big.mdx"), text);
writeFileSync(
  path.join(out, "good.mdx"),
  "---\ntitle: Good\ndescription: The page the large page links to.\n---\n\nText.\n",
);
const docs = {
  $schema: "https://mintlify.com/docs.json",
  theme: "mint",
  name: "Large Page",
  colors: { primary: "#0D9373" },
  navigation: { groups: [{ group: "Start", pages: ["good", "big"] }] },
};
writeFileSync(path.join(out, "docs.json"), `${JSON.stringify(docs, null, 2)}\n`);
console.log(
  `${path.join(out, "big.mdx")}: ${(text.length / 1024 / 1024).toFixed(2)} MB, the broken link at line ${defectLine}`,
);
