import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Node, type Pair } from "yaml";
import { unreadableYaml } from "../../project/yaml-guard.js";
import type { EditorGuidance, Report, Severity } from "../../diagnostics/diagnostic.js";
import { MAX_STYLE_ENTRIES, MAX_STYLE_FILE_INSTRUCTIONS } from "./limits.js";
import { alternation, compileStylePattern, engineFor, type PatternEngine } from "./patterns.js";
import type { HouseStyleKind, HouseStyleRule, HouseStyleScope } from "./types.js";

const KINDS: readonly HouseStyleKind[] = ["existence", "substitution"];
const SCOPES: readonly HouseStyleScope[] = ["text", "heading", "title", "opening"];
const LEVELS: Record<string, Severity> = { suggestion: "notice", warning: "warning", error: "error" };
const FIELDS = [
  "extends",
  "message",
  "level",
  "ignorecase",
  "nonword",
  "tokens",
  "swap",
  "exceptions",
  "description",
  "link",
  "scope",
];
/** A field docsgate's own style files take besides: the rule's line in the editor rules file (RuleMeta). */
const DEFAULT_FILE_FIELD = "editorGuidance";
const GUIDANCE_SECTIONS: readonly EditorGuidance["section"][] = ["voice", "pages", "components"];

/** Where a style file's rule comes from: its id, and `default` or its path relative to the docs root. */
export interface StyleFileOrigin {
  id: string;
  source: HouseStyleRule["source"];
}

/**
 * Reads one style file (Vale's field names): the rule it defines, or every problem that keeps it
 * from running, each at its line and column. A file with problems defines no rule.
 */
