import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkFrontmatter from "remark-frontmatter";
import { parse as parseYaml } from "yaml";
import type { Code, Heading, Root, RootContent, Yaml } from "mdast";

export interface RulePageExample {
  kind: "incorrect" | "correct";
  heading: string;
  /** Files of the example project, by path. */
  files: Record<string, string>;
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
    }
  }
  return { file, meta, examples };
}

function textOf(node: RootContent): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node) return (node.children as RootContent[]).map(textOf).join("");
  return "";
}
