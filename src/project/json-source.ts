import * as jsonc from "jsonc-parser";
import { withoutBom } from "./byte-order-mark.js";
import { LineIndex } from "./line-index.js";
import { MAX_JSON_DEPTH, tooDeepJsonSpans } from "./text-depth.js";

export { MAX_JSON_DEPTH };

export type JsonPath = (string | number)[];

export interface JsonSyntaxError {
  message: string;
  offset: number;
  length: number;
}

/** Where a value deeper than MAX_JSON_DEPTH starts (its opening bracket), and its path. */
export interface TooDeep {
  offset: number;
  path: JsonPath;
}

export interface Range {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/**
 * A JSON file read with its source positions, so that every finding in it can point at the
 * exact key or value. jsonc-parser is used in strict mode: comments and trailing commas,
 * which it could tolerate, are errors here because the docs site's own parser rejects them.
 */
export class JsonSource {
  readonly lines: LineIndex;
  readonly tree?: jsonc.Node;
  readonly value?: unknown;
  /** The first syntax error; later ones are mostly echoes of it. */
  readonly syntaxError?: JsonSyntaxError;
  readonly duplicateKeys: jsonc.Node[] = [];
  /**
   * The values cut for nesting deeper than MAX_JSON_DEPTH (so no walk over the parsed value overflows the stack): each
   * reads as `0`, its inside is blanked.
   */
  readonly tooDeep: TooDeep[] = [];
  /** The file's text after its byte order mark, if any: positions and fix offsets count from here. */
  readonly text: string;

  constructor(
    readonly file: string,
    fileText: string,
  ) {
    // Editors on Windows save UTF-8 with a byte order mark: valid input, not part of the JSON, so it is skipped.
    const body = withoutBom(fileText);
    this.text = body;
    this.lines = new LineIndex(body);
    if (body.trim() === "") {
      this.syntaxError = { message: "The file is empty. It must hold one JSON object.", offset: 0, length: 0 };
      return;
    }
    const cuts = tooDeepJsonSpans(body);
    const errors: jsonc.ParseError[] = [];
    const tree = jsonc.parseTree(cuts.length > 0 ? blankSpans(body, cuts) : body, errors, {
      disallowComments: true,
      allowTrailingComma: false,
      allowEmptyContent: false,
    });
    if (errors.length > 0) {
      this.syntaxError = describeSyntaxError(body, errors[0]!);
      return;
    }
    this.tree = tree;
    this.value = tree ? jsonc.getNodeValue(tree) : undefined;
    if (!tree) return;
    collectDuplicateKeys(tree, this.duplicateKeys);
    for (const [offset] of cuts) {
      const node = jsonc.findNodeAtOffset(tree, offset);
      if (node) this.tooDeep.push({ offset, path: jsonc.getNodePath(node) });
    }
  }

  /** The node at `path`, or undefined. */
  node(path: JsonPath): jsonc.Node | undefined {
    return this.tree ? jsonc.findNodeAtLocation(this.tree, path) : undefined;
  }

  /**
   * Where the value at `path` is. With `key`, where its property name is. A path that is not
   * there points at its nearest existing parent, so a finding always has a place.
   */
  rangeOf(path: JsonPath, part: "value" | "key" = "value"): Range {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = this.node(path.slice(0, depth));
      if (!node) continue;
      const target =
        part === "key" && depth === path.length && node.parent?.type === "property" ? node.parent.children![0]! : node;
      return this.rangeOfNode(target);
    }
    return { line: 1, column: 1, endLine: 1, endColumn: 1 };
  }

  rangeOfNode(node: jsonc.Node): Range {
    return this.lines.range(node.offset, node.offset + node.length);
  }
}

function collectDuplicateKeys(root: jsonc.Node, out: jsonc.Node[]): void {
  const stack = [root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === "object") {
      const seen = new Set<string>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        if (!key) continue;
        if (seen.has(key.value)) out.push(key);
        seen.add(key.value);
      }
    }
    // Reversed, so that duplicates come out in the order of the file.
    for (let i = (node.children?.length ?? 0) - 1; i >= 0; i--) stack.push(node.children![i]!);
  }
}

