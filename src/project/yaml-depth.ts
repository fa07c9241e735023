/**
 * How deep collections may nest in a YAML file that docsgate reads. The `yaml` package parses
 * by recursion, about 1 KB of stack a level: on Node's default stack it overflows between 700
 * and 900 levels when called from the top, fewer when called from deep in the checker, and a
 * stack overflow inside V8's regular expression compiler aborts the whole process rather than
 * throwing. js-yaml already refuses more than 100 levels; real files nest a few dozen.
 */
export const MAX_YAML_DEPTH = 200;

/** Where a YAML text first nests deeper than MAX_YAML_DEPTH: its offset, and its 1-based line and column. */
export interface DeepNesting {
  offset: number;
  line: number;
  column: number;
}

/** Why a YAML text that nests too deep is not read, as a clause. */
export function deepNestingReason(): string {
  return `nests lists and mappings more than ${MAX_YAML_DEPTH} levels deep here, more than any real file needs and more than YAML readers survive`;
}

/** The plain words for a YAML file that nests too deep; `what` names it ("The style file", "openapi.yaml"). */
export function deepNestingMessage(what: string): string {
  return `${what} ${deepNestingReason()}; docsgate did not read it further. Flatten the nesting, or move the deep part into a file of its own.`;
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const HASH = 0x23;

/**
 * Finds where a YAML text nests deeper than `max` without parsing it, in one pass: an upper
 * bound of the depth of each line, never below the real depth. A block line's bound counts
 * the open indentation levels above it (two for a level that holds both a mapping and a list,
 * as `key:` with `- item` lines under it at the same indentation), the `- `, `? ` and `key: `
 * indicators that open nodes on the line itself (`- - - x`), and the `[` and `{` of flow
 * collections open around it. Quoted scalars and block scalars (`|`, `>`) are skipped.
 */
export function findDeepNesting(text: string, max = MAX_YAML_DEPTH): DeepNesting | undefined {
  if (text.length <= max) return undefined;
  /** Open indentation levels: their columns, how many collections each holds (1 or 2), and whether a key opened it. */
  const indents: number[] = [];
  const levels: number[] = [];
  const openedByKey: boolean[] = [];
  let openLevels = 0;
  /** Inside a flow collection: the depth bound where it opened, and how many brackets are open. */
  let flowBase = 0;
  let flow = 0;
  /** Inside a block scalar: the indentation its lines must exceed; -1 outside one. */
  let scalarIndent = -1;
  let at = 0;
  const found = (offset: number): DeepNesting => {
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf("\n"); i !== -1 && i < offset; i = text.indexOf("\n", i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { offset, line, column: offset - lineStart + 1 };
  };

  /** Skips a quoted scalar that opens at `from`, across lines; returns the offset after it. */
  const skipQuoted = (from: number): number => {
    const quote = text.charCodeAt(from);
    let i = from + 1;
    while (i < text.length) {
      const char = text.charCodeAt(i);
      if (quote === 0x22 && char === 0x5c) i += 2;
      else if (char === quote) {
        if (quote === 0x27 && text.charCodeAt(i + 1) === 0x27) i += 2;
        else return i + 1;
      } else i++;
    }
    return i;
  };
  const lineEnd = (from: number): number => {
    const end = text.indexOf("\n", from);
    return end === -1 ? text.length : end;
  };

  /**
   * Scans flow content from `from` until the flow closes or the line ends; returns where it stopped, or a place too
   * deep.
   */
  const scanFlow = (from: number): number | DeepNesting => {
    let i = from;
    while (i < text.length) {
      const char = text.charCodeAt(i);
      if (char === LF) return i;
      if (char === 0x5b || char === 0x7b) {
        flow++;
        if (flowBase + flow > max) return found(i);
        i++;
      } else if (char === 0x5d || char === 0x7d) {
        flow = Math.max(flow - 1, 0);
        i++;
        if (flow === 0) return lineEnd(i);
      } else if (char === 0x22 || char === 0x27) i = skipQuoted(i);
      else if (char === HASH && (i === 0 || isBlank(text.charCodeAt(i - 1)))) return lineEnd(i);
      else i++;
    }
    return i;
  };

  while (at < text.length) {
    if (flow > 0) {
      const stop = scanFlow(at);
      if (typeof stop !== "number") return stop;
      at = stop + 1;
      continue;
    }
    let i = at;
    while (i < text.length && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
    const indent = i - at;
    const first = text.charCodeAt(i);
    if (i >= text.length || first === LF || first === CR || first === HASH) {
      at = lineEnd(i) + 1;
      continue;
    }
    if (scalarIndent >= 0) {
      if (indent > scalarIndent) {
        at = lineEnd(i) + 1;
        continue;
      }
      scalarIndent = -1;
    }
    if (
      indent === 0 &&
      (((text.startsWith("---", i) || text.startsWith("...", i)) && isBlankOrEnd(text.charCodeAt(i + 3))) ||
        first === 0x25)
    ) {
      indents.length = 0;
      levels.length = 0;
      openedByKey.length = 0;
      openLevels = 0;
      at = lineEnd(i) + 1;
      continue;
    }
    while (indents.length > 0 && indents.at(-1)! > indent) {
      indents.pop();
      openedByKey.pop();
      openLevels -= levels.pop()!;
    }
    const lineStart = at;
    /** A collection opens at the column of its first key or `- `: one more level, unless one is open there. */
    const open = (column: number, byKey: boolean) => {
      if (indents.length === 0 || indents.at(-1)! < column) {
        indents.push(column);
        levels.push(1);
        openedByKey.push(byKey);
        openLevels++;
      } else if (openedByKey.at(-1) && levels.at(-1) === (byKey ? 2 : 1)) {
        // A list under a key at the key's own indentation is a second collection at this column, until the next key
        // closes it.
        levels[levels.length - 1] = byKey ? 1 : 2;
        openLevels += byKey ? -1 : 1;
      }
    };
    let stop = false;
    while (!stop && i < text.length) {
      const char = text.charCodeAt(i);
      if ((char === 0x2d || char === 0x3f || char === 0x3a) && isBlankOrEnd(text.charCodeAt(i + 1))) {
        // `- ` opens a list item, `? ` an explicit key, `: ` its value, each at its column.
        open(i - lineStart, char !== 0x2d);
        if (openLevels > max) return found(i);
        i++;
      } else if (char === SPACE || char === TAB) i++;
      else if (char === 0x26 || char === 0x21) {
        // An anchor or a tag before the node.
        while (i < text.length && !isBlankOrEnd(text.charCodeAt(i))) i++;
      } else if (char === 0x5b || char === 0x7b) {
        flowBase = openLevels;
        const end = scanFlow(i);
        if (typeof end !== "number") return end;
        i = end;
        stop = true;
      } else if (char === 0x7c || char === 0x3e) {
        // A block scalar: its lines are indented deeper than the collection that holds it.
        scalarIndent = indents.at(-1) ?? 0;
        stop = true;
      } else if (char === HASH || char === LF || char === CR) stop = true;
      else if (char === 0x22 || char === 0x27) {
        // A quoted key, or a quoted value that may go on over the next lines.
        const column = i - lineStart;
        i = skipQuoted(i);
        let after = i;
        while (isBlank(text.charCodeAt(after))) after++;
        if (text.charCodeAt(after) === 0x3a && isBlankOrEnd(text.charCodeAt(after + 1))) {
          open(column, true);
          if (openLevels > max) return found(lineStart + column);
          i = after + 1;
        } else stop = true;
      } else {
        const key = plainKeyEnd(i);
        if (key === undefined) stop = true;
        else {
          open(i - lineStart, true);
          if (openLevels > max) return found(i);
          i = key;
        }
      }
    }
    at = lineEnd(i) + 1;
  }
  return undefined;

  /**
   * The offset just past `key:` when a plain mapping key starts at `from` on this line; undefined for a plain value.
   */
  function plainKeyEnd(from: number): number | undefined {
    for (let i = from; i < text.length; i++) {
      const char = text.charCodeAt(i);
      if (char === LF) return undefined;
      if (char === HASH && isBlank(text.charCodeAt(i - 1))) return undefined;
      if (char === 0x3a && isBlankOrEnd(text.charCodeAt(i + 1))) return i + 1;
    }
    return undefined;
  }
}

function isBlank(char: number): boolean {
  return char === SPACE || char === TAB;
}

function isBlankOrEnd(char: number): boolean {
  return char === SPACE || char === TAB || char === LF || char === CR || Number.isNaN(char);
}
