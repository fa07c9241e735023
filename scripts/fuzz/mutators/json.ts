import { parseTree, type Node } from "jsonc-parser";
import type { ProjectFiles } from "../project-files.js";
import type { Rng } from "../rng.js";
import { asBinaryText, bytesOf, filesWhere, fromBinaryText, isJson, setBytes, type Mutator } from "./mutator.js";

/**
 * Damage that keeps a JSON file JSON, so that the check gets past parsing into the schema, the
 * `$ref`s and the navigation: jsonc-parser's tree (tolerant of earlier damage) gives each value's
 * place, and the value's text is replaced there, leaving the rest of the file byte for byte.
 */
const jsonFiles = (files: ProjectFiles) => filesWhere(files, isJson);

/** Every value of the file, or undefined when it nests too deep for the parser's recursion. */
function values(text: string): Node[] | undefined {
  let root: Node | undefined;
  try {
    root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
  if (!root) return [];
  const all: Node[] = [];
  const stack = [root];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === "property") stack.push(...node.children!.slice(1));
    else {
      all.push(node);
      stack.push(...(node.children ?? []));
    }
  }
  return all;
}

/**
 * Replaces one random value of the JSON file. A file with no value left gets `replacement` as its
 * whole text; one nested too deep to parse, at a random offset.
 */
function replaceValue(files: ProjectFiles, file: string, rng: Rng, replacement: (old: string) => string): string {
  const text = asBinaryText(bytesOf(files, file));
  const nodes = values(text);
  if (!nodes) {
    const at = rng.int(0, text.length);
    setBytes(files, file, fromBinaryText(text.slice(0, at) + replacement("") + text.slice(at)));
    return `offset ${at}`;
  }
  const node = nodes.length ? rng.pick(nodes) : undefined;
  const [start, end] = node ? [node.offset, node.offset + node.length] : [0, text.length];
  setBytes(files, file, fromBinaryText(text.slice(0, start) + replacement(text.slice(start, end)) + text.slice(end)));
  return node ? `the value at offset ${start}` : "the whole file";
}

const deepJson: Mutator = {
  name: "deep-json",
  weight: 1,
  targets: jsonFiles,
  apply(files, file, rng) {
    const depth = rng.logInt(10, 50_000);
    const [open, close] = rng.pick([
      ["[", "]"],
      ['{"a":', "}"],
      ['{"navigation":', "}"],
      ['{"pages":[', "]}"],
      ['{"group":"g","pages":[', "]}"],
    ]);
    const where = replaceValue(files, file, rng, (old) => `${open!.repeat(depth)}${old}${close!.repeat(depth)}`);
    return `${where} nested ${depth} deep in ${open}`;
  },
};

/** Where a `$ref` can lead that it should not, or that never ends. */
function refTargets(file: string): string[] {
  const depth = file.split("/").length;
  return [
    file.split("/").at(-1)!,
    `./${file.split("/").at(-1)}#/navigation`,
    "#",
    "#/",
    "#/navigation",
    "fuzz-ref-a.json",
    "../../../../../../etc/passwd",
    `${"../".repeat(depth)}outside/docs.json`,
    "/etc/passwd",
    "/etc",
    "file:///etc/passwd",
    "http://127.0.0.1:9/config.json",
    "config",
    "",
    "missing.json",
    "missing.json#/a/b",
    "docs.json#/%ZZ",
    "\u0000",
  ];
}

const jsonRef: Mutator = {
  name: "json-ref",
  weight: 2,
  targets: jsonFiles,
  apply(files, file, rng) {
    const target = rng.pick(refTargets(file));
    if (target === "fuzz-ref-a.json") {
      // Two files that refer to each other, beside the damaged one.
      const dir = file.includes("/") ? `${file.slice(0, file.lastIndexOf("/"))}/` : "";
      setBytes(files, `${dir}fuzz-ref-a.json`, Buffer.from('{ "$ref": "fuzz-ref-b.json" }\n'));
      setBytes(files, `${dir}fuzz-ref-b.json`, Buffer.from('{ "$ref": "fuzz-ref-a.json" }\n'));
    }
    const where = replaceValue(files, file, rng, () => `{ "$ref": ${JSON.stringify(target)} }`);
    return `${where} made a $ref to ${JSON.stringify(target)}`;
  },
};

/** Values of every type, and the strings that paths and URLs are made of. */
const ODD_VALUES: ((rng: Rng) => string)[] = [
  () => "null",
  () => "true",
  () => "0",
  () => "-1",
  () => "1e309",
  () => "123456789012345678901234567890",
  () => '""',
  () => "[]",
  () => "{}",
  () => '"../../../../../../etc/passwd"',
  () => '"/etc/passwd"',
  () => '"/../outside/secret"',
  () => '"javascript:alert(1)"',
  () => '"\\u0000"',
  () => '"\\ud800"',
  () => '"con"',
  () => '"#"',
  () => '"   "',
  (rng) => JSON.stringify("x".repeat(rng.logInt(1_000, 1_000_000))),
  (rng) => JSON.stringify(Array.from({ length: rng.logInt(10, 50_000) }, (_, i) => `page-${i}`)),
  (rng) => JSON.stringify(Array.from({ length: rng.logInt(10, 5_000) }, () => "index")),
];

const jsonValue: Mutator = {
  name: "json-value",
  weight: 2,
  targets: jsonFiles,
  apply(files, file, rng) {
    const value = rng.pick(ODD_VALUES)(rng);
    const where = replaceValue(files, file, rng, () => value);
    return `${where} replaced with ${value.slice(0, 60)}`;
  },
};

const duplicateKey: Mutator = {
  name: "json-duplicate-key",
  weight: 1,
  targets: (files) => filesWhere(files, (file, data) => isJson(file) && data.includes(":".charCodeAt(0))),
  apply(files, file, rng) {
    const text = asBinaryText(bytesOf(files, file));
    const properties = (values(text) ?? []).flatMap((node) => (node.type === "object" ? (node.children ?? []) : []));
    if (properties.length === 0)
      return replaceValue(files, file, rng, () => '{ "a": 1, "a": 2 }') + " made an object with a duplicate key";
    const property = rng.pick(properties);
    const end = property.offset + property.length;
    const copy = text.slice(property.offset, end);
    setBytes(files, file, fromBinaryText(`${text.slice(0, end)}, ${copy}${text.slice(end)}`));
    return `the key at offset ${property.offset} written twice`;
  },
};

export const JSON_MUTATORS: readonly Mutator[] = [deepJson, jsonRef, jsonValue, duplicateKey];