export function parseStyleFile(
  text: string,
  origin: StyleFileOrigin,
): {
  rule?: HouseStyleRule;
  problems: Report[];
  /** The RE2 instructions of the rule's patterns (see limits.ts); 0 for docsgate's own files. */
  instructions?: number;
} {
  const file = origin.source === "default" ? `${origin.id}.yml` : origin.source;
  const unreadable = unreadableYaml(text);
  if (unreadable)
    return {
      problems: [
        { message: unreadable.message("The style file"), file, line: unreadable.line, column: unreadable.column },
      ],
    };
  const lines = new LineCounter();
  // Duplicate keys are looked for below: the parser's own check takes time with the square of the keys (33 s for 20,000).
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const problems: Report[] = [];
  const at = (offset: number, end = offset) => {
    const from = lines.linePos(offset);
    const to = lines.linePos(Math.max(offset, end));
    return { line: from.line, column: from.col, endLine: to.line, endColumn: to.col };
  };
  /** A problem at a node, or at the start of the file for what is missing. */
  const problem = (message: string, node?: Node | null) => {
    const range = node?.range;
    problems.push({ message, file, ...(range ? at(range[0], range[1]) : { line: 1, column: 1 }) });
  };

  const syntax = document.errors[0] ?? duplicateKey(document.contents);
  if (syntax) {
    const message =
      syntax.code === "MULTIPLE_DOCS"
        ? "The style file holds more than one YAML document (a `---` line). Keep one rule per file and remove the `---` line."
        : `The style file is not valid YAML: ${syntax.message.replace(/\.$/, "")}. Fix the YAML at this place.`;
    problems.push({ message, file, ...at(syntax.pos[0], syntax.pos[1]) });
    return { problems };
  }
  const contents = document.contents;
  if (!isMap(contents)) {
    problem(
      "A style file is a YAML mapping of fields, such as `extends: existence`, `message: ...` and `tokens: [...]`. Rewrite the file as one.",
    );
    return { problems };
  }

  const fields = new Map<string, Pair<Node, Node | null>>();
  for (const pair of contents.items as Pair<Node, Node | null>[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    if (key !== undefined && (FIELDS.includes(key) || (origin.source === "default" && key === DEFAULT_FILE_FIELD)))
      fields.set(key, pair);
    else
      problem(
        `Unknown field \`${key ?? "?"}\` in the style file. docsgate reads ${FIELDS.map((f) => `\`${f}\``).join(", ")}; remove it or fix its spelling.`,
        pair.key,
      );
  }
  const keyOf = (name: string) => fields.get(name)?.key;
  const valueOf = (name: string) => {
    const pair = fields.get(name);
    return pair ? { node: valueOrKey(pair), value: pair.value ? (pair.value as Node).toJSON() : null } : undefined;
  };
  const textField = (name: string): string | undefined => {
    const field = valueOf(name);
    if (!field) return undefined;
    if (typeof field.value === "string" && field.value.trim()) return field.value;
    problem(`\`${name}\` must be a line of text.`, field.node);
    return undefined;
  };
  const flag = (name: string): boolean => {
    const field = valueOf(name);
    if (!field) return false;
    if (typeof field.value === "boolean") return field.value;
    problem(`\`${name}\` must be \`true\` or \`false\`.`, field.node);
    return false;
  };

  const extendsField = valueOf("extends");
  const kind = KINDS.find((known) => known === extendsField?.value);
  if (!kind) {
    problem(
      extendsField
        ? "`extends` must be `existence` (words to avoid) or `substitution` (words to replace); docsgate supports no other kind of style file."
        : "The style file has no `extends`. Add `extends: existence` (words to avoid) or `extends: substitution` (words to replace).",
      extendsField?.node,
    );
  }
  const message = textField("message");
  if (!fields.has("message"))
    problem(
      "The style file has no `message`. Add one that says what is wrong and how to fix it; `%s` stands for the matched text.",
    );
  const description = textField("description");
  const link = textField("link");
  const editorGuidance = guidanceField();
  const ignorecase = flag("ignorecase");
  const nonword = flag("nonword");

  let severity: Severity = "warning";
  const level = valueOf("level");
  if (level) {
    if (typeof level.value === "string" && level.value in LEVELS) severity = LEVELS[level.value]!;
    else problem("`level` must be `suggestion`, `warning` or `error`.", level.node);
  }
  let scope: HouseStyleScope = "text";
  const scopeField = valueOf("scope");
  if (scopeField) {
    const known = SCOPES.find((s) => s === scopeField.value);
    if (known) scope = known;
    else problem(`\`scope\` must be one of ${SCOPES.map((s) => `\`${s}\``).join(", ")}.`, scopeField.node);
  }

  const engine = engineFor(origin.source);
  /** The RE2 instructions of the file's patterns as they run, each list as one pattern (see limits.ts). */
  let instructions = 0;
  const compiles = (pattern: string) => {
    const compiled = compileStylePattern(pattern, ignorecase, engine);
    if (typeof compiled === "string") return false;
    instructions += compiled.instructions ?? 0;
    return true;
  };
  /** A list too long to run: a problem at its name, and none of its patterns is compiled. */
  const tooMany = (name: string, count: number, key: Node) => {
    if (count <= MAX_STYLE_ENTRIES) return false;
    problem(
      `\`${name}\` lists ${count.toLocaleString("en-US")} patterns, more than the ${MAX_STYLE_ENTRIES.toLocaleString("en-US")} docsgate runs from one list (the longest list of Vale's style packages holds about 1,300), so this style file is not run. Keep the patterns the docs need, or spread them over several style files.`,
      key,
    );
    return true;
  };
  const checkPattern = (pattern: string, node: Node) => {
    const compiled = compileStylePattern(pattern, ignorecase, engine);
    if (typeof compiled === "string") problem(patternProblem(pattern, compiled, engine), node);
    return typeof compiled !== "string";
  };
  const patternList = (name: string, required: boolean): string[] | undefined => {
    const pair = fields.get(name);
    if (!pair) {
      if (required)
        problem(
          `A style file that extends ${kind} needs \`${name}\`: a list of the words to look for (regular expressions).`,
          keyOf("extends"),
        );
      return undefined;
    }
    const list = pair.value;
    // An empty list of exceptions excepts nothing; an empty list of tokens finds nothing, a mistake.
    if (isSeq(list) && list.items.length === 0 && !required) return [];
    if (!isSeq(list) || list.items.length === 0) {
      problem(
        `\`${name}\` must be a list of one or more regular expressions, one per line starting with \`- \`.`,
        valueOrKey(pair),
      );
      return undefined;
    }
    if (tooMany(name, list.items.length, pair.key)) return undefined;
    const patterns: string[] = [];
    let valid = true;
    for (const item of list.items as Node[]) {
      const value = isScalar(item) ? item.value : undefined;
      if (typeof value !== "string" && typeof value !== "number") {
        problem(`Each item of \`${name}\` must be a regular expression written as text.`, item);
        valid = false;
      } else if (checkPattern(String(value), item)) patterns.push(String(value));
      else valid = false;
    }
    return valid ? patterns : undefined;
  };

  let tokens: string[] | undefined;
  let swap: Record<string, string> | undefined;
  if (kind === "existence") {
    tokens = patternList("tokens", true);
    if (fields.has("swap"))
      problem(
        "`swap` belongs to substitution style files; this one extends existence and lists its words in `tokens`.",
        fields.get("swap")!.key,
      );
    if (tokens && !compiles(alternation(tokens, nonword)))
      problem(
        "The `tokens` do not combine into one regular expression; check that each one is complete on its own.",
        keyOf("tokens"),
      );
  }
  if (kind === "substitution") {
    swap = swapOf();
    if (
      swap &&
      !compiles(
        alternation(
          Object.keys(swap).map((p) => `(?:${p})`),
          nonword,
        ),
      )
    )
      problem(
        "The `swap` patterns do not combine into one regular expression; check that each one is complete on its own.",
        keyOf("swap"),
      );
    if (fields.has("tokens"))
      problem(
        "`tokens` belongs to existence style files; this one extends substitution and maps each pattern to its replacement in `swap`.",
        fields.get("tokens")!.key,
      );
  }
  const exceptions = patternList("exceptions", false);
  // As style-file-rule.ts runs them.
  if (exceptions?.length) compiles(`^(?:${exceptions.join("|")})$`);
  if (instructions > MAX_STYLE_FILE_INSTRUCTIONS)
    problem(
      `The patterns of this style file compile to ${instructions.toLocaleString("en-US")} RE2 instructions, more than the ${MAX_STYLE_FILE_INSTRUCTIONS.toLocaleString("en-US")} docsgate runs from one style file (the largest of Vale's style packages compiles to about 12,000), so it is not run: each instruction is work on every character of every page. Remove patterns, or shorten long repetitions such as \`{1,500}\`.`,
      keyOf(kind === "substitution" ? "swap" : "tokens"),
    );

  if (problems.length || !kind || !message)
    return { problems: problems.sort((a, b) => a.line - b.line || a.column - b.column) };
  const rule: HouseStyleRule = {
    id: origin.id,
    kind,
    message,
    severity,
    ignorecase,
    nonword,
    scope,
    source: origin.source,
  };
  if (description) rule.description = description;
  if (link) rule.link = link;
  if (editorGuidance) rule.editorGuidance = editorGuidance;
  if (tokens) rule.tokens = tokens;
  if (swap) rule.swap = swap;
  if (exceptions) rule.exceptions = exceptions;
  return { rule, problems, instructions };

  function guidanceField(): EditorGuidance | undefined {
    const field = valueOf(DEFAULT_FILE_FIELD);
    if (!field) return undefined;
    const { section, place, text } = (field.value ?? {}) as Partial<Record<keyof EditorGuidance, unknown>>;
    if (GUIDANCE_SECTIONS.some((known) => known === section) && Number.isInteger(place) && typeof text === "string")
      return { section: section as EditorGuidance["section"], place: place as number, text };
    problem(`\`${DEFAULT_FILE_FIELD}\` must hold a \`section\`, a whole-number \`place\` and a \`text\`.`, field.node);
    return undefined;
  }

  function swapOf(): Record<string, string> | undefined {
    const pair = fields.get("swap");
    if (!pair) {
      problem(
        "A style file that extends substitution needs `swap`: a mapping of each pattern to its replacement, such as `utilize: use`.",
        keyOf("extends"),
      );
      return undefined;
    }
    const map = pair.value;
    if (!isMap(map) || map.items.length === 0) {
      problem(
        "`swap` must be a mapping of one or more patterns to their replacements, one per line, such as `utilize: use`.",
        valueOrKey(pair),
      );
      return undefined;
    }
    if (tooMany("swap", map.items.length, pair.key)) return undefined;
    const result: Record<string, string> = {};
    let valid = true;
    for (const item of map.items as Pair<Node, Node | null>[]) {
      const pattern = isScalar(item.key) ? item.key.value : undefined;
      const replacement = isScalar(item.value) ? item.value.value : undefined;
      if (typeof pattern !== "string" && typeof pattern !== "number") {
        problem("Each pattern in `swap` must be a regular expression written as text.", item.key);
        valid = false;
      } else if (typeof replacement !== "string" && typeof replacement !== "number") {
        problem(`The replacement for \`${pattern}\` must be text.`, item.value ?? item.key);
        valid = false;
      } else if (checkPattern(String(pattern), item.key)) result[String(pattern)] = String(replacement);
      else valid = false;
    }
    return valid ? result : undefined;
  }
}

