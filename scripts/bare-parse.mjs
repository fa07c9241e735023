#!/usr/bin/env node
// The benchmark's floor: a bare one-thread parse of every page under a folder with the syntax
// docsgate reads (remark-parse + remark-mdx + remark-frontmatter + remark-gfm, the parser built
// once), with no rules and no output. `npm run bench` runs it as a whole process beside
// `docsgate check`.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";

const root = process.argv[2];
if (!root) {
  console.error("usage: node scripts/bare-parse.mjs DIR");
  process.exit(2);
}
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);
const pages = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => /\.mdx?$/.test(file));
for (const page of pages) parser.parse(readFileSync(path.join(root, page), "utf8"));
