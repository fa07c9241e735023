import type { ConfigDocument } from "../config-document.js";
import type { JsonPath } from "../json-source.js";

/** The source offsets of the value at `path` of the resolved config, in the file that wrote it. */
export function spanOf(document: ConfigDocument, path: JsonPath): { start: number; end: number } {
  const place = document.placeOf(path);
  const node = document.sources.get(place.file)!.node(place.path)!;
  return { start: node.offset, end: node.offset + node.length };
}
