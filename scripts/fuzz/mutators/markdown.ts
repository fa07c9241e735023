import type { Rng } from "../rng.js";
import { bytesOf, filesWhere, insertAt, insertAtRandomLine, isPage, setBytes, type Mutator } from "./mutator.js";

const pages = (files: Parameters<Mutator["targets"]>[0]) => filesWhere(files, isPage);

/** Puts `text` at the start of a random line of the page. */
function insertIntoPage(text: string): (files: Parameters<Mutator["apply"]>[0], file: string, rng: Rng) => void {
  return (files, file, rng) => setBytes(files, file, insertAtRandomLine(bytesOf(files, file), rng, text));
}

const unclosedFence: Mutator = {
  name: "unclosed-fence",
  weight: 2,
  targets: pages,
  apply(files, file, rng) {
    const fence = rng.pick([
      "```",
      "````",
      "~~~",
      "```js",
      "```mdx",
      "```json {1-3}",
      '```bash title="x"',
      "```mermaid",
    ]);
    insertIntoPage(`${fence}\n`)(files, file, rng);
    return `${JSON.stringify(fence)} opened and never closed`;
  },
};

/** Openings with no end: tags, expressions, comments, front matter fences, stray closers. */
const UNCLOSED = [
  "<Note>",
  '<Card title="a">',
  '<Tabs>\n<Tab title="x">',
  '<Steps>\n<Step title="s">',
  "<div>",
  "<>",
  "</Note>",
  "</div>",
  "{",
  "{/*",
  "<!--",
  "---",
  "<CodeGroup>",
  '<Accordion title="a"',
  '<img src="x.png"',
  "export const a = {",
  'import { A } from "',
  "<Frame>\n![a](/images/x.png)",
  "[link](",
  "![image](",
  '<a href="',
  "$$",
  "| a | b |\n|---|",
];

const unclosedMarkup: Mutator = {
  name: "unclosed-markup",
  weight: 2,
  targets: pages,
  apply(files, file, rng) {
    const opening = rng.pick(UNCLOSED);
    insertIntoPage(`${opening}\n`)(files, file, rng);
    return `${JSON.stringify(opening)} inserted with no end`;
  },
};

const JSX_TAGS = [
  "Note",
  "Card",
  "div",
  "Accordion",
  "Frame",
  "Tip",
  "span",
  "Steps",
  "Tabs",
  "Warning",
  "CodeGroup",
  "Info",
];

const deepJsx: Mutator = {
  name: "deep-jsx",
  weight: 1,
  targets: pages,
  apply(files, file, rng) {
    const tag = rng.pick(JSX_TAGS);
    const depth = rng.logInt(10, 20_000);
    const oneLine = rng.chance(0.5);
    const separator = oneLine ? "" : "\n";
    const text = `${`<${tag}>${separator}`.repeat(depth)}deep${separator}${`</${tag}>${separator}`.repeat(depth)}\n`;
    insertIntoPage(`\n${text}\n`)(files, file, rng);
    return `<${tag}> nested ${depth} deep${oneLine ? " on one line" : ""}`;
  },
};

const deepList: Mutator = {
  name: "deep-list",
  weight: 1,
  targets: pages,
  apply(files, file, rng) {
    const marker = rng.pick(["-", "*", "1."]);
    // Indented lines grow quadratically, so they stop at a depth whose page stays under a few MB.
    const indented = rng.chance(0.5);
    const depth = indented ? rng.logInt(10, 1_000) : rng.logInt(10, 20_000);
    const text = indented
      ? Array.from({ length: depth }, (_, i) => `${" ".repeat(i * (marker.length + 1))}${marker} item ${i}`).join("\n")
      : `${`${marker} `.repeat(depth)}item`;
    insertIntoPage(`\n${text}\n\n`)(files, file, rng);
    return `a list nested ${depth} deep${indented ? " by indentation" : " on one line"}`;
  },
};

