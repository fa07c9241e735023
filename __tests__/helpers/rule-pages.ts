import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import { parse as parseYaml } from "yaml";
import type { Code, Heading, Paragraph, Root, RootContent, Yaml } from "mdast";

/** Where an incorrect example says its rule fires; line and column are 0 for a report about a whole missing file. */
export interface ExpectedPlace {
  file: string;
  line: number;
  column: number;
}

export interface RulePageExample {
  kind: "incorrect" | "correct";
  heading: string;
  /** Files of the example project, by path. */
  files: Record<string, string>;
  /** The example's "Reported at" places, in the order written; absent when it has none. */
  reportedAt?: ExpectedPlace[];
}

export interface RulePage {
  file: string;
  meta: { id: string; category: string; severity: string };
  examples: RulePageExample[];
}

const RULES_DIR = path.resolve(import.meta.dirname, "../../rules");

/** Every `rules/<category>/<name>.md` page. */
export function listRulePages(): string[] {
  return readdirSync(RULES_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md") && file.includes(path.sep))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/**
 * Reads a rule page: its front matter, and one example project per `## Incorrect…` or
 * `## Correct…` section, made of the fenced blocks whose meta names a `path=`.
 *
 * An incorrect example says where its rule fires, for the docs reader and for the test, in a
 * paragraph of its section that starts with "Reported at" and lists one code span per report of
 * the rule, as `file:line:column` (1-based, the file as in the block's `path=`); a report that
 * has no line, about a file that is missing, is the file alone:
 *
 *     Reported at `docs.json:3:48`.
 *     Reported at `demo.mdx:7:3` and `demo.mdx:10:1`.
 *     Reported at `docs.json` (no line: the file is missing).
 */
export function readRulePage(file: string): RulePage {
  const tree = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .parse(readFileSync(path.join(RULES_DIR, file), "utf8")) as Root;
  const yaml = tree.children.find((node): node is Yaml => node.type === "yaml");
  const meta = (yaml ? parseYaml(yaml.value) : {}) as RulePage["meta"];
  const examples: RulePageExample[] = [];
  let current: RulePageExample | undefined;
  for (const node of tree.children) {
    if (node.type === "heading" && (node as Heading).depth === 2) {
      const heading = textOf(node);
      const kind = /^incorrect\b/i.test(heading) ? "incorrect" : /^correct\b/i.test(heading) ? "correct" : undefined;
      current = kind ? { kind, heading, files: {} } : undefined;
      if (current) examples.push(current);
    } else if (node.type === "code" && current) {
      const target = /(?:^|\s)path=(\S+)/.exec((node as Code).meta ?? "")?.[1];
      if (target) current.files[target] = (node as Code).value + "\n";
    } else if (node.type === "paragraph" && current && /^Reported at\b/.test(textOf(node))) {
      if (current.reportedAt) throw new Error(`${file}: "${current.heading}" has two "Reported at" paragraphs`);
      current.reportedAt = placesIn(node as Paragraph, `${file}: "${current.heading}"`);
    }
  }
  return { file, meta, examples };
}

function placesIn(paragraph: Paragraph, where: string): ExpectedPlace[] {
  return paragraph.children.flatMap((child) => {
    if (child.type !== "inlineCode") return [];
    const match = /^([^\s:]+)(?::(\d+):(\d+))?$/.exec(child.value);
    if (!match) throw new Error(`${where}: \`${child.value}\` is not a place (file:line:column, or a file alone)`);
    return [{ file: match[1]!, line: Number(match[2] ?? 0), column: Number(match[3] ?? 0) }];
  });
}

function textOf(node: RootContent): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return (node.children as RootContent[]).map(textOf).join("");
  return "";
}