/** The first key a mapping holds twice, as the YAML parser reports it, found in one pass. */
function duplicateKey(contents: unknown): { code: string; message: string; pos: [number, number] } | undefined {
  let found: { code: string; message: string; pos: [number, number] } | undefined;
  if (!contents) return undefined;
  visit(contents as Node, {
    Map(_, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        const value = isScalar(key) ? key.value : key;
        if (!seen.has(value)) seen.add(value);
        else if (isScalar(key) && key.range) {
          found = { code: "DUPLICATE_KEY", message: "Map keys must be unique", pos: [key.range[0], key.range[1]] };
          return visit.BREAK;
        }
      }
      return undefined;
    },
  });
  return found;
}

/** A field's value, or its key when the value is left empty (`tokens:`). */
function valueOrKey(pair: Pair<Node, Node | null>): Node {
  const value = pair.value;
  return !value || (isScalar(value) && value.value === null) ? pair.key : value;
}

/**
 * Why a pattern does not compile, in plain words. A team's pattern that only a backtracking
 * engine reads (a lookahead, a backreference) is told apart from one that is not a regular
 * expression at all.
 */
function patternProblem(pattern: string, reason: string, engine: PatternEngine): string {
  if (engine === "re2" && typeof compileStylePattern(pattern, false, "regexp") !== "string") {
    return `\`${pattern}\` uses syntax that docsgate does not run in a team's style file (${reason.replace(/^error parsing regexp: /, "")}). docsgate runs a team's patterns in RE2, Go's regular expressions, whose time grows only with the page, so that no pattern can stall the check: lookaheads such as \`(?=...)\` and \`(?!...)\`, backreferences such as \`\\1\` and possessive repeats are not supported. Rewrite the pattern without them, for example by listing the cases to leave alone in \`exceptions\`.`;
  }
  return `\`${pattern}\` is not a valid regular expression: ${reason.replace(/^Invalid regular expression: /, "").replace(/^error parsing regexp: /, "")}. Escape special characters such as \`(\`, \`[\` and \`?\` with a backslash.`;
}