const deepQuote: Mutator = {
  name: "deep-quote",
  weight: 1,
  targets: pages,
  apply(files, file, rng) {
    const oneLine = rng.chance(0.5);
    const depth = oneLine ? rng.logInt(10, 50_000) : rng.logInt(10, 1_000);
    const text = oneLine
      ? `${"> ".repeat(depth)}quote`
      : Array.from({ length: depth }, (_, i) => `${">".repeat(i + 1)} level ${i}`).join("\n");
    insertIntoPage(`\n${text}\n\n`)(files, file, rng);
    return `a blockquote nested ${depth} deep${oneLine ? " on one line" : ""}`;
  },
};

const deepExpression: Mutator = {
  name: "deep-expression",
  weight: 1,
  targets: pages,
  apply(files, file, rng) {
    const depth = rng.logInt(10, 20_000);
    const [open, close] = rng.pick([
      ["[", "]"],
      ["(", ")"],
      ["{a:", "}"],
      ["-", ""],
      ["!", ""],
    ]);
    const text = `{${open!.repeat(depth)}1${close!.repeat(depth)}}`;
    insertIntoPage(`\n${text}\n\n`)(files, file, rng);
    return `a JSX expression nested ${depth} deep with ${JSON.stringify(open)}`;
  },
};

const deepInline: Mutator = {
  name: "deep-inline",
  weight: 1,
  targets: pages,
  apply(files, file, rng) {
    const depth = rng.logInt(10, 20_000);
    const [open, close] = rng.pick([
      ["[", "](x)"],
      ["*", "*"],
      ["**", "**"],
      ["_", "_"],
      ["~~", "~~"],
      ["![", "](x.png)"],
      ["<span>", "</span>"],
    ]);
    const text = `${open!.repeat(depth)}a${close!.repeat(depth)}`;
    insertIntoPage(`\n${text}\n\n`)(files, file, rng);
    return `inline markup ${JSON.stringify(open)} nested ${depth} deep`;
  },
};

/** Links, images, imports and attributes that lead out of the docs root, or to schemes a site must not write. */
const ESCAPES = [
  "[passwd](../../../../../../etc/passwd)",
  "[root](/../../../../etc/passwd)",
  "![hosts](/../../../../etc/hosts)",
  "![a](../../../../../../etc/hosts)",
  "[encoded](/%2e%2e/%2e%2e/%2e%2e/etc/passwd)",
  "[file](file:///etc/passwd)",
  "[js](javascript:alert(1))",
  "[data](data:text/html,<script>alert(1)</script>)",
  "[unc](\\\\server\\share\\x)",
  "[drive](C:\\Windows\\win.ini)",
  '<img src="../../../../../etc/passwd" alt="x" />',
  '<img src="file:///etc/passwd" alt="x" />',
  '<video src="/../../../x.mp4" />',
  '<Card title="x" href="javascript:alert(1)" icon="javascript:alert(1)">x</Card>',
  '<Card title="x" img="../../../../etc/hosts">x</Card>',
  '<Snippet file="../../../outside/secret.mdx" />',
  'import Secret from "../../../../outside/secret.mdx";',
  'import Secret from "/../outside/secret.mdx";',
  'import Passwd from "/etc/passwd";',
  "[self](#)",
  "[anchor](#%ZZ)",
  "[bad](<>)",
  '<a href="vbscript:x">x</a>',
];

const escapingLink: Mutator = {
  name: "escaping-link",
  weight: 1,
  targets: pages,
  apply(files, file, rng) {
    const link = rng.pick(ESCAPES);
    insertIntoPage(`\n${link}\n\n`)(files, file, rng);
    return `${link} inserted`;
  },
};

const ALIAS_LEVELS = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];

