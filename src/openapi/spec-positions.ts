import { makeDocumentFromString, unescapePointerFragment, type Source } from "@redocly/openapi-core";
import * as jsYaml from "js-yaml";
import { CORE_SCHEMA, load, type LoadOptions, type State, type Type } from "js-yaml";
import { withoutBom } from "../project/byte-order-mark.js";
import { LineIndex } from "../project/line-index.js";

/**
 * Every node of a file, numbered as the parse closes it: where it opened (-1 for an empty value),
 * its kind, and its children's numbers (a mapping's as key, value, key, value) in one shared list.
 */
class Nodes {
  start = new Int32Array(1024);
  kind = new Uint8Array(1024);
  firstChild = new Int32Array(1024);
  childCount = new Int32Array(1024);
  children = new Int32Array(1024);
  count = 0;
  childrenUsed = 0;

  add(start: number, kind: number, children: readonly number[]): number {
    if (this.count === this.start.length) {
      this.start = grow(this.start);
      this.kind = grow(this.kind);
      this.firstChild = grow(this.firstChild);
      this.childCount = grow(this.childCount);
    }
    while (this.childrenUsed + children.length > this.children.length) this.children = grow(this.children);
    const id = this.count++;
    this.start[id] = start;
    this.kind[id] = kind;
    this.firstChild[id] = this.childrenUsed;
    this.childCount[id] = children.length;
    this.children.set(children, this.childrenUsed);
    this.childrenUsed += children.length;
    return id;
  }
}

function grow<T extends Int32Array | Uint8Array>(array: T): T {
  const larger = new (array.constructor as new (length: number) => T)(array.length * 2);
  larger.set(array);
  return larger;
}

const SCALAR = 1;
const MAPPING = 2;
const SEQUENCE = 3;
/** Mappings with more keys than this get a Map of their keys on first lookup; smaller ones are scanned. */
const SCANNED_KEYS = 16;

/**
 * Where the node at a JSON pointer sits in a spec file, for every problem and every operation of
 * a spec. redocly's own lookup (getLineColLocation) is quadratic in a large file: its syntax tree
 * checks each mapping key against all earlier ones and finds a key by scanning the mapping, and
 * that tree took 500 MB for a 19 MB spec. Here one parse (js-yaml's, whose events say where each
 * node opens) keeps only the offsets of keys and values, by key; the values themselves are not
 * kept. Offsets become lines through a line index built once per file.
 */
export class SpecPositions {
  private static readonly bySource = new WeakMap<Source, SpecPositions>();
  private readonly lines: LineIndex;
  private readonly keyMaps = new Map<number, Map<string, number>>();

  private readonly body: string;

  /** `body` is the file's text; js-yaml reads it without a leading BOM, and so do the offsets here. */
  private constructor(
    body: string,
    private readonly nodes: Nodes | undefined,
  ) {
    this.body = withoutBom(body);
    this.lines = new LineIndex(this.body);
  }

  /** The positions of a file: kept from its parse (parseYamlSpec), else from a parse of its own. */
  static of(source: Source): SpecPositions {
    let positions = SpecPositions.bySource.get(source);
    if (!positions)
      SpecPositions.bySource.set(
        source,
        (positions = new SpecPositions(source.body, nodesOf(withoutBom(source.body)))),
      );
    return positions;
  }

  /**
   * Parses a spec's YAML text with redocly's schema (YAML's core types and merge keys, no
   * timestamps) and keeps the positions of its nodes: one parse for both, where a second would
   * hold a second copy of every value while it runs. Text this reader rejects is left to
   * redocly's own (a newer js-yaml), whose value or syntax error is then the one reported.
   */
  static parseYaml(source: Source): unknown {
    const nodes = new Nodes();
    let value: unknown;
    try {
      value = load(source.body, { schema: SPEC_SCHEMA, listener: listenerFor(nodes) });
    } catch {
      return makeDocumentFromString(source.body, source.absoluteRef).parsed;
    }
    SpecPositions.bySource.set(source, new SpecPositions(source.body, nodes));
    return value;
  }

