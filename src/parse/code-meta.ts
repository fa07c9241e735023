/**
 * A code block's options, the info string after its language, read as Mintlify reads them: `parseMetaString` of
 * `@mintlify/common` (dist/mdx/plugins/rehype/rehypeCodeBlocks/parseMetaString.js) over its `MetaOptions`
 * (metaOptions.js, the option syntax of expressive-code). Options are quoted (`title="a b"`), regular expressions
 * (`/x/`), ranges (`{1,3-5}`, with or without a key) or single words (`lines`, `icon=js`); the text left once the
 * delimited values and the options Mintlify knows are taken out is the block's file name.
 */
export interface CodeMeta {
  /** `title="…"`, else the words left over; empty when there are none. */
  filename: string;
  /** Lines to highlight: `highlight={1,3-5}`, `highlight="1,3-5"` or a range without a key (`{1,3-5}`). */
  highlight: LineSpan[];
  /** Lines to focus: `focus={2}` or `focus="2"`. */
  focus: LineSpan[];
  twoslash: boolean;
}

/** Lines `first` to `last` (1-based); Mintlify lists each line, which a span keeps short for `{1-100000}`. */
export interface LineSpan {
  first: number;
  last: number;
}

interface MetaOption {
  key: string;
  kind: "string" | "range" | "regexp" | "boolean";
  value: string | boolean;
}

/** The keys `parseMetaString` reads (its META_PARSER_CONFIG): they never count as file name. */
const RESERVED_KEYS = [
  "title",
  "icon",
  "lang",
  "lines",
  "wrap",
  "expandable",
  "[expandable]",
  "highlight",
  "focus",
  "theme",
  "twoslash",
  "nocopy",
];

const DELIMITERS: readonly [string, string][] = [
  ["'", "'"],
  ['"', '"'],
  ["/", "/"],
  ["{", "}"],
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// `(?:\s|^)(?:key\s*=\s*)?<start>(value)<end>(?=\s|$)` for each delimiter; a key holds none of the start delimiters.
const DELIMITED = new RegExp(
  DELIMITERS.map(
    ([start, end]) =>
      `(?:\\s|^)(?:([^\\s${escape("'\"/{=")}]+)\\s*=\\s*)?${escape(start)}((?:[^\\\\]|\\\\.)*?)${escape(end)}(?=\\s|$)`,
  ).join("|"),
  "g",
);
const SIMPLE = /([^\s=]+)(?:\s*=\s*(\S+))?/g;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const { options, remainingText } = parseOptions(meta ?? "");
  const strings = (key: string) => values(options, key, "string") as string[];
  const ranges = (key: string) => values(options, key, "range") as string[];
  const title = strings("title").at(-1);
  return {
    filename: title || remainingText,
    highlight: [...lineSpans(strings("highlight")), ...lineSpans(ranges("highlight")), ...lineSpans(ranges(""))],
    focus: [...lineSpans(strings("focus")), ...lineSpans(ranges("focus"))],
    twoslash: booleanOption(options, "twoslash") ?? false,
  };
}

function parseOptions(input: string): { options: MetaOption[]; remainingText: string } {
  const options: (MetaOption & { index: number })[] = [];
  let withoutDelimited = input;
  for (const match of input.matchAll(DELIMITED)) {
    const groups = match.slice(1);
    const pair = Math.floor(groups.findIndex((group) => group !== undefined) / 2);
    const [key = "", escaped = ""] = groups.slice(pair * 2, pair * 2 + 2);
    const end = DELIMITERS[pair]![1];
    const value = escaped.replace(new RegExp(`\\\\(\\\\|${escape(end)})`, "g"), "$1");
    const index = match.index;
    withoutDelimited =
      withoutDelimited.slice(0, index) + " ".repeat(match[0].length) + withoutDelimited.slice(index + match[0].length);
    if (end === "/") options.push({ index, key, kind: "regexp", value });
    else if (end === "}") options.push({ index, key, kind: "range", value });
    else if (/^(?:true|false)$/i.test(value))
      options.push({ index, key, kind: "boolean", value: /^true$/i.test(value) });
    else options.push({ index, key, kind: "string", value });
  }
  let remaining = withoutDelimited;
  for (const match of withoutDelimited.matchAll(SIMPLE)) {
    const [raw, key = "", value] = match;
    const index = match.index;
    options.push(
      value === undefined || value === "true" || value === "false"
        ? { index, key, kind: "boolean", value: value !== "false" }
        : { index, key, kind: "string", value },
    );
    if (RESERVED_KEYS.includes(key))
      remaining = remaining.slice(0, index) + " ".repeat(raw.length) + remaining.slice(index + raw.length);
  }
  options.sort((a, b) => a.index - b.index);
  // Mintlify keeps the blanks where options were; a title shows them collapsed, as HTML does.
  return { options, remainingText: remaining.trim().replace(/\s+/g, " ") };
}

/** `MetaOptions.list`: the options with the key (any case), or without one for "". */
function values(options: readonly MetaOption[], key: string, kind: MetaOption["kind"]): (string | boolean)[] {
  return options
    .filter((option) => option.kind === kind && (key === "" ? !option.key : option.key.toLowerCase() === key))
    .map((option) => option.value);
}

/** `MetaOptions.getBoolean`: the last boolean option, else a last string option reading true or false. */
function booleanOption(options: readonly MetaOption[], key: string): boolean | undefined {
  const flag = values(options, key, "boolean").at(-1);
  if (flag !== undefined) return flag as boolean;
  const text = (values(options, key, "string").at(-1) as string | undefined)?.toLowerCase();
  return text === "true" ? true : text === "false" ? false : undefined;
}

/** `getStringsWithInteger` and `getRangesWithInteger`: "1,3-5" is 1 and 3 to 5; a span that ends before it starts, none. */
function lineSpans(lists: readonly string[]): LineSpan[] {
  const spans: LineSpan[] = [];
  for (const list of lists) {
    for (const part of list.split(",").map((piece) => piece.trim())) {
      if (part.includes("-")) {
        const ends = part.split("-");
        if (ends.length !== 2) continue;
        const [first, last] = ends.map((end) => parseInt(end.trim(), 10)) as [number, number];
        if (!isNaN(first) && !isNaN(last) && first <= last) spans.push({ first, last });
      } else {
        const line = parseInt(part, 10);
        if (!isNaN(line)) spans.push({ first: line, last: line });
      }
    }
  }
  return spans;
}