/** A YAML "billion laughs": each level lists the one before `width` times, so it expands to width^levels nodes. */
export function aliasBomb(levels: number, width: number, indent: string): string {
  const lines = [`${indent}${ALIAS_LEVELS[0]}: &${ALIAS_LEVELS[0]} [${Array(width).fill('"lol"').join(", ")}]`];
  for (let i = 1; i < levels; i++)
    lines.push(
      `${indent}${ALIAS_LEVELS[i]}: &${ALIAS_LEVELS[i]} [${Array(width)
        .fill(`*${ALIAS_LEVELS[i - 1]}`)
        .join(", ")}]`,
    );
  return `${lines.join("\n")}\n`;
}

/** Front matter that is broken, hostile or odd; a page with none gets it at its top. */
const FRONT_MATTER_DAMAGE: ((rng: Rng) => string)[] = [
  (rng) => aliasBomb(rng.int(3, 10), rng.int(2, 10), ""),
  () => "loop: &loop\n  self: *loop\n",
  (rng) => {
    const depth = rng.logInt(10, 20_000);
    return `deep: ${"[".repeat(depth)}${"]".repeat(depth)}\n`;
  },
  (rng) => {
    const depth = rng.logInt(10, 1_000);
    return Array.from({ length: depth }, (_, i) => `${"  ".repeat(i)}k${i}:`).join("\n") + " v\n";
  },
  () => "title: one\ntitle: two\n",
  () => "title: [1, 2]\ndescription: {a: b}\n",
  () => "openapi: GET /../../../etc/passwd\n",
  () => 'openapi: "../../../outside/spec.yaml GET /x"\n',
  () => 'title: "unterminated\n',
  () => "\ttab: indented\n",
  () => "? [complex, key]\n: value\n",
  () => "title: !!js/function 'function () {}'\n",
  () => "title: !!binary aGVsbG8=\n",
  () => "mode: custom\nicon: javascript:alert(1)\n",
  () => "---\n",
  (rng) => `title: ${"x".repeat(rng.logInt(1_000, 1_000_000))}\n`,
];

const frontMatter: Mutator = {
  name: "front-matter",
  weight: 2,
  targets: pages,
  apply(files, file, rng) {
    const data = bytesOf(files, file);
    const damage = rng.pick(FRONT_MATTER_DAMAGE)(rng);
    const opens = data.subarray(0, 4).toString("latin1") === "---\n";
    setBytes(files, file, opens ? insertAt(data, 4, damage) : insertAt(data, 0, `---\n${damage}---\n\n`));
    return `front matter ${opens ? "given" : "added with"} ${JSON.stringify(damage.slice(0, 60))}`;
  },
};

/** Snippets that import each other (or themselves), used by the page: an include that never ends. */
const snippetCycle: Mutator = {
  name: "snippet-cycle",
  weight: 1,
  targets: pages,
  apply(files, file, rng) {
    const self = rng.chance(0.3);
    const first = "snippets/fuzz-cycle-a.mdx";
    const second = self ? first : "snippets/fuzz-cycle-b.mdx";
    setBytes(files, first, Buffer.from(`import Next from "/${second}";\n\nCycle A.\n\n<Next />\n`));
    if (!self) setBytes(files, second, Buffer.from(`import Next from "/${first}";\n\nCycle B.\n\n<Next />\n`));
    const data = bytesOf(files, file);
    const opens = data.subarray(0, 4).toString("latin1") === "---\n";
    const end = opens ? data.indexOf("\n---\n", 3) : -1;
    const at = end === -1 ? 0 : end + 5;
    setBytes(files, file, insertAt(data, at, `\nimport Cycle from "/${first}";\n\n<Cycle />\n\n`));
    return self
      ? "a snippet that includes itself, used by the page"
      : "two snippets that include each other, used by the page";
  },
};

export const MARKDOWN_MUTATORS: readonly Mutator[] = [
  unclosedFence,
  unclosedMarkup,
  deepJsx,
  deepList,
  deepQuote,
  deepExpression,
  deepInline,
  escapingLink,
  frontMatter,
  snippetCycle,
];