/**
 * The text with each span read as the value `0` followed by blanks; line breaks stay, so every position outside the
 * spans is unchanged.
 */
function blankSpans(text: string, spans: readonly [number, number][]): string {
  let out = "";
  let from = 0;
  for (const [start, end] of spans) {
    out += text.slice(from, start) + "0" + text.slice(start + 1, end).replace(/[^\n]/g, " ");
    from = end;
  }
  return out + text.slice(from);
}

const CLOSERS = new Set(["}", "]"]);

function describeSyntaxError(text: string, error: jsonc.ParseError): JsonSyntaxError {
  const code = jsonc.printParseErrorCode(error.error);
  const at = { offset: error.offset, length: error.length };
  const previous = lastSignificantBefore(text, error.offset);
  if (
    (code === "ValueExpected" || code === "PropertyNameExpected") &&
    CLOSERS.has(text[error.offset] ?? "") &&
    previous !== undefined &&
    text[previous] === ","
  ) {
    return {
      message: "A trailing comma after the last item is not allowed in JSON. Remove this comma.",
      offset: previous,
      length: 1,
    };
  }
  switch (code) {
    case "InvalidCommentToken":
      return {
        ...at,
        message: "Comments are not allowed in JSON. Remove the comment (or move its text into a `description`).",
      };
    case "UnexpectedEndOfComment":
      return { ...at, message: "A comment is not closed, and comments are not allowed in JSON. Remove it." };
    case "PropertyNameExpected":
      return { ...at, message: 'Expected a property name in double quotes here, such as `"name"`.' };
    case "ValueExpected":
      return {
        ...at,
        message:
          "Expected a value here: a string in double quotes, a number, true, false, null, an object or an array.",
      };
    case "ColonExpected":
      return { ...at, message: "Expected a colon `:` between the property name and its value." };
    case "CommaExpected":
      return { ...at, message: "Expected a comma `,` between these two items. Add one after the previous item." };
    case "CloseBraceExpected":
      return closingMissing(text, error, "an object", "}");
    case "CloseBracketExpected":
      return closingMissing(text, error, "an array", "]");
    case "EndOfFileExpected":
      return {
        ...at,
        message:
          "Unexpected content after the end of the JSON object. The file must hold exactly one object; remove what follows it.",
      };
    case "UnexpectedEndOfString":
      return { ...at, message: 'A string is not closed. Add the closing double quote `"`.' };
    case "InvalidCharacter":
      return {
        ...at,
        message:
          "A control character (such as a tab or a line break) is inside a string. Write it as an escape such as `\\t` or `\\n`.",
      };
    case "InvalidEscapeCharacter":
      return {
        ...at,
        message:
          'Invalid escape in a string. Allowed are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write a backslash as `\\\\`.',
      };
    case "InvalidUnicode":
      return { ...at, message: "Invalid \\u escape: it needs exactly four hexadecimal digits." };
    case "InvalidNumberFormat":
    case "UnexpectedEndOfNumber":
      return { ...at, message: "Invalid number. JSON numbers have no leading zeros, plus signs or trailing dots." };
    default:
      return {
        ...at,
        message: `Unexpected character${text[error.offset] === "'" ? ": JSON strings use double quotes, not single quotes" : ""}. Check the JSON syntax here.`,
      };
  }
}

function closingMissing(text: string, error: jsonc.ParseError, what: string, closer: string): JsonSyntaxError {
  if (error.offset >= text.trimEnd().length) {
    return {
      offset: error.offset,
      length: 0,
      message: `The file ends before ${what} is closed: it looks cut off. Add the missing \`${closer}\` (and anything else lost).`,
    };
  }
  return {
    offset: error.offset,
    length: error.length,
    message: `Expected \`${closer}\` or a comma here: ${what} is not closed, or a comma is missing between items.`,
  };
}

function lastSignificantBefore(text: string, offset: number): number | undefined {
  for (let i = offset - 1; i >= 0; i--) {
    if (!/\s/.test(text[i]!)) return i;
  }
  return undefined;
}
