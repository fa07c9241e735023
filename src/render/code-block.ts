import type { Element, ElementContent } from "hast";
import type { Code } from "mdast";
import { all, createLowlight } from "lowlight";
import { codeTitle } from "../parse/code-title.js";
import { parseCodeMeta } from "../parse/code-meta.js";
import { markedCode, markedLines } from "./code-lines.js";
import { EXTRA_GRAMMARS } from "./extra-grammars.js";
import { el, raw, text } from "./hast.js";

let lowlight: ReturnType<typeof createLowlight> | undefined;

/**
 * Every grammar highlight.js has (192), and ours for what it lacks (extra-grammars.ts): Mintlify
 * highlights with Shiki, which has a grammar for about every language, so a block in Elixir, Dart,
 * a Dockerfile or HCL is in colour there. Registering them costs some 20-60 ms, which a check that
 * renders nothing never pays.
 */
function highlighter(): ReturnType<typeof createLowlight> {
  return (lowlight ??= createLowlight({ ...all, ...EXTRA_GRAMMARS }));
}

/**
 * Highlighted blocks by language and text. Docs repeat blocks (the install command, the same
 * request on every endpoint page): a third to two thirds of the blocks in real projects are
 * repeats. The trees are only read after rendering, so pages share them.
 */
const highlighted = new Map<string, ElementContent[]>();
const HIGHLIGHTED_KEPT = 500;

function highlight(grammar: string, value: string): ElementContent[] {
  const key = `${grammar}\0${value}`;
  let nodes = highlighted.get(key);
  if (!nodes) {
    nodes = highlighter().highlight(grammar, value).children as ElementContent[];
    if (highlighted.size >= HIGHLIGHTED_KEPT) highlighted.delete(highlighted.keys().next().value!);
    highlighted.set(key, nodes);
  }
  return nodes;
}

/** Two overlapping pages, drawn small: every code block carries one. */
const COPY_ICON = raw(
  '<svg class="copy-icon" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" focusable="false"><rect x="9" y="9" width="13" height="13" rx="2"/><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"/></svg>',
);

/**
 * Info-string languages docs use that highlight.js knows by another name (its own aliases, `sh`,
 * `zsh`, `jsx`, `tsx`, `yml`, `toml`, `docker`, `gql`…, it resolves itself): Shiki's names and
 * aliases, and the command-line tools whose examples are shell commands.
 */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  // A session: `$ ` lines are commands, the others their output (highlight.js's `shell`, Shiki's `shellsession`).
  console: "shell",
  terminal: "shell",
  shellscript: "bash",
  curl: "bash",
  gcloud: "bash",
  gsutil: "bash",
  kubectl: "bash",
  az: "bash",
  aws: "bash",
  mdx: "markdown",
  jsonc: "json",
  json5: "json",
  jsonl: "json",
  ndjson: "json",
  env: "ini",
  dotenv: "ini",
  vue: "xml",
  svelte: "xml",
  astro: "xml",
  jinja2: "django",
  mysql: "sql",
  postgres: "pgsql",
  postgresql: "pgsql",
  golang: "go",
  "c++": "cpp",
  react: "typescript",
  text: "plaintext",
  txt: "plaintext",
  plain: "plaintext",
  csv: "plaintext",
};

/** The language a block's info string names: its first word, lowercased. */
export function codeLanguage(code: Code): string | undefined {
  const lang = code.lang?.trim().toLowerCase();
  return lang ? lang.replace(/[{].*$/, "") || undefined : undefined;
}

/**
 * A fenced code block, highlighted now (highlight.js's languages and ours; any other language is
 * plain escaped text), with a title bar when the info string names one and a copy button the
 * client script wires. In a CodeGroup the tab carries the title instead (`withTitle` false).
 */
export function codeBlock(code: Code, withTitle: boolean): Element {
  const language = codeLanguage(code);
  const grammar = language ? (LANGUAGE_ALIASES[language] ?? language) : undefined;
  // Lines marked by `[!code ++]`-style comments or by `highlight`/`focus` are drawn one by one, with their marks.
  const marked = markedCode(code.value, parseCodeMeta(code.meta));
  const value = marked?.value ?? code.value;
  const highlighted = grammar && highlighter().registered(grammar) ? highlight(grammar, value) : [text(value)];
  const tokens = marked ? markedLines(highlighted, marked.marks) : highlighted;
  const named = codeTitle(code);
  const title = withTitle ? named : undefined;
  const codeClasses = language ? ["hljs", `language-${language}`] : ["hljs"];
  // A long line scrolls the block sideways: a keyboard reader scrolls it once it has focus, which a named group takes.
  const keyboard = { tabIndex: 0, role: "group", ariaLabel: named ?? (language ? `${language} code` : "Code") };
  return el("div", { className: ["code-block"], ...(language ? { dataLanguage: language } : {}) }, [
    ...(title
      ? [el("div", { className: ["code-header"] }, [el("span", { className: ["code-title"] }, [text(title)])])]
      : []),
    el("button", { type: "button", className: ["copy-code"], ariaLabel: "Copy code" }, [COPY_ICON]),
    el("pre", language ? { className: [`language-${language}`], ...keyboard } : keyboard, [
      el("code", { className: codeClasses }, tokens),
    ]),
  ]);
}