  /**
   * The line and column of the node at `pointer` (its key's with `onKey`); the deepest node found when the pointer goes
   * further.
   */
  place(pointer: string, onKey: boolean): { line: number; column: number } {
    const nodes = this.nodes;
    if (!nodes || nodes.count === 0) return { line: 1, column: 1 };
    let node = nodes.count - 1;
    let key: number | undefined;
    for (const segment of pointer.replace(/^#\/?/, "").split("/").filter(Boolean).map(unescapePointerFragment)) {
      const kind = nodes.kind[node];
      const first = nodes.firstChild[node]!;
      if (kind === MAPPING) {
        const pair = this.keyIndex(node, segment);
        if (pair === undefined) break;
        key = nodes.children[first + pair]!;
        node = nodes.children[first + pair + 1]!;
      } else if (kind === SEQUENCE) {
        const index = Number(segment);
        if (!Number.isInteger(index) || index < 0 || index >= nodes.childCount[node]!) break;
        key = undefined;
        node = nodes.children[first + index]!;
      } else break;
    }
    const value = nodes.start[node]!;
    // An empty value (`key:` and nothing) is placed at its key, as redocly places it.
    const at =
      onKey && key !== undefined
        ? nodes.start[key]!
        : value < 0 && key !== undefined
          ? nodes.start[key]!
          : this.skipSpace(Math.max(value, 0));
    return this.lines.position(at);
  }

  /**
   * Where among a mapping's children (key, value, ...) the key `name` is; the first of a repeated key, as redocly's
   * lookup finds it.
   */
  private keyIndex(mapping: number, name: string): number | undefined {
    const nodes = this.nodes!;
    const first = nodes.firstChild[mapping]!;
    const pairs = nodes.childCount[mapping]! >> 1;
    if (pairs > SCANNED_KEYS) {
      let keys = this.keyMaps.get(mapping);
      if (!keys) {
        keys = new Map();
        for (let pair = 0; pair < pairs; pair++) {
          const text = this.keyText(nodes.start[nodes.children[first + 2 * pair]!]!);
          if (!keys.has(text)) keys.set(text, 2 * pair);
        }
        this.keyMaps.set(mapping, keys);
      }
      return keys.get(name);
    }
    for (let pair = 0; pair < pairs; pair++)
      if (this.keyText(nodes.start[nodes.children[first + 2 * pair]!]!) === name) return 2 * pair;
    return undefined;
  }

  /**
   * A key's text read from the file at its offset: quoted (JSON's escapes, or YAML's doubled single quote) or plain up
   * to its `:`.
   */
  private keyText(offset: number): string {
    const text = this.body;
    const quote = text[offset];
    if (quote === '"') {
      const end = /^"(?:[^"\\\n]|\\.)*"/.exec(text.slice(offset, offset + 4096));
      if (end) {
        try {
          return JSON.parse(end[0]) as string;
        } catch {
          return end[0].slice(1, -1);
        }
      }
    }
    if (quote === "'") {
      const end = /^'(?:[^'\n]|'')*'/.exec(text.slice(offset, offset + 4096));
      if (end) return end[0].slice(1, -1).replace(/''/g, "'");
    }
    const plain = /^(?:[^:\n]|:(?=\S))*/.exec(text.slice(offset, offset + 4096))!;
    return plain[0].trimEnd();
  }

  /**
   * A value's offset is where the parse began to read it: past the `:` or `-`, before spaces, line breaks and comments.
   */
  private skipSpace(offset: number): number {
    const text = this.body;
    let at = offset;
    while (at < text.length) {
      const char = text[at];
      if (char === " " || char === "\t" || char === "\n" || char === "\r") at++;
      else if (char === "#") {
        const end = text.indexOf("\n", at);
        at = end < 0 ? text.length : end + 1;
      } else break;
    }
    return at;
  }
}

/** redocly's schema for specs: js-yaml's default without timestamps, which stay strings. */
const { types } = jsYaml as unknown as { types: Record<"merge" | "binary" | "omap" | "pairs" | "set", Type> };
const SPEC_SCHEMA = CORE_SCHEMA.extend([types.merge, types.binary, types.omap, types.pairs, types.set]);

/** Every node of a YAML (or JSON) text with its offset, the root last; undefined when it does not parse. */
function nodesOf(body: string): Nodes | undefined {
  const nodes = new Nodes();
  try {
    // Deep specs parse as JSON.parse read them, without YAML's depth limit of 100, up to well below
    // where js-yaml's recursion overflows (near 1,500 levels on Node's default stack): a deeper
    // file's problems are placed at its start.
    load(body, { listener: listenerFor(nodes), maxDepth: 1_000, json: true } as LoadOptions);
  } catch {
    return undefined;
  }
  return nodes;
}

/** A parse listener that numbers every node into `nodes` as it closes. */
function listenerFor(nodes: Nodes): (event: "open" | "close", state: State) => void {
  const open: { start: number; children: number[]; results: unknown[] }[] = [];
  return (event, state) => {
    if (event === "open") {
      open.push({ start: state.position, children: [], results: [] });
      return;
    }
    const frame = open.pop();
    if (!frame) return;
    const parent = open.at(-1);
    // A node read again inside itself (a collection at the top of the file) is the one inside.
    if (
      frame.children.length === 1 &&
      frame.results[0] === state.result &&
      typeof state.result === "object" &&
      state.result !== null
    ) {
      parent?.children.push(frame.children[0]!);
      parent?.results.push(state.result);
      return;
    }
    const kind = state.kind === "mapping" ? MAPPING : state.kind === "sequence" ? SEQUENCE : SCALAR;
    const id = nodes.add(state.kind === null ? -1 : frame.start, kind, frame.children);
    parent?.children.push(id);
    // Only a collection's identity is needed (above); scalars are not kept.
    parent?.results.push(typeof state.result === "object" ? state.result : undefined);
  };
}
