import { unescapePointerFragment, type Source } from "@redocly/openapi-core";
import { Kind, safeLoad, type YAMLMapping, type YAMLNode, type YAMLSequence } from "yaml-ast-parser";
import { LineIndex } from "../project/line-index.js";

/**
 * Where the node at a JSON pointer sits in a spec file, for every problem and every operation of
 * a spec. redocly's own lookup (getLineColLocation) is quadratic in a large file: its syntax tree
 * checks each mapping key against all earlier ones, and it finds a key by scanning the mapping,
 * so a `paths` of 30,000 entries with a problem each took minutes. Here the tree is built once
 * without the duplicate check (the parse that produced the values has made it already), a
 * mapping's keys are looked up in a Map built on first use, and offsets become lines through a
 * line index built once per file.
 */
export class SpecPositions {
  private readonly keys = new WeakMap<YAMLNode, Map<string, YAMLMapping>>();
  private readonly lines: LineIndex;
  private readonly root: YAMLNode | undefined;

  private constructor(source: Source) {
    this.lines = new LineIndex(source.body);
    this.root = source.getAst((body: string) => safeLoad(body, { ignoreDuplicateKeys: true })) as YAMLNode | undefined;
  }

  private static readonly bySource = new WeakMap<Source, SpecPositions>();

  static of(source: Source): SpecPositions {
    let positions = SpecPositions.bySource.get(source);
    if (!positions) SpecPositions.bySource.set(source, (positions = new SpecPositions(source)));
    return positions;
  }

  /** The line and column of the node at `pointer` (its key's with `onKey`); the deepest node found when the pointer goes further. */
  place(pointer: string, onKey: boolean): { line: number; column: number } {
    if (!this.root) return { line: 1, column: 1 };
    let node: YAMLNode = this.root;
    let key: YAMLNode | undefined;
    for (const segment of pointer.replace(/^#\/?/, "").split("/").filter(Boolean).map(unescapePointerFragment)) {
      if (node.kind === Kind.MAP) {
        const mapping: YAMLMapping | undefined = this.mappings(node).get(segment);
        if (!mapping) break;
        key = mapping.key;
        if (!mapping.value) {
          node = mapping;
          break;
        }
        node = mapping.value;
      } else if (node.kind === Kind.SEQ) {
        const item: YAMLNode | null | undefined = (node as YAMLSequence).items[Number(segment)];
        if (!item) break;
        key = undefined;
        node = item;
      } else break;
    }
    const target = onKey && key ? key : node;
    return this.lines.position(target.startPosition);
  }

  private mappings(map: YAMLNode): Map<string, YAMLMapping> {
    let found = this.keys.get(map);
    if (!found) {
      found = new Map();
      // A repeated key: the first one, as redocly's lookup finds it.
      for (const mapping of map.mappings as YAMLMapping[]) if (mapping.key && !found.has(String(mapping.key.value))) found.set(String(mapping.key.value), mapping);
      this.keys.set(map, found);
    }
    return found;
  }
}
